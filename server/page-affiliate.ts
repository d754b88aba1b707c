import { listLinks } from "../domain/affiliate/affiliate-links";
import { profileOf, requireAffiliateOn, termsView } from "../domain/affiliate/affiliate-on";
import { affiliateDashboard } from "../domain/affiliate/dashboard";
import { pendingWithdrawals } from "../domain/affiliate/withdrawals";
import type { Ctx, Viewer } from "../domain/context";

/**
 * The affiliate program in a page loader's context (decision 030): the terms page, the sign-up
 * page, the member's dashboard with a page of links, and the operator's withdrawals to decide.
 * With the `affiliate` add-on off the first three are the 404 screen; the operator's list is
 * 404 for anyone but an admin.
 */
export function pageAffiliate(ctx: Ctx, viewer: Viewer, opts: { shopUrl: string }) {
  const member = async () => (viewer.userId === null ? null : profileOf(ctx.db, viewer.userId));
  return {
    program: async () => {
      await requireAffiliateOn(ctx);
      return { terms: await termsView(ctx), signedIn: viewer.userId !== null, member: (await member()) !== null };
    },
    system: async (page: number) => {
      await requireAffiliateOn(ctx);
      const profile = await member();
      if (!profile) return { terms: await termsView(ctx), dashboard: null, links: null };
      const [dashboard, links] = await Promise.all([
        affiliateDashboard(ctx, { profile, shopUrl: opts.shopUrl }),
        listLinks(ctx, { profile, page, shopUrl: opts.shopUrl }),
      ]);
      return { terms: dashboard.terms, dashboard, links };
    },
    pending: () => pendingWithdrawals(ctx, { userId: viewer.userId }),
  };
}
