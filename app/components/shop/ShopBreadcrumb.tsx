import { useTranslation } from "../../i18n/i18n";
import { AppLink } from "../ui/AppLink";

/** Home / Sellers / the shop's name. */
export function ShopBreadcrumb({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <nav className="mb-3 text-sm text-gray-500" aria-label={t("breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <AppLink to="/" className="hover:text-primary">
            {t("home")}
          </AppLink>
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true">/</span>
          <AppLink to="/sellers" className="hover:text-primary">
            {t("sellers")}
          </AppLink>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <span aria-hidden="true">/</span>
          <span className="min-w-0 text-gray-800 wrap-anywhere" aria-current="page">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
