import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shops } from "../../db/schema";

/**
 * The shops shoppers may see and follow: verified by an admin, their owner not banned. The
 * lists of shops (/sellers, home rails, followed shops) filter with this condition.
 */
export function publicShop() {
  return and(
    isNotNull(shops.verifiedAt),
    sql`not exists (select 1 from users banned where banned.id = ${shops.ownerId} and banned.status = 'banned')`,
  );
}

/** A public shop by id (its id and owner), or undefined. */
export async function findPublicShop(db: Database, shopId: number) {
  const [row] = await db
    .select({ id: shops.id, ownerId: shops.ownerId, slug: shops.slug, name: shops.name })
    .from(shops)
    .where(and(eq(shops.id, shopId), publicShop()))
    .limit(1);
  return row;
}
