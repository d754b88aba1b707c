import type { Hono } from "hono";
import { createLink, listLinks, referralUrl } from "../../domain/affiliate/affiliate-links";
import { affiliateMember, profileOf, requireAffiliateOn, termsView } from "../../domain/affiliate/affiliate-on";
import { affiliateDashboard } from "../../domain/affiliate/dashboard";
import { joinProgram } from "../../domain/affiliate/join-program";
import {
  cancelWithdrawal,
  decideWithdrawal,
  pendingWithdrawals,
  requestWithdrawal,
  withdrawalView,
} from "../../domain/affiliate/withdrawals";
import { balanceOf } from "../../domain/ledger/book";
import { centsToDecimal } from "../../kernel/money";
import { readBody } from "../http/body";
import { baseUrl, resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, pageQuery } from "./route";

/**
 * The affiliate program (decision 030; contract notes: Rewards, affiliate and gift voucher):
 * the terms, joining, the member's dashboard, links and withdrawals, and the operator's
 * decisions. With the `affiliate` add-on off every member call is 404. Thin: parse, verb, JSON.
 */
export function affiliateRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const trust = env.TRUST_PROXY === "1";

  contract(app, "get", "/affiliate/program", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    await requireAffiliateOn(ctx);
    const member = v.viewer.userId !== null && (await profileOf(ctx.db, v.viewer.userId)) !== null;
    return c.json({ terms: await termsView(ctx), member });
  });

  contract(app, "post", "/user/affiliate-join", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const { profile, joined } = await joinProgram(ctx, v.viewer);
    const shopUrl = baseUrl(c, env.APP_PATH, trust);
    return c.json({
      success: translate(v.viewer.locale, joined ? "affiliate_joined" : "affiliate_already_member"),
      affiliate: { code: profile.code, link: referralUrl(shopUrl, "/", profile.code) },
    });
  });

  contract(app, "get", "/user/affiliate-dashboard", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const profile = await affiliateMember(ctx, v.viewer);
    return c.json(await affiliateDashboard(ctx, { profile, shopUrl: baseUrl(c, env.APP_PATH, trust) }));
  });

  contract(app, "get", "/user/affiliate-links", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const profile = await affiliateMember(ctx, v.viewer);
    return c.json({ links: await listLinks(ctx, { profile, page: pageQuery(c), shopUrl: baseUrl(c, env.APP_PATH, trust) }) });
  });

  contract(app, "post", "/user/affiliate-links", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const link = await createLink(ctx, { viewer: v.viewer, form: await readBody(c), shopUrl: baseUrl(c, env.APP_PATH, trust) });
    return c.json({ success: translate(v.viewer.locale, "affiliate_link_created"), link });
  });

  contract(app, "post", "/user/affiliate-withdrawals", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await requestWithdrawal(ctx, { viewer: v.viewer, form: await readBody(c) });
    return c.json({
      success: translate(v.viewer.locale, "affiliate_withdrawal_requested"),
      withdrawal: withdrawalView(done.withdrawal),
      balance: centsToDecimal(done.balanceMinor),
    });
  });

  contract(app, "post", "/user/affiliate-withdrawals/:id/cancel", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const w = await cancelWithdrawal(ctx, { viewer: v.viewer, withdrawalId: intParam(c, "id") });
    return c.json({
      success: translate(v.viewer.locale, "affiliate_withdrawal_cancelled"),
      withdrawal: withdrawalView(w),
      balance: centsToDecimal((await balanceOf(ctx.db, w.userId, "affiliate")).balanceMinor),
    });
  });

  contract(app, "get", "/admin/affiliate-withdrawals/pending", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ withdrawals: await pendingWithdrawals(ctx, { userId: v.viewer.userId }) });
  });

  for (const decision of ["pay", "reject"] as const)
    contract(app, "post", `/admin/affiliate-withdrawals/:id/${decision}`, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const form = await readBody(c);
      const done = await decideWithdrawal(ctx, { userId: v.viewer.userId, withdrawalId: intParam(c, "id"), decision, note: form.note });
      return c.json({
        success: translate(v.viewer.locale, decision === "pay" ? "affiliate_withdrawal_paid" : "affiliate_withdrawal_rejected"),
        repeated: done.repeated,
        withdrawal: withdrawalView(done.withdrawal),
      });
    });
}
