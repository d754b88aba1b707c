import { z } from "zod";
import { parseMoney } from "../../kernel/money";
import type { SettingsChange } from "./settings-input";

/** An amount in the base currency as typed: a decimal string, at most two places (no float on the way). */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/);

/**
 * The shipping and tax page's form (checked in the browser and turned into the settings verb's
 * keys by `shippingTaxChange`; the verb checks them again): how the shipping fee is reckoned
 * (spec: flat rate, per product, by the buyer's city, by the order's amount), the flat rate (also
 * what an order outside every tier pays), the tiers, and the tax (a percentage of the order,
 * or each product's own rate).
 */
export const ShippingTaxForm = z
  .object({
    shipping_fee_type: z.enum(["flat_rate", "product_base", "area_base", "invoice_base"]),
    shipping_fee_flat_rate: amount,
    invoice_based_shipping_fee: z
      .array(
        z
          .object({ min_amount: amount, max_amount: amount, fee: amount })
          .refine((t) => parseMoney(t.min_amount) <= parseMoney(t.max_amount), { path: ["max_amount"] }),
      )
      .max(20),
    vat_and_tax_type: z.enum(["order_base", "product_base"]),
    order_wise_tax_percentage: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/)
      .refine((p) => Number.parseFloat(p) <= 100),
  })
  .strict();
export type ShippingTaxValues = z.input<typeof ShippingTaxForm>;

/** The settings verb's keys for the form's values (the flat rate in cents, exactly). */
export function shippingTaxChange(form: z.output<typeof ShippingTaxForm>): SettingsChange {
  return {
    shipping_fee_type: form.shipping_fee_type,
    shipping_fee_flat_rate_cents: Number(parseMoney(form.shipping_fee_flat_rate)),
    invoice_based_shipping_fee: form.invoice_based_shipping_fee,
    vat_and_tax_type: form.vat_and_tax_type,
    order_wise_tax_percentage: form.order_wise_tax_percentage,
  };
}
