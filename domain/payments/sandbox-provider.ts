import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderGroups, payments, walletRecharges } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { loadSettings } from "../settings/load-settings";
import { minorToDecimal } from "./payable";

/**
 * The sandbox payment provider: a pretend third party that lives in this server so the whole
 * online flow runs in the demo and in tests. Like a real provider it has a hosted page (pay,
 * cancel, fail), tells the shop the outcome with a signed webhook, and sends the shopper back
 * with a signed return link. Its "session records" are the sandbox payments' rows and the
 * sandbox wallet recharges'.
 */
export const SANDBOX_ACTIONS = { pay: "succeeded", cancel: "cancelled", fail: "failed" } as const;
export type SandboxAction = keyof typeof SANDBOX_ACTIONS;
const SESSION_MINUTES = 60;
const RETURN_MINUTES = 30;

/** The shop's path (APP_PATH) from its public URL: the hosted page lives on this server. */
export function shopPath(ctx: Ctx, path: string): string {
  return `${new URL(ctx.publicUrl).pathname.replace(/\/+$/, "")}${path}`;
}

/** Open a checkout session: its reference, hosted page and expiry (unix seconds). */
export function openSandboxCheckout(ctx: Ctx): { ref: string; url: string; expiresAt: number } {
  const ref = `sbx_${randomBytes(16).toString("hex")}`;
  return { ref, url: shopPath(ctx, `/sandbox-gateway/${ref}`), expiresAt: Math.floor(ctx.now().getTime() / 1000) + SESSION_MINUTES * 60 };
}

/** The webhook's signature: HMAC-SHA256 of "<timestamp>.<raw body>" with the sandbox secret. */
export function sandboxSignature(ctx: Ctx, timestamp: number, rawBody: string): string {
  return ctx.signer.hmacHex("sandbox-webhook", `${timestamp}.${rawBody}`);
}

/** The `Sandbox-Signature` header for a body: `t=<unix>,v1=<hex>`. */
export function sandboxSignatureHeader(ctx: Ctx, rawBody: string, timestamp = Math.floor(ctx.now().getTime() / 1000)): string {
  return `t=${timestamp},v1=${sandboxSignature(ctx, timestamp, rawBody)}`;
}

/** What the return link signs: the session, its outcome and what was paid. */
export const returnSubject = (r: { ref: string; status: string; amount: number; currency: string }) =>
  `${r.ref}:${r.status}:${r.amount}:${r.currency}`;

/**
 * A session: a sandbox payment of an order group, or a sandbox wallet recharge. Either way its
 * amount, currency, status, the reference the provider is given and where "back" leads.
 */
async function session(ctx: Ctx, ref: string) {
  const [row] = await ctx.db
    .select({ payment: payments, code: orderGroups.code })
    .from(payments)
    .innerJoin(orderGroups, eq(orderGroups.id, payments.groupId))
    .where(and(eq(payments.providerRef, ref), eq(payments.gateway, "sandbox")))
    .limit(1);
  const [recharge] = row
    ? []
    : await ctx.db
        .select()
        .from(walletRecharges)
        .where(and(eq(walletRecharges.providerRef, ref), eq(walletRecharges.paymentType, "sandbox")))
        .limit(1);
  const s = row
    ? {
        amountMinor: row.payment.amountCents,
        currencyCode: row.payment.currencyCode,
        status: row.payment.status,
        details: row.payment.details,
        reference: row.code,
        backPath: `/payment/${encodeURIComponent(row.code)}`,
      }
    : recharge
      ? {
          amountMinor: recharge.amountMinor,
          currencyCode: recharge.currencyCode,
          status: recharge.status,
          details: recharge.details,
          reference: rechargeReference(recharge.id),
          backPath: recharge.giftVoucherId === null ? "/my-wallet" : "/user/gift-voucher",
        }
      : null;
  if (!s) throw new NotFoundError("pay_session_not_found");
  const expired = Number(s.details.expires_at ?? 0) * 1000 < ctx.now().getTime();
  return { ...s, open: s.status === "pending" && !expired };
}

/** What the provider is told a wallet recharge is called (its "order reference"). */
export const rechargeReference = (id: number) => `WALLET-${id}`;

/** The hosted page's content: amount, currency, the merchant and a token for its buttons. */
export async function sandboxCheckoutPage(ctx: Ctx, ref: string) {
  const s = await session(ctx, ref);
  const settings = await loadSettings(ctx);
  const locale = typeof s.details.locale === "string" ? s.details.locale : settings.default_language;
  return {
    ref,
    open: s.open,
    status: s.status,
    amount: minorToDecimal(s.amountMinor, s.currencyCode),
    currency: s.currencyCode,
    merchant: settings.site_name,
    reference: s.reference,
    backPath: s.backPath,
    locale,
    formToken: ctx.signer.sign("sandbox-page", ref, new Date(ctx.now().getTime() + SESSION_MINUTES * 60_000)),
  };
}

/**
 * A button pressed on the hosted page: the provider sends the signed webhook (through
 * `deliver`: in-process or over HTTP, the shop verifies it the same way) and answers the
 * signed link that takes the shopper back to the shop. A webhook that fails to arrive does
 * not lose the outcome: the return link carries it too.
 */
export async function pressSandboxButton(
  ctx: Ctx,
  input: { ref: string; action: SandboxAction; formToken: unknown; deliver: (rawBody: string, signature: string) => Promise<unknown> },
): Promise<{ returnUrl: string }> {
  if (!ctx.signer.verify("sandbox-page", input.ref, input.formToken, ctx.now())) throw new NotFoundError("pay_session_not_found");
  const s = await session(ctx, input.ref);
  if (!s.open) throw new ConflictError("pay_session_closed");
  const status = SANDBOX_ACTIONS[input.action];
  const t = Math.floor(ctx.now().getTime() / 1000);
  const body = JSON.stringify({
    id: `evt_${randomBytes(12).toString("hex")}`,
    type: `payment.${status}`,
    created: t,
    data: { ref: input.ref, amount: s.amountMinor, currency: s.currencyCode, reference: s.reference },
  });
  try {
    await input.deliver(body, sandboxSignatureHeader(ctx, body, t));
  } catch (err) {
    ctx.log.warn({ err, ref: input.ref }, "sandbox webhook not delivered; the return link carries the outcome");
  }
  const ret = { ref: input.ref, status, amount: s.amountMinor, currency: s.currencyCode };
  const sig = ctx.signer.sign("sandbox-return", returnSubject(ret), new Date(ctx.now().getTime() + RETURN_MINUTES * 60_000));
  const query = new URLSearchParams({ ref: ret.ref, status, amount: String(ret.amount), currency: ret.currency, sig });
  return { returnUrl: shopPath(ctx, `/payment/return?${query}`) };
}

type SandboxRefund = { ref: string; key: string; amount: number; at: string };

/**
 * The provider refunds (part of) a succeeded sandbox payment at once, as a real provider's
 * refund API would: a refund reference, kept on the payment with its idempotency key, so the
 * same key answers the same refund; the payment is "refunded" once all of it went back.
 * Inside the caller's transaction (the payment's row is locked first).
 */
export async function sandboxRefund(
  ctx: Ctx,
  tx: Database,
  input: { paymentId: number; amountMinor: number; idempotencyKey: string },
): Promise<{ ref: string }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
  if (payment?.gateway !== "sandbox") throw new NotFoundError("pay_unknown_payment");
  const refunds = (Array.isArray(payment.details.refunds) ? payment.details.refunds : []) as SandboxRefund[];
  const same = refunds.find((r) => r.key === input.idempotencyKey);
  if (same) return { ref: same.ref };
  if (payment.status !== "succeeded") throw new ConflictError("refund_payment_not_settled");
  const refunded = refunds.reduce((n, r) => n + r.amount, 0);
  if (input.amountMinor <= 0 || refunded + input.amountMinor > payment.amountCents) throw new ConflictError("refund_more_than_paid");
  const ref = `sbx_rf_${randomBytes(12).toString("hex")}`;
  const now = ctx.now();
  const all = [...refunds, { ref, key: input.idempotencyKey, amount: input.amountMinor, at: now.toISOString() }];
  await tx
    .update(payments)
    .set({
      details: { ...payment.details, refunds: all },
      status: refunded + input.amountMinor === payment.amountCents ? "refunded" : payment.status,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  return { ref };
}
