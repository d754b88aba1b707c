import { and, count, eq, isNull, like, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, jobs, ledgerAccounts, ledgerEntries, orders, products, refundRequests, shops, users } from "../../db/schema";
import type { PlatformAccountKind, UserAccountKind } from "../../db/schema/ledger";
import type { Ctx } from "../../domain/context";
import { balanceOf } from "../../domain/ledger/book";
import { checkBalances, checkBooks } from "../../domain/ledger/check-balances";
import { releaseOrderEarnings } from "../../domain/orders/settle-order";
import { signUp, type TestApp } from "../setup/accounts";
import { newAffiliate } from "../setup/affiliate-fixture";
import { call } from "../setup/http";
import { placeOrderAs } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { askRefund, payBySandbox } from "../setup/refund-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases, type SuiteDatabases } from "../setup/test-db";
import { grant } from "../setup/wallet-fixture";

const RATE_BP = 1000; // the fresh category's commission: 10 %
const AFFILIATE_BP = 500; // the affiliate program's default: 5 %
const POINTS = 3; // a fresh product's reward points a unit
const PRICE = 2000;
const QUANTITY = 2;
const GOODS = PRICE * QUANTITY;
const COMMISSION = Math.ceil((GOODS * RATE_BP) / 10_000);
const AFFILIATE = Math.floor((GOODS * AFFILIATE_BP) / 10_000);

/** The settlement of an order's money (issue 37, decision 071), on a fresh database of its kind, through the real calls. */
function settlementWorld(on: SuiteDatabases) {
  const w = {} as { database: DatabaseHandle; app: TestApp; ctx: Ctx; admin: TestClient; categoryId: number };
  beforeAll(async () => {
    w.database = on.database;
    ({ app: w.app, ctx: w.ctx } = await makeTestApp(w.database));
    w.admin = await adminClient(w.app, w.database.db);
    // a category of its own with a known rate, so the commission is known
    const slug = `settlement-${process.pid}-${Date.now()}`;
    const [category] = await w.database.db
      .insert(categories)
      .values({ slug, name: { en: "Settlement" }, path: "/", depth: 0, commissionRate: "10.00" })
      .returning({ id: categories.id });
    await w.database.db
      .update(categories)
      .set({ path: `/${category.id}/` })
      .where(eq(categories.id, category.id));
    w.categoryId = category.id;
  }, 60_000);
  return w;
}

type World = ReturnType<typeof settlementWorld>;
let seq = 0;

/** A new verified seller (signed in) with nothing on their accounts, and a product of theirs. */
async function freshSeller(w: World) {
  const { client, userId } = await signUp(w.app);
  await w.database.db.update(users).set({ role: "seller" }).where(eq(users.id, userId));
  const n = ++seq;
  const [shop] = await w.database.db
    .insert(shops)
    .values({
      ownerId: userId,
      slug: `settle-shop-${process.pid}-${n}-${Date.now()}`,
      name: { en: `Settle shop ${n}` },
      verifiedAt: new Date(),
    })
    .returning({ id: shops.id });
  const [product] = await w.database.db
    .insert(products)
    .values({
      shopId: shop.id,
      categoryId: w.categoryId,
      slug: `settle-product-${process.pid}-${n}-${Date.now()}`,
      name: { en: `Settle mug ${n}` },
      priceCents: PRICE,
      stock: 1000,
      images: ["demo/products/p03"],
      shippingFeeCents: 300,
      rewardPoints: POINTS,
    })
    .returning({ id: products.id });
  return { client, userId, productId: product.id };
}

type Seller = Awaited<ReturnType<typeof freshSeller>>;

/** A fresh buyer referred by a fresh affiliate places QUANTITY × the seller's product. */
async function referredOrder(w: World, seller: Seller) {
  const affiliate = await newAffiliate(w.app, w.database.db);
  const { client: buyer, userId: buyerId } = await signUp(w.app);
  await (await buyer.request(`/?ref=${affiliate.code}`)).arrayBuffer();
  const placed = await placeOrderAs(w.database.db, buyer, [{ id: seller.productId, quantity: QUANTITY }]);
  expect(placed.orders).toHaveLength(1);
  const order = placed.orders[0];
  expect(order.affiliateUserId).toBe(affiliate.userId);
  expect(order.totalCents - order.shippingCents - order.taxCents).toBe(GOODS);
  return { buyer, buyerId, affiliate, order, group: placed.group };
}

const userBalance = async (w: World, userId: number, kind: UserAccountKind) => (await balanceOf(w.database.db, userId, kind)).balanceMinor;

/** A marketplace account's balance: the sum of its entries. */
async function platformBalance(w: World, kind: PlatformAccountKind) {
  const [row] = await w.database.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currencyCode, "USD")));
  return Number(row.sum);
}

/** Everything settling one order touches, to compare before and after. */
async function snapshot(w: World, who: { sellerId: number; buyerId: number; affiliateId: number }) {
  return {
    seller: await userBalance(w, who.sellerId, "seller"),
    debt: await userBalance(w, who.sellerId, "seller_debt"),
    points: await userBalance(w, who.buyerId, "reward"),
    pendingPoints: await userBalance(w, who.buyerId, "reward_pending"),
    affiliate: await userBalance(w, who.affiliateId, "affiliate"),
    pendingAffiliate: await userBalance(w, who.affiliateId, "affiliate_pending"),
    commission: await platformBalance(w, "platform_commission"),
    clearing: await platformBalance(w, "platform_clearing"),
  };
}

/** The entries booked for an order (its settlement: seller, commission, affiliate, points; and their counter-entries). */
async function settlementEntries(w: World, orderId: number) {
  const keys = [
    `seller-earning-order-${orderId}`,
    `cash-commission-order-${orderId}`,
    `commission-order-${orderId}`,
    `affiliate-commission-order-${orderId}`,
    `reward-earned-order-${orderId}`,
  ];
  const rows = await w.database.db.select({ key: ledgerEntries.idempotencyKey, amount: ledgerEntries.amountMinor }).from(ledgerEntries);
  return rows.filter((r) => keys.some((k) => r.key === k || r.key.startsWith(`${k}#`)));
}

const releaseJobs = async (w: World, orderId: number) =>
  w.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, "release-earnings"), like(jobs.dedupeKey, `release-earnings-${orderId}%`)));

async function booksAreRight(w: World) {
  expect(await checkBalances(w.database.db)).toEqual([]);
  expect(await checkBooks(w.database.db)).toEqual({ unbalanced: [], unpaired: [], clearing: [] });
}

const move = (seller: Seller, code: string, body: Record<string, string>) => call(seller.client, `/seller/orders/${code}/status`, body);

async function onTheWay(seller: Seller, code: string) {
  for (const status of ["confirmed", "picked_up", "on_the_way"]) expect((await move(seller, code, { status })).status).toBe(200);
}

const orderRow = async (w: World, id: number) => (await w.database.db.select().from(orders).where(eq(orders.id, id)))[0];

async function acceptRefund(buyer: TestClient, seller: Seller, orderId: number) {
  const asked = await askRefund(buyer, { order_id: orderId, reason: "It arrived broken in two places." });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const accepted = await call(seller.client, `/seller/refund-requests/${asked.body.refund.id}/accept`, {});
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  // deciding again the same way books nothing more
  expect((await call(seller.client, `/seller/refund-requests/${asked.body.refund.id}/accept`, {})).body.repeated).toBe(true);
  return asked.body.refund.id as number;
}

/**
 * Each scenario on a database of its own (restored from the demo shop), so that books one
 * scenario breaks cannot fail the next one's `checkBooks`.
 */
function scenario(title: string, body: (w: World) => Promise<void>) {
  describeOnDatabases(`settlement: ${title}`, { products: 20 }, (on) => {
    const w = settlementWorld(on);
    it(title, () => body(w), 60_000);
  });
}

scenario(
  "cash on delivery: delivered unpaid books nothing; marked paid it settles once: the commission is the seller's debt",
  async (w) => {
    const seller = await freshSeller(w);
    const { buyerId, affiliate, order, group, buyer } = await referredOrder(w, seller);
    const who = { sellerId: seller.userId, buyerId, affiliateId: affiliate.userId };
    expect((await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: group.code })).status).toBe(200);
    const before = await snapshot(w, who);
    await onTheWay(seller, order.code);
    expect((await move(seller, order.code, { status: "delivered" })).status).toBe(200);
    // delivered, not paid: no seller earning, no commission, no affiliate commission, no points, no release job
    expect(await snapshot(w, who)).toEqual(before);
    expect(await settlementEntries(w, order.id)).toEqual([]);
    expect((await orderRow(w, order.id)).settledAt).toBeNull();
    expect(await releaseJobs(w, order.id)).toEqual([]);
    expect(await w.database.db.transaction((tx) => releaseOrderEarnings(w.ctx, tx, order.id))).toEqual({ points: 0, commission: 0 });
    await booksAreRight(w);

    // the seller collected the cash
    expect((await move(seller, order.code, { payment_status: "paid" })).status).toBe(200);
    const settled = await orderRow(w, order.id);
    expect(settled.settledAt).not.toBeNull();
    const after = await snapshot(w, who);
    expect(after).toMatchObject({
      seller: before.seller,
      debt: before.debt + COMMISSION,
      pendingPoints: before.pendingPoints + POINTS * QUANTITY,
      points: before.points,
      pendingAffiliate: before.pendingAffiliate + AFFILIATE,
      affiliate: before.affiliate,
      clearing: before.clearing,
    });
    const booked = await settlementEntries(w, order.id);
    expect(booked.filter((e) => e.key === `seller-earning-order-${order.id}`)).toEqual([]);
    expect(booked.filter((e) => e.key === `cash-commission-order-${order.id}`)).toEqual([
      { key: `cash-commission-order-${order.id}`, amount: COMMISSION },
    ]);
    // the return window's job is queued for settled + refund_request_time (14 days)
    const [job] = await releaseJobs(w, order.id);
    expect(job.runAt.getTime() - (settled.settledAt as Date).getTime()).toBe(14 * 86_400_000);

    // moving it again books nothing more
    expect((await move(seller, order.code, { status: "delivered" })).status).not.toBe(500);
    expect((await move(seller, order.code, { payment_status: "paid" })).status).not.toBe(500);
    expect(await snapshot(w, who)).toEqual(after);
    expect(await settlementEntries(w, order.id)).toEqual(booked);
    expect((await orderRow(w, order.id)).settledAt?.getTime()).toBe(settled.settledAt?.getTime());
    expect(await releaseJobs(w, order.id)).toHaveLength(1);
    await booksAreRight(w);
  },
);

scenario("cash on delivery: the marketplace's commission account earns the commission, as it does for an order paid online", async (w) => {
  const seller = await freshSeller(w);
  const cash = await referredOrder(w, seller);
  expect((await call(cash.buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: cash.group.code })).status).toBe(200);
  const beforeCash = await platformBalance(w, "platform_commission");
  await onTheWay(seller, cash.order.code);
  expect((await move(seller, cash.order.code, { status: "delivered", payment_status: "paid" })).status).toBe(200);
  const cashCommission = (await platformBalance(w, "platform_commission")) - beforeCash;

  // another seller (no debt to net)
  const other = await freshSeller(w);
  const online = await referredOrder(w, other);
  await payBySandbox(w.app, online.buyer, online.group.code);
  const beforeOnline = await platformBalance(w, "platform_commission");
  await onTheWay(other, online.order.code);
  expect((await move(other, online.order.code, { status: "delivered" })).status).toBe(200);
  const onlineCommission = (await platformBalance(w, "platform_commission")) - beforeOnline;
  await booksAreRight(w);

  expect(onlineCommission).toBe(COMMISSION);
  // the same revenue with the same sign, whoever holds the buyer's cash
  expect(cashCommission).toBe(COMMISSION);
});

scenario(
  "paid online then delivered, or delivered then paid: each settles once; repeated moves book nothing; the window frees once",
  async (w) => {
    // sandbox: paid first, then delivered
    const seller = await freshSeller(w);
    const first = await referredOrder(w, seller);
    const who1 = { sellerId: seller.userId, buyerId: first.buyerId, affiliateId: first.affiliate.userId };
    const start = await snapshot(w, who1);
    await payBySandbox(w.app, first.buyer, first.group.code);
    const paid = await snapshot(w, who1);
    // paid, not delivered: the money waits in the orders' clearing, nothing is shared out
    expect(paid).toEqual({ ...start, clearing: start.clearing + first.order.totalCents });
    expect(await settlementEntries(w, first.order.id)).toEqual([]);
    await booksAreRight(w);
    await onTheWay(seller, first.order.code);
    expect((await move(seller, first.order.code, { status: "delivered" })).status).toBe(200);
    const settled = await snapshot(w, who1);
    expect(settled).toEqual({
      ...start,
      seller: start.seller + first.order.totalCents - COMMISSION,
      commission: start.commission + COMMISSION,
      pendingPoints: start.pendingPoints + POINTS * QUANTITY,
      pendingAffiliate: start.pendingAffiliate + AFFILIATE,
      clearing: start.clearing,
    });
    const booked = await settlementEntries(w, first.order.id);
    expect((await move(seller, first.order.code, { status: "delivered" })).status).not.toBe(500);
    expect((await move(seller, first.order.code, { payment_status: "paid" })).status).not.toBe(500);
    expect(await snapshot(w, who1)).toEqual(settled);
    expect(await settlementEntries(w, first.order.id)).toEqual(booked);
    await booksAreRight(w);

    // sandbox: delivered first (nothing), then paid (settled in the payment's webhook)
    const second = await referredOrder(w, seller);
    const who2 = { sellerId: seller.userId, buyerId: second.buyerId, affiliateId: second.affiliate.userId };
    const start2 = await snapshot(w, who2);
    await onTheWay(seller, second.order.code);
    expect((await move(seller, second.order.code, { status: "delivered" })).status).toBe(200);
    expect(await snapshot(w, who2)).toEqual(start2);
    expect(await settlementEntries(w, second.order.id)).toEqual([]);
    await payBySandbox(w.app, second.buyer, second.group.code);
    const settled2 = await snapshot(w, who2);
    expect(settled2).toEqual({
      ...start2,
      seller: start2.seller + second.order.totalCents - COMMISSION,
      commission: start2.commission + COMMISSION,
      pendingPoints: start2.pendingPoints + POINTS * QUANTITY,
      pendingAffiliate: start2.pendingAffiliate + AFFILIATE,
    });
    expect((await move(seller, second.order.code, { status: "delivered" })).status).not.toBe(500);
    expect((await move(seller, second.order.code, { payment_status: "paid" })).status).not.toBe(500);
    expect(await snapshot(w, who2)).toEqual(settled2);
    await booksAreRight(w);

    // the return windows end: points and commissions are freed, once each
    for (const o of [first, second]) {
      const freed = await w.database.db.transaction((tx) => releaseOrderEarnings(w.ctx, tx, o.order.id));
      expect(freed).toEqual({ points: POINTS * QUANTITY, commission: AFFILIATE });
      expect(await w.database.db.transaction((tx) => releaseOrderEarnings(w.ctx, tx, o.order.id))).toEqual({ points: 0, commission: 0 });
      expect(await userBalance(w, o.buyerId, "reward")).toBe(POINTS * QUANTITY);
      expect(await userBalance(w, o.buyerId, "reward_pending")).toBe(0);
      expect(await userBalance(w, o.affiliate.userId, "affiliate")).toBe(AFFILIATE);
      expect(await userBalance(w, o.affiliate.userId, "affiliate_pending")).toBe(0);
    }
    await booksAreRight(w);
  },
);

scenario("paid from the wallet, then delivered: the clearing holds the total once, and it settles once", async (w) => {
  const seller = await freshSeller(w);
  // the wallet: paid at once from the buyer's wallet, then delivered
  const third = await referredOrder(w, seller);
  const who3 = { sellerId: seller.userId, buyerId: third.buyerId, affiliateId: third.affiliate.userId };
  await grant(w.database.db, third.buyerId, third.order.totalCents);
  const start3 = await snapshot(w, who3);
  const byWallet = await call(third.buyer, "/user/complete-order", { payment_type: "wallet", code: third.group.code });
  expect(byWallet.status, JSON.stringify(byWallet.body)).toBe(200);
  expect((await orderRow(w, third.order.id)).paymentStatus).toBe("paid");
  expect(await userBalance(w, third.buyerId, "wallet")).toBe(0);
  expect(await snapshot(w, who3)).toEqual({ ...start3, clearing: start3.clearing + third.order.totalCents });
  await booksAreRight(w);
  await onTheWay(seller, third.order.code);
  expect((await move(seller, third.order.code, { status: "delivered" })).status).toBe(200);
  const settled3 = await snapshot(w, who3);
  expect(settled3).toEqual({
    ...start3,
    seller: start3.seller + third.order.totalCents - COMMISSION,
    commission: start3.commission + COMMISSION,
    pendingPoints: start3.pendingPoints + POINTS * QUANTITY,
    pendingAffiliate: start3.pendingAffiliate + AFFILIATE,
  });
  expect((await move(seller, third.order.code, { status: "delivered" })).status).not.toBe(500);
  expect(await snapshot(w, who3)).toEqual(settled3);
  await booksAreRight(w);
});

scenario(
  "points freed while another order is paid and not yet delivered: the books are right (the clearing is checked in the orders' currency)",
  async (w) => {
    const seller = await freshSeller(w);
    const done = await referredOrder(w, seller);
    await payBySandbox(w.app, done.buyer, done.group.code);
    await onTheWay(seller, done.order.code);
    expect((await move(seller, done.order.code, { status: "delivered" })).status).toBe(200);
    expect(await w.database.db.transaction((tx) => releaseOrderEarnings(w.ctx, tx, done.order.id))).toEqual({
      points: POINTS * QUANTITY,
      commission: AFFILIATE,
    });
    await booksAreRight(w);
    // paid, on its way: the clearing (in the orders' currency) holds its total; the points' clearing nets to zero
    const waiting = await referredOrder(w, seller);
    await payBySandbox(w.app, waiting.buyer, waiting.group.code);
    expect(await platformBalance(w, "platform_clearing")).toBe(waiting.order.totalCents);
    await booksAreRight(w);
  },
);

scenario("an accepted refund inside the return window reverses every part of the settlement exactly", async (w) => {
  const seller = await freshSeller(w);
  // online: the seller's share, the commission, the points and the affiliate's commission all go back
  const online = await referredOrder(w, seller);
  const who = { sellerId: seller.userId, buyerId: online.buyerId, affiliateId: online.affiliate.userId };
  const before = await snapshot(w, who);
  await payBySandbox(w.app, online.buyer, online.group.code);
  await onTheWay(seller, online.order.code);
  expect((await move(seller, online.order.code, { status: "delivered" })).status).toBe(200);
  expect((await snapshot(w, who)).seller).toBe(before.seller + online.order.totalCents - COMMISSION);
  await acceptRefund(online.buyer, seller, online.order.id);
  expect(await snapshot(w, who)).toEqual(before);
  expect((await orderRow(w, online.order.id)).paymentStatus).toBe("refunded");
  // the window's end frees nothing of a refunded order
  expect(await w.database.db.transaction((tx) => releaseOrderEarnings(w.ctx, tx, online.order.id))).toEqual({ points: 0, commission: 0 });
  expect(await snapshot(w, who)).toEqual(before);
  await booksAreRight(w);

  // cash on delivery: the commission the seller owed is forgiven
  const cash = await referredOrder(w, seller);
  const whoCash = { sellerId: seller.userId, buyerId: cash.buyerId, affiliateId: cash.affiliate.userId };
  expect((await call(cash.buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: cash.group.code })).status).toBe(200);
  const beforeCash = await snapshot(w, whoCash);
  await onTheWay(seller, cash.order.code);
  expect((await move(seller, cash.order.code, { status: "delivered", payment_status: "paid" })).status).toBe(200);
  expect((await snapshot(w, whoCash)).debt).toBe(beforeCash.debt + COMMISSION);
  await acceptRefund(cash.buyer, seller, cash.order.id);
  expect(await snapshot(w, whoCash)).toEqual(beforeCash);
  await booksAreRight(w);
});

scenario("a refund asked for inside the window holds the release back until it is decided", async (w) => {
  const seller = await freshSeller(w);
  const o = await referredOrder(w, seller);
  await payBySandbox(w.app, o.buyer, o.group.code);
  await onTheWay(seller, o.order.code);
  expect((await move(seller, o.order.code, { status: "delivered" })).status).toBe(200);
  const asked = await askRefund(o.buyer, { order_id: o.order.id, reason: "It arrived broken in two places." });
  expect(asked.status).toBe(200);
  const queued = (await releaseJobs(w, o.order.id)).length;
  expect(await w.database.db.transaction((tx) => releaseOrderEarnings(w.ctx, tx, o.order.id))).toEqual({ points: 0, commission: 0 });
  expect(await releaseJobs(w, o.order.id)).toHaveLength(queued + 1);
  expect(await userBalance(w, o.buyerId, "reward_pending")).toBe(POINTS * QUANTITY);
  expect((await call(seller.client, `/seller/refund-requests/${asked.body.refund.id}/reject`, {})).status).toBe(200);
  expect(await w.database.db.transaction((tx) => releaseOrderEarnings(w.ctx, tx, o.order.id))).toEqual({
    points: POINTS * QUANTITY,
    commission: AFFILIATE,
  });
  expect(await userBalance(w, o.buyerId, "reward")).toBe(POINTS * QUANTITY);
  expect(await userBalance(w, o.affiliate.userId, "affiliate")).toBe(AFFILIATE);
  await booksAreRight(w);
});

scenario(
  "deliver, pay and accept a refund at once on one order: one consistent outcome, settled at most once, the books balanced",
  async (w) => {
    for (let round = 0; round < 4; round++) {
      const seller = await freshSeller(w);
      const o = await referredOrder(w, seller);
      const who = { sellerId: seller.userId, buyerId: o.buyerId, affiliateId: o.affiliate.userId };
      expect((await call(o.buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: o.group.code })).status).toBe(200);
      await onTheWay(seller, o.order.code);
      const before = await snapshot(w, who);
      // a refund request waiting for the seller (the buyer cannot ask before delivery: written as the request form would)
      const [request] = await w.database.db
        .insert(refundRequests)
        .values({ orderId: o.order.id, userId: o.buyerId, reason: "Written for the race.", amountCents: o.order.totalCents })
        .returning({ id: refundRequests.id });
      const calls = [
        () => move(seller, o.order.code, { status: "delivered" }),
        () => move(seller, o.order.code, { payment_status: "paid" }),
        () => call(seller.client, `/seller/refund-requests/${request.id}/accept`, {}),
      ];
      // a different order of firing each round
      const order = [0, 1, 2].map((i) => calls[(i + round) % 3]);
      const answers = await Promise.all(order.map((f) => f()));
      for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
      const row = await orderRow(w, o.order.id);
      const after = await snapshot(w, who);
      const entries = await settlementEntries(w, o.order.id);
      const keys = entries.map((e) => e.key);
      expect(new Set(keys).size).toBe(keys.length);
      if (row.paymentStatus === "refunded") {
        // the refund came last: settled, then every part reversed
        expect(row.status).toBe("delivered");
        expect(row.settledAt).not.toBeNull();
        expect(after).toEqual(before);
      } else if (row.status === "delivered" && row.paymentStatus === "paid") {
        expect(row.settledAt).not.toBeNull();
        // the commission's sign is the cash-on-delivery scenario's: here, that it moved once
        expect(Math.abs(after.commission - before.commission)).toBe(COMMISSION);
        expect(after).toEqual({
          ...before,
          commission: after.commission,
          debt: before.debt + COMMISSION,
          pendingPoints: before.pendingPoints + POINTS * QUANTITY,
          pendingAffiliate: before.pendingAffiliate + AFFILIATE,
        });
      } else {
        expect(row.settledAt).toBeNull();
        expect(after).toEqual(before);
        expect(entries).toEqual([]);
      }
      expect(entries.filter((e) => e.key === `cash-commission-order-${o.order.id}`).length).toBeLessThanOrEqual(1);
      await booksAreRight(w);
    }
  },
);

scenario("the commission owed on cash is netted against the seller's next online earning", async (w) => {
  const seller = await freshSeller(w);
  const cash = await referredOrder(w, seller);
  expect((await call(cash.buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: cash.group.code })).status).toBe(200);
  await onTheWay(seller, cash.order.code);
  expect((await move(seller, cash.order.code, { status: "delivered", payment_status: "paid" })).status).toBe(200);
  expect(await userBalance(w, seller.userId, "seller_debt")).toBe(COMMISSION);
  expect(await userBalance(w, seller.userId, "seller")).toBe(0);
  await booksAreRight(w);

  const online = await referredOrder(w, seller);
  await payBySandbox(w.app, online.buyer, online.group.code);
  await onTheWay(seller, online.order.code);
  expect((await move(seller, online.order.code, { status: "delivered" })).status).toBe(200);
  expect(await userBalance(w, seller.userId, "seller_debt")).toBe(0);
  expect(await userBalance(w, seller.userId, "seller")).toBe(online.order.totalCents - COMMISSION - COMMISSION);
  const [{ n }] = await w.database.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.kind, "debt_netted"));
  expect(n).toBe(2);
  await booksAreRight(w);
});

scenario(
  "a refund after the seller was paid out: the commission comes back, the shortfall is the seller's debt, the books balance",
  async (w) => {
    const seller = await freshSeller(w);
    const o = await referredOrder(w, seller);
    await payBySandbox(w.app, o.buyer, o.group.code);
    await onTheWay(seller, o.order.code);
    expect((await move(seller, o.order.code, { status: "delivered" })).status).toBe(200);
    const share = o.order.totalCents - COMMISSION;
    expect(await userBalance(w, seller.userId, "seller")).toBe(share);
    const commissionBefore = await platformBalance(w, "platform_commission");
    const payout = await call(seller.client, "/seller/payouts", { amount: (share / 100).toFixed(2), payout_details: "IBAN DE00 1234" });
    expect(payout.status, JSON.stringify(payout.body)).toBe(200);
    expect((await call(w.admin, `/admin/seller-payouts/${payout.body.payout.id}/pay`, {})).body.payout.status).toBe("paid");
    expect(await userBalance(w, seller.userId, "seller")).toBe(0);
    await booksAreRight(w);

    await acceptRefund(o.buyer, seller, o.order.id);
    expect(await userBalance(w, seller.userId, "seller")).toBe(0);
    expect(await userBalance(w, seller.userId, "seller_debt")).toBe(share);
    expect(await platformBalance(w, "platform_commission")).toBe(commissionBefore - COMMISSION);
    expect(await userBalance(w, o.buyerId, "reward_pending")).toBe(0);
    expect(await userBalance(w, o.affiliate.userId, "affiliate_pending")).toBe(0);
    await booksAreRight(w);
  },
);
