import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shopFollowers, shops, users } from "../../db/schema";
import { type NotificationMessage, notifyUsers } from "../notifications/notify";

/**
 * Tell a shop's followers (active accounts, not the owner) something new about the shop: a
 * coupon (create-seller-coupon.ts); a campaign the shop newly takes part in (the operator's
 * approval, domain/campaigns/campaign-entries.ts, with `notif_shop_campaign_*` strings). One row
 * each through the notifications table (realtime, when it lands, reads the same rows).
 */
export async function notifyFollowers(
  db: Database,
  input: { shopId: number; message: NotificationMessage; url: string; data?: Record<string, unknown>; at?: Date },
) {
  const rows = await db
    .select({ userId: shopFollowers.userId })
    .from(shopFollowers)
    .innerJoin(users, eq(users.id, shopFollowers.userId))
    .innerJoin(shops, eq(shops.id, shopFollowers.shopId))
    .where(and(eq(shopFollowers.shopId, input.shopId), ne(users.status, "banned"), ne(users.id, shops.ownerId)));
  return notifyUsers(db, {
    userIds: rows.map((r) => r.userId),
    message: input.message,
    url: input.url,
    data: { ...input.data, shop_id: input.shopId },
    at: input.at,
  });
}
