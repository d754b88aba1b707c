import type { Context, Hono } from "hono";
import { adminCoupons, saveMarketplaceCoupon, setCouponFunding } from "../../domain/coupons/admin-coupons";
import {
  commissionRuleList,
  createCommissionRule,
  endCommissionRule,
  updateCommissionRule,
} from "../../domain/seller/admin-commission-rules";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/**
 * The admin console's commission rules (decision 072), for operators with `settings` (others
 * 404). Thin: each verb (domain/seller/admin-commission-rules.ts) checks, writes and audits.
 * With them, who pays each coupon's discount and the marketplace's own coupons
 * (domain/coupons/admin-coupons.ts, `content`).
 */
export function adminCommissionRuleRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const who = async (c: Context) => {
    const v = await resolveViewer(c, services);
    return { userId: v.viewer.userId, locale: v.viewer.locale };
  };
  contract(app, "get", "/admin/commission-rules/list", { changesState: false }, async (c) =>
    c.json(await commissionRuleList(ctx, await who(c))),
  );
  contract(app, "post", "/admin/commission-rules", { changesState: true }, async (c) => {
    const w = await who(c);
    const done = await createCommissionRule(ctx, { ...w, fields: await readBody(c) });
    return c.json({ success: translate(w.locale, "commission_rule_saved"), ...done });
  });
  contract(app, "post", "/admin/commission-rules/:id{[0-9]+}", { changesState: true }, async (c) => {
    const w = await who(c);
    const done = await updateCommissionRule(ctx, { ...w, id: intParam(c, "id"), fields: await readBody(c) });
    return c.json({ success: translate(w.locale, "commission_rule_saved"), ...done });
  });
  contract(app, "post", "/admin/commission-rules/:id{[0-9]+}/end", { changesState: true }, async (c) => {
    const w = await who(c);
    const done = await endCommissionRule(ctx, { ...w, id: intParam(c, "id") });
    return c.json({ success: translate(w.locale, "commission_rule_ended"), ...done });
  });

  contract(app, "get", "/admin/coupons/list", { changesState: false }, async (c) =>
    c.json(await adminCoupons(ctx, { ...(await who(c)), query: c.req.query() })),
  );
  contract(app, "post", "/admin/coupons", { changesState: true }, async (c) => {
    const w = await who(c);
    const done = await saveMarketplaceCoupon(ctx, { ...w, id: null, fields: await readBody(c) });
    return c.json({ success: translate(w.locale, "seller_coupon_saved"), ...done });
  });
  contract(app, "post", "/admin/coupons/:id{[0-9]+}", { changesState: true }, async (c) => {
    const w = await who(c);
    const done = await saveMarketplaceCoupon(ctx, { ...w, id: intParam(c, "id"), fields: await readBody(c) });
    return c.json({ success: translate(w.locale, "seller_coupon_saved"), ...done });
  });
  contract(app, "post", "/admin/coupons/:id{[0-9]+}/funding", { changesState: true }, async (c) => {
    const w = await who(c);
    const done = await setCouponFunding(ctx, { ...w, id: intParam(c, "id"), fields: await readBody(c) });
    return c.json({ success: translate(w.locale, "coupon_funding_saved"), ...done });
  });
}
