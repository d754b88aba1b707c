import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { affiliateClicks, affiliateLinks, affiliateProfiles, campaigns, products, shops, users } from "../db/schema";
import { hashPassword } from "../domain/accounts/passwords";

/** The demo affiliate (decision 030): its sign-in and its referral code (the demo customer's orders carry it). */
export const DEMO_AFFILIATE = { email: "affiliate@example.com", password: "affiliate123", code: "BAZAAR77" };

const HOUR = 3_600_000;

/**
 * The demo affiliate: a member with a fixed code, four links (home, a product, the campaigns,
 * the flash sale) and a fortnight of clicks on them. The referred orders are the demo
 * customer's (seedDemoOrders places them with this code): the delivered one books the
 * commission, the others wait. Answers the code.
 */
export async function seedDemoAffiliate(db: Database, now: Date): Promise<string | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: DEMO_AFFILIATE.email,
      passwordHash: await hashPassword(DEMO_AFFILIATE.password),
      firstName: "Ava",
      lastName: "Affiliate",
      role: "affiliate",
      createdAt: new Date(now.getTime() - 30 * 24 * HOUR),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return null;
  await db
    .insert(affiliateProfiles)
    .values({ userId: row.id, code: DEMO_AFFILIATE.code, createdAt: new Date(now.getTime() - 30 * 24 * HOUR) });
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.isVisible, true), isNotNull(shops.verifiedAt)))
    .orderBy(asc(products.id))
    .limit(1);
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).limit(1);
  const paths = ["/", ...(product ? [`/product/${product.slug}`] : []), ...(campaign ? ["/campaigns"] : []), "/flash-sale"];
  await db
    .insert(affiliateLinks)
    .values(paths.map((path, i) => ({ userId: row.id, path, createdAt: new Date(now.getTime() - (20 - i) * 24 * HOUR) })));
  // a fortnight of clicks, more on the product link; deterministic
  const clicks: (typeof affiliateClicks.$inferInsert)[] = [];
  for (let day = 0; day < 14; day++)
    paths.forEach((path, i) => {
      const n = (day * 7 + i * 3) % (i === 1 ? 4 : 2);
      for (let k = 0; k < n; k++)
        clicks.push({ affiliateUserId: row.id, path, createdAt: new Date(now.getTime() - (day * 24 + k * 3 + i) * HOUR) });
    });
  if (clicks.length) await db.insert(affiliateClicks).values(clicks);
  return DEMO_AFFILIATE.code;
}
