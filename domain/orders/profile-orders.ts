import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { orderGroups, orderLines, orders, shops } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { paginate } from "../../kernel/paginated";
import { present } from "../../kernel/present";
import { centsToString } from "../catalog/pricing";
import type { Ctx } from "../context";
import { linePolicies, lineReturnFacts } from "../refunds/line-returns";
import { deliveredAt, refundsOfOrders, refundView, refundWindow } from "../refunds/refund-view";
import { loadSettings } from "../settings/load-settings";
import { groupCurrency, type OrderCurrency } from "./order-views";

export const ORDERS_PER_PAGE = 10;

/**
 * `GET user/profile-orders?page=` and `GET (home/)user/order-list?page=`: the signed-in user's
 * orders, newest first, ten a page, those they removed left out, with the reference's item
 * keys (one item per seller's order, named after its first product) and what the history page
 * needs besides: the shop, the line count, the invoice's trx_id, the currency it was placed
 * in, whether it can still be cancelled or removed, and its refund: the request and its state,
 * or whether one may be asked for and until when (`refundWindow`: the latest line's return window).
 */
export async function profileOrders(
  ctx: Ctx,
  input: { userId: number; page: number; locale: string; appPath?: string; pageUrl?: (p: number) => string },
) {
  const mine = and(eq(orders.userId, input.userId), isNull(orders.removedByBuyerAt));
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        order: orders,
        trxId: orderGroups.trxId,
        currencyCode: orderGroups.currencyCode,
        exchangeRate: orderGroups.exchangeRate,
        shopName: shops.name,
      })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((input.page - 1) * ORDERS_PER_PAGE),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(mine),
  ]);
  const lines = rows.length
    ? await ctx.db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  const ids = rows.map((r) => r.order.id);
  const [refunds, delivered, facts, settings] = await Promise.all([
    refundsOfOrders(ctx.db, ids),
    deliveredAt(ctx.db, ids),
    lineReturnFacts(ctx.db, ids),
    loadSettings(ctx),
  ]);
  const now = ctx.now();
  const currencies = new Map<string, OrderCurrency>();
  for (const r of rows) {
    const key = `${r.currencyCode}:${r.exchangeRate}`;
    if (!currencies.has(key)) currencies.set(key, await groupCurrency(ctx.db, r));
  }
  const data = rows.map(({ order: o, trxId, currencyCode, exchangeRate, shopName }) => {
    const own = lines.filter((l) => l.orderId === o.id);
    const first = own[0];
    const digital = own.find((l) => l.isDigital);
    const refund = refunds.get(o.id);
    const returns = { lines: linePolicies(facts.get(o.id), Number(settings.refund_request_time)), timeZone: String(settings.time_zone) };
    const window = refundWindow(o, delivered.get(o.id), refund, returns, now);
    return {
      id: o.id,
      order_id: o.id,
      code: o.code,
      trx_id: trxId,
      product_name: localize(first?.productName, input.locale),
      variation: first?.variantName ?? "",
      sku: first?.sku ?? "",
      image: mediaUrl(ctx.mediaBase, first?.image, 96, 96),
      items_count: own.reduce((n, l) => n + l.quantity, 0),
      lines_count: own.length,
      order_date: o.createdAt.toISOString(),
      delivery_status: o.status,
      payment_status: o.paymentStatus,
      payment_type: o.paymentType,
      total_payable: centsToString(o.totalCents),
      product_file_id: digital ? digital.id : null,
      is_deleted: 0,
      shop_name: localize(shopName, input.locale),
      can_cancel: o.status === "pending",
      can_remove: o.status === "cancelled" || (o.status === "pending" && o.paymentStatus === "unpaid"),
      is_mailed: o.mailedAt ? 1 : 0,
      can_refund: window.open,
      refund_deadline: window.deadline,
      refund: refund ? refundView(refund, input.appPath ?? "") : null,
      currency: present(currencies.get(`${currencyCode}:${exchangeRate}`), `the currency ${currencyCode} at ${exchangeRate}`),
    };
  });
  return {
    orders: paginate(data, total, input.page, ORDERS_PER_PAGE, input.pageUrl),
    xof: false,
  };
}

export type ProfileOrders = Awaited<ReturnType<typeof profileOrders>>;
export type ProfileOrderItem = ProfileOrders["orders"]["data"][number];
