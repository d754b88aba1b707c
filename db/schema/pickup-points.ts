import { sql } from "drizzle-orm";
import { boolean, check, decimal, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { cities } from "./geo";
import { shops } from "./shops";
import { users } from "./users";

/**
 * A pickup point of the marketplace (decision 080, the reference's pickup hub): a place where
 * shoppers collect their parcels instead of having them brought to an address. The operator sets
 * its fee per seller's parcel and the days a parcel takes to get there; `all_shops` off: only the
 * shops in `pickup_point_shops` deliver there. `keeper_user_id` is the account that runs it (its
 * pages under `/pickup-point`).
 */
export const pickupPoints = pgTable(
  "pickup_points",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    phone: text("phone").notNull().default(""),
    /** opening hours as the point writes them ("Sat–Thu 09:00–21:00") */
    hours: text("hours").notNull().default(""),
    latitude: decimal("latitude", { precision: 9, scale: 6 }),
    longitude: decimal("longitude", { precision: 9, scale: 6 }),
    feeCents: integer("fee_cents").notNull().default(0),
    minDays: integer("min_days").notNull().default(1),
    maxDays: integer("max_days").notNull().default(3),
    allShops: boolean("all_shops").notNull().default(true),
    active: boolean("active").notNull().default(true),
    keeperUserId: integer("keeper_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pickup_points_keeper_idx").on(t.keeperUserId),
    check("pickup_points_figures", sql`${t.feeCents} >= 0 and ${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

/** The shops that deliver to a pickup point whose `all_shops` is off. */
export const pickupPointShops = pgTable(
  "pickup_point_shops",
  {
    pickupPointId: integer("pickup_point_id")
      .notNull()
      .references(() => pickupPoints.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.pickupPointId, t.shopId] })],
);
