import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { products, productViews } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { mediaUrl } from "../../kernel/media";
import type { Ctx, Viewer } from "../context";
import { localizedColumn } from "./product-card";

const RecordInput = z.object({ product_slug: z.string().min(1).max(200) });

/** `POST home/product-view`: remember that this visitor saw the product and count the view. */
export async function recordProductView(ctx: Ctx, viewer: Viewer, rawInput: unknown): Promise<void> {
  const parsed = RecordInput.safeParse(rawInput ?? {});
  if (!parsed.success) throw new ValidationError({ product_slug: ["v_required"] });
  await ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set({ views: sql`${products.views} + 1` })
      .where(and(eq(products.slug, parsed.data.product_slug), eq(products.isVisible, true)))
      .returning({ id: products.id });
    if (!product) throw new NotFoundError("product_not_found");
    const mine = viewer.userId ? eq(productViews.userId, viewer.userId) : eq(productViews.sessionHash, viewer.sessionHash);
    await tx.delete(productViews).where(and(eq(productViews.productId, product.id), mine));
    await tx
      .insert(productViews)
      .values({ productId: product.id, userId: viewer.userId, sessionHash: viewer.sessionHash, viewedAt: ctx.now() });
  });
}

/**
 * `GET viewed-products`: up to 10 this visitor viewed, topped up to 20 with what others viewed
 * lately. `ownViews: false` (a guest session that never recorded a view) skips the visitor's
 * own lookup; the "others" part is shared by everyone and cached briefly.
 */
export async function viewedProducts(ctx: Ctx, viewer: Viewer, opts: { ownViews?: boolean } = {}) {
  const lookOwn = opts.ownViews !== false || viewer.userId !== null;
  const mine = viewer.userId
    ? or(eq(productViews.userId, viewer.userId), eq(productViews.sessionHash, viewer.sessionHash))
    : eq(productViews.sessionHash, viewer.sessionHash);
  const [own, recent] = await Promise.all([
    lookOwn
      ? ctx.db
          .selectDistinctOn([productViews.productId], { productId: productViews.productId, at: productViews.viewedAt })
          .from(productViews)
          .where(mine)
          .orderBy(productViews.productId, desc(productViews.viewedAt))
          .limit(50)
      : Promise.resolve([]),
    ctx.cache.get(`viewed:recent:${viewer.locale}`, 30_000, () => recentlyViewed(ctx, viewer.locale, 40)),
  ]);
  const ownIds = own
    .sort((a, b) => +b.at - +a.at)
    .slice(0, 10)
    .map((r) => r.productId);
  const ownItems = ownIds.length ? await viewItems(ctx, ownIds, viewer.locale) : [];
  const seen = new Set(ownIds);
  return [...ownItems, ...recent.filter((r) => !seen.has(r.id))].slice(0, 20);
}

/** What anyone viewed lately, newest first, one entry per product. */
async function recentlyViewed(ctx: Ctx, locale: string, limit: number) {
  const rows = await ctx.db
    .select({ productId: productViews.productId })
    .from(productViews)
    .orderBy(desc(productViews.viewedAt))
    .limit(limit * 3);
  const ids = [...new Set(rows.map((r) => r.productId))].slice(0, limit);
  return ids.length ? viewItems(ctx, ids, locale) : [];
}

/** The strip's items for these product ids, in their order; products no longer visible drop out. */
async function viewItems(ctx: Ctx, ids: number[], locale: string) {
  const rows = await ctx.db
    .select({
      id: products.id,
      slug: products.slug,
      name: localizedColumn(products.name, locale),
      image: sql<string | null>`${products.images}[1]`,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isVisible, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, slug: r.slug, product_name: r.name, image_72x72: mediaUrl(ctx.mediaBase, r.image, 96, 96) }] : [];
  });
}
