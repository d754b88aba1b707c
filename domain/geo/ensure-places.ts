import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cities, countries, states } from "../../db/schema";
import { STARTING_PLACES } from "./starting-places";

/**
 * The countries, regions and cities a new shop delivers to (checkout addresses are picked from
 * them): written only while the countries table is empty, so the operator's own list stays as
 * made. Part of the reference data every start checks (domain/locale/reference-data.ts).
 * Returns how many countries it wrote.
 */
export async function ensureStartingPlaces(db: Database): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if (n > 0) return 0;
  let written = 0;
  for (const c of STARTING_PLACES) {
    const [country] = await db
      .insert(countries)
      .values({
        name: c.name,
        iso2: c.iso2,
        iso3: c.iso3,
        phonecode: c.phonecode,
        currency: c.currency,
        currencySymbol: c.currency_symbol,
        latitude: String(c.latitude),
        longitude: String(c.longitude),
      })
      .onConflictDoNothing()
      .returning({ id: countries.id });
    // another process wrote it first
    if (!country) continue;
    written++;
    for (const s of c.states) {
      const [state] = await db.insert(states).values({ countryId: country.id, name: s.name }).returning({ id: states.id });
      if (s.cities.length)
        await db
          .insert(cities)
          .values(s.cities.map((city) => ({ stateId: state.id, name: city.name, shippingCostCents: city.shippingCost * 100 })));
    }
  }
  return written;
}
