import { z } from "zod";
import { useTranslation } from "../../../i18n/i18n";
import { useShopForm } from "../../../lib/use-shop-form";
import { BoundTextField } from "../../ui/BoundFields";

const FeeForm = z.object({
  seller_commission_rate: z.string(),
  platform_fee_tax_rate: z.string(),
  seller_debt_limit: z.string(),
  seller_min_payout: z.string(),
});
type Fees = z.infer<typeof FeeForm>;

const toCents = (v: string) => Math.round(Number(v || "0") * 100);

/** The settings of sellers' money beside the rules (`POST admin/settings`): default commission, fee tax, debt limit, minimum payout. */
export function FeeSettings({ values }: { values: Fees }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(FeeForm, { defaultValues: values });
  const submit = form.handleSubmit(async (v) => {
    await send(
      "admin/settings",
      {
        seller_commission_rate: v.seller_commission_rate,
        platform_fee_tax_rate: v.platform_fee_tax_rate,
        seller_debt_limit_cents: toCents(v.seller_debt_limit),
        seller_min_payout_cents: toCents(v.seller_min_payout),
      },
      { revalidate: true },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5" data-testid="fee-settings">
      <h2 className="mb-3 text-base font-semibold">{t("admin_rules_fees_title")}</h2>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-4">
        <BoundTextField form={form} name="seller_commission_rate" label={t("setting_seller_commission_rate")} ltr />
        <BoundTextField form={form} name="platform_fee_tax_rate" label={t("setting_platform_fee_tax_rate")} ltr />
        <BoundTextField form={form} name="seller_debt_limit" label={t("setting_seller_debt_limit")} ltr />
        <BoundTextField form={form} name="seller_min_payout" label={t("setting_seller_min_payout")} ltr />
      </div>
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="mt-3 rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
      >
        {t("admin_rules_fees_save")}
      </button>
    </form>
  );
}
