import { eq } from "drizzle-orm";
import { cities } from "../../db/schema";
import type { Database } from "../../db/client";

/** The shipping cost to a city (area-based shipping), or null for no or an unknown city. */
export async function cityShippingCents(db: Database, cityId: number): Promise<number | null> {
  if (!Number.isInteger(cityId) || cityId <= 0 || cityId > 2_147_483_647) return null;
  const [row] = await db.select({ cost: cities.shippingCostCents }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return row?.cost ?? null;
}
