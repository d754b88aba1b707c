import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { currencies, orderEvents, orderLines, orders, shops } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { centsToString } from "../catalog/pricing";
import { parcelsOf } from "../parcels/parcel-views";
import type { OrderGroupRow, OrderRow } from "./order-access";

/**
 * How orders read on the wire (invoices, confirmation, history, tracking). Amounts are decimal
 * strings of the base currency; `currency` is the one the group was placed in, with the rate
 * of that day, so an invoice reads the same however rates move later.
 */

export type LineRow = typeof orderLines.$inferSelect;
export type EventRow = typeof orderEvents.$inferSelect;

export interface OrderCurrency {
  code: string;
  symbol: string;
  exchange_rate: string;
}

/** The group's currency as it was when placed: its symbol from the table (the code if it is gone since). */
export async function groupCurrency(db: Database, group: Pick<OrderGroupRow, "currencyCode" | "exchangeRate">): Promise<OrderCurrency> {
  const [row] = await db.select({ symbol: currencies.symbol }).from(currencies).where(eq(currencies.code, group.currencyCode)).limit(1);
  return { code: group.currencyCode, symbol: row?.symbol ?? `${group.currencyCode} `, exchange_rate: group.exchangeRate };
}

/** One product line of an invoice, named in the viewer's language. */
export function lineView(l: LineRow, locale: string, mediaBase: string) {
  const unitPaid = l.unitPriceCents - l.unitDiscountCents;
  return {
    id: l.id,
    product_id: l.productId,
    product_name: localize(l.productName, locale),
    product_slug: l.productSlug,
    variation: l.variantName,
    sku: l.sku,
    image: mediaUrl(mediaBase, l.image, 96, 96),
    quantity: l.quantity,
    unit_price: centsToString(l.unitPriceCents),
    unit_discount: centsToString(l.unitDiscountCents),
    price: centsToString(unitPaid),
    subtotal: centsToString(unitPaid * l.quantity),
    coupon_discount: centsToString(l.couponDiscountCents),
    tax: centsToString(l.taxCents),
    shipping_cost: centsToString(l.shippingCents),
    total: centsToString(unitPaid * l.quantity - l.couponDiscountCents + l.taxCents + l.shippingCents),
    is_digital: l.isDigital,
  };
}

/** The history of one order, oldest first: each status or payment change with its date. */
export function timelineView(events: EventRow[]) {
  return events.map((e) => ({ status: e.status, payment_status: e.paymentStatus, note: e.note, date: e.createdAt.toISOString() }));
}

/** The figures of an order or a group as decimal strings. */
export function figuresView(
  x: Pick<OrderRow, "subtotalCents" | "discountCents" | "couponDiscountCents" | "shippingCents" | "taxCents" | "totalCents">,
) {
  return {
    sub_total: centsToString(x.subtotalCents),
    discount: centsToString(x.discountCents),
    coupon_discount: centsToString(x.couponDiscountCents),
    shipping_cost: centsToString(x.shippingCents),
    total_tax: centsToString(x.taxCents),
    total_payable: centsToString(x.totalCents),
  };
}

/** Orders with their shop, lines and history, in the order given (one query per table). */
export async function ordersWithDetails(db: Database, rows: OrderRow[], opts: { locale: string; mediaBase: string }) {
  if (!rows.length) return [];
  const ids = rows.map((o) => o.id);
  const [lines, events, shopRows, parcels] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ id: shops.id, name: shops.name, slug: shops.slug, phone: shops.phone, address: shops.address, logo: shops.logo })
      .from(shops)
      .where(
        inArray(
          shops.id,
          rows.map((o) => o.shopId),
        ),
      ),
    parcelsOf(db, ids, opts.locale),
  ]);
  return rows.map((o) => {
    const shop = shopRows.find((s) => s.id === o.shopId);
    return {
      id: o.id,
      code: o.code,
      status: o.status,
      delivery_status: o.status,
      payment_status: o.paymentStatus,
      payment_type: o.paymentType,
      date: o.createdAt.toISOString(),
      ...figuresView(o),
      /** the reference's amount before the coupon: what is payable with the coupon's discount added back */
      total_amount: centsToString(o.totalCents + o.couponDiscountCents),
      /** whether the invoice was e-mailed (0/1, as the reference's flag) */
      is_mailed: o.mailedAt ? 1 : 0,
      shop: {
        id: o.shopId,
        name: localize(shop?.name, opts.locale),
        slug: shop?.slug ?? "",
        phone: shop?.phone ?? "",
        address: shop?.address ?? "",
        logo: mediaUrl(opts.mediaBase, shop?.logo, 96, 96),
      },
      order_details: lines.filter((l) => l.orderId === o.id).map((l) => lineView(l, opts.locale, opts.mediaBase)),
      timeline: timelineView(events.filter((e) => e.orderId === o.id)),
      /** the order's parcels with their carriers, links and events (decision 077) */
      shipments: parcels.get(o.id) ?? [],
    };
  });
}

export type OrderDetailsView = Awaited<ReturnType<typeof ordersWithDetails>>[number];

/** The group's part of an invoice: who bought, where it goes, in which currency, and the totals. */
export function groupView(group: OrderGroupRow, currency: OrderCurrency) {
  return {
    code: group.code,
    trx_id: group.trxId,
    date: group.createdAt.toISOString(),
    guest: group.userId === null,
    email: group.email,
    phone: group.phone,
    shipping_address: group.shippingAddress,
    billing_address: group.billingAddress,
    payment_status: group.paymentStatus,
    payment_type: group.paymentType,
    currency,
    ...figuresView(group),
  };
}

export type GroupView = ReturnType<typeof groupView>;

/** A group's orders in placing order, only the seller's own when the viewer is a seller. */
export async function groupOrders(db: Database, groupId: number, shopId?: number): Promise<OrderRow[]> {
  const rows = await db.select().from(orders).where(eq(orders.groupId, groupId)).orderBy(asc(orders.id));
  return shopId === undefined ? rows : rows.filter((o) => o.shopId === shopId);
}
