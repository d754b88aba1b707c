import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, orderLines, orders, products } from "../../db/schema";
import { feeTaxBasisPoints } from "./commission-rate";
import { commissionTerms, lineFees } from "./commission-rules";

/** What a seller's earning entry's note keeps: the order, the goods, the commission and fee tax taken, the platform's discount paid, the rates chosen. */
export interface EarningNote {
  order_id: number;
  code: string;
  goods_cents: number;
  commission_cents: number;
  fee_tax_cents?: number;
  platform_funded_cents?: number;
  rates_bp: Record<string, number>;
  earned?: number;
  short?: number;
}

/** One order's fees, as settlement books them and the fee preview shows them (decision 072). */
export interface OrderFees {
  /** what the buyer paid for the goods: each line after its discounts and coupons */
  goods: number;
  /** the platform's part of those discounts, which the marketplace pays the seller */
  platformFunded: number;
  commission: number;
  feeTax: number;
  rates: Record<string, number>;
}

/**
 * The marketplace's commission on one order (decision 072), line by line: the base is the goods
 * the buyer paid plus the discount the platform funds (the seller is never charged for the
 * platform's promotion); the rate, fixed fee and fee tax rate are the ones the line was sold at
 * (`order_lines.commission_*`, `fee_tax_bp`). A line written before those were kept (null) is
 * charged by today's rules (`commissionTerms` now, `platform_fee_tax_rate`) and has no platform
 * funding. `lineFees` rounds: ⌈base × rate⌉ + fixed fee (at most the base), ⌈commission × tax⌉.
 */
export async function orderCommission(tx: Database, orderId: number): Promise<OrderFees> {
  const lines = await tx
    .select({
      goods: sql<string>`((${orderLines.unitPriceCents} - ${orderLines.unitDiscountCents}) * ${orderLines.quantity} - ${orderLines.couponDiscountCents})::text`,
      platformFunded: orderLines.platformFundedDiscountCents,
      bp: orderLines.commissionBp,
      fixed: orderLines.commissionFixedCents,
      feeTaxBp: orderLines.feeTaxBp,
      productId: orderLines.productId,
      shopId: orders.shopId,
      path: categories.path,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  const old = lines.filter((l) => l.bp === null);
  const [today, todayTaxBp] = old.length ? await Promise.all([commissionTerms(tx, old, new Date()), feeTaxBasisPoints(tx)]) : [[], 0];
  const out: OrderFees = { goods: 0, platformFunded: 0, commission: 0, feeTax: 0, rates: {} };
  for (const line of lines) {
    const paid = Math.max(0, Number(line.goods));
    const platformFunded = Math.max(0, line.platformFunded ?? 0);
    const kept = line.bp !== null;
    const t = kept ? { key: "sold", bp: line.bp ?? 0, fixedCents: line.fixed ?? 0 } : today[old.indexOf(line)];
    const fees = lineFees({
      baseCents: paid + platformFunded,
      bp: t.bp,
      fixedCents: t.fixedCents,
      feeTaxBp: kept ? (line.feeTaxBp ?? 0) : todayTaxBp,
    });
    out.rates[kept ? `product-${line.productId}` : t.key] = t.bp;
    out.goods += paid;
    out.platformFunded += platformFunded;
    out.commission += fees.commission;
    out.feeTax += fees.feeTax;
  }
  return out;
}
