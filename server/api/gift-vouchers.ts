import type { Hono } from "hono";
import { buyGiftVoucher, redeemGiftVoucher } from "../../domain/vouchers/gift-vouchers";
import { myGiftVouchers, userCoupons } from "../../domain/vouchers/voucher-views";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import { paymentsOf } from "../payment-config";
import type { AppServices } from "../services";
import { contract, pageQuery } from "./route";

/**
 * Gift vouchers (issue 16; decision 028) and the shop's active coupons the voucher page lists
 * (contract notes: Rewards, affiliate and gift voucher). With `wallet_system` off the voucher
 * calls are 404. Thin: parse, verb, JSON.
 */
export function giftVoucherRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;

  contract(app, "get", "/user/gift-vouchers", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await myGiftVouchers(ctx, v.viewer));
  });

  contract(app, "post", "/user/gift-voucher/buy", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await buyGiftVoucher(ctx, { viewer: v.viewer, form: await readBody(c), config: paymentsOf(services) });
    const success = translate(v.viewer.locale, done.redirect_url ? "wallet_recharge_redirect" : "gift_voucher_bought");
    return c.json({ success, ...done });
  });

  contract(app, "post", "/user/gift-voucher/redeem", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await redeemGiftVoucher(ctx, { viewer: v.viewer, form: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "gift_voucher_redeemed_done"), ...done });
  });

  contract(app, "get", "/user/coupons", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const pageUrl = (p: number) => `${env.APP_PATH}/user/coupons?page=${p}`;
    return c.json(await userCoupons(ctx, v.viewer, { page: pageQuery(c), pageUrl }));
  });
}
