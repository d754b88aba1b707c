import type { Database } from "../../db/client";
import type { Ctx } from "../context";

export type RiderMilestone = "out_for_delivery" | "delivered";

/**
 * The seam to the parcel's timeline (issue 38 item 5): a rider's pick-up and delivery are
 * shipment events. Called in the rider's transaction; today it records nothing of its own (the
 * order's status history has the move), and is where `domain/shipments`' event function is called
 * once that module is in.
 */
export async function riderMilestone(
  _ctx: Ctx,
  _tx: Database,
  _input: { orderId: number; event: RiderMilestone; actorUserId: number; at: Date },
): Promise<void> {}
