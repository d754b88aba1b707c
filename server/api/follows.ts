import type { Context, Hono } from "hono";
import { followShop } from "../../domain/shops/follow-shop";
import { followedShops } from "../../domain/shops/followed-shops";
import { followerRows } from "../../domain/shops/follows";
import { unfollowShop } from "../../domain/shops/unfollow-shop";
import { requireUserId } from "../http/account-session";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract } from "./route";

function pageUrl(c: Context) {
  return (p: number) => `${new URL(c.req.url).pathname}?page=${p}`;
}

/**
 * Following shops (contract notes "Shops"; decision 021): signed-in users only
 * (a guest gets 401 `login_first`). Follow and unfollow are GETs, as the reference client sends
 * them, but they change state, so they need the page's CSRF token like every other change.
 */
export function followRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  contract(app, "get", "/user/follow-shop", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const { added: _added, ...answer } = await followShop(ctx, { userId, id: c.req.query("id") });
    // the reference client reads `follower`: the user's follows after the change
    return c.json({
      ...answer,
      follower: followerRows(userId, answer.shop_follower),
      success: translate(viewer.locale, "follow_added"),
    });
  });

  contract(app, "get", "/user/remove-followed", { changesState: true }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const { removed: _removed, ...answer } = await unfollowShop(ctx, { userId, id: c.req.query("id") });
    // the reference answers `follower`: the user's follows after the change
    return c.json({
      ...answer,
      follower: followerRows(userId, answer.shop_follower),
      success: translate(viewer.locale, "follow_removed"),
    });
  });

  contract(app, "get", "/user/followed-sellers", { changesState: false }, async (c) => {
    const { viewer } = await resolveViewer(c, services);
    const userId = requireUserId(c);
    return c.json({
      sellers: await followedShops(ctx, { userId, page: c.req.query("page"), locale: viewer.locale }, { pageUrl: pageUrl(c) }),
    });
  });
}
