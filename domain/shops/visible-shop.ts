import { and, eq, isNotNull, ne, type SQL } from "drizzle-orm";
import { shops, users } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";

export type ShopRow = typeof shops.$inferSelect;

/**
 * The shop shoppers may see: verified by an admin, its owner not banned. Every public shop
 * call finds its shop here, so an unknown, unverified or banned shop is one 404 everywhere.
 */
export function visibleShop(ctx: Ctx, by: { slug: string } | { ownerId: number }): Promise<ShopRow> {
  // A shop page asks for its shop three times (head, listing, facets): kept a few seconds. Whoever
  // verifies, bans or edits a shop invalidates `shop-visible:`; an unknown shop is never kept.
  const key = "slug" in by ? `shop-visible:slug:${by.slug}` : `shop-visible:owner:${by.ownerId}`;
  return ctx.cache.get(key, 10_000, () => findVisibleShop(ctx, by));
}

async function findVisibleShop(ctx: Ctx, by: { slug: string } | { ownerId: number }): Promise<ShopRow> {
  const key: SQL = "slug" in by ? eq(shops.slug, by.slug) : eq(shops.ownerId, by.ownerId);
  const [row] = await ctx.db
    .select({ shop: shops })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(and(key, isNotNull(shops.verifiedAt), ne(users.status, "banned")))
    .limit(1);
  if (!row) throw new NotFoundError("shop_not_found");
  return row.shop;
}
