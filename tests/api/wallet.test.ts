import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { walletRecharges } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { sandboxSignatureHeader } from "../../domain/payments/sandbox-provider";
import { saveSetting } from "../../domain/settings/save-setting";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { adminClient, receiptPng } from "../setup/payment-fixture";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";
import { balanceOfClient, hostedPage, ledgerCounts, press, recharge } from "../setup/wallet-fixture";

/** The wallet's calls (issue 16): data, history with the balance, recharges through the sandbox and offline, the operator's decision. */
describeOnDatabases("wallet recharges", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });

  it("wallet-data and wallet-history answer the reference's keys; a guest must sign in", async () => {
    const { client } = await signUp(app);
    const data = await call(client, "/user/wallet-data");
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({
      indian_currency: null,
      jazz_data: null,
      jazz_url: null,
      xof: null,
      balance: "0.00",
      currency: "USD",
      min_recharge: "1.00",
      max_recharge: "10000.00",
      payment_types: [
        { type: "sandbox", online: true },
        { type: "offline_method", online: false },
      ],
    });
    expect(data.body.offline_methods[0]).toMatchObject({ id: 1, type: "bank_transfer" });
    const history = await call(client, "/user/wallet-history?page=1");
    expect(history.body).toMatchObject({ balance: "0.00", recharges: { data: [], total: 0, current_page: 1, last_page: 1, per_page: 15 } });
    const visitor = await guest(app);
    expect((await call(visitor, "/user/wallet-data")).status).toBe(401);
    expect((await call(visitor, "/user/wallet-history")).status).toBe(401);
    expect((await recharge(visitor, { amount: "10", payment_type: "sandbox" })).status).toBe(401);
  });

  it("sandbox: only the verified event credits the wallet, once; the return link leads back to /my-wallet; a replay books nothing", async () => {
    const { client, userId } = await signUp(app);
    const started = await recharge(client, { amount: "25.50", payment_type: "sandbox", balance: "9999", status: "paid" });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ redirect_url: expect.stringMatching(/^\/sandbox-gateway\/sbx_/), balance: "0.00" });
    expect(started.body.wallet).toMatchObject({ amount: "25.50", status: "pending", payment_method: "sandbox", source: "wallet_recharge" });
    expect((await ledgerCounts(database.db, userId)).entries).toBe(0);
    const page = await hostedPage(app, started.body.redirect_url);
    expect(page.html).toContain("25.50");
    expect(page.html).toContain(`WALLET-${started.body.wallet.id}`);

    const back = await press(app, started.body.redirect_url, "pay");
    expect(back).toMatch(/^\/payment\/return\?ref=sbx_[0-9a-f]+&status=succeeded&amount=2550&currency=USD&sig=/);
    expect(await balanceOfClient(client)).toBe("25.50");
    const returned = await client.request(back);
    expect(returned.status).toBe(303);
    expect(returned.headers.get("location")).toBe("/my-wallet?recharge=succeeded");
    // the return link again, and the hosted page's button again: nothing more
    await client.request(back);
    const again = await app.request(started.body.redirect_url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "pay", token: page.token }).toString(),
    });
    expect(again.status).toBe(303);
    expect(await balanceOfClient(client)).toBe("25.50");
    expect((await ledgerCounts(database.db, userId)).entries).toBe(1);
    const history = await call(client, "/user/wallet-history");
    expect(history.body.recharges.data).toEqual([
      expect.objectContaining({
        row_type: "entry",
        kind: "recharge",
        source: "wallet_recharge",
        type: "income",
        amount: "25.50",
        balance_after: "25.50",
        status: "approved",
        payment_method: "sandbox",
      }),
    ]);
    const [row] = await database.db.select().from(walletRecharges).where(eq(walletRecharges.userId, userId));
    expect(row.status).toBe("paid");
    // the user prop carries the reference's `balance` and `last_recharge`
    expect((await call(client, "/home/check-auth")).body.user).toMatchObject({
      balance: "25.50",
      last_recharge: { id: row.id, amount: "25.50", status: "paid", payment_method: "sandbox" },
    });
  });

  it("sandbox: a cancelled or failed payment credits nothing and shows in the history", async () => {
    const { client, userId } = await signUp(app);
    const started = await recharge(client, { total: "12", payment_type: "sandbox" });
    const back = await press(app, started.body.redirect_url, "cancel");
    expect((await client.request(back)).headers.get("location")).toBe("/my-wallet?recharge=cancelled");
    expect(await balanceOfClient(client)).toBe("0.00");
    expect((await ledgerCounts(database.db, userId)).entries).toBe(0);
    const history = await call(client, "/user/wallet-history");
    expect(history.body.recharges.data).toEqual([expect.objectContaining({ row_type: "recharge", status: "cancelled", amount: "12.00" })]);
  });

  it("bad amounts and ways: a clear 422 and not one recharge or entry", async () => {
    const { client, userId } = await signUp(app);
    const bad: [unknown, string][] = [
      ["0", "wallet_amount_invalid"],
      ["0.00", "wallet_amount_invalid"],
      ["-5", "wallet_amount_invalid"],
      [-5, "wallet_amount_invalid"],
      ["1.234", "wallet_amount_invalid"],
      [1.005, "wallet_amount_invalid"],
      ["abc", "wallet_amount_invalid"],
      ["1e3", "wallet_amount_invalid"],
      ["", "wallet_amount_invalid"],
      [null, "wallet_amount_invalid"],
      [{ a: 1 }, "wallet_amount_invalid"],
      ["99999999999999999999", "wallet_amount_invalid"],
      ["0.50", "The least you can add at once is 1.00."],
      ["10000.01", "The most you can add at once is 10000.00."],
    ];
    for (const [amount, message] of bad) {
      const res = await recharge(client, { amount, payment_type: "sandbox" });
      expect(res.status, `amount ${JSON.stringify(amount)}`).toBe(422);
      const said = res.body.errors.amount[0];
      expect(said === message || (message === "wallet_amount_invalid" && said.startsWith("Enter an amount")), `${amount}: ${said}`).toBe(
        true,
      );
    }
    for (const payment_type of ["stripe", "wallet", "cash_on_delivery", "", "paypal"]) {
      const res = await recharge(client, { amount: "10", payment_type });
      expect(res.status).toBe(422);
      expect(res.body.errors.payment_type).toBeDefined();
    }
    expect((await recharge(client, { amount: "10", payment_type: "offline_method" })).body.errors.file).toBeDefined();
    expect((await recharge(client, { amount: "10", payment_type: "offline_method", id: 7 }, { bytes: await receiptPng() })).status).toBe(
      422,
    );
    expect(
      (
        await recharge(
          client,
          { amount: "10", payment_type: "offline_method" },
          { bytes: new TextEncoder().encode("<?php"), type: "image/png" },
        )
      ).status,
    ).toBe(422);
    expect(await ledgerCounts(database.db, userId)).toEqual({ entries: 0, recharges: 0 });
  });

  it("offline: pending with its receipt until an admin approves (credited once) or rejects (nothing); others get 404", async () => {
    const { client, userId } = await signUp(app);
    const sent = await recharge(
      client,
      { amount: "40", payment_type: "offline_method", id: 1, transaction_id: "TRX-778" },
      { bytes: await receiptPng() },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({
      redirect_url: null,
      balance: "0.00",
      wallet: { status: "pending", transaction_id: "TRX-778", has_receipt: true },
    });
    const id = sent.body.wallet.id as number;
    expect(sent.body.recharges.data[0]).toMatchObject({ row_type: "recharge", id, status: "pending" });
    // the receipt: the owner and admins; another user: 404 (a guest: 401, sign in first)
    expect((await client.request(`/user/wallet-receipt/${id}`)).headers.get("content-type")).toBe("image/webp");
    const other = (await signUp(app)).client;
    expect((await other.request(`/user/wallet-receipt/${id}`)).status).toBe(404);
    expect((await (await guest(app)).request(`/user/wallet-receipt/${id}`)).status).toBe(401);
    // only admins see and decide
    expect((await call(other, "/admin/wallet-recharges/pending")).status).toBe(404);
    expect((await call(other, `/admin/wallet-recharges/${id}/approve`, {})).status).toBe(404);
    expect((await call(client, `/admin/wallet-recharges/${id}/approve`, {})).status).toBe(404);
    expect(await balanceOfClient(client)).toBe("0.00");
    const admin = await adminClient(app, database.db);
    const list = await call(admin, "/admin/wallet-recharges/pending");
    expect(list.body.recharges).toContainEqual(expect.objectContaining({ id, amount: "40.00", receipt_url: `/user/wallet-receipt/${id}` }));
    expect((await admin.request(`/user/wallet-receipt/${id}`)).status).toBe(200);
    const approved = await call(admin, `/admin/wallet-recharges/${id}/approve`, {});
    expect(approved.body).toMatchObject({ repeated: false, wallet: { status: "approved" } });
    expect((await call(admin, `/admin/wallet-recharges/${id}/approve`, {})).body.repeated).toBe(true);
    expect((await call(admin, `/admin/wallet-recharges/${id}/reject`, {})).status).toBe(409);
    expect(await balanceOfClient(client)).toBe("40.00");
    expect((await ledgerCounts(database.db, userId)).entries).toBe(1);

    const second = await recharge(client, { amount: "15", payment_type: "offline_method" }, { bytes: await receiptPng() });
    const rejected = await call(admin, `/admin/wallet-recharges/${second.body.wallet.id}/reject`, {});
    expect(rejected.body.wallet.status).toBe("rejected");
    expect((await call(admin, `/admin/wallet-recharges/${second.body.wallet.id}/approve`, {})).status).toBe(409);
    expect(await balanceOfClient(client)).toBe("40.00");
    expect(await ledgerCounts(database.db, userId)).toEqual({ entries: 1, recharges: 2 });
    expect((await call(admin, "/admin/wallet-recharges/999999/approve", {})).status).toBe(404);
  });

  it("a replayed, altered or unsigned webhook books nothing; ledger entries cannot be changed or deleted", async () => {
    const { client, userId } = await signUp(app);
    const started = await recharge(client, { amount: "30", payment_type: "sandbox" });
    const ref = present(String(started.body.redirect_url).split("/").pop(), "the reference in the redirect");
    const reference = `WALLET-${started.body.wallet.id}`;
    const event = (id: string, amount: number, ref_ = reference) =>
      JSON.stringify({ id, type: "payment.succeeded", created: 0, data: { ref, amount, currency: "USD", reference: ref_ } });
    const deliver = (body: string, signature = sandboxSignatureHeader(ctx, body)) =>
      app.request("/payments/sandbox/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "sandbox-signature": signature },
        body,
      });
    expect((await deliver(event("evt_altered0001", 300000))).status).toBe(400);
    expect((await deliver(event("evt_altered0002", 3000, "WALLET-999999"))).status).toBe(400);
    expect((await deliver(event("evt_unsigned001", 3000), "t=1,v1=00")).status).toBe(400);
    expect((await ledgerCounts(database.db, userId)).entries).toBe(0);
    const good = event("evt_walletpaid01", 3000);
    expect(await (await deliver(good)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await deliver(good)).json()).toEqual({ received: true, duplicate: true });
    expect(await (await deliver(event("evt_walletpaid02", 3000))).json()).toEqual({ received: true, duplicate: false });
    expect(await balanceOfClient(client)).toBe("30.00");
    await expect(database.db.execute(sql`update ledger_entries set amount_minor = 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    expect((await ledgerCounts(database.db, userId)).entries).toBe(1);
    expect(await balanceOfClient(client)).toBe("30.00");
  });

  it("wallet_system off: its calls are 404 and the public settings say so", async () => {
    const { client } = await signUp(app);
    await saveSetting(ctx, { key: "wallet_system", value: 0 });
    try {
      expect((await call(client, "/user/wallet-data")).status).toBe(404);
      expect((await call(client, "/user/wallet-history")).status).toBe(404);
      expect((await recharge(client, { amount: "10", payment_type: "sandbox" })).status).toBe(404);
      const settings = await call(client, "/settings-data");
      expect(JSON.stringify(settings.body)).toContain('"wallet_system":0');
    } finally {
      await saveSetting(ctx, { key: "wallet_system", value: 1 });
    }
    expect((await call(client, "/user/wallet-data")).status).toBe(200);
  });
});
