import { Link } from "react-router";
import { ShippingTaxForm, shippingTaxChange } from "../../../domain/settings/shipping-tax-input";
import { PageHeading } from "../../components/account/PageHeading";
import { ShippingBox, TaxBox } from "../../components/admin/settings/ShippingTaxBoxes";
import { ChevronRight, MapPin } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/shipping-tax";
import { AdminErrorBoundary } from "./layout";

/** `/admin/settings/shipping-tax`: how the checkout reckons shipping and tax (operators with `settings`). */
export async function loader({ context }: Route.LoaderArgs) {
  return { current: await context.admin.shippingTax() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "shipping_tax_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function ShippingTax({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(ShippingTaxForm, { defaultValues: loaderData.current });
  const submit = form.handleSubmit(async (values) => {
    // the server names the flat rate by its stored field
    const local: Record<string, string> = { shipping_fee_flat_rate_cents: "shipping_fee_flat_rate" };
    const answer = await send("admin/settings", shippingTaxChange(values), { placeError: (field) => local[field] ?? field });
    if (answer) form.reset(form.getValues());
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5" data-testid="shipping-tax">
      <PageHeading title={t("shipping_tax_title")} text={t("shipping_tax_intro")} />
      <ShippingBox form={form} />
      <Link
        to="/admin/settings/cities"
        className="flex items-center gap-3 rounded-2xl border border-gray-100 bg-white p-5 hover:border-primary sm:p-6"
        data-testid="shipping-tax-cities"
      >
        <MapPin className="size-5 shrink-0 text-primary" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-gray-900">{t("admin_cities_link")}</span>
          <span className="block text-sm text-gray-600">{t("admin_cities_link_text")}</span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-gray-400 rtl:rotate-180" />
      </Link>
      <TaxBox form={form} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded-full bg-primary px-6 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
        data-testid="shipping-tax-save"
      >
        {t("settings_save")}
      </button>
    </form>
  );
}
