import type { Hono } from "hono";
import { subscribePush, unsubscribePush } from "../../domain/notifications/push-subscriptions";
import { requireUserId } from "../http/account-session";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract } from "./route";

/**
 * Web push (issue 18 item 4; decision 034): the shop's public VAPID key for the browser's
 * `pushManager.subscribe`, and a signed-in user's subscribe and unsubscribe. Push off: 404.
 */
export function webPushRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  contract(app, "get", "/push/key", { changesState: false }, async (c) => {
    if (!services.push) return c.json({ message: "Not Found" }, 404);
    return c.json({ public_key: services.push.publicKey });
  });
  contract(app, "post", "/user/push/subscribe", { changesState: true }, async (c) => {
    if (!services.push) return c.json({ message: "Not Found" }, 404);
    const v = await resolveViewer(c, services);
    const done = await subscribePush(ctx, {
      userId: requireUserId(c),
      form: await readBody(c),
      userAgent: c.req.header("user-agent") ?? "",
    });
    return c.json({ success: translate(v.viewer.locale, "push_subscribed"), ...done });
  });
  contract(app, "post", "/user/push/unsubscribe", { changesState: true }, async (c) => {
    if (!services.push) return c.json({ message: "Not Found" }, 404);
    const v = await resolveViewer(c, services);
    const done = await unsubscribePush(ctx, { userId: requireUserId(c), form: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "push_unsubscribed"), ...done });
  });
}
