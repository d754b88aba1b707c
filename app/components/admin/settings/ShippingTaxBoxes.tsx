import { useFieldArray } from "react-hook-form";
import type { ShippingTaxForm } from "../../../../domain/settings/shipping-tax-input";
import { useTranslation } from "../../../i18n/i18n";
import type { ShopForm } from "../../../lib/use-shop-form";
import { Field, inputClass } from "../../ui/FormField";
import { fieldMessage } from "../field-message";
import { SettingsBox } from "./SettingsBox";

type Form = ShopForm<typeof ShippingTaxForm>;
const FEE_TYPES = ["flat_rate", "product_base", "area_base", "invoice_base"] as const;
const TAX_TYPES = ["order_base", "product_base"] as const;

/** An amount of money typed as a decimal (left to right), with its message below. */
function AmountField({ form, name, label, testId }: { form: Form; name: string; label: string; testId: string }) {
  const message = fieldMessage(form.formState.errors, name);
  return (
    <Field label={label} error={message}>
      <input
        dir="ltr"
        inputMode="decimal"
        className={`${inputClass(!!message)} rtl:text-right`}
        {...form.register(name as "shipping_fee_flat_rate")}
        data-testid={testId}
      />
    </Field>
  );
}

/** How shipping is reckoned: the fee's kind, the flat rate, and for a fee by the invoice's amount its tiers (at most 20). */
export function ShippingBox({ form }: { form: Form }) {
  const { t } = useTranslation();
  const tiers = useFieldArray({ control: form.control, name: "invoice_based_shipping_fee" });
  const feeType = form.watch("shipping_fee_type");
  return (
    <SettingsBox title={t("shipping_tax_shipping")}>
      <Field label={t("shipping_tax_fee_type")} hint={t(`shipping_tax_fee_${feeType}_hint`)}>
        <select className={inputClass(false)} {...form.register("shipping_fee_type")} data-testid="shipping-fee-type">
          {FEE_TYPES.map((v) => (
            <option key={v} value={v}>
              {t(`shipping_tax_fee_${v}`)}
            </option>
          ))}
        </select>
      </Field>
      <AmountField form={form} name="shipping_fee_flat_rate" label={t("shipping_tax_flat_rate")} testId="shipping-flat-rate" />
      {feeType === "invoice_base" && (
        <div className="space-y-2 sm:col-span-2" data-testid="shipping-tiers">
          <p className="text-sm font-medium">{t("shipping_tax_tiers")}</p>
          {tiers.fields.map((tier, i) => (
            <div key={tier.id} className="grid grid-cols-[1fr_1fr_1fr_auto] items-start gap-2">
              <AmountField
                form={form}
                name={`invoice_based_shipping_fee.${i}.min_amount`}
                label={t("shipping_tax_tier_min")}
                testId={`tier-min-${i}`}
              />
              <AmountField
                form={form}
                name={`invoice_based_shipping_fee.${i}.max_amount`}
                label={t("shipping_tax_tier_max")}
                testId={`tier-max-${i}`}
              />
              <AmountField
                form={form}
                name={`invoice_based_shipping_fee.${i}.fee`}
                label={t("shipping_tax_tier_fee")}
                testId={`tier-fee-${i}`}
              />
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
    </SettingsBox>
  );
}

/** How tax is reckoned: by the order (one rate for the whole order) or by each product's own. */
export function TaxBox({ form }: { form: Form }) {
  const { t } = useTranslation();
  const taxType = form.watch("vat_and_tax_type");
  const { errors } = form.formState;
  return (
    <SettingsBox title={t("shipping_tax_tax")}>
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
        <Field label={t("shipping_tax_rate")} error={fieldMessage(errors, "order_wise_tax_percentage")}>
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
    </SettingsBox>
  );
}
