import type { Hono } from "hono";
import { decideSeller, sellerApplications } from "../../domain/accounts/admin-seller-approvals";
import { listUsers, setBanned, setStaff } from "../../domain/accounts/admin-users";
import { auditLogPage } from "../../domain/audit/audit-log";
import { listJobs, retryJob } from "../../domain/jobs/dead-jobs";
import { currencyRates, setCurrencyRate } from "../../domain/locale/currency-rates";
import { broadcastNotice } from "../../domain/notifications/broadcast";
import { adminDashboard, pendingOfflinePayments } from "../../domain/reports/admin-dashboard";
import { updateSettings } from "../../domain/settings/update-settings";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/**
 * The admin console's calls (issue 19; decision 036). Thin: every verb checks the
 * operator's permission itself (`requirePermission`, domain/accounts/require-admin.ts) and writes
 * its audit entry; tests/api/back-office-permissions.test.ts holds one rule per route here.
 */
export function adminRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  contract(app, "post", "/admin/settings", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const saved = await updateSettings(ctx, { userId: v.viewer.userId, fields: await readBody(c) });
    // nothing differed from what is in force: nothing was written nor recorded (`repeated`)
    const repeated = Object.keys(saved).length === 0 ? { repeated: true } : {};
    return c.json({ success: translate(v.viewer.locale, "settings_saved"), settings: saved, ...repeated });
  });

  // currencies and their exchange rates (spec section 3)
  contract(app, "get", "/admin/currencies/rates", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await currencyRates(ctx, { userId: v.viewer.userId }));
  });
  contract(app, "post", "/admin/currencies/:code/rate", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const { currency, repeated } = await setCurrencyRate(ctx, {
      userId: v.viewer.userId,
      code: c.req.param("code") ?? "",
      fields: await readBody(c),
    });
    return c.json({ success: translate(v.viewer.locale, "settings_saved"), currency, ...(repeated ? { repeated } : {}) });
  });

  // an operator's announcement to every open signed-in page (issue 18; decision 031)
  contract(app, "post", "/admin/broadcast", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const notice = await broadcastNotice(ctx, {
      userId: v.viewer.userId,
      form: await readBody(c),
      exceptSocketId: c.req.header("x-socket-id"),
    });
    return c.json({ success: translate(v.viewer.locale, "broadcast_sent"), notice });
  });

  // the job queue's dead letters, and trying one again (decision 035); the list has its own path, /admin/jobs is the console's page
  contract(app, "get", "/admin/jobs/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await listJobs(ctx, { userId: v.viewer.userId, query: c.req.query() }));
  });
  contract(app, "post", "/admin/jobs/:id/retry", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const job = await retryJob(ctx, { userId: v.viewer.userId, jobId: intParam(c, "id") });
    return c.json({ success: translate(v.viewer.locale, "admin_jobs_retried"), job });
  });

  contract(app, "get", "/admin/dashboard", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await adminDashboard(ctx, { userId: v.viewer.userId }));
  });

  contract(app, "get", "/admin/audit-log/entries", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await auditLogPage(ctx, { userId: v.viewer.userId, query: c.req.query() }));
  });

  contract(app, "get", "/admin/payments/pending", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ payments: await pendingOfflinePayments(ctx, { userId: v.viewer.userId }) });
  });

  contract(app, "get", "/admin/sellers/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await sellerApplications(ctx, { userId: v.viewer.userId, query: c.req.query(), locale: v.viewer.locale }));
  });

  for (const decision of ["verify", "reject"] as const)
    contract(app, "post", `/admin/sellers/:id/${decision}`, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const done = await decideSeller(ctx, { userId: v.viewer.userId, shopId: intParam(c, "id"), decision, fields: await readBody(c) });
      return c.json({ success: translate(v.viewer.locale, `shop_${decision}_done`), ...done });
    });

  contract(app, "get", "/admin/users/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await listUsers(ctx, { userId: v.viewer.userId, query: c.req.query() }));
  });

  for (const decision of ["ban", "unban"] as const)
    contract(app, "post", `/admin/users/:id/${decision}`, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const done = await setBanned(ctx, { userId: v.viewer.userId, targetId: intParam(c, "id"), decision });
      return c.json({ success: translate(v.viewer.locale, `user_${decision}_done`), ...done });
    });

  contract(app, "post", "/admin/users/:id/staff", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await setStaff(ctx, { userId: v.viewer.userId, targetId: intParam(c, "id"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "user_staff_done"), ...done });
  });
}
