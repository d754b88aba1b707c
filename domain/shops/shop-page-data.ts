import { listProducts } from "../catalog/list-products";
import type { Ctx, Viewer } from "../context";
import { shopProfile } from "./shop-profile";

/**
 * `GET shop-page-data/{slug}` → `{shop, coupons, products}`: the shop, its active coupons
 * (CouponPaginate of 16) and the first page of its products (ProductPaginate of 12, newest
 * first). The page itself lists the products through the shared listing with its filters.
 */
export async function shopPageData(
  ctx: Ctx,
  viewer: Viewer,
  input: { slug: string; page?: number },
  opts: { pageUrl?: (p: number) => string } = {},
) {
  const profile = await shopProfile(ctx, viewer, { slug: input.slug });
  const products = await listProducts(ctx, viewer, { type: "shop", slug: profile.shop.slug, page: input.page ?? 1, per_page: 12 }, opts);
  return { ...profile, products };
}
