import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { addresses, notifications, shopFollowers } from "../../db/schema";
import type { Ctx } from "../context";
import { notificationView } from "../notifications/user-notifications";

/**
 * The account overview: counts of what the account holds now (addresses, followed shops,
 * unseen notifications) and the latest notifications. Orders, wallet and rewards join
 * this overview as those features land.
 */
export async function accountOverview(ctx: Ctx, input: { userId: number; locale?: string }) {
  const count = (table: typeof addresses | typeof shopFollowers, where: ReturnType<typeof eq>) =>
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
      .then((r) => r[0].n);
  const [addressCount, followedShops, unseen, latest] = await Promise.all([
    count(addresses, eq(addresses.userId, input.userId)),
    count(shopFollowers, eq(shopFollowers.userId, input.userId)),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, input.userId), isNull(notifications.seenAt)))
      .then((r) => r[0].n),
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, input.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(5),
  ]);
  return {
    counts: { addresses: addressCount, followed_shops: followedShops, unseen_notifications: unseen },
    latest_notifications: latest.map((n) => notificationView(n, input.locale)),
  };
}
