import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { orderGroups, refundRequests } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { checkBalances } from "../../domain/ledger/check-balances";
import { saveSetting } from "../../domain/settings/save-setting";
import { signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { adminClient, paymentState } from "../setup/payment-fixture";
import { askRefund, deliverAsSeller } from "../setup/refund-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";
import { balanceOfClient, grant, ledgerCounts, rechargeBySandbox } from "../setup/wallet-fixture";

/** Paying with the wallet (issue 16): exactly the total, once; not enough changes nothing; cancels and refunds go back to the wallet. */
describeOnDatabases("paying with the wallet", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });

  /** A fresh buyer's placed order of one 20.00 product (+ 5.00 flat shipping: 25.00). */
  async function placed(opts: { stock?: number } = {}) {
    const product = await productOfShop(database.db, { stock: opts.stock ?? 50, priceCents: 2000 });
    const buyer = await signUp(app);
    const order = await placeOrderAs(database.db, buyer.client, [{ id: product.id }]);
    return { ...buyer, product, ...order };
  }

  it("the payment page offers the wallet with the balance; not enough: a clear 422 and nothing changes; enough: exactly the total, paid, once", async () => {
    const { client, userId, group, orders } = await placed();
    expect(group.totalCents).toBe(2500);
    const view = await call(client, `/user/payment-order?code=${group.code}`);
    expect(view.body.payment_types).toContainEqual({ type: "wallet", online: false });
    expect(view.body.wallet_balance).toBe("0.00");
    await grant(database.db, userId, 1000);
    const before = await paymentState(database.db, group.code);
    const short = await call(client, "/user/complete-order", { payment_type: "wallet", code: group.code, total: "0.01" });
    expect(short.status).toBe(422);
    expect(short.body.errors.payment_type[0]).toBe("Your wallet balance is not enough for this payment.");
    expect(await paymentState(database.db, group.code)).toEqual(before);
    expect(await ledgerCounts(database.db, userId)).toEqual({ entries: 1, recharges: 0 });

    await rechargeBySandbox(app, client, "20");
    expect(await balanceOfClient(client)).toBe("30.00");
    const paid = await call(client, "/user/complete-order", { payment_type: "wallet", code: group.code, total: "0.01" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      success: "Paid from your wallet.",
      redirect_url: null,
      payment: { gateway: "wallet", status: "succeeded" },
    });
    const state = await paymentState(database.db, group.code);
    expect(state.group.paymentStatus).toBe("paid");
    expect(state.orders).toEqual([{ id: orders[0].id, status: "pending", paymentStatus: "paid", paymentType: "wallet" }]);
    expect(await balanceOfClient(client)).toBe("5.00");
    expect((await call(client, "/user/complete-order", { payment_type: "wallet", code: group.code })).status).toBe(409);
    expect(await balanceOfClient(client)).toBe("5.00");
    const history = await call(client, "/user/wallet-history");
    expect(history.body.recharges.data[0]).toMatchObject({
      kind: "order_payment",
      source: "order_payment",
      type: "expense",
      amount: "25.00",
      balance_after: "5.00",
      note: group.code,
    });
  });

  it("another buyer cannot pay someone else's order from their wallet (404, nothing booked)", async () => {
    const { group } = await placed();
    const thief = await signUp(app);
    await grant(database.db, thief.userId, 10_000);
    const res = await call(thief.client, "/user/complete-order", { payment_type: "wallet", code: group.code });
    expect(res.status).toBe(404);
    expect(await balanceOfClient(thief.client)).toBe("100.00");
    expect((await paymentState(database.db, group.code)).group.paymentStatus).toBe("unpaid");
  });

  it("cancelling a wallet-paid order gives the money back to the wallet, once", async () => {
    const { client, userId, group, orders } = await placed();
    await grant(database.db, userId, 2500);
    expect((await call(client, "/user/complete-order", { payment_type: "wallet", code: group.code })).status).toBe(200);
    expect(await balanceOfClient(client)).toBe("0.00");
    const cancelled = await call(client, `/user/cancel-order/${orders[0].id}`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await balanceOfClient(client)).toBe("25.00");
    expect((await call(client, `/user/cancel-order/${orders[0].id}`)).status).toBe(409);
    expect(await balanceOfClient(client)).toBe("25.00");
    const state = await paymentState(database.db, group.code);
    expect(state.orders[0]).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const history = await call(client, "/user/wallet-history");
    expect(history.body.recharges.data[0]).toMatchObject({ kind: "refund", source: "refunded_to_wallet", type: "income", amount: "25.00" });
  });

  it("an accepted refund of a wallet-paid order credits the wallet once (payout wallet)", async () => {
    const { client, userId, group, orders, product } = await placed();
    await grant(database.db, userId, 2500);
    expect((await call(client, "/user/complete-order", { payment_type: "wallet", code: group.code })).status).toBe(200);
    const seller = await signedIn(app, product.ownerEmail, "seller123");
    await deliverAsSeller(seller, orders[0].code);
    const asked = await askRefund(client, { order_id: orders[0].id, reason: "The lid does not close at all." });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [request] = await database.db.select().from(refundRequests).where(eq(refundRequests.orderId, orders[0].id));
    const admin = await adminClient(app, database.db);
    const accepted = await call(admin, `/seller/refund-requests/${request.id}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await call(admin, `/seller/refund-requests/${request.id}/accept`, {})).status).toBe(200);
    expect(await balanceOfClient(client)).toBe("25.00");
    const [after] = await database.db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(after.payout).toBe("wallet");
    expect(after.providerRef).toMatch(/^ledger-\d+$/);
  });

  it("ten parallel wallet payments against a balance that covers three: exactly three paid, the balance never below zero", async () => {
    const buyer = await signUp(app);
    const groups: string[] = [];
    for (let i = 0; i < 10; i++) {
      const product = await productOfShop(database.db, { stock: 5, priceCents: 2000 });
      groups.push((await placeOrderAs(database.db, buyer.client, [{ id: product.id }])).group.code);
    }
    await grant(database.db, buyer.userId, 3 * 2500);
    const answers = await Promise.all(groups.map((code) => call(buyer.client, "/user/complete-order", { payment_type: "wallet", code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 422, 422, 422, 422, 422, 422, 422]);
    const paid = [];
    for (const code of groups) {
      const [g] = await database.db.select().from(orderGroups).where(eq(orderGroups.code, code));
      if (g.paymentStatus === "paid") paid.push(code);
    }
    expect(paid).toHaveLength(3);
    expect(await balanceOfClient(buyer.client)).toBe("0.00");
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("wallet_system off: the wallet is not offered and cannot be chosen", async () => {
    const { client, userId, group } = await placed();
    await grant(database.db, userId, 5000);
    await saveSetting(ctx, { key: "wallet_system", value: 0 });
    try {
      const view = await call(client, `/user/payment-order?code=${group.code}`);
      expect(view.body.payment_types.map((t: { type: string }) => t.type)).not.toContain("wallet");
      expect(view.body.wallet_balance).toBeNull();
      const res = await call(client, "/user/complete-order", { payment_type: "wallet", code: group.code });
      expect(res.status).toBe(422);
    } finally {
      await saveSetting(ctx, { key: "wallet_system", value: 1 });
    }
    expect(await ledgerCounts(database.db, userId)).toEqual({ entries: 1, recharges: 0 });
  });
});
