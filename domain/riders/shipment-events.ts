import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ShipmentEventKind, shipments } from "../../db/schema";
import type { Ctx } from "../context";
import { addShipmentEvent } from "../parcels/add-shipment-event";

export type RiderMilestone = "out_for_delivery" | "delivered";

/** The parcel steps a rider's milestone adds: leaving with it is shipped and out for delivery at once. */
const STEPS: Record<RiderMilestone, ShipmentEventKind[]> = { out_for_delivery: ["shipped", "out_for_delivery"], delivered: ["delivered"] };

/**
 * A rider's pick-up and delivery on the parcel's timeline (issue 38 item 5, decision 077): the
 * order's rider parcel (carrier `local_courier`, made at the first milestone) gets its steps
 * through the parcels' one event verb, in the rider's transaction, entered by the rider. The
 * order has already moved (the rider's verb moved it), so the event moves nothing more; its
 * notice is what the buyer hears (the status moves are quiet).
 */
export async function riderMilestone(
  ctx: Ctx,
  tx: Database,
  input: { orderId: number; event: RiderMilestone; actorUserId: number; at: Date },
): Promise<void> {
  const [found] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, input.orderId), eq(shipments.carrier, "local_courier"), eq(shipments.trackingNumber, "")))
    .orderBy(asc(shipments.id))
    .limit(1);
  const parcel =
    found ??
    (
      await tx
        .insert(shipments)
        .values({ orderId: input.orderId, carrier: "local_courier", createdBy: input.actorUserId, createdAt: input.at })
        .returning({ id: shipments.id })
    )[0];
  for (const event of STEPS[input.event])
    await addShipmentEvent(ctx, { shipmentId: parcel.id, event, actor: { kind: "rider", userId: input.actorUserId }, tx });
}
