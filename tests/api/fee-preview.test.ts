import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, ledgerEntries, orders, settings } from "../../db/schema";
import { orderCommission } from "../../domain/seller/earnings";
import { translate } from "../../server/i18n";
import { signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { deliveredOrder } from "../setup/refund-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * The fee preview (issue 37, item 5): `GET seller/fee-preview` answers what a sale leaves the
 * seller by settlement's own rule (the category's rate up the tree, else the default; rounded up
 * to the cent; the fee tax on the commission), and a sold order's `fees` are what its settlement
 * booked.
 */
describeOnDatabases("fee preview", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let leaf: { id: number; path: string };
  let rootId: number;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    // a category two levels down or more: its own rate and its parents' are cleared, its root gets 12.50 %
    const all = await database.db.select({ id: categories.id, path: categories.path }).from(categories);
    const deep = all.find((c) => c.path.split("/").filter(Boolean).length >= 2);
    if (!deep) throw new Error("the demo catalogue has no sub-category");
    leaf = deep;
    const chain = leaf.path.split("/").filter(Boolean).map(Number);
    rootId = chain[0];
    await database.db.update(categories).set({ commissionRate: null }).where(inArray(categories.id, chain));
  }, 60_000);

  const setRate = (id: number, rate: string | null) =>
    database.db.update(categories).set({ commissionRate: rate }).where(eq(categories.id, id));
  const setSetting = (key: string, value: string) =>
    database.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  const seller = async () => {
    const p = await productOfShop(database.db, { priceCents: 3333, extra: { categoryId: leaf.id } });
    return { product: p, client: await signedIn(app, p.ownerEmail, "seller123") };
  };
  const preview = (client: Parameters<typeof call>[0], query: Record<string, string>) =>
    call(client, `/seller/fee-preview?${new URLSearchParams(query)}`);

  it("takes the rate of the nearest rated category up the tree, rounds up to the cent and adds the fee tax", async () => {
    const { client } = await seller();
    await setRate(rootId, "12.50");
    // 3 × 33.33 = 99.99; 12.5 % = 12.49875 → 12.50 (the marketplace keeps the part of a cent)
    const up = await preview(client, { price: "33.33", category_id: String(leaf.id), quantity: "3" });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toEqual({
      price: "33.33",
      quantity: 3,
      goods: "99.99",
      commission_rate: "12.50",
      commission_fixed: "0.00",
      commission: "12.50",
      fee_tax_rate: "0.00",
      fee_tax: "0.00",
      payout: "87.49",
    });
    // the leaf's own rate wins over its root's
    await setRate(leaf.id, "3");
    expect((await preview(client, { price: "10.01", category_id: String(leaf.id) })).body).toMatchObject({
      commission_rate: "3.00",
      commission: "0.31", // 0.3003 → 0.31
      payout: "9.70",
    });
    await setRate(leaf.id, null);
    // a tax on the fee: 9 % of 12.50 = 1.125 → 1.13
    await setSetting("platform_fee_tax_rate", "9");
    try {
      expect((await preview(client, { price: "33.33", category_id: String(leaf.id), quantity: "3" })).body).toMatchObject({
        commission: "12.50",
        fee_tax_rate: "9.00",
        fee_tax: "1.13",
        payout: "86.36",
      });
    } finally {
      await database.db.delete(settings).where(eq(settings.key, "platform_fee_tax_rate"));
    }
  });

  it("without a rated category, or without a category, the default rate (seller_commission_rate)", async () => {
    const { client } = await seller();
    await setRate(rootId, null);
    await setSetting("seller_commission_rate", "7.25");
    try {
      // 10.01 × 7.25 % = 0.725725 → 0.73
      const expected = { commission_rate: "7.25", commission: "0.73", fee_tax: "0.00", payout: "9.28" };
      expect((await preview(client, { price: "10.01", category_id: String(leaf.id) })).body).toMatchObject(expected);
      expect((await preview(client, { price: "10.01" })).body).toMatchObject(expected);
      expect((await preview(client, { price: "10.01", category_id: "" })).body).toMatchObject(expected);
    } finally {
      await database.db.delete(settings).where(eq(settings.key, "seller_commission_rate"));
    }
  });

  it("refuses a bad price, an unknown category or quantity with 422 on that field, translated, and changes nothing", async () => {
    const { client } = await seller();
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    const message = (key: string, attr: string, locale = "en") => translate(locale, key, { attribute: translate(locale, attr) });
    for (const price of ["abc", "0", "0.00", "1.234", "-5", "1e3", ""]) {
      const bad = await preview(client, { price, category_id: String(leaf.id) });
      expect(bad.status, price).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(["price"]);
      expect(bad.body.errors.price[0]).toBe(message("v_amount_positive", "attr_price"));
    }
    const missing = await call(client, "/seller/fee-preview");
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["price"]);
    const unknown = await preview(client, { price: "10", category_id: "999999" });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["category_id"]);
    expect(unknown.body.errors.category_id[0]).toBe(message("v_fee_category", "attr_category_id"));
    expect(unknown.body.errors.category_id[0]).toBe("There is no such category.");
    expect((await preview(client, { price: "10", category_id: "x" })).body.errors).toHaveProperty("category_id");
    expect((await preview(client, { price: "10", quantity: "0" })).body.errors).toHaveProperty("quantity");
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries)).toEqual(before);
  });

  it("is the seller centre's: a guest, a customer and an operator without a shop get 404", async () => {
    const q = "/seller/fee-preview?price=10";
    expect((await call(app, q)).status).toBe(404);
    const { client: customer } = await signUp(app);
    expect((await call(customer, q)).status).toBe(404);
    expect((await call(await adminClient(app, database.db), q)).status).toBe(404);
  });

  it("a sold order's fees: an estimate by today's rate, then exactly what its settlement booked", async () => {
    await setRate(rootId, "12.50");
    const { product, client } = await seller();
    // placed, not paid: an estimate, the same rule as the preview and as settlement
    const { client: buyer } = await signUp(app);
    const { orders: placed } = await placeOrderAs(database.db, buyer, [{ id: product.id, quantity: 3 }]);
    const open = await call(client, `/seller/order-details/${placed[0].code}`);
    expect(open.status).toBe(200);
    const computed = await orderCommission(database.db, placed[0].id);
    expect(computed).toMatchObject({ goods: 9999, commission: 1250 });
    expect(open.body.order.fees).toEqual({
      goods: "99.99",
      shipping_and_tax: ((placed[0].totalCents - 9999) / 100).toFixed(2),
      platform_funded: "0.00",
      commission: "12.50",
      fee_tax: "0.00",
      payout: ((placed[0].totalCents - 1250) / 100).toFixed(2),
      settled: false,
    });
    const pv = await preview(client, { price: "33.33", category_id: String(leaf.id), quantity: "3" });
    expect(pv.body.commission).toBe(open.body.order.fees.commission);

    for (const by of ["sandbox", "cash_on_delivery"] as const) {
      await setRate(rootId, "12.50");
      const { seller: sellerClient, order } = await deliveredOrder(app, database.db, { by, quantity: 3 });
      const [settled] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(settled.settledAt).not.toBeNull();
      const key = by === "sandbox" ? `seller-earning-order-${order.id}` : `cash-commission-order-${order.id}`;
      const [entry] = await database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.idempotencyKey, key)));
      const note = JSON.parse(entry.note ?? "{}");
      // the rate changes after settlement: the order still shows what was booked
      await setRate(rootId, "40");
      const answer = await call(sellerClient, `/seller/order-details/${order.code}`);
      expect(answer.status).toBe(200);
      const fees = answer.body.order.fees;
      expect(fees).toMatchObject({
        settled: true,
        goods: (note.goods_cents / 100).toFixed(2),
        commission: (note.commission_cents / 100).toFixed(2),
        fee_tax: "0.00",
      });
      // the seller's share as booked: the earning itself, or for cash the total less the commission owed
      const share = by === "sandbox" ? entry.amountMinor : settled.totalCents - entry.amountMinor;
      expect(fees.payout, by).toBe((share / 100).toFixed(2));
      expect(note.commission_cents).toBe(Math.ceil((note.goods_cents * 1250) / 10_000));
    }
    await setRate(rootId, null);
  });
});
