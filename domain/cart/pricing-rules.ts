import type { Settings } from "../settings/defaults";
import { type PricingRules, parsePercent } from "./cart-pricing";

/** "12.50" (a decimal amount as settings keep it) → 1250 cents; malformed → 0. */
export function amountToCents(text: string | number): number {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(String(text));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : 0;
}

/** The shop's shipping and tax rules from its settings; `cityShippingCents` for area-based shipping. */
export function pricingRules(settings: Settings, cityShippingCents: number | null = null): PricingRules {
  return {
    shippingFeeType: settings.shipping_fee_type,
    flatRateCents: settings.shipping_fee_flat_rate_cents,
    invoiceTiers: settings.invoice_based_shipping_fee.map((t) => ({
      minCents: amountToCents(t.min_amount),
      maxCents: amountToCents(t.max_amount),
      feeCents: amountToCents(t.fee),
    })),
    cityShippingCents,
    taxType: settings.vat_and_tax_type,
    orderTaxRate: parsePercent(settings.order_wise_tax_percentage),
  };
}
