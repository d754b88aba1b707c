import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";
import { loadSettings } from "./load-settings";
import type { ShippingTaxValues } from "./shipping-tax-input";

/** The shipping and tax page's values as in force (operators with `settings`), amounts as decimal strings. */
export async function shippingTaxSettings(ctx: Ctx, input: { userId: number | null }): Promise<ShippingTaxValues> {
  await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const s = await loadSettings(ctx);
  return {
    shipping_fee_type: s.shipping_fee_type,
    shipping_fee_flat_rate: centsToDecimal(Number(s.shipping_fee_flat_rate_cents)),
    invoice_based_shipping_fee: s.invoice_based_shipping_fee,
    vat_and_tax_type: s.vat_and_tax_type,
    order_wise_tax_percentage: String(s.order_wise_tax_percentage),
  };
}
