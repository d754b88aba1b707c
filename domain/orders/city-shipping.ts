import { eq } from "drizzle-orm";
import { cities, countries, states } from "../../db/schema";
import type { Ctx } from "../context";

/** The reference cache's prefix of places: whatever edits countries, states or cities invalidates it. */
export const PLACES_PREFIX = "places:";
/** Places are reference data (written at the first start, domain/geo/ensure-places.ts); an edit made outside the shop shows within this. */
const PLACE_TTL_MS = 10 * 60_000;

/** A city with its state and country: the names an order keeps and the city's shipping cost. */
export interface CityPlace {
  country: string;
  countryId: number;
  state: string;
  stateCountry: number;
  city: string;
  cityState: number;
  cost: number;
  /** cash on delivery is offered there (decision 076) */
  cod: boolean;
}

class UnknownCity extends Error {}

/**
 * A city's place, read through the reference cache (every checkout asks for it: one round trip
 * less per order). A city that does not exist is not kept, so one made later is found at once.
 */
export async function cityPlace(ctx: Pick<Ctx, "db" | "cache">, cityId: number): Promise<CityPlace | null> {
  if (!Number.isInteger(cityId) || cityId <= 0 || cityId > 2_147_483_647) return null;
  return ctx.cache
    .get(`${PLACES_PREFIX}city:${cityId}`, PLACE_TTL_MS, async () => {
      const [row] = await ctx.db
        .select({
          country: countries.name,
          countryId: countries.id,
          state: states.name,
          stateCountry: states.countryId,
          city: cities.name,
          cityState: cities.stateId,
          cost: cities.shippingCostCents,
          cod: cities.cashOnDelivery,
        })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .innerJoin(countries, eq(countries.id, states.countryId))
        .where(eq(cities.id, cityId))
        .limit(1);
      // a failed load is not cached (infra/cache.ts)
      if (!row) throw new UnknownCity();
      return row;
    })
    .catch((err: unknown) => {
      if (err instanceof UnknownCity) return null;
      throw err;
    });
}

/** The shipping cost to a city (area-based shipping), or null for no or an unknown city. */
export async function cityShippingCents(ctx: Pick<Ctx, "db" | "cache">, cityId: number): Promise<number | null> {
  return (await cityPlace(ctx, cityId))?.cost ?? null;
}

/** What a checkout prices with for a city (decision 076): its cost, the place each shop's zones match, cash on delivery there. */
export async function checkoutPlace(ctx: Pick<Ctx, "db" | "cache">, cityId: number) {
  const p = await cityPlace(ctx, cityId);
  return {
    cityShippingCents: p?.cost ?? null,
    place: p ? { countryId: p.countryId, stateId: p.cityState, cityId } : null,
    cityCashOnDelivery: p?.cod ?? true,
  };
}
