import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { addressesOf } from "../../domain/addresses/address-view";
import { REF_COOKIE } from "../../domain/affiliate/referrals";
import { cartOwnerOf } from "../../domain/cart/cart-owner";
import { cartView } from "../../domain/cart/cart-view";
import { centsToString } from "../../domain/catalog/pricing";
import { checkoutPlace } from "../../domain/orders/city-shipping";
import { placeOrder } from "../../domain/orders/place-order";
import { pickupCheckout } from "../../domain/pickup-points/pickup-checkout";
import { shippingChoice } from "../../domain/shipping/shipping-choice";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract } from "./route";

/**
 * Checkout (contract notes: Checkout, payment and invoice). The summary is priced on the
 * server; placing the order recomputes every figure and ignores any the client sends.
 */
export function checkoutRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const buyNowOf = (c: Context, form?: Record<string, unknown>) =>
    c.req.query("buy_now") === "1" || form?.buy_now === "1" || form?.buy_now === true;

  contract(app, "get", "/user/address", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const addresses = v.viewer.userId === null ? [] : await addressesOf(ctx.db, v.viewer.userId);
    const cityId = Number(c.req.query("city_id") ?? addresses.find((a) => a.default_shipping)?.city_id ?? 0);
    // the pickup points on offer (decision 080); `checkout_method=1&pick_hub_id=` prices the cart to one
    const pickup = await pickupCheckout(ctx, c.req.query());
    const view = await cartView(ctx, cartOwnerOf(v.viewer), {
      buyNow: buyNowOf(c),
      locale: v.viewer.locale,
      ...(pickup.pricing ?? (await checkoutPlace(ctx, cityId))),
    });
    // `checkout`: the whole checkout's totals and its trx_id, which the reference client reads beside the per-shop `checkouts`
    return c.json({ addresses, ...view, checkout: { trx_id: view.trx_id, ...view.summary }, pickup_hubs: pickup.hubs });
  });

  contract(app, "post", "/user/find/shipping_cost", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const form = await readBody(c);
    // each seller's methods to the city (or the pickup point, decision 080) and the shopper's choice among them (decision 076)
    const pickup = await pickupCheckout(ctx, form);
    const view = await cartView(ctx, cartOwnerOf(v.viewer), {
      buyNow: buyNowOf(c, form),
      locale: v.viewer.locale,
      ...(pickup.pricing ?? (await checkoutPlace(ctx, Number(form.city_id)))),
      methods: shippingChoice(form).methods,
    });
    return c.json({ shipping_cost: view.summary.shipping_cost, ...view });
  });

  contract(app, "post", "/user/confirm-order", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const form = await readBody(c);
    const key = c.req.header("idempotency-key");
    const placed = await placeOrder(ctx, {
      viewer: v.viewer,
      owner: cartOwnerOf(v.viewer),
      form: key && !form.idempotency_key ? { ...form, idempotency_key: key } : form,
      referralCode: getCookie(c, REF_COOKIE) ?? null,
    });
    return c.json({
      success: translate(v.viewer.locale, "order_placed"),
      code: placed.code,
      trx_id: placed.trx_id,
      total: centsToString(placed.total_cents),
      orders: placed.orders.map((o) => ({ code: o.code, shop_id: o.shop_id, total: centsToString(o.total_cents) })),
      held: placed.held ?? [],
    });
  });
}
