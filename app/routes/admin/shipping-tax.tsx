import type { ReactNode } from "react";
import { useFieldArray } from "react-hook-form";
import { ShippingTaxForm, shippingTaxChange } from "../../../domain/settings/shipping-tax";
import { PageHeading } from "../../components/account/PageHeading";
import { fieldMessage } from "../../components/admin/field-message";
import { Field, inputClass } from "../../components/ui/FormField";
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

const FEE_TYPES = ["flat_rate", "product_base", "area_base", "invoice_base"] as const;
const TAX_TYPES = ["order_base", "product_base"] as const;

export default function ShippingTax({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(ShippingTaxForm, { defaultValues: loaderData.current });
  const tiers = useFieldArray({ control: form.control, name: "invoice_based_shipping_fee" });
  const { errors, isSubmitting } = form.formState;
  const message = (name: string) => fieldMessage(errors, name);
  const [feeType, taxType] = form.watch(["shipping_fee_type", "vat_and_tax_type"]);
  const submit = form.handleSubmit(async (values) => {
    // the server names the flat rate by its stored field
    const local: Record<string, string> = { shipping_fee_flat_rate_cents: "shipping_fee_flat_rate" };
    const answer = await send("admin/settings", shippingTaxChange(values), { placeError: (field) => local[field] ?? field });
    if (answer) form.reset(form.getValues());
  });
  const amount = (name: string, label: string, testId: string) => (
    <Field label={label} error={message(name)}>
      <input
        dir="ltr"
        inputMode="decimal"
        className={`${inputClass(!!message(name))} rtl:text-right`}
        {...form.register(name as "shipping_fee_flat_rate")}
        data-testid={testId}
      />
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5" data-testid="shipping-tax">
      <PageHeading title={t("shipping_tax_title")} text={t("shipping_tax_intro")} />
      <Box title={t("shipping_tax_shipping")}>
        <Field label={t("shipping_tax_fee_type")} hint={t(`shipping_tax_fee_${feeType}_hint`)}>
          <select className={inputClass(false)} {...form.register("shipping_fee_type")} data-testid="shipping-fee-type">
            {FEE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`shipping_tax_fee_${v}`)}
              </option>
            ))}
          </select>
        </Field>
        {amount("shipping_fee_flat_rate", t("shipping_tax_flat_rate"), "shipping-flat-rate")}
        {feeType === "invoice_base" && (
          <div className="space-y-2 sm:col-span-2" data-testid="shipping-tiers">
            <p className="text-sm font-medium">{t("shipping_tax_tiers")}</p>
            {tiers.fields.map((tier, i) => (
              <div key={tier.id} className="grid grid-cols-[1fr_1fr_1fr_auto] items-start gap-2">
                {amount(`invoice_based_shipping_fee.${i}.min_amount`, t("shipping_tax_tier_min"), `tier-min-${i}`)}
                {amount(`invoice_based_shipping_fee.${i}.max_amount`, t("shipping_tax_tier_max"), `tier-max-${i}`)}
                {amount(`invoice_based_shipping_fee.${i}.fee`, t("shipping_tax_tier_fee"), `tier-fee-${i}`)}
                <button
                  type="button"
                  onClick={() => tiers.remove(i)}
                  className="mt-6 rounded-full border border-gray-300 px-3 py-1.5 text-xs"
                >
                  {t("shipping_tax_tier_remove")}
                </button>
              </div>
            ))}
            {tiers.fields.length < 20 && (
              <button
                type="button"
                onClick={() => tiers.append({ min_amount: "0.00", max_amount: "0.00", fee: "0.00" })}
                className="rounded-full border border-gray-300 px-3 py-1.5 text-xs font-semibold hover:border-primary"
              >
                {t("shipping_tax_tier_add")}
              </button>
            )}
          </div>
        )}
      </Box>
      <Box title={t("shipping_tax_tax")}>
        <Field label={t("shipping_tax_tax_type")} hint={t(`shipping_tax_tax_${taxType}_hint`)}>
          <select className={inputClass(false)} {...form.register("vat_and_tax_type")} data-testid="tax-type">
            {TAX_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`shipping_tax_tax_${v}`)}
              </option>
            ))}
          </select>
        </Field>
        {taxType === "order_base" && (
          <Field label={t("shipping_tax_rate")} error={message("order_wise_tax_percentage")}>
            <input
              dir="ltr"
              inputMode="decimal"
              className={`${inputClass(!!errors.order_wise_tax_percentage)} rtl:text-right`}
              {...form.register("order_wise_tax_percentage")}
              data-testid="tax-rate"
            />
          </Field>
        )}
        <p className="text-xs text-gray-500 sm:col-span-2">{t("shipping_tax_exclusive_note")}</p>
      </Box>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-full bg-primary px-6 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
        data-testid="shipping-tax-save"
      >
        {t("settings_save")}
      </button>
    </form>
  );
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
