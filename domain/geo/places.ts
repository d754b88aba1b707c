import { asc, eq } from "drizzle-orm";
import { cities, countries, states } from "../../db/schema";
import type { Ctx } from "../context";

/** `GET get/country-list`: active countries. */
export function countryList(ctx: Ctx) {
  return ctx.cache.get("countries", 300_000, async () => {
    const rows = await ctx.db.select().from(countries).where(eq(countries.isActive, true)).orderBy(asc(countries.name));
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      iso2: c.iso2,
      iso3: c.iso3,
      phonecode: c.phonecode,
      currency: c.currency,
      currency_symbol: c.currencySymbol,
      latitude: c.latitude,
      longitude: c.longitude,
      status: 1,
      flag: countryFlag(c.iso2),
    }));
  });
}

/** The flag emoji of an ISO 3166 alpha-2 code. */
export function countryFlag(iso2: string): string {
  return [...iso2.toUpperCase()].map((ch) => String.fromCodePoint(0x1f1e6 + ch.charCodeAt(0) - 65)).join("");
}

export function statesOf(ctx: Ctx, countryId: number) {
  return ctx.db
    .select({ id: states.id, name: states.name, country_id: states.countryId })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}

export function citiesOf(ctx: Ctx, stateId: number) {
  return ctx.db
    .select({ id: cities.id, name: cities.name, state_id: cities.stateId })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name));
}
