import type { Context, Hono } from "hono";
import { addToCompare } from "../../domain/lists/add-to-compare";
import { addToWishlist } from "../../domain/lists/add-to-wishlist";
import { compareOwnerOf } from "../../domain/lists/compare-owner";
import { compareProducts } from "../../domain/lists/compare-products";
import { removeFromCompare } from "../../domain/lists/remove-from-compare";
import { removeFromWishlist } from "../../domain/lists/remove-from-wishlist";
import { wishedMarker } from "../../domain/lists/wished-cards";
import { wishlistPage } from "../../domain/lists/wishlist-page";
import { requireUserId } from "../http/account-session";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

function pageNumber(c: Context): number {
  const n = Number(c.req.query("page") ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * Wishlist (signed-in users; a guest gets 401 `login_first`) and compare list (guests too, by
 * session): contract notes "Wishlist" and "Compare". The adding and removing GETs change
 * state, so they need the CSRF token.
 */
export function listRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  contract(app, "get", "/user/add-to-wishlist/:productId", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const answer = await addToWishlist(ctx, { userId, productId: intParam(c, "productId"), locale: viewer.locale });
    return c.json({ ...answer, success: translate(viewer.locale, "wishlist_added") });
  });

  contract(app, "get", "/user/remove-wishlist-product/:productId", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const answer = await removeFromWishlist(ctx, { userId, productId: intParam(c, "productId") });
    return c.json({ ...answer, success: translate(viewer.locale, "wishlist_removed") });
  });

  contract(app, "get", "/user/wishlists", { changesState: false }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const pageUrl = (p: number) => `${new URL(c.req.url).pathname}?page=${p}`;
    return c.json({ wishlist: await wishlistPage(ctx, { userId, page: pageNumber(c), locale: viewer.locale, pageUrl }) });
  });

  contract(app, "get", "/home/add-to-compare/:id", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const answer = await addToCompare(ctx, {
      owner: compareOwnerOf(viewer),
      productId: intParam(c, "id"),
      locale: viewer.locale,
    });
    // page data looks a guest's compare list up only once the session has one (one query fewer on every other guest's page)
    const session = c.get("session");
    if (session.get("compared") !== true) session.set("compared", true);
    return c.json({ ...answer, success: translate(viewer.locale, "compare_added") });
  });

  contract(app, "get", "/home/remove-compare_product/:id", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const answer = await removeFromCompare(ctx, {
      owner: compareOwnerOf(viewer),
      productId: intParam(c, "id"),
      locale: viewer.locale,
    });
    const mark = await wishedMarker(ctx.db, viewer.userId);
    return c.json({ ...answer, products: mark(answer.products), success: translate(viewer.locale, "compare_removed") });
  });

  contract(app, "get", "/home/compare-list", { changesState: false }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const mark = await wishedMarker(ctx.db, viewer.userId);
    return c.json({ products: mark(await compareProducts(ctx, { owner: compareOwnerOf(viewer), locale: viewer.locale })) });
  });
}
