import type { Hono } from "hono";
import { adminOrder } from "../../domain/orders/admin-order";
import { adminOrderList } from "../../domain/orders/admin-orders";
import { adminReports } from "../../domain/reports/admin-reports";
import { resolveViewer } from "../http/viewer";
import type { AppServices } from "../services";
import { contract, textParam } from "./route";

/**
 * The console's orders across sellers and its reports (issue 19; decision 045). Reading only:
 * an operator moves an order and decides a refund through the seller's own calls
 * (`seller/orders/{code}/status`, `seller/refund-requests/{id}/accept|reject`), which let an
 * operator with `orders` act and record it. Each path differs from its page's (/admin/orders…).
 */
export function adminOrderRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  contract(app, "get", "/admin/orders/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await adminOrderList(ctx, { userId: v.viewer.userId, query: c.req.query(), locale: v.viewer.locale }));
  });
  contract(app, "get", "/admin/orders/:code/detail", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(
      await adminOrder(ctx, {
        userId: v.viewer.userId,
        code: textParam(c, "code"),
        locale: v.viewer.locale,
        appPath: env.APP_PATH,
      }),
    );
  });
  contract(app, "get", "/admin/reports/data", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await adminReports(ctx, { userId: v.viewer.userId, query: c.req.query(), locale: v.viewer.locale }));
  });
}
