import { readFile } from "node:fs/promises";
import type { Hono } from "hono";
import { RECEIPT_MAX_BYTES, receiptPath } from "../../domain/payments/receipt";
import { rechargeWallet } from "../../domain/wallet/recharge-wallet";
import { decideRecharge, rechargeReceiptKey } from "../../domain/wallet/settle-recharge";
import { walletUser } from "../../domain/wallet/wallet-on";
import { rechargeView, walletData, walletHistory } from "../../domain/wallet/wallet-view";
import { DomainError, ValidationError } from "../../kernel/errors";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import { pageWallet } from "../page-wallet";
import { paymentsOf } from "../payment-config";
import type { AppServices } from "../services";
import { contract, intParam, pageQuery } from "./route";

/** recharge-wallet may carry a receipt picture. */
export const WALLET_BODY_LIMITS: Record<string, number> = { "/user/recharge-wallet": RECEIPT_MAX_BYTES + 64 * 1024 };

async function uploadedFile(value: unknown): Promise<{ bytes: Uint8Array } | null> {
  if (value === undefined || value === null || value === "") return null;
  if (value instanceof File) return value.size === 0 ? null : { bytes: new Uint8Array(await value.arrayBuffer()) };
  throw new ValidationError({ file: ["pay_receipt_not_image"] });
}

/**
 * Wallet (contract notes: Wallet): the data for the recharge form, the history with the
 * balance, a recharge, its private receipt, and the operator's list and decisions on offline
 * recharges. With `wallet_system` off every one of them is 404. Thin: parse, verb, JSON.
 */
export function walletRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;
  const historyUrl = (p: number) => `${env.APP_PATH}/user/wallet-history?page=${p}`;

  contract(app, "get", "/user/wallet-data", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = await walletUser(ctx, v.viewer);
    return c.json(await walletData(ctx, { userId, config: paymentsOf(services), locale: v.viewer.locale }));
  });

  contract(app, "get", "/user/wallet-history", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = await walletUser(ctx, v.viewer);
    return c.json(await walletHistory(ctx, { userId, page: pageQuery(c), pageUrl: historyUrl }));
  });

  contract(app, "post", "/user/recharge-wallet", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const form = await readBody(c);
    const file = await uploadedFile(form.file);
    const done = await rechargeWallet(ctx, { viewer: v.viewer, form, file, config: paymentsOf(services), uploadsDir });
    const history = await walletHistory(ctx, { userId: done.recharge.userId, page: 1, pageUrl: historyUrl });
    return c.json({
      success: translate(v.viewer.locale, done.redirectUrl ? "wallet_recharge_redirect" : "wallet_recharge_pending"),
      wallet: rechargeView(done.recharge),
      recharges: history.recharges,
      balance: history.balance,
      redirect_url: done.redirectUrl,
    });
  });

  contract(app, "get", "/user/wallet-receipt/:id", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    await walletUser(ctx, v.viewer);
    const key = await rechargeReceiptKey(ctx, { userId: v.viewer.userId, rechargeId: intParam(c, "id") });
    const file = receiptPath(uploadsDir, key);
    const bytes = file ? await readFile(file).catch(() => null) : null;
    if (!bytes) throw new DomainError("wallet_recharge_not_found", 404);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "private, no-store",
      "Content-Disposition": "inline",
    });
  });

  contract(app, "get", "/admin/wallet-recharges/pending", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ recharges: await pageWallet(ctx, v.viewer, { config: paymentsOf(services), appPath: env.APP_PATH }).pending() });
  });

  for (const decision of ["approve", "reject"] as const)
    contract(app, "post", `/admin/wallet-recharges/:id/${decision}`, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const done = await decideRecharge(ctx, { userId: v.viewer.userId, rechargeId: intParam(c, "id"), decision });
      return c.json({
        success: translate(v.viewer.locale, decision === "approve" ? "wallet_recharge_approved" : "wallet_recharge_rejected"),
        repeated: done.repeated,
        wallet: rechargeView(done.recharge),
      });
    });
}
