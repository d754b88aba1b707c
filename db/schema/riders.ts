import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/** How a rider gets around (the operator's list shows it; nothing depends on it). */
export const RIDER_VEHICLES = ["bicycle", "motorbike", "car", "van", "on_foot"] as const;
export type RiderVehicle = (typeof RIDER_VEHICLES)[number];

/**
 * A delivery rider of the marketplace (decision 078): a user account with this row. Only an
 * active rider sees `/rider` and may be given orders.
 */
export const riders = pgTable(
  "riders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    vehicle: text("vehicle", { enum: RIDER_VEHICLES }).notNull().default("motorbike"),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("riders_user").on(t.userId)],
);

export const RIDER_DELIVERY_STATUSES = ["assigned", "picked_up", "delivered"] as const;
export type RiderDeliveryStatus = (typeof RIDER_DELIVERY_STATUSES)[number];

/**
 * One order given to a rider (one per order; reassigning moves it while not picked up). The code
 * the buyer was sent is kept only as a hash; `code_attempts` counts wrong ones. `collect_minor`
 * is the cash to collect (cash on delivery, unpaid), `commission_minor` what the rider earns
 * (the setting when assigned). The proof: the buyer's `code` or a `picture` (its key).
 */
export const riderDeliveries = pgTable(
  "rider_deliveries",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    riderId: integer("rider_id")
      .notNull()
      .references(() => riders.id),
    status: text("status", { enum: RIDER_DELIVERY_STATUSES }).notNull().default("assigned"),
    codeHash: text("code_hash").notNull(),
    codeAttempts: integer("code_attempts").notNull().default(0),
    collectMinor: bigint("collect_minor", { mode: "number" }).notNull().default(0),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull().default(0),
    proof: text("proof", { enum: ["code", "picture"] }),
    proofPicture: text("proof_picture"),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    pickedUpAt: timestamp("picked_up_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("rider_deliveries_order").on(t.orderId),
    index("rider_deliveries_rider_idx").on(t.riderId, t.status, t.assignedAt),
    check("rider_deliveries_amounts", sql`${t.collectMinor} >= 0 and ${t.commissionMinor} >= 0`),
  ],
);

/** Cash a rider handed in, as the operator confirmed it: moved off the rider's cash account once per key. */
export const riderHandIns = pgTable(
  "rider_hand_ins",
  {
    id: serial("id").primaryKey(),
    riderId: integer("rider_id")
      .notNull()
      .references(() => riders.id),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currencyCode: text("currency_code").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    note: text("note").notNull().default(""),
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("rider_hand_ins_key").on(t.idempotencyKey),
    index("rider_hand_ins_rider_idx").on(t.riderId, t.createdAt),
    check("rider_hand_ins_positive", sql`${t.amountMinor} > 0`),
  ],
);
