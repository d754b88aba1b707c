import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n";
import { ShieldCheck, Truck, Wallet } from "../ui/icon-set";

/** The frame of the sign-in, sign-up and reset pages: the form card beside a short promise of the shop. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`mx-auto grid gap-8 px-4 py-8 sm:py-12 ${wide ? "max-w-3xl" : "max-w-6xl lg:grid-cols-[1fr_minmax(0,26rem)] lg:items-center"}`}
    >
      <aside
        className={`hidden rounded-3xl bg-gradient-to-br from-primary to-primary-dark p-10 text-white shadow-lg ${wide ? "" : "lg:block"}`}
      >
        <p className="text-3xl font-extrabold leading-tight">{t("auth_promo_title")}</p>
        <ul className="mt-8 space-y-5 text-white/90">
          <li className="flex items-center gap-3">
            <ShieldCheck className="size-6 shrink-0" />
            {t("auth_promo_shops")}
          </li>
          <li className="flex items-center gap-3">
            <Wallet className="size-6 shrink-0" />
            {t("auth_promo_pay")}
          </li>
          <li className="flex items-center gap-3">
            <Truck className="size-6 shrink-0" />
            {t("auth_promo_track")}
          </li>
        </ul>
      </aside>
      <section className="w-full rounded-2xl border border-gray-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {subtitle && <p className="mt-1.5 text-sm text-gray-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-gray-100 pt-5 text-center text-sm text-gray-600">{footer}</div>}
      </section>
    </div>
  );
}
