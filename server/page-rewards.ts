import type { Ctx, Viewer } from "../domain/context";
import { rewardUser } from "../domain/rewards/reward-on";
import { rewardHistory } from "../domain/rewards/reward-view";
import { walletOn } from "../domain/wallet/wallet-on";

/** `/my-rewards` in a page loader's context: the points, their value and a page of history; the 404 screen with rewards off. */
export function pageRewards(ctx: Ctx, viewer: Viewer, opts: { appPath: string; locale: string }) {
  return {
    page: async (page: number) => {
      const userId = await rewardUser(ctx, viewer);
      const [history, wallet] = await Promise.all([
        rewardHistory(ctx, { userId, page, locale: opts.locale, pageUrl: (p) => `${opts.appPath}/user/reward-history?page=${p}` }),
        walletOn(ctx),
      ]);
      return { history, canConvert: wallet };
    },
  };
}
