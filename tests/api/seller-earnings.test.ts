import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, ledgerAccounts, ledgerEntries, products, sellerPayouts } from "../../db/schema";
import { signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { askRefund, deliveredOrder, payBySandbox } from "../setup/refund-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * Earnings (issue 19): a delivered order credits its seller's ledger account with its total less
 * the marketplace's commission (the category's rate up the tree, else the default); payouts hold
 * the money on request, an operator pays or rejects (booked back); outsiders 404.
 */
describeOnDatabases("seller earnings", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  }, 60_000);

  const sellerBalance = async (userId: number) =>
    (await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId))).find((a) => a.kind === "seller")
      ?.balanceMinor ?? 0;

  it("a delivered order earns its total less the commission of its category (up the tree) or the default; payouts hold, pay and reject exactly", async () => {
    const p = await productOfShop(database.db, { priceCents: 3333, stock: 20 });
    const [product] = await database.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, p.id));
    const [category] = await database.db.select().from(categories).where(eq(categories.id, product.categoryId));
    const rootId = Number(category.path.split("/").filter(Boolean)[0]);
    await database.db.update(categories).set({ commissionRate: "12.50" }).where(eq(categories.id, rootId));

    const { client: buyer } = await signUp(app);
    const { orders: placed, group } = await placeOrderAs(database.db, buyer, [{ id: p.id, quantity: 3 }]);
    const order = placed[0];
    const seller = await signedIn(app, p.ownerEmail, "seller123");
    const before = await sellerBalance(p.ownerId);
    for (const status of ["confirmed", "picked_up", "on_the_way"]) await call(seller, `/seller/orders/${order.code}/status`, { status });
    expect(await sellerBalance(p.ownerId)).toBe(before);
    expect((await call(seller, `/seller/orders/${order.code}/status`, { status: "delivered" })).status).toBe(200);
    // delivered but not paid: nothing is booked for it (decision 071)
    expect(await sellerBalance(p.ownerId)).toBe(before);
    expect(
      await database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.refType, "order"), eq(ledgerEntries.refId, order.id))),
    ).toEqual([]);
    // the buyer pays through the sandbox: paid and delivered, the seller's share is booked
    await payBySandbox(app, buyer, group.code);
    // goods 3 × 33.33 = 99.99; 12.5 % = 12.49875 → 12.50 kept by the marketplace (rounded up)
    const goods = 9999;
    const commission = Math.ceil((goods * 1250) / 10_000);
    expect(commission).toBe(1250);
    expect(await sellerBalance(p.ownerId)).toBe(before + order.totalCents - commission);

    const earnings = await call(seller, "/seller/earnings-data");
    expect(earnings.status).toBe(200);
    expect(earnings.body.entries[0]).toMatchObject({ kind: "seller_earning", order_code: order.code, goods: "99.99", commission: "12.50" });
    expect(earnings.body.commission.categories.map((c: { rate: string }) => c.rate)).toContain("12.50");

    const balance = await sellerBalance(p.ownerId);
    const tooMuch = await call(seller, "/seller/payouts", { amount: ((balance + 1) / 100).toFixed(2), payout_details: "IBAN DE00" });
    expect(tooMuch.status).toBe(422);
    expect(Object.keys(tooMuch.body.errors)).toEqual(["amount"]);
    expect((await call(seller, "/seller/payouts", { amount: "1.234", payout_details: "" })).body.errors).toMatchObject({
      amount: expect.any(Array),
      payout_details: expect.any(Array),
    });
    expect(await database.db.select().from(sellerPayouts).where(eq(sellerPayouts.userId, p.ownerId))).toEqual([]);

    const asked = await call(seller, "/seller/payouts", { amount: "20.00", payout_details: "IBAN DE00" });
    expect(asked.status).toBe(200);
    expect(await sellerBalance(p.ownerId)).toBe(balance - 2000);
    const { client: customer } = await signUp(app);
    expect((await call(customer, "/seller/payouts", { amount: "20.00", payout_details: "x" })).status).toBe(404);
    expect((await call(customer, "/seller/earnings-data")).status).toBe(404);
    expect((await call(seller, `/admin/seller-payouts/${asked.body.payout.id}/reject`, {})).status).toBe(404);
    const admin = await adminClient(app, database.db);
    const rejected = await call(admin, `/admin/seller-payouts/${asked.body.payout.id}/reject`, { note: "Wrong IBAN" });
    expect(rejected.body.payout.status).toBe("rejected");
    expect(await sellerBalance(p.ownerId)).toBe(balance);
    expect((await call(admin, `/admin/seller-payouts/${asked.body.payout.id}/pay`, {})).status).toBe(409);
    const second = await call(seller, "/seller/payouts", { amount: "15.00", payout_details: "IBAN DE01" });
    expect((await call(admin, `/admin/seller-payouts/${second.body.payout.id}/pay`, {})).body.payout.status).toBe("paid");
    expect(await sellerBalance(p.ownerId)).toBe(balance - 1500);
    const history = await call(seller, "/seller/earnings-data");
    expect(history.body.payouts.map((x: { status: string }) => x.status)).toEqual(["paid", "rejected"]);
  });

  it("an accepted refund of a delivered order takes the seller's earning back exactly (once)", async () => {
    const { buyer, seller, product, order } = await deliveredOrder(app, database.db, { by: "sandbox", shopIndex: 3 });
    const earned = await sellerBalance(product.ownerId);
    const [row] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, product.ownerId));
    expect(row).toBeDefined();
    const asked = await askRefund(buyer, { order_id: order.id, reason: "It arrived broken, the screen is cracked." });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const accepted = await call(seller, `/seller/refund-requests/${asked.body.refund.id}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const history = await call(seller, "/seller/earnings-data");
    const share = history.body.entries.find(
      (e: { kind: string; amount: string }) => e.kind === "seller_earning" && !e.amount.startsWith("-"),
    );
    const back = history.body.entries.find(
      (e: { kind: string; amount: string }) => e.kind === "seller_earning" && e.amount.startsWith("-"),
    );
    expect(back.amount).toBe(`-${share.amount}`);
    expect(await sellerBalance(product.ownerId)).toBe(earned - Math.round(Number(share.amount) * 100));
    expect((await call(seller, `/seller/refund-requests/${asked.body.refund.id}/accept`, {})).body.repeated).toBe(true);
    expect(await sellerBalance(product.ownerId)).toBe(earned - Math.round(Number(share.amount) * 100));
  });
});
