import type { Hono } from "hono";
import { listJobs, retryJob } from "../../domain/jobs/dead-jobs";
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

  // the job queue's dead letters, and trying one again (decision 035)
  contract(app, "get", "/admin/jobs", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await listJobs(services.ctx, { userId: v.viewer.userId, query: c.req.query() }));
  });
  contract(app, "post", "/admin/jobs/:id/retry", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const id = Number(c.req.param("id"));
    const job = await retryJob(services.ctx, { userId: v.viewer.userId, jobId: Number.isSafeInteger(id) && id > 0 ? id : null });
    return c.json({ job });
  });
}
