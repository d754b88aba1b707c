import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { ledgerAccounts, ledgerEntries, walletRecharges } from "../../db/schema";
import { book } from "../../domain/ledger/book";
import type { TestApp } from "./accounts";
import { call } from "./http";
import type { TestClient } from "./test-app";

/** `POST user/recharge-wallet`, as JSON or (with a file) as multipart. */
export async function recharge(client: TestClient, fields: Record<string, unknown>, file?: { bytes: Uint8Array; type?: string }) {
  if (!file) return call(client, "/user/recharge-wallet", fields);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "image/png" }), "receipt.png");
  const res = await client.request("/user/recharge-wallet", { method: "POST", body: form });
  return { status: res.status, body: await res.json() };
}

/** The sandbox's hosted page of a redirect URL: its path and the buttons' token. */
export async function hostedPage(app: TestApp, url: string) {
  const html = await (await app.request(url)).text();
  return { html, token: /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "" };
}

/** Press a button of the sandbox's hosted page (its webhook is delivered in-process); answers the return link. */
export async function press(app: TestApp, url: string, action: "pay" | "cancel" | "fail") {
  const { token } = await hostedPage(app, url);
  const res = await app.request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action, token }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers.get("location") ?? "";
}

/** Recharge through the sandbox and pay on its hosted page: the wallet is credited by the verified webhook. */
export async function rechargeBySandbox(app: TestApp, client: TestClient, amount: string) {
  const started = await recharge(client, { amount, payment_type: "sandbox" });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await press(app, started.body.redirect_url, "pay");
  return { started, back };
}

/** Give a user wallet money directly through the ledger (an opening balance). */
export async function grant(db: Database, userId: number, cents: number, key = `test-grant-${userId}-${Math.random()}`) {
  await db.transaction((tx) =>
    book(tx, { userId, account: "wallet", currencyCode: "USD", kind: "opening_balance", amountMinor: cents, idempotencyKey: key }),
  );
}

/** How many entries and recharges exist (to prove that a refused call booked nothing). */
export async function ledgerCounts(db: Database, userId?: number) {
  const entries = userId
    ? await db
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerAccounts.userId, userId))
    : await db.select({ n: count() }).from(ledgerEntries);
  const recharges = userId
    ? await db.select({ n: count() }).from(walletRecharges).where(eq(walletRecharges.userId, userId))
    : await db.select({ n: count() }).from(walletRecharges);
  return { entries: entries[0].n, recharges: recharges[0].n };
}

export const balanceOfClient = async (client: TestClient) => (await call(client, "/user/wallet-history")).body.balance as string;
