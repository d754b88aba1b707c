import { readFile } from "node:fs/promises";
import type { Context, Hono } from "hono";
import { REVIEW_IMAGE_MAX_BYTES } from "../../domain/catalog/review-images";
import { decideRefund } from "../../domain/refunds/decide-refund";
import { REFUND_PICTURES_MAX } from "../../domain/refunds/refund-pictures";
import { refundView } from "../../domain/refunds/refund-view";
import { refundedLine, requestRefund } from "../../domain/refunds/request-refund";
import { refundPicture, staffRefunds } from "../../domain/refunds/staff-refunds";
import { NotFoundError } from "../../kernel/errors";
import { requireUserId } from "../http/account-session";
import { readBody, uploadedPictures } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import { paymentsOf } from "../payment-config";
import type { AppServices } from "../services";
import { contract, intParam, pageQuery } from "./route";

/** refund-request may carry its pictures. */
export const REFUND_BODY_LIMITS: Record<string, number> = { "/refund-request": REFUND_PICTURES_MAX * REVIEW_IMAGE_MAX_BYTES + 64 * 1024 };

/**
 * Refunds (issue 13): the buyer asks (`refund-request`), the order's seller or an operator
 * decides, and the order history shows the state (`refund` of each order in `user/order-list`).
 * Thin: parse, verb, JSON. The rules are in `domain/refunds/`.
 */
export function refundRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;
  const answer = (c: Context, locale: string, key: string, r: { refund: Parameters<typeof refundView>[0]; repeated: boolean }) =>
    c.json({ success: translate(locale, key), refund: refundView(r.refund, env.APP_PATH), repeated: r.repeated });

  contract(app, "post", "/refund-request", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    requireUserId(c);
    const body = await readBody(c);
    // the reference client names the line it asks about (`order_detail_id`) and reads it back
    const line = "order_detail_id" in body ? await refundedLine(ctx, body, v.viewer.locale) : null;
    const done = await requestRefund(ctx, v.viewer, { fields: body, images: await uploadedPictures(body), uploadsDir });
    if (!line) return answer(c, v.viewer.locale, "refund_requested", done);
    const refund = refundView(done.refund, env.APP_PATH);
    return c.json({
      success: translate(v.viewer.locale, "refund_requested"),
      order_detail: { ...line, refund },
      refund,
      repeated: done.repeated,
    });
  });

  contract(app, "get", "/seller/refund-requests", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    requireUserId(c);
    return c.json(await staffRefunds(ctx, v.viewer, { page: pageQuery(c), appPath: env.APP_PATH }));
  });

  for (const decision of ["accept", "reject"] as const)
    contract(app, "post", `/seller/refund-requests/:id/${decision}`, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      requireUserId(c);
      const done = await decideRefund(ctx, v.viewer, {
        refundId: intParam(c, "id"),
        decision,
        fields: await readBody(c),
        config: paymentsOf(services),
      });
      return answer(c, v.viewer.locale, decision === "accept" ? "refund_accepted" : "refund_rejected", done);
    });

  contract(app, "get", "/user/refund-picture/:id/:n", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    requireUserId(c);
    const file = await refundPicture(ctx, v.viewer, { refundId: intParam(c, "id"), n: intParam(c, "n"), uploadsDir });
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) throw new NotFoundError("refund_not_found");
    return c.body(new Uint8Array(bytes), 200, { "Content-Type": "image/webp", "Cache-Control": "private, no-store" });
  });
}
