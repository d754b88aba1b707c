import { asc, count, desc } from "drizzle-orm";
import { z } from "zod";
import { shops } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import { paginate } from "../../kernel/paginated";
import { shopCard } from "../catalog/brands-and-shops";
import type { Ctx } from "../context";
import { withFollowed } from "./follows";
import { publicShop } from "./public-shops";
import { SHOP_SORTS, type ShopSort } from "./shop-sorts";

const ORDER = {
  top_rated: [desc(shops.rating), desc(shops.reviewsCount), desc(shops.productsCount), asc(shops.id)],
  most_products: [desc(shops.productsCount), desc(shops.rating), asc(shops.id)],
  newest: [desc(shops.createdAt), desc(shops.id)],
} satisfies Record<ShopSort, unknown[]>;

const wholeOr = (fallback: number) => (v: unknown) =>
  v === undefined || v === "" ? fallback : typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v;

const Input = z.object({
  page: z.preprocess(
    wholeOr(1),
    z.number({ error: "pd_invalid_page" }).int("pd_invalid_page").min(1, "pd_invalid_page").max(100_000, "pd_invalid_page"),
  ),
  sort: z.preprocess((v) => (v === undefined || v === "" ? "top_rated" : v), z.enum(SHOP_SORTS, { error: "sellers_invalid_sort" })),
  paginate: z.preprocess(
    wholeOr(12),
    z.number({ error: "v_filter_invalid" }).int("v_filter_invalid").min(1, "v_filter_invalid").max(48, "v_filter_invalid"),
  ),
});

/**
 * `GET home/sellers?sort=&paginate=&page=` and the /sellers page: public shops (verified, owner
 * not banned) as shop cards, top rated (default), with the most products, or newest first;
 * `paginate` a page (1–48, default 12). A page past the end is empty; a malformed page, sort or
 * size is 422 on that field. `is_followed` is the viewer's.
 */
export async function listShops(
  ctx: Ctx,
  input: { page?: unknown; sort?: unknown; paginate?: unknown; locale: string; userId: number | null },
  opts: { pageUrl?: (p: number) => string } = {},
) {
  const { page, sort, paginate: perPage } = parseInput(Input, input);
  const where = publicShop();
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(shops)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ n: count() }).from(shops).where(where),
  ]);
  const cards = await withFollowed(
    ctx.db,
    input.userId,
    rows.map((s) => shopCard(s, input.locale, ctx.mediaBase)),
  );
  return { ...paginate(cards, n, page, perPage, opts.pageUrl), sort };
}
