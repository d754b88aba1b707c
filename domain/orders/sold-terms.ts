import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaigns, categories, products } from "../../db/schema";
import { platformPart } from "../cart/applied-coupons";
import type { CartLineRow } from "../cart/cart-lines";
import { type PricedCart, percentOf } from "../cart/cart-pricing";
import { feeTaxBasisPoints } from "../seller/commission-rate";
import { commissionTerms } from "../seller/commission-rules";

/** What an order line keeps of how it was sold (decision 072), as the placing statement writes it. */
export interface SoldTerms {
  commission_bp: number;
  commission_fixed_cents: number;
  fee_tax_bp: number;
  platform_funded_discount_cents: number;
  seller_funded_discount_cents: number;
}

/**
 * At placing (decision 072): each line's commission rule in force now (`commissionTerms`), the fee
 * tax rate, and who funds its discounts: a campaign's price cut (the whole running discount when
 * the unit has the campaign's price) by the campaign's `funded_by`, the coupons' parts as pricing
 * split them (`platformCouponCents`). Keyed by cart line.
 */
export async function soldTerms(tx: Database, lines: CartLineRow[], priced: PricedCart, now: Date): Promise<Map<number, SoldTerms>> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const campaignIds = [...new Set(lines.flatMap((l) => (l.campaignId === null ? [] : [l.campaignId])))];
  const [paths, funding, feeTaxBp] = await Promise.all([
    productIds.length
      ? tx
          .select({ id: products.id, path: categories.path })
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.id, productIds))
      : Promise.resolve([]),
    campaignIds.length
      ? tx
          .select({ id: campaigns.id, fundedBy: campaigns.fundedBy, sellerShareBp: campaigns.sellerShareBp })
          .from(campaigns)
          .where(inArray(campaigns.id, campaignIds))
      : Promise.resolve([]),
    feeTaxBasisPoints(tx),
  ]);
  const pathOf = new Map(paths.map((p) => [p.id, p.path]));
  const campaignBp = new Map(funding.map((c) => [c.id, platformPart(c.fundedBy, c.sellerShareBp, true)]));
  const terms = await commissionTerms(
    tx,
    lines.map((l) => ({ productId: l.productId, shopId: l.shopId, path: pathOf.get(l.productId) ?? null })),
    now,
  );
  const pricedOf = new Map(priced.shops.flatMap((s) => s.lines.map((l) => [l.lineId, l] as const)));
  const out = new Map<number, SoldTerms>();
  lines.forEach((l, i) => {
    const p = pricedOf.get(l.id);
    const campaignCut = l.campaignId === null ? 0 : l.unitDiscountCents * l.quantity;
    const campaignPlatform = l.campaignId === null ? 0 : percentOf(campaignCut, campaignBp.get(l.campaignId) ?? 10_000);
    const coupon = p?.couponDiscountCents ?? 0;
    const couponPlatform = p?.platformCouponCents ?? 0;
    out.set(l.id, {
      commission_bp: terms[i].bp,
      commission_fixed_cents: terms[i].fixedCents,
      fee_tax_bp: feeTaxBp,
      platform_funded_discount_cents: campaignPlatform + couponPlatform,
      seller_funded_discount_cents: campaignCut - campaignPlatform + coupon - couponPlatform,
    });
  });
  return out;
}
