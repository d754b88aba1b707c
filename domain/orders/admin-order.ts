import { desc, eq } from "drizzle-orm";
import { orderEvents, orderGroups, orderLines, orders, payments, refundRequests, shops, users } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { requirePermission } from "../accounts/require-admin";
import { centsToString } from "../catalog/pricing";
import type { Ctx } from "../context";
import { refundView } from "../refunds/refund-view";
import { normaliseCode } from "./order-codes";
import { backOfficeOrder } from "./order-figures-view";

/**
 * `GET admin/orders/{code}/detail`: one order of any shop for an operator with `orders`: its
 * lines, buyer, addresses, payments, history (who moved it) and refund request, with the moves
 * its lifecycle allows. The page moves it and decides its refund through the seller's own calls
 * (`seller/orders/{code}/status`, `seller/refund-requests/{id}/accept|reject`), which let an
 * operator with `orders` act and record it in the audit log. An unknown code is 404.
 */
export async function adminOrder(ctx: Ctx, input: { userId: number | null; code: string; locale: string; appPath: string }) {
  await requirePermission(ctx, input.userId, "orders", "order_not_found");
  const code = normaliseCode(input.code);
  const [row] = code
    ? await ctx.db
        .select({ order: orders, group: orderGroups, shop: { id: shops.id, name: shops.name, slug: shops.slug } })
        .from(orders)
        .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(eq(orders.code, code))
        .limit(1)
    : [];
  if (!row) throw new NotFoundError("order_not_found");
  const o = row.order;
  const [lines, events, paid, refunds] = await Promise.all([
    ctx.db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(orderLines.id),
    ctx.db
      .select({ event: orderEvents, actor: users.email })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, o.id))
      .orderBy(orderEvents.id),
    ctx.db.select().from(payments).where(eq(payments.groupId, o.groupId)).orderBy(desc(payments.id)),
    ctx.db.select().from(refundRequests).where(eq(refundRequests.orderId, o.id)),
  ]);
  const view = backOfficeOrder(row, lines, { locale: input.locale, mediaBase: ctx.mediaBase });
  return {
    order: {
      ...view,
      shop: { id: row.shop.id, slug: row.shop.slug, name: localize(row.shop.name, input.locale) },
      currency_code: row.group.currencyCode,
      buyer: { ...view.buyer, user_id: row.group.userId },
      billing_address: row.group.billingAddress,
      payments: paid.map((p) => ({
        id: p.id,
        gateway: p.gateway,
        status: p.status,
        amount: centsToString(p.amountCents),
        currency_code: p.currencyCode,
        date: p.createdAt.toISOString(),
      })),
      history: events.map(({ event: e, actor }) => ({
        id: e.id,
        status: e.status,
        payment_status: e.paymentStatus,
        note: e.note,
        actor: actor ?? null,
        date: e.createdAt.toISOString(),
      })),
      refunds: refunds.map((r) => refundView(r, input.appPath)),
    },
  };
}
