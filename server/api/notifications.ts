import type { Context, Hono } from "hono";
import {
  listNotifications,
  markAllNotificationsSeen,
  markNotificationSeen,
  removeNotification,
} from "../../domain/notifications/user-notifications";
import { NotFoundError } from "../../kernel/errors";
import { requireUserId } from "../http/account-session";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, pageQuery } from "./route";

/** A signed-in user's notifications (contract notes: Notifications); the GETs that change state need the token. */
export function notificationRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const id = (c: Context) => {
    const n = intParam(c, "id");
    if (n === null) throw new NotFoundError("notification_not_found");
    return n;
  };

  contract(app, "get", "/user-notification/all", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const notifications = await listNotifications(ctx, {
      userId,
      page: pageQuery(c),
      locale: v.language.code,
      pageUrl: (p) => `${new URL(c.req.url).pathname}?page=${p}`,
    });
    return c.json({ notifications, success: translate(v.language.code, "ok") });
  });

  contract(app, "get", "/user-notification/seen-all", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const changed = await markAllNotificationsSeen(ctx, { userId: requireUserId(c) });
    return c.json({ success: translate(v.language.code, "notifications_all_seen"), changed });
  });

  contract(app, "get", "/notification/seen/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const notification = await markNotificationSeen(ctx, { userId: requireUserId(c), id: id(c) });
    return c.json({ success: translate(v.language.code, "notification_seen"), notification });
  });

  contract(app, "get", "/notification/remove/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    await removeNotification(ctx, { userId: requireUserId(c), id: id(c) });
    return c.json({ success: translate(v.language.code, "notification_removed") });
  });
}
