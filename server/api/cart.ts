import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { cartLines } from "../../db/schema";
import { addToCart } from "../../domain/cart/add-to-cart";
import { applyCoupon, removeCoupon } from "../../domain/cart/apply-coupon";
import { cartOwnerOf, ownedBy } from "../../domain/cart/cart-owner";
import { type CartAnswer, cartView } from "../../domain/cart/cart-view";
import { changeCartLine, removeCartLine } from "../../domain/cart/change-cart-line";
import { readBody } from "../http/body";
import { type ResolvedViewer, resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/**
 * The cart (contract notes: Cart): guests' carts live in their own session, users' in their
 * account. Every answer carries the server's cart: `{carts, checkouts, coupons, summary}`.
 */
export function cartRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  /** The cart as it now stands; a guest's session remembers it has one (page data then looks it up). */
  async function answer(c: Context, v: ResolvedViewer, extra: Record<string, unknown> = {}, buyNow = false, read?: CartAnswer) {
    const view = read ?? (await cartView(ctx, cartOwnerOf(v.viewer), { buyNow, locale: v.viewer.locale }));
    const session = c.get("session");
    if (v.viewer.userId === null && view.carts.length && session.get("carted") !== true) session.set("carted", true);
    return c.json({ ...extra, ...view });
  }

  contract(app, "get", "/cart/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    // the reference: opening the cart page (cart_page=1) leaves buy-now mode
    if (c.req.query("cart_page") === "1")
      await ctx.db.delete(cartLines).where(and(ownedBy(cartLines, cartOwnerOf(v.viewer)), eq(cartLines.isBuyNow, true)));
    return answer(c, v, {}, c.req.query("buy_now") === "1");
  });

  contract(app, "post", "/user/addToCart", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const form = await readBody(c);
    const { buyNow, cart } = await addToCart(ctx, { owner: cartOwnerOf(v.viewer), form, locale: v.viewer.locale });
    return answer(c, v, { success: translate(v.viewer.locale, "cart_added") }, buyNow, cart);
  });

  contract(app, "post", "/cart/update", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    await changeCartLine(ctx, { owner: cartOwnerOf(v.viewer), form: await readBody(c) });
    return answer(c, v, { success: translate(v.viewer.locale, "cart_updated") });
  });

  contract(app, "get", "/cart/delete/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    await removeCartLine(ctx, { owner: cartOwnerOf(v.viewer), lineId: intParam(c, "id") });
    return answer(c, v, { success: translate(v.viewer.locale, "cart_removed") });
  });

  contract(app, "post", "/user/apply_coupon", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const form = await readBody(c);
    await applyCoupon(ctx, { owner: cartOwnerOf(v.viewer), viewer: v.viewer, form });
    return answer(c, v, { success: translate(v.viewer.locale, "coupon_applied") }, form.buy_now === "1" || form.buy_now === true);
  });

  contract(app, "post", "/user/coupon-delete", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const form = await readBody(c);
    await removeCoupon(ctx, { owner: cartOwnerOf(v.viewer), couponId: form.coupon_id });
    return answer(c, v, { success: translate(v.viewer.locale, "coupon_removed") }, form.buy_now === "1" || form.buy_now === true);
  });
}
