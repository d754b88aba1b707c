import type { Hono } from "hono";
import { sellerCoupons } from "../../domain/shops/shop-coupons";
import { shopPageData } from "../../domain/shops/shop-page-data";
import { resolveViewer } from "../http/viewer";
import type { AppServices } from "../services";
import { contract, pageLink, pageQuery, textParam } from "./route";

/** A seller's shop page (contract notes: Shops). Unknown, unverified or banned shops answer 404 `{error}`. */
export function shopRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;

  // `GET shop-page-data/{slug}?page=` → {shop, coupons: CouponPaginate(16), products: ProductPaginate(12)}
  contract(app, "get", "/shop-page-data/:slug", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const slug = textParam(c, "slug");
    const pageUrl = (p: number) => `${env.APP_PATH}/shop-page-data/${encodeURIComponent(slug)}?page=${p}`;
    return c.json(await shopPageData(ctx, v.viewer, { slug, page: pageQuery(c) }, { pageUrl }));
  });

  // `GET seller/coupons/{userId}?page=` → {coupons: CouponPaginate(16)}: the seller's active coupons
  contract(app, "get", "/seller/coupons/:userId", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const input = { userId: textParam(c, "userId"), page: c.req.query("page") };
    return c.json(await sellerCoupons(ctx, v.viewer, input, { pageUrl: pageLink(c) }));
  });
}
