import { asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { cities, countries, products, shippingProfiles, shops } from "../db/schema";
import type { ShippingMethod, ShippingZone } from "../db/schema/shipping";

const flat = (
  kind: ShippingMethod["kind"],
  cents: number,
  days: [number, number, number],
  freeAbove: number | null = null,
): ShippingMethod => ({
  kind,
  rate: { type: "flat", cents },
  free_above_cents: freeAbove,
  handling_days: days[0],
  transit_min_days: days[1],
  transit_max_days: days[2],
});

/**
 * Every verified demo shop ships by a profile of its own (issue 38, decision 076): standard
 * everywhere, express too, free over an amount for every third, and the demo
 * seller's Harbor Electronics (the first shop) also lets buyers in the first city pick up at the
 * shop. A weight on the products, for shipping by weight.
 */
export async function seedDemoShipping(db: Database) {
  const verified = await db.select({ id: shops.id }).from(shops).where(isNotNull(shops.verifiedAt)).orderBy(asc(shops.id));
  const everywhere = (await db.select({ id: countries.id }).from(countries)).map((c) => c.id);
  const [firstCity] = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(1);
  const rows = verified.map((s, i) => {
    const methods = [flat("standard", 400 + (i % 4) * 100, [1, 2, 5], i % 3 === 0 ? 5000 : null)];
    methods.push(flat("express", 900 + (i % 3) * 100, [0, 1, 2]));
    const zones: ShippingZone[] = [{ name: "Everywhere", country_ids: everywhere, state_ids: [], city_ids: [], methods }];
    if (i === 0 && firstCity)
      zones.unshift({
        name: "Our city",
        country_ids: [],
        state_ids: [],
        city_ids: [firstCity.id],
        methods: [...methods, flat("pickup", 0, [1, 0, 0])],
      });
    return { shopId: s.id, name: "Standard shipping", isDefault: true, zones };
  });
  if (rows.length) await db.insert(shippingProfiles).values(rows);
  await db.update(products).set({ weightGrams: 500 }).where(eq(products.isDigital, false));
}
