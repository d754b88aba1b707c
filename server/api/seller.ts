import type { Context, Hono } from "hono";
import { sellerDashboard } from "../../domain/seller/dashboard";
import { feePreview } from "../../domain/seller/fee-preview";
import { decidePayout, pendingPayouts, requestPayout, sellerEarnings } from "../../domain/seller/payouts";
import { requireSeller } from "../../domain/seller/require-seller";
import { sellerBalances } from "../../domain/seller/seller-balances";
import { requestCampaignEntry, sellerCampaigns } from "../../domain/seller/seller-campaigns";
import { deleteSellerCoupon, expireSellerCoupon, saveSellerCoupon, sellerCoupons } from "../../domain/seller/seller-coupons";
import { sellerOrder, sellerOrders } from "../../domain/seller/seller-orders";
import { sellerReviews } from "../../domain/seller/seller-reviews";
import { SHOP_PICTURE_MAX_BYTES } from "../../domain/seller/shop-pictures";
import { saveShopSettings, shopSettings } from "../../domain/seller/shop-settings";
import { ValidationError } from "../../kernel/errors";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, textParam } from "./route";

/** Logo and banner together, with room for the form's other fields. */
export const SELLER_BODY_LIMITS: Record<string, number> = { "/seller/shop-settings": 2 * SHOP_PICTURE_MAX_BYTES + 64 * 1024 };

/**
 * The seller centre's calls (issue 19, decision 037). Every one finds the caller's shop through
 * `requireSeller` first: a guest, a customer or another role gets 404 and a seller whose shop
 * awaits verification 403, before anything is read or changed. GET paths differ from the
 * /seller pages' own addresses (the pages answer those).
 */
export function sellerRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;
  const seller = async (c: Context) => {
    const v = await resolveViewer(c, services);
    return { viewer: v.viewer, shop: await requireSeller(ctx, v.viewer.userId) };
  };
  const query = (c: Context) => Object.fromEntries(new URL(c.req.url).searchParams);

  contract(app, "get", "/seller/dashboard-data", { changesState: false }, async (c) => {
    const { viewer, shop } = await seller(c);
    return c.json(await sellerDashboard(ctx, shop, { locale: viewer.locale }));
  });

  contract(app, "get", "/seller/order-list", { changesState: false }, async (c) => {
    const { shop } = await seller(c);
    return c.json(await sellerOrders(ctx, shop, query(c)));
  });

  contract(app, "get", "/seller/order-details/:code", { changesState: false }, async (c) => {
    const { viewer, shop } = await seller(c);
    return c.json(await sellerOrder(ctx, shop, textParam(c, "code"), { locale: viewer.locale }));
  });

  // what a sale at this price, in this category, leaves the seller (issue 37, item 5)
  contract(app, "get", "/seller/fee-preview", { changesState: false }, async (c) => {
    const { shop } = await seller(c);
    return c.json(await feePreview(ctx, shop, query(c)));
  });

  contract(app, "get", "/seller/coupon-list", { changesState: false }, async (c) => {
    const { viewer, shop } = await seller(c);
    return c.json(await sellerCoupons(ctx, shop, { locale: viewer.locale }));
  });

  const saveCoupon = (id: (c: Context) => number | null) => async (c: Context) => {
    const { viewer, shop } = await seller(c);
    const done = await saveSellerCoupon(ctx, shop, { id: id(c), fields: await readBody(c), locale: viewer.locale });
    return c.json({ success: translate(viewer.locale, "seller_coupon_saved"), ...done });
  };
  contract(
    app,
    "post",
    "/seller/coupons",
    { changesState: true },
    saveCoupon(() => null),
  );
  contract(
    app,
    "post",
    "/seller/coupons/:id{[0-9]+}",
    { changesState: true },
    saveCoupon((c) => intParam(c, "id")),
  );

  contract(app, "post", "/seller/coupons/:id{[0-9]+}/expire", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const done = await expireSellerCoupon(ctx, shop, { id: intParam(c, "id"), locale: viewer.locale });
    return c.json({ success: translate(viewer.locale, "seller_coupon_expired"), ...done });
  });

  contract(app, "post", "/seller/coupons/:id{[0-9]+}/delete", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const done = await deleteSellerCoupon(ctx, shop, { id: intParam(c, "id") });
    return c.json({ success: translate(viewer.locale, "seller_coupon_deleted"), ...done });
  });

  // answering goes through the storefront's own `home/product-reply-store` (the seller's badge)
  contract(app, "get", "/seller/review-list", { changesState: false }, async (c) => {
    const { viewer, shop } = await seller(c);
    return c.json(await sellerReviews(ctx, shop, query(c), { locale: viewer.locale }));
  });

  contract(app, "get", "/seller/campaign-data", { changesState: false }, async (c) => {
    const { viewer, shop } = await seller(c);
    return c.json(await sellerCampaigns(ctx, shop, { locale: viewer.locale }));
  });

  contract(app, "post", "/seller/campaigns/:id{[0-9]+}/enter", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const done = await requestCampaignEntry(ctx, shop, { campaignId: intParam(c, "id"), fields: await readBody(c), locale: viewer.locale });
    return c.json({ success: translate(viewer.locale, "seller_campaign_requested"), ...done });
  });

  contract(app, "get", "/seller/earnings-data", { changesState: false }, async (c) => {
    const { viewer, shop } = await seller(c);
    return c.json(await sellerEarnings(ctx, shop, { locale: viewer.locale }));
  });

  contract(app, "post", "/seller/payouts", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const done = await requestPayout(ctx, shop, await readBody(c));
    return c.json({ success: translate(viewer.locale, "seller_payout_requested"), ...done });
  });

  // the operator's queue and decision (`approvals`, else 404 like an unknown payout): the admin console's /admin/seller-payouts
  contract(app, "get", "/admin/seller-payouts/pending", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ payouts: await pendingPayouts(ctx, { userId: v.viewer.userId, locale: v.viewer.locale }) });
  });
  // every shop's earnings, payouts waiting, debt and cash collected (decision 071)
  contract(app, "get", "/admin/seller-balances", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ sellers: await sellerBalances(ctx, { userId: v.viewer.userId, locale: v.viewer.locale }) });
  });
  for (const decision of ["pay", "reject"] as const)
    contract(app, "post", `/admin/seller-payouts/:id{[0-9]+}/${decision}`, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const body = await readBody(c);
      const done = await decidePayout(ctx, { userId: v.viewer.userId, payoutId: intParam(c, "id"), decision, note: body.note });
      return c.json({ success: translate(v.viewer.locale, decision === "pay" ? "seller_payout_paid" : "seller_payout_rejected"), ...done });
    });

  contract(app, "get", "/seller/shop-settings", { changesState: false }, async (c) => {
    const { viewer, shop } = await seller(c);
    return c.json(shopSettings(shop, { locale: viewer.locale, mediaBase: ctx.mediaBase }));
  });

  contract(app, "post", "/seller/shop-settings", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const body = await readBody(c);
    const done = await saveShopSettings(ctx, shop, {
      fields: body,
      logo: await fileOf(body.logo, "logo"),
      banner: await fileOf(body.banner, "banner"),
      locale: viewer.locale,
      uploadsDir,
    });
    return c.json({ success: translate(viewer.locale, "seller_shop_saved"), ...done });
  });
}

/** One uploaded file of a multipart field ("" or absent: none; anything but a file: 422 on that field). */
async function fileOf(value: unknown, field: string): Promise<{ bytes: Uint8Array } | null> {
  if (value === undefined || value === null || value === "") return null;
  if (!(value instanceof File)) throw new ValidationError({ [field]: ["v_image"] });
  return value.size === 0 ? null : { bytes: new Uint8Array(await value.arrayBuffer()) };
}
