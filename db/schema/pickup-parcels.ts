import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { pickupPoints } from "./pickup-points";
import { users } from "./users";

export const PICKUP_PARCEL_STATUSES = ["received", "collected"] as const;
export type PickupParcelStatus = (typeof PICKUP_PARCEL_STATUSES)[number];

/**
 * A seller's order as its pickup point has it: received (the buyer was sent a code to collect it
 * with; kept as a hash, wrong tries counted) and then collected.
 */
export const pickupParcels = pgTable(
  "pickup_parcels",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    pickupPointId: integer("pickup_point_id")
      .notNull()
      .references(() => pickupPoints.id),
    status: text("status", { enum: PICKUP_PARCEL_STATUSES }).notNull().default("received"),
    codeHash: text("code_hash").notNull(),
    codeAttempts: integer("code_attempts").notNull().default(0),
    receivedBy: integer("received_by").references(() => users.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    collectedBy: integer("collected_by").references(() => users.id, { onDelete: "set null" }),
    collectedAt: timestamp("collected_at", { withTimezone: true }),
  },
  (t) => [unique("pickup_parcels_order").on(t.orderId), index("pickup_parcels_point_idx").on(t.pickupPointId, t.status)],
);
