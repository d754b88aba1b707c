import { and, eq, type SQL } from "drizzle-orm";
import { shops } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { publicShop } from "./public-shops";

export type ShopRow = typeof shops.$inferSelect;

/**
 * The public shop (`publicShop`: verified, its owner not banned) by slug or owner. Every public
 * shop call finds its shop here, so an unknown, unverified or banned shop is one 404 everywhere.
 * A shop page asks for its shop three times (head, listing, facets): kept a few seconds. Whoever
 * verifies, bans or edits a shop invalidates `shop-visible:`; an unknown shop is never kept.
 */
export function visibleShop(ctx: Ctx, by: { slug: string } | { ownerId: number }): Promise<ShopRow> {
  const key = "slug" in by ? `shop-visible:slug:${by.slug}` : `shop-visible:owner:${by.ownerId}`;
  return ctx.cache.get(key, 10_000, () => findVisibleShop(ctx, by));
}

async function findVisibleShop(ctx: Ctx, by: { slug: string } | { ownerId: number }): Promise<ShopRow> {
  const key: SQL = "slug" in by ? eq(shops.slug, by.slug) : eq(shops.ownerId, by.ownerId);
  const [shop] = await ctx.db.select().from(shops).where(and(key, publicShop())).limit(1);
  if (!shop) throw new NotFoundError("shop_not_found");
  return shop;
}
