import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shopFollowers } from "../../db/schema";

/** Whether the user follows the shop (false for a guest). The shop page's follow button reads it. */
export async function isFollowing(db: Database, userId: number | null, shopId: number): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ shopId: shopFollowers.shopId })
    .from(shopFollowers)
    .where(and(eq(shopFollowers.userId, userId), eq(shopFollowers.shopId, shopId)))
    .limit(1);
  return row !== undefined;
}

/** The cache key of a shop's follower count on its page: dropped by every follow and unfollow of it. */
export const followersKey = (shopId: number) => `shop-followers:${shopId}:`;

/** How many people follow the shop: counted from the rows (one per user and shop), so always exact. */
export async function followerCount(db: Database, shopId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopFollowers).where(eq(shopFollowers.shopId, shopId));
  return row?.n ?? 0;
}

/** The ids of the shops a user follows, oldest follow first (the page data's `shop_follower`). */
export async function followedShopIds(db: Database, userId: number | null): Promise<number[]> {
  if (userId === null) return [];
  const rows = await db
    .select({ shopId: shopFollowers.shopId })
    .from(shopFollowers)
    .where(eq(shopFollowers.userId, userId))
    .orderBy(asc(shopFollowers.createdAt), asc(shopFollowers.shopId));
  return rows.map((r) => r.shopId);
}

/** The user's follows as the reference's `follower` rows (seller_profile_user): `{seller_profile_id, user_id}`. */
export function followerRows(userId: number, shopIds: readonly number[]) {
  return shopIds.map((id) => ({ seller_profile_id: id, user_id: userId }));
}

/**
 * Shop cards with `is_followed` set for this viewer. Lists of shops may be cached for everyone,
 * so the viewer's follows are laid over them after the cache.
 */
export function markFollowed<T extends { id: number; is_followed: boolean }>(cards: T[], followed: readonly number[]): T[] {
  if (!followed.length) return cards;
  const ids = new Set(followed);
  return cards.map((c) => (ids.has(c.id) ? { ...c, is_followed: true } : c));
}

/** `markFollowed` with the user's follows looked up (nothing to look up for a guest or an empty list). */
export async function withFollowed<T extends { id: number; is_followed: boolean }>(
  db: Database,
  userId: number | null,
  cards: T[],
): Promise<T[]> {
  if (userId === null || !cards.length) return cards;
  return markFollowed(cards, await followedShopIds(db, userId));
}
