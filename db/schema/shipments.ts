import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/** What may happen to a parcel (decision 077), in the order the rules allow (domain/parcels/parcel-rules.ts). */
export const SHIPMENT_EVENTS = [
  "packed",
  "shipped",
  "out_for_delivery",
  "failed_attempt",
  "ready_for_pickup",
  "delivered",
  "returned",
] as const;
export type ShipmentEventKind = (typeof SHIPMENT_EVENTS)[number];

/** Who entered an event: the order's seller, an operator, the marketplace's rider or the pickup point. */
export const SHIPMENT_ACTORS = ["seller", "admin", "rider", "pickup_point"] as const;
export type ShipmentActor = (typeof SHIPMENT_ACTORS)[number];

/**
 * A parcel of one seller's order: the carrier (kernel/carriers.ts) and its tracking number,
 * upper-cased without spaces (empty for a local courier without one). An order may go in several.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shipments_order_idx").on(t.orderId, t.id),
    uniqueIndex("shipments_order_number").on(t.orderId, t.carrier, t.trackingNumber).where(sql`${t.trackingNumber} <> ''`),
  ],
);

/** What happened to a parcel and when (`happened_at`, as told; `created_at`, when it was entered). */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SHIPMENT_EVENTS }).notNull(),
    happenedAt: timestamp("happened_at", { withTimezone: true }).notNull(),
    note: text("note").notNull().default(""),
    actor: text("actor", { enum: SHIPMENT_ACTORS }).notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shipment_events_shipment_idx").on(t.shipmentId, t.happenedAt, t.id)],
);
