import { and, eq } from "drizzle-orm";
import { shipments } from "../../db/schema";
import { carrierOf, normaliseTrackingNumber } from "../../kernel/carriers";
import { NotFoundError, UnprocessableError, ValidationError } from "../../kernel/errors";
import { isUniqueViolation } from "../../kernel/unique-violation";
import { operatorOf } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx, Viewer } from "../context";
import { accessibleOrder } from "../orders/order-access";
import { requireSellerOrOperator } from "../seller/require-seller";
import { addShipmentEvent } from "./add-shipment-event";
import { parcelsOf } from "./parcel-views";

type Asker = Pick<Viewer, "userId" | "sessionHash" | "locale">;

/** The order behind a seller centre call: its seller's or an operator's (with `orders`); the buyer and anyone else the unknown code's 404. */
async function staffOrder(ctx: Ctx, viewer: Asker, code: string) {
  await requireSellerOrOperator(ctx, viewer.userId, "order_not_found");
  return accessibleOrder(ctx, viewer, code, undefined, { staffOnly: true });
}

/** A parcel's carrier and tracking number as sent, checked against the carrier list (kernel/carriers.ts). */
export function parcelFields(fields: Record<string, unknown>): { carrier: string; trackingNumber: string } {
  const code = typeof fields.carrier === "string" ? fields.carrier.trim() : "";
  const carrier = carrierOf(code);
  if (!carrier) throw new ValidationError({ carrier: [code ? "shipment_carrier_unknown" : "shipment_carrier_required"] });
  const trackingNumber = typeof fields.tracking_number === "string" ? normaliseTrackingNumber(fields.tracking_number) : "";
  if (!trackingNumber && carrier.needsNumber) throw new ValidationError({ tracking_number: ["shipment_tracking_required"] });
  if (trackingNumber && !carrier.number.test(trackingNumber))
    throw new ValidationError({ tracking_number: ["shipment_tracking_wrong_form"] }, undefined, { carrier: carrier.brand ?? code });
  return { carrier: carrier.code, trackingNumber };
}

/** The order's parcels after a change, as the seller's page shows them. */
async function answer(ctx: Ctx, orderId: number, locale: string) {
  return (await parcelsOf(ctx.db, [orderId], locale)).get(orderId) ?? [];
}

/**
 * `POST seller/orders/{code}/shipments {carrier, tracking_number}`: the order's seller (or an
 * operator) sends it in a parcel; an order may go in several. An unknown carrier, a number not of
 * the carrier's form, the same number twice or a cancelled order is 422 and changes nothing.
 */
export async function createShipment(ctx: Ctx, viewer: Asker, input: { code: string; fields: Record<string, unknown> }) {
  const { order, access } = await staffOrder(ctx, viewer, input.code);
  const { carrier, trackingNumber } = parcelFields(input.fields);
  if (order.status === "cancelled") throw new UnprocessableError("shipment_order_cancelled", "carrier");
  const op = access.as === "admin" ? await operatorOf(ctx, viewer.userId) : null;
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shipments)
        .values({ orderId: order.id, carrier, trackingNumber, createdBy: viewer.userId, createdAt: ctx.now() })
        .returning();
      if (op)
        await recordAudit(
          tx,
          op,
          { action: "order.shipment", target: { type: "order", id: order.id }, after: { code: order.code, carrier, trackingNumber } },
          ctx.now(),
        );
      return row;
    });
    return { shipment: created.id, shipments: await answer(ctx, order.id, viewer.locale) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ValidationError({ tracking_number: ["shipment_tracking_taken"] });
    throw err;
  }
}

/**
 * `POST seller/orders/{code}/shipments/{id}/events {event, at?, note?}`: the order's seller (or
 * an operator) says what happened to one of its parcels (`addShipmentEvent`: its order, its
 * time, the order's status and settlement, the buyer's notices). A parcel of another order is
 * the unknown parcel's 404.
 */
export async function sellerShipmentEvent(
  ctx: Ctx,
  viewer: Asker,
  input: { code: string; shipmentId: number | null; fields: Record<string, unknown> },
) {
  const { order, access } = await staffOrder(ctx, viewer, input.code);
  const [parcel] =
    input.shipmentId === null
      ? []
      : await ctx.db
          .select({ id: shipments.id })
          .from(shipments)
          .where(and(eq(shipments.id, input.shipmentId), eq(shipments.orderId, order.id)));
  if (!parcel) throw new NotFoundError("shipment_not_found");
  // an operator's event is recorded in its own transaction (decision 036)
  const op = access.as === "admin" ? await operatorOf(ctx, viewer.userId) : null;
  const done = await ctx.db.transaction(async (tx) => {
    const added = await addShipmentEvent(ctx, {
      shipmentId: parcel.id,
      event: input.fields.event,
      at: input.fields.at,
      note: input.fields.note,
      actor: { kind: op ? "admin" : "seller", userId: viewer.userId },
      tx,
    });
    if (op)
      await recordAudit(
        tx,
        op,
        {
          action: "order.shipment_event",
          target: { type: "order", id: order.id },
          after: { code: order.code, shipment: parcel.id, event: added.event.kind, at: added.event.happenedAt },
        },
        ctx.now(),
      );
    return added;
  });
  return {
    order: { code: done.order.code, status: done.order.status, payment_status: done.order.paymentStatus },
    shipments: await answer(ctx, order.id, viewer.locale),
  };
}
