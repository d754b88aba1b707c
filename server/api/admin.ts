import type { Hono } from "hono";
import { broadcastNotice } from "../../domain/notifications/broadcast";
import { updateCheckoutSettings } from "../../domain/settings/update-checkout-settings";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract } from "./route";

/** The operator's calls the storefront needs (the admin console itself is another product). */
export function adminRoutes(app: Hono, services: AppServices) {
  contract(app, "post", "/admin/settings", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const saved = await updateCheckoutSettings(services.ctx, { userId: v.viewer.userId, fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "settings_saved"), settings: saved });
  });

  // an operator's announcement to every open signed-in page (issue 18; decision 031)
  contract(app, "post", "/admin/broadcast", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const notice = await broadcastNotice(services.ctx, {
      userId: v.viewer.userId,
      form: await readBody(c),
      exceptSocketId: c.req.header("x-socket-id"),
    });
    return c.json({ success: translate(v.viewer.locale, "broadcast_sent"), notice });
  });
}
