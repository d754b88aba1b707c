import { readFile } from "node:fs/promises";
import type { Hono } from "hono";
import { approvePayment } from "../../domain/payments/approve-payment";
import { completeOrder } from "../../domain/payments/complete-order";
import { paymentView } from "../../domain/payments/group-view";
import { paymentOrder } from "../../domain/payments/payment-order";
import { paymentReceipt } from "../../domain/payments/payment-receipt";
import { RECEIPT_MAX_BYTES } from "../../domain/payments/receipt";
import { receiveSandboxReturn } from "../../domain/payments/sandbox";
import { DomainError, ValidationError } from "../../kernel/errors";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import { paymentsOf } from "../payment-config";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/** complete-order may carry a receipt picture. */
export const PAYMENT_BODY_LIMITS: Record<string, number> = { "/user/complete-order": RECEIPT_MAX_BYTES + 64 * 1024 };

/** A multipart file field as bytes; absent or empty: none; anything else that is not a file is refused. */
async function uploadedFile(value: unknown): Promise<{ bytes: Uint8Array } | null> {
  if (value === undefined || value === null || value === "") return null;
  if (value instanceof File) return value.size === 0 ? null : { bytes: new Uint8Array(await value.arrayBuffer()) };
  throw new ValidationError({ file: ["pay_receipt_not_image"] });
}

/**
 * Payment (contract notes: Checkout, payment and invoice): the payment page's data, settling
 * how a group is paid, an admin's approval of an offline payment, the private receipt, and
 * the shopper's return from the sandbox's hosted page. Thin: parse, verb, JSON.
 */
export function paymentRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;

  contract(app, "get", "/user/payment-order", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const key = { code: c.req.query("code"), trxId: c.req.query("trx_id") };
    return c.json(
      await paymentOrder(ctx, {
        viewer: v.viewer,
        key,
        config: paymentsOf(services),
        opts: { locale: v.viewer.locale, appPath: env.APP_PATH },
        signedToken: c.req.query("t"),
      }),
    );
  });

  contract(app, "post", "/user/complete-order", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const form = await readBody(c);
    const file = await uploadedFile(form.file);
    const done = await completeOrder(ctx, { viewer: v.viewer, form, file, config: paymentsOf(services), uploadsDir, signedToken: form.t });
    return c.json({
      success: translate(v.viewer.locale, `pay_done_${done.payment.gateway}`),
      code: done.code,
      trx_id: done.trxId,
      redirect_url: done.redirectUrl,
      repeated: done.repeated,
      payment: paymentView(done.payment, env.APP_PATH),
    });
  });

  contract(app, "post", "/admin/payments/:id/approve", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const approved = await approvePayment(ctx, { userId: v.viewer.userId, paymentId: intParam(c, "id") });
    return c.json({
      success: translate(v.viewer.locale, "pay_approved"),
      code: approved.code,
      payment: paymentView(approved.payment, env.APP_PATH),
    });
  });

  contract(app, "get", "/user/payment-receipt/:id", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const file = await paymentReceipt(ctx, { viewer: v.viewer, paymentId: intParam(c, "id"), uploadsDir });
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) throw new DomainError("pay_not_found", 404);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "private, no-store",
      "Content-Disposition": "inline",
    });
  });

  // The shopper back from the sandbox's hosted page: verified and applied once, then the
  // confirmation (paid) or the payment page again with what happened.
  app.get("/payment/return", async (c) => {
    const to = (path: string) => c.redirect(`${env.APP_PATH}${path}`, 303);
    try {
      const r = await receiveSandboxReturn(ctx, c.req.query());
      if ("rechargeId" in r) return to(r.forVoucher ? `/user/gift-voucher?voucher=${r.outcome}` : `/my-wallet?recharge=${r.outcome}`);
      const code = encodeURIComponent(r.groupCode);
      return r.outcome === "succeeded" ? to(`/order-confirmation?code=${code}`) : to(`/payment/${code}?payment=${r.outcome}`);
    } catch (err) {
      if (err instanceof DomainError && err.status === 400) return to("/payment?payment=invalid");
      throw err;
    }
  });
}
