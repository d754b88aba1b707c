import { asc, eq, sql } from "drizzle-orm";
import { brands, type shops } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { paginate } from "../../kernel/paginated";
import type { Ctx } from "../context";

export async function listBrands(
  ctx: Ctx,
  input: { page: number; perPage: number; locale: string },
  opts: { pageUrl?: (p: number) => string } = {},
) {
  const where = eq(brands.isActive, true);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(brands)
      .where(where)
      .orderBy(asc(brands.position), asc(brands.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(brands).where(where),
  ]);
  const data = rows.map((b) => ({
    id: b.id,
    slug: b.slug,
    title: localize(b.name, input.locale),
    tagline: localize(b.tagline, input.locale),
    image: mediaUrl(ctx.mediaBase, b.logo, 130, 93),
  }));
  return paginate(data, n, input.page, input.perPage, opts.pageUrl);
}

/** A shop as every list shows it (`is_followed` is laid over per viewer: domain/shops/follows.ts). */
export function shopCard(s: typeof shops.$inferSelect, locale: string, mediaBase: string) {
  return {
    id: s.id,
    slug: s.slug,
    shop_name: localize(s.name, locale),
    shop_tagline: localize(s.tagline, locale),
    logo: mediaUrl(mediaBase, s.logo, 82, 82),
    banner: mediaUrl(mediaBase, s.banner, 297, 203),
    rating: s.rating,
    reviews_count: s.reviewsCount,
    total_products: s.productsCount,
    join_date: s.createdAt.toISOString(),
    is_followed: false,
  };
}
