import { useTranslation } from "../../../i18n/i18n";
import { useBaseUrl } from "../../../lib/useBaseUrl";
import { AppLink } from "../../ui/AppLink";

/** Beside the list's heading: export the products as CSV, import a CSV, add a product. */
export function ProductListActions() {
  const { t } = useTranslation();
  const base = useBaseUrl();
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`${base}/seller/products/export`} className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold" download>
        {t("sp_export")}
      </a>
      <AppLink to="/seller/products/import" className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold">
        {t("sp_import")}
      </AppLink>
      <AppLink to="/seller/products/new" className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90">
        {t("sp_new_product")}
      </AppLink>
    </div>
  );
}
