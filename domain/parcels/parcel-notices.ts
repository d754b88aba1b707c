import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderGroups, orders, shipments, shops, users } from "../../db/schema";
import { translate } from "../../kernel/i18n/keywords";
import { localize } from "../../kernel/localize";
import type { Ctx } from "../context";
import { queueMails } from "../mail/mailer";
import { orderMail } from "../mail/templates";
import { type NotificationInput, notifyEach } from "../notifications/notify";
import { carrierName } from "./parcel-views";

/** A parcel's event as the order's notices job carries it (`announceOrders`, kind "parcel"). */
export interface ParcelNotice {
  kind: "parcel";
  orderId: number;
  shipmentId: number;
  event: string;
  by: string;
}

/** The live toast's colour: a failed attempt or a parcel coming back is a warning, the rest good news. */
const toneOf = (event: string) => (event === "failed_attempt" || event === "returned" ? "warning" : "success");

/**
 * The notices of one parcel event (inside the order-notices job, decision 035): the buyer's
 * notification (with its web push where they allowed it, and live on their open pages) and a
 * mail; the seller's notification when someone else (a rider, the pickup point, an operator)
 * entered it. The notification's `data.order` lets the buyer's open order page reload its parcels.
 */
export async function writeParcelNotices(
  ctx: Ctx,
  tx: Database,
  groupCode: string,
  event: ParcelNotice,
  /** the guest's signed link to the checkout's invoice (`signedInvoiceUrl`) */
  guestLink: (trxId: string) => string,
): Promise<void> {
  const [row] = await tx
    .select({
      group: orderGroups,
      code: orders.code,
      shopName: shops.name,
      ownerId: shops.ownerId,
      ownerEmail: users.email,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shipments.id, event.shipmentId));
  if (!row || row.group.code !== groupCode) return;
  const { group } = row;
  const locale = group.locale;
  const shop = localize(row.shopName, locale);
  const carrier = carrierName(row.carrier, locale);
  const params = { code: row.code, shop, carrier, number: row.trackingNumber || "—", name: group.shippingAddress.name };
  const data = { order: row.code, parcel: event.shipmentId, event: event.event, message_type: toneOf(event.event) };
  const message = {
    title: "parcel_notice_title",
    details: "parcel_notice_details",
    params: { code: row.code, carrier, number: params.number },
    keyParams: { event: `shipment_event_${event.event}` },
    textParams: { shop: row.shopName },
  };
  const notices: NotificationInput[] = [];
  if (group.userId) notices.push({ userId: group.userId, message, locale, url: `/get-invoice/${row.code}`, data });
  if (event.by !== "seller") notices.push({ userId: row.ownerId, message, locale, url: `/seller/orders/${row.code}`, data });
  await notifyEach(tx, notices);
  const url = group.userId ? `${ctx.publicUrl}/get-invoice/${encodeURIComponent(row.code)}` : guestLink(group.trxId);
  await queueMails(tx, [
    orderMail(locale, group.email, {
      subjectKey: "mail_parcel_subject",
      params: { ...params, event: translate(locale, `shipment_event_${event.event}`) },
      url,
    }),
  ]);
}
