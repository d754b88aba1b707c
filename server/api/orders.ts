import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context, Hono } from "hono";
import { userView } from "../../domain/accounts/user-view";
import { cancelOwnOrder } from "../../domain/orders/cancel-order";
import { digitalOrderList } from "../../domain/orders/digital-orders";
import { digitalDownload } from "../../domain/orders/download-file";
import { groupInvoice } from "../../domain/orders/group-invoice";
import { invoicePdf } from "../../domain/orders/invoice-pdf";
import { mailInvoice } from "../../domain/orders/mail-invoice";
import { moveOrderStatus } from "../../domain/orders/move-order-status";
import { orderInvoice } from "../../domain/orders/order-invoice";
import { profileOrders } from "../../domain/orders/profile-orders";
import { removeOwnOrder } from "../../domain/orders/remove-order";
import { trackOrder } from "../../domain/orders/track-order";
import { NotFoundError } from "../../kernel/errors";
import { clientAddress, requireUserId } from "../http/account-session";
import { readBody } from "../http/body";
import { baseUrl, resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, pageQuery, textParam } from "./route";

/**
 * After the order (contract notes: Checkout, payment and invoice): invoices, tracking, the
 * order history with cancelling, digital downloads, and sellers moving their orders along.
 * Who may see what is decided in `domain/orders/order-access.ts`; everything else is 404 alike.
 */
export function orderRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const trust = env.TRUST_PROXY === "1";
  const downloadsDir = path.join(env.dataDir, "downloads");
  /** the signed invoice link's token: `?t=` or, on a POST, the body's `t` */
  const tokenOf = async (c: Context) => c.req.query("t") ?? (c.req.method === "POST" ? (await readBody(c)).t : undefined);

  for (const method of ["get", "post"] as const) {
    contract(app, method, "/user/get-invoices/:trx_id", { changesState: false }, async (c) => {
      const v = await resolveViewer(c, services);
      return c.json(await groupInvoice(ctx, v.viewer, { trxId: textParam(c, "trx_id"), token: await tokenOf(c) }));
    });
    contract(app, method, "/user/invoice/:code", { changesState: false }, async (c) => {
      const v = await resolveViewer(c, services);
      return c.json(await orderInvoice(ctx, v.viewer, { code: textParam(c, "code"), token: await tokenOf(c) }));
    });
  }

  contract(app, "post", "/track-order", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await trackOrder(ctx, { fields: await readBody(c), clientAddress: clientAddress(c, trust), locale: v.viewer.locale }));
  });

  // --- the order history (contract-c: order-list, cancel with `user`, remove-order) ---
  // `user/profile-orders` (the dashboard's) and `user/order-list` (the history page's; the
  // reference client sends it as `home/user/order-list`, reading `orderList`) answer the same list.
  for (const path of ["/user/profile-orders", "/user/order-list", "/home/user/order-list"])
    contract(app, "get", path, { changesState: false }, async (c) => {
      const v = await resolveViewer(c, services);
      const userId = requireUserId(c);
      const answer = await profileOrders(ctx, {
        userId,
        page: pageQuery(c),
        locale: v.viewer.locale,
        appPath: env.APP_PATH,
        pageUrl: (p) => `${new URL(c.req.url).pathname}?page=${p}`,
      });
      // the history page's client reads the list as `orderList`
      return c.json(path.endsWith("/order-list") ? { ...answer, orderList: answer.orders } : answer);
    });

  /** the order's state after a buyer's change, with the user the reference client refreshes */
  const changedOrder = async (
    locale: string,
    userId: number,
    order: { id: number; code: string; status: string; paymentStatus: string },
  ) => ({
    order: { id: order.id, code: order.code, status: order.status, payment_status: order.paymentStatus },
    user: await userView(ctx.db, userId, { locale, mediaBase: ctx.mediaBase }),
  });

  contract(app, "get", "/user/cancel-order/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const id = intParam(c, "id");
    if (id === null) throw new NotFoundError("order_not_found");
    const order = await cancelOwnOrder(ctx, v.viewer, { orderId: id });
    return c.json({ success: translate(v.viewer.locale, "order_cancelled"), ...(await changedOrder(v.viewer.locale, userId, order)) });
  });

  contract(app, "get", "/user/remove-order/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const id = intParam(c, "id");
    if (id === null) throw new NotFoundError("order_not_found");
    const order = await removeOwnOrder(ctx, v.viewer, { orderId: id });
    const answer = await changedOrder(v.viewer.locale, userId, order);
    return c.json({ success: translate(v.viewer.locale, "order_removed"), ...answer, order: { ...answer.order, is_deleted: 1 } });
  });
  // --- end of the order history ---

  contract(app, "get", "/user/digital-product-order-list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    return c.json(
      await digitalOrderList(ctx, { userId, page: pageQuery(c), locale: v.viewer.locale, downloadBase: baseUrl(c, env.APP_PATH, trust) }),
    );
  });

  contract(app, "get", "/download/:lineId", { changesState: false }, async (c) => {
    await resolveViewer(c, services);
    const file = await digitalDownload(ctx, {
      lineId: intParam(c, "lineId"),
      userId: c.get("session").userId,
      token: c.req.query("t"),
      downloadsDir,
    });
    const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream;
    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": "application/octet-stream",
        "Content-Length": String(file.size),
        "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  });

  contract(app, "post", "/seller/orders/:code/status", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const order = await moveOrderStatus(ctx, v.viewer, { code: textParam(c, "code"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "order_status_changed"), order });
  });

  invoiceDocumentRoutes(app, services, tokenOf);
}

/**
 * The invoice as a document (issue 13): `user/invoice/download/{id}` answers one order's PDF,
 * `user/mail-order/{trx_id}` and `user/mail-order-seller/{trx_id}` mail every order's invoice of
 * a checkout to its buyer or to its sellers. Only the buyer; anyone else the unknown order's 404.
 */
function invoiceDocumentRoutes(app: Hono, services: AppServices, tokenOf: (c: Context) => Promise<unknown>) {
  const { ctx } = services;

  contract(app, "get", "/user/invoice/download/:id", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const pdf = await invoicePdf(ctx, v.viewer, { id: c.req.param("id"), token: c.req.query("t") });
    return new Response(new Uint8Array(pdf.bytes), {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(pdf.bytes.length),
        "Content-Disposition": `attachment; filename="${pdf.fileName.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  });

  for (const [path, to] of [
    ["/user/mail-order/:trx_id", "buyer"],
    ["/user/mail-order-seller/:trx_id", "seller"],
  ] as const) {
    // the reference client asks with a GET; it sends mail, so it needs the page's token like any change
    contract(app, "get", path, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const done = await mailInvoice(ctx, v.viewer, { trxId: c.req.param("trx_id"), to, token: await tokenOf(c) });
      const key = to === "buyer" ? "invoice_mailed" : "invoice_mailed_seller";
      return c.json({ success: translate(v.viewer.locale, key), orders: done.orders, sent: done.sent });
    });
  }
}
