import { eq } from "drizzle-orm";
import { translate } from "../../kernel/i18n/keywords";
import { orderGroups, orders, shops, users } from "../../db/schema";
import type { Ctx } from "../context";
import { orderMail } from "../mail/templates";
import { notifyUser } from "../notifications/notify";
import { afterAnswer } from "../shared/background";
import { localize } from "../shared/localize";

const LINK_DAYS = 365;

/** A link that opens a group's invoice without signing in (for the buyer's mail): signed, valid a year. */
export function signedInvoiceUrl(ctx: Ctx, trxId: string): string {
  const token = ctx.signer.sign("invoice", trxId, new Date(ctx.now().getTime() + LINK_DAYS * 86_400_000));
  return `${ctx.publicUrl}/invoice/${encodeURIComponent(trxId)}?t=${encodeURIComponent(token)}`;
}

/**
 * Tell the buyer and each seller about an order group's orders: a notification row for
 * accounts and a mail, after the answer (mail being down never loses an order). `event` is
 * "placed", or the new status / payment status of one order.
 */
export function announceOrders(
  ctx: Ctx,
  groupCode: string,
  event: { kind: "placed" } | { kind: "status"; orderId: number; status: string },
): void {
  afterAnswer(ctx, "order notices", async () => {
    const [group] = await ctx.db.select().from(orderGroups).where(eq(orderGroups.code, groupCode)).limit(1);
    if (!group) return;
    const rows = await ctx.db
      .select({
        id: orders.id,
        code: orders.code,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        shopName: shops.name,
        ownerId: shops.ownerId,
        ownerEmail: users.email,
        ownerName: users.firstName,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(eq(orders.groupId, group.id));
    const touched = event.kind === "placed" ? rows : rows.filter((r) => r.id === event.orderId);
    const locale = group.locale;
    const buyerName = group.shippingAddress.name;
    const invoiceUrl = group.userId ? `${ctx.publicUrl}/invoice/${encodeURIComponent(group.trxId)}` : signedInvoiceUrl(ctx, group.trxId);
    for (const o of touched) {
      const status = event.kind === "placed" ? "pending" : event.status;
      const params = {
        code: o.code,
        shop: localize(o.shopName, locale),
        status: translate(locale, `order_status_${status}`),
        name: buyerName,
      };
      const subjectKey = event.kind === "placed" ? "mail_order_placed_subject" : "mail_order_status_subject";
      if (group.userId)
        await notifyUser(ctx.db, {
          userId: group.userId,
          message: {
            title: subjectKey,
            params: { code: o.code, shop: params.shop, name: buyerName },
            keyParams: { status: `order_status_${status}` },
          },
          locale,
          url: `/invoice/${group.trxId}`,
          // the live toast's colour (decision 031)
          data: { order: o.code, status, message_type: status === "cancelled" ? "warning" : "success" },
        });
      await ctx.mailer.send(orderMail(locale, group.email, { subjectKey, params, url: invoiceUrl }));
      const sellerParams = { ...params, name: o.ownerName };
      const sellerKey = event.kind === "placed" ? "mail_seller_new_order_subject" : "mail_order_status_subject";
      await notifyUser(ctx.db, {
        userId: o.ownerId,
        message: {
          title: sellerKey,
          params: { code: o.code, shop: params.shop, name: o.ownerName },
          keyParams: { status: `order_status_${status}` },
        },
        locale,
        url: `/get-invoice/${o.code}`,
        data: { order: o.code, status, message_type: status === "cancelled" ? "warning" : "success" },
      });
      await ctx.mailer.send(
        orderMail(locale, o.ownerEmail, { subjectKey: sellerKey, params: sellerParams, url: `${ctx.publicUrl}/get-invoice/${o.code}` }),
      );
    }
  });
}

export function announcePlacedOrder(ctx: Ctx, groupCode: string): void {
  announceOrders(ctx, groupCode, { kind: "placed" });
}
