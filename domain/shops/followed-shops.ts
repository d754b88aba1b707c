import { and, asc, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { shopFollowers, shops } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import { paginate } from "../../kernel/paginated";
import { shopCard } from "../catalog/brands-and-shops";
import type { Ctx } from "../context";
import { publicShop } from "./public-shops";

export const FOLLOWED_PER_PAGE = 12;

const Input = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: "pd_invalid_page" }).int("pd_invalid_page").min(1, "pd_invalid_page").max(100_000, "pd_invalid_page"),
  ),
});

/**
 * `GET user/followed-sellers?page=n` and /user/followed-shop: the public shops the user follows,
 * those with the most products first (as the reference), 12 a page, each `is_followed`. A shop
 * that is no longer public (unverified, banned) is left out; a page past the end is empty.
 */
export async function followedShops(
  ctx: Ctx,
  input: { userId: number; page?: unknown; locale: string },
  opts: { pageUrl?: (p: number) => string } = {},
) {
  const { page } = parseInput(Input, { page: input.page });
  const where = and(eq(shopFollowers.userId, input.userId), publicShop());
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ shop: shops })
      .from(shopFollowers)
      .innerJoin(shops, eq(shops.id, shopFollowers.shopId))
      .where(where)
      .orderBy(desc(shops.productsCount), asc(shops.id))
      .limit(FOLLOWED_PER_PAGE)
      .offset((page - 1) * FOLLOWED_PER_PAGE),
    ctx.db.select({ n: count() }).from(shopFollowers).innerJoin(shops, eq(shops.id, shopFollowers.shopId)).where(where),
  ]);
  const cards = rows.map((r) => ({ ...shopCard(r.shop, input.locale, ctx.mediaBase), is_followed: true }));
  return paginate(cards, n, page, FOLLOWED_PER_PAGE, opts.pageUrl);
}
