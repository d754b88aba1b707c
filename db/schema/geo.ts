import { boolean, index, integer, decimal as pgDecimal, pgTable, serial, text } from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  iso2: text("iso2").notNull().unique(),
  iso3: text("iso3").notNull(),
  phonecode: text("phonecode").notNull(),
  currency: text("currency").notNull(),
  currencySymbol: text("currency_symbol").notNull(),
  latitude: pgDecimal("latitude", { precision: 10, scale: 6 }),
  longitude: pgDecimal("longitude", { precision: 10, scale: 6 }),
  isActive: boolean("is_active").notNull().default(true),
});

export const states = pgTable(
  "states",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    name: text("name").notNull(),
  },
  (t) => [index("states_country_idx").on(t.countryId)],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
    /** shipping cost to this city (area-based shipping), cents of the default currency */
    shippingCostCents: integer("shipping_cost_cents").notNull().default(0),
    /** cash on delivery is offered to addresses in this city (decision 076) */
    cashOnDelivery: boolean("cash_on_delivery").notNull().default(true),
  },
  (t) => [index("cities_state_idx").on(t.stateId)],
);
