import type { Hono } from "hono";
import { userView } from "../../domain/accounts/user-view";
import { convertReward } from "../../domain/rewards/convert-reward";
import { rewardUser } from "../../domain/rewards/reward-on";
import { rewardHistory, rewardSummary } from "../../domain/rewards/reward-view";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, pageQuery } from "./route";

/**
 * Rewards (contract notes: Rewards, affiliate and gift voucher): the points' history with the
 * balance, and turning points into wallet money. With the `reward` add-on off both are 404.
 */
export function rewardRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const historyUrl = (p: number) => `${env.APP_PATH}/user/reward-history?page=${p}`;

  contract(app, "get", "/user/reward-history", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = await rewardUser(ctx, v.viewer);
    return c.json(await rewardHistory(ctx, { userId, page: pageQuery(c), locale: v.language.code, pageUrl: historyUrl }));
  });

  contract(app, "post", "/user/convert-reward", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await convertReward(ctx, { viewer: v.viewer, form: await readBody(c) });
    const [user, reward] = await Promise.all([
      userView(ctx.db, done.userId, { locale: v.language.code, mediaBase: ctx.mediaBase }),
      rewardSummary(ctx, done.userId),
    ]);
    return c.json({ success: translate(v.language.code, "reward_converted"), user, reward, converted: { reward: done.points } });
  });
}
