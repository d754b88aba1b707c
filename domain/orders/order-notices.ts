import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderGroups, orders, shops, users } from "../../db/schema";
import { translate } from "../../kernel/i18n/keywords";
import { localize } from "../../kernel/localize";
import type { Ctx } from "../context";
import { enqueueJob, type NewJob } from "../jobs/queue";
import { type Mail, queueMails } from "../mail/mailer";
import { orderMail } from "../mail/templates";
import { type NotificationInput, notifyEach } from "../notifications/notify";
import { type ParcelNotice, writeParcelNotices } from "../parcels/parcel-notices";

const LINK_DAYS = 365;

/** A link that opens a group's invoice without signing in (for the buyer's mail): signed, valid a year. */
export function signedInvoiceUrl(ctx: Ctx, trxId: string): string {
  const token = ctx.signer.sign("invoice", trxId, new Date(ctx.now().getTime() + LINK_DAYS * 86_400_000));
  return `${ctx.publicUrl}/invoice/${encodeURIComponent(trxId)}?t=${encodeURIComponent(token)}`;
}

export type OrderEvent = { kind: "placed" } | { kind: "status"; orderId: number; status: string } | ParcelNotice;
export interface OrderNoticesJob {
  group: string;
  event: OrderEvent;
}

/**
 * Tell the buyer and each seller about an order group's orders. Called inside the transaction
 * that places or changes the order: a job is queued with it (decision 035), so the notices exist
 * exactly when the change does, even if the shop stops right after. `event` is "placed", or the
 * new status / payment status of one order.
 */
export async function announceOrders(tx: Database, groupCode: string, event: OrderEvent): Promise<void> {
  await enqueueJob(tx, orderNoticesJob(groupCode, event));
}

/** The job that tells of an order group's event (for a caller queueing it within a bigger statement). */
export function orderNoticesJob(groupCode: string, event: OrderEvent): NewJob {
  const payload: OrderNoticesJob = { group: groupCode, event };
  return { kind: "order-notices", payload: { ...payload } };
}

/**
 * The job's work, in one transaction with its completion: a notification row for accounts and a
 * mail (itself queued) to the buyer and each seller concerned. Done once: a job that stops half
 * way rolls back and runs again.
 */
export async function writeOrderNotices(ctx: Ctx, tx: Database, job: OrderNoticesJob): Promise<void> {
  const { group: groupCode, event } = job;
  // a parcel's event: its own words, to the buyer (and the seller when someone else entered it; decision 077)
  if (event.kind === "parcel") return writeParcelNotices(ctx, tx, groupCode, event, (trxId) => signedInvoiceUrl(ctx, trxId));
  // the group with its orders, their shops and sellers: one read
  const rows = await tx
    .select({
      group: orderGroups,
      id: orders.id,
      code: orders.code,
      shopName: shops.name,
      ownerId: shops.ownerId,
      ownerEmail: users.email,
      ownerName: users.firstName,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(orderGroups.code, groupCode))
    .orderBy(orders.id);
  if (!rows.length) return;
  const group = rows[0].group;
  const touched = event.kind === "placed" ? rows : rows.filter((r) => r.id === event.orderId);
  const locale = group.locale;
  const buyerName = group.shippingAddress.name;
  const invoiceUrl = group.userId ? `${ctx.publicUrl}/invoice/${encodeURIComponent(group.trxId)}` : signedInvoiceUrl(ctx, group.trxId);
  // written together once all are worded: one insert of the notifications (and their pushes), one of the mails
  const notices: NotificationInput[] = [];
  const mails: Mail[] = [];
  for (const o of touched) {
    const status = event.kind === "placed" ? "pending" : event.status;
    const params = {
      code: o.code,
      shop: localize(o.shopName, locale),
      status: translate(locale, `order_status_${status}`),
      name: buyerName,
    };
    const subjectKey = event.kind === "placed" ? "mail_order_placed_subject" : "mail_order_status_subject";
    // the live toast's colour (decision 031)
    const data = { order: o.code, status, message_type: status === "cancelled" ? "warning" : "success" };
    if (group.userId)
      notices.push({
        userId: group.userId,
        message: {
          title: subjectKey,
          params: { code: o.code, shop: params.shop, name: buyerName },
          keyParams: { status: `order_status_${status}` },
        },
        locale,
        url: `/invoice/${group.trxId}`,
        data,
      });
    mails.push(orderMail(locale, group.email, { subjectKey, params, url: invoiceUrl }));
    const sellerParams = { ...params, name: o.ownerName };
    const sellerKey = event.kind === "placed" ? "mail_seller_new_order_subject" : "mail_order_status_subject";
    notices.push({
      userId: o.ownerId,
      message: {
        title: sellerKey,
        params: { code: o.code, shop: params.shop, name: o.ownerName },
        keyParams: { status: `order_status_${status}` },
      },
      locale,
      url: `/get-invoice/${o.code}`,
      data,
    });
    mails.push(
      orderMail(locale, o.ownerEmail, { subjectKey: sellerKey, params: sellerParams, url: `${ctx.publicUrl}/get-invoice/${o.code}` }),
    );
  }
  await notifyEach(tx, notices);
  await queueMails(tx, mails);
}
