import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import { ORDER_STATUSES, type OrderStatus, orderLines, orders } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { centsToString } from "../catalog/pricing";
import type { Ctx } from "../context";
import type { SellerShop } from "./require-seller";

const DAY = 86_400_000;

/** The first moment of `now`'s day in UTC. */
const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * `/seller` (`GET seller/dashboard`): the shop's sales (orders not cancelled, as placed) today
 * and over the last 30 days, its orders counted by status, its five best sellers of those 30
 * days by units, and one point a day for the chart (days without sales are zero). Money in the
 * base currency as exact decimal strings.
 */
export async function sellerDashboard(ctx: Ctx, shop: SellerShop, opts: { locale: string }) {
  const today = startOfDay(ctx.now());
  const from = new Date(today.getTime() - 29 * DAY);
  const live = and(eq(orders.shopId, shop.id), ne(orders.status, "cancelled"));
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [daily, byStatus, top] = await Promise.all([
    ctx.db
      .select({ day, cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)::text`, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(live, gte(orders.createdAt, from)))
      .groupBy(day),
    ctx.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.shopId, shop.id))
      .groupBy(orders.status),
    ctx.db
      .select({
        productId: orderLines.productId,
        name: sql<Record<string, string>>`(array_agg(${orderLines.productName} order by ${orderLines.id} desc))[1]`,
        units: sql<number>`sum(${orderLines.quantity})::int`,
        cents: sql<string>`sum((${orderLines.unitPriceCents} - ${orderLines.unitDiscountCents}) * ${orderLines.quantity})::text`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(live, gte(orders.createdAt, from)))
      .groupBy(orderLines.productId)
      .orderBy(desc(sql`sum(${orderLines.quantity})`), orderLines.productId)
      .limit(5),
  ]);
  const perDay = new Map(daily.map((d) => [d.day, d]));
  const chart = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY).toISOString().slice(0, 10);
    const d = perDay.get(date);
    return { date, sales: centsToString(Number(d?.cents ?? 0)), orders: d?.n ?? 0 };
  });
  const sum = (rows: typeof daily) => rows.reduce((s, d) => s + BigInt(d.cents), 0n);
  const todayKey = today.toISOString().slice(0, 10);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of byStatus) counts[r.status] = r.n;
  return {
    shop: { id: shop.id, slug: shop.slug, name: localize(shop.name, opts.locale) },
    sales: {
      today: centsToString(Number(sum(daily.filter((d) => d.day === todayKey)))),
      today_orders: perDay.get(todayKey)?.n ?? 0,
      last_30_days: centsToString(Number(sum(daily))),
      last_30_days_orders: daily.reduce((s, d) => s + d.n, 0),
    },
    orders_by_status: counts,
    top_products: top.map((t) => ({
      product_id: t.productId,
      name: localize(t.name, opts.locale),
      units: t.units,
      sales: centsToString(Number(t.cents)),
    })),
    chart,
  };
}
