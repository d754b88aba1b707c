import { and, desc, eq, gte, lt, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { categories, ledgerEntries, orderLines, orders, pageViewCounts, products, productViews, shops } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";

const DAY = 86_400_000;
export const REPORT_RANGES = ["7", "30", "90"] as const;
const Query = z.object({ range: z.enum(REPORT_RANGES, { error: "v_in" }).default("30") });

/** Whole cents (any size, as SQL's numeric text) as an exact decimal string: "123456" → "1234.56". */
export function centsText(cents: string | number | bigint | null): string {
  const n = BigInt(cents ?? 0);
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/**
 * `GET admin/reports/data?range=7|30|90` (operators with `reports`): the marketplace over the last
 * `range` days (UTC, today included), every figure grouped in the database.
 * - sales: orders placed in the range and not cancelled: gross (their totals), how many, the
 *   average order (gross ÷ count, rounded to the cent), what was refunded of them, and the
 *   commission the marketplace kept on those settled (paid and delivered) and not refunded (the
 *   settlement entry's note on the ledger, decisions 037 and 071); per day, the ten shops and ten categories that sold most;
 * - views: page views per day (`page_view_counts`), product views per day and the ten most viewed products.
 */
export async function adminReports(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  await requirePermission(ctx, input.userId, "reports", "page_not_found");
  const range = Number(parseInput(Query, input.query).range);
  const now = ctx.now();
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY);
  const start = new Date(end.getTime() - range * DAY);
  const startDay = start.toISOString().slice(0, 10);
  const lastDay = new Date(end.getTime() - DAY).toISOString().slice(0, 10);
  const live = and(gte(orders.createdAt, start), lt(orders.createdAt, end), ne(orders.status, "cancelled"));
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const viewDay = sql<string>`to_char(${productViews.viewedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const goods = sql`(${orderLines.unitPriceCents} - ${orderLines.unitDiscountCents}) * ${orderLines.quantity} - ${orderLines.couponDiscountCents}`;
  const [[totals], [kept], daily, byShop, byCategory, pageDaily, productDaily, topViewed] = await Promise.all([
    ctx.db
      .select({
        gross: sql<string>`coalesce(sum(${orders.totalCents}), 0)::numeric::text`,
        n: sql<number>`count(*)::int`,
        average: sql<string>`coalesce(round(sum(${orders.totalCents})::numeric / nullif(count(*), 0)), 0)::text`,
        refunded: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentStatus} = 'refunded'), 0)::numeric::text`,
      })
      .from(orders)
      .where(live),
    ctx.db
      .select({ cents: sql<string>`coalesce(sum((${ledgerEntries.note}::jsonb ->> 'commission_cents')::numeric), 0)::text` })
      .from(orders)
      .innerJoin(ledgerEntries, and(eq(ledgerEntries.refType, "order"), eq(ledgerEntries.refId, orders.id)))
      .where(
        and(
          live,
          ne(orders.paymentStatus, "refunded"),
          // the settlement's entry, whose note keeps the commission: the seller's earning, or for cash on
          // delivery the commission owed (sellerEarningKey, cashCommissionKey; decision 071)
          or(
            eq(ledgerEntries.idempotencyKey, sql`'seller-earning-order-' || ${orders.id}`),
            eq(ledgerEntries.idempotencyKey, sql`'cash-commission-order-' || ${orders.id}`),
          ),
        ),
      ),
    ctx.db
      .select({ day, cents: sql<string>`sum(${orders.totalCents})::numeric::text`, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(live)
      .groupBy(day),
    ctx.db
      .select({
        id: shops.id,
        name: shops.name,
        cents: sql<string>`sum(${orders.totalCents})::numeric::text`,
        n: sql<number>`count(*)::int`,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(live)
      .groupBy(shops.id)
      .orderBy(desc(sql`sum(${orders.totalCents})`), shops.id)
      .limit(10),
    ctx.db
      .select({ id: categories.id, name: categories.name, cents: sql<string>`sum(${goods})::numeric::text` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(live)
      .groupBy(categories.id)
      .orderBy(desc(sql`sum(${goods})`), categories.id)
      .limit(10),
    ctx.db
      .select({ day: sql<string>`to_char(${pageViewCounts.day}, 'YYYY-MM-DD')`, n: sql<number>`sum(${pageViewCounts.views})::int` })
      .from(pageViewCounts)
      .where(and(gte(pageViewCounts.day, startDay), sql`${pageViewCounts.day} <= ${lastDay}`))
      .groupBy(pageViewCounts.day),
    ctx.db
      .select({ day: viewDay, n: sql<number>`count(*)::int` })
      .from(productViews)
      .where(and(gte(productViews.viewedAt, start), lt(productViews.viewedAt, end)))
      .groupBy(viewDay),
    ctx.db
      .select({ id: products.id, slug: products.slug, name: products.name, n: sql<number>`count(*)::int` })
      .from(productViews)
      .innerJoin(products, eq(products.id, productViews.productId))
      .where(and(gte(productViews.viewedAt, start), lt(productViews.viewedAt, end)))
      .groupBy(products.id)
      .orderBy(desc(sql`count(*)`), products.id)
      .limit(10),
  ]);
  const sales = new Map(daily.map((d) => [d.day, d]));
  const pages = new Map(pageDaily.map((d) => [d.day, Number(d.n)]));
  const productsSeen = new Map(productDaily.map((d) => [d.day, Number(d.n)]));
  const days = Array.from({ length: range }, (_, i) => new Date(start.getTime() + i * DAY).toISOString().slice(0, 10));
  return {
    range,
    from: startDay,
    to: lastDay,
    summary: {
      gross_sales: centsText(totals.gross),
      orders: Number(totals.n),
      average_order: centsText(totals.average),
      refunded: centsText(totals.refunded),
      commission: centsText(kept.cents.split(".")[0]),
    },
    daily: days.map((date) => ({
      date,
      sales: centsText(sales.get(date)?.cents ?? 0),
      orders: Number(sales.get(date)?.n ?? 0),
      page_views: pages.get(date) ?? 0,
      product_views: productsSeen.get(date) ?? 0,
    })),
    top_shops: byShop.map((s) => ({ id: s.id, name: localize(s.name, input.locale), sales: centsText(s.cents), orders: Number(s.n) })),
    top_categories: byCategory.map((c) => ({ id: c.id, name: localize(c.name, input.locale), sales: centsText(c.cents) })),
    top_viewed: topViewed.map((p) => ({ id: p.id, slug: p.slug, name: localize(p.name, input.locale), views: Number(p.n) })),
  };
}
