import { eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { ledgerEntries } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { balanceOf } from "../../domain/ledger/book";
import { checkBalances } from "../../domain/ledger/check-balances";
import { releaseOrderEarnings } from "../../domain/orders/settle-order";
import { saveSetting } from "../../domain/settings/save-setting";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { askRefund } from "../setup/refund-fixture";
import { balance, grantPoints, rewardedOrder, setRewardAddon } from "../setup/reward-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";
import { ledgerCounts } from "../setup/wallet-fixture";

/** Rewards (issue 16): points earned on delivery and taken back on refund, the history, converting into wallet money, the add-on switch. */
describeOnDatabases("rewards", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });
  /** Points held for the return window (decision 071), and the window's end (the `release-earnings` job's work). */
  const heldPoints = async (userId: number) => (await balanceOf(database.db, userId, "reward_pending")).balanceMinor;
  const release = (orderId: number) => database.db.transaction((tx) => releaseOrderEarnings(ctx, tx, orderId));

  it("delivering earns each product's points × units once; the history lists the order's products; check-auth carries the points", async () => {
    const { buyer, buyerId, order, seller } = await rewardedOrder(app, database.db, { points: 7, quantity: 3 });
    // held while the order may still be returned; check-auth tells the buyer
    expect(await heldPoints(buyerId)).toBe(21);
    expect(await balance(database.db, buyerId, "reward")).toBe(0);
    expect((await call(buyer, "/home/check-auth")).body.reward).toMatchObject({ rewards: 0, pending_rewards: 21 });
    expect(await release(order.id)).toEqual({ points: 21, commission: 0 });
    expect(await release(order.id)).toEqual({ points: 0, commission: 0 });
    expect(await heldPoints(buyerId)).toBe(0);
    expect(await balance(database.db, buyerId, "reward")).toBe(21);
    const history = await call(buyer, "/user/reward-history?page=1");
    expect(history.status).toBe(200);
    expect(history.body.reward).toMatchObject({
      user_id: buyerId,
      rewards: 21,
      amount: "0.21",
      reward_convert_rate: 100,
      last_converted: null,
    });
    expect(history.body.reward_details).toMatchObject({ total: 1, per_page: 15, current_page: 1, last_page: 1, next_page_url: null });
    expect(history.body.reward_details.data[0]).toMatchObject({
      type: "earned",
      reward: 21,
      balance_after: 21,
      order_code: order.code,
      products: [{ product_qty: 3, reward: 21, product_name: expect.any(String) }],
    });
    const [entry] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `reward-earned-order-${order.id}`));
    expect(entry).toMatchObject({ kind: "reward_earned", amountMinor: 21, refType: "order", refId: order.id, currencyCode: "PTS" });
    // delivered is final: moving it again changes nothing and books nothing
    expect((await call(seller, `/seller/orders/${order.code}/status`, { status: "delivered" })).status).not.toBe(500);
    expect(await balance(database.db, buyerId, "reward")).toBe(21);
    expect(await heldPoints(buyerId)).toBe(0);
    const auth = await call(buyer, "/home/check-auth");
    expect(auth.body.reward).toMatchObject({ rewards: 21, amount: "0.21" });
    expect((await call(await guest(app), "/home/check-auth")).body.reward).toBeNull();
  });

  it("an order not yet delivered earns nothing", async () => {
    const { buyerId } = await rewardedOrder(app, database.db, { points: 5, quantity: 2, deliver: false });
    expect(await balance(database.db, buyerId, "reward")).toBe(0);
    expect(await heldPoints(buyerId)).toBe(0);
  });

  it("an accepted refund takes the points back once; points already converted stay converted and the shortfall is written down", async () => {
    const first = await rewardedOrder(app, database.db, { points: 10, quantity: 2 });
    expect(await heldPoints(first.buyerId)).toBe(20);
    expect(await release(first.order.id)).toEqual({ points: 20, commission: 0 });
    expect(await balance(database.db, first.buyerId, "reward")).toBe(20);
    const asked = await askRefund(first.buyer, { order_id: first.order.id, reason: "It arrived broken in two places." });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const accepted = await call(first.seller, `/seller/refund-requests/${asked.body.refund.id}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await balance(database.db, first.buyerId, "reward")).toBe(0);
    const rows = (await call(first.buyer, "/user/reward-history")).body.reward_details.data;
    expect(rows[0]).toMatchObject({ type: "taken_back", reward: -20, balance_after: 0, order_code: first.order.code, not_taken_back: 0 });
    // accepting again books nothing more
    await call(first.seller, `/seller/refund-requests/${asked.body.refund.id}/accept`, {});
    expect(await balance(database.db, first.buyerId, "reward")).toBe(0);

    // converted first: 150 of the 200 earned are wallet money; the refund takes back the 50 left
    const second = await rewardedOrder(app, database.db, { points: 100, quantity: 2 });
    // held points cannot be converted; freed, they can
    expect(await heldPoints(second.buyerId)).toBe(200);
    expect((await call(second.buyer, "/user/convert-reward", { reward: 150 })).status).toBe(422);
    expect(await release(second.order.id)).toEqual({ points: 200, commission: 0 });
    const converted = await call(second.buyer, "/user/convert-reward", { reward: 150 });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    const ask = await askRefund(second.buyer, { order_id: second.order.id, reason: "It arrived broken in two places." });
    expect((await call(second.seller, `/seller/refund-requests/${ask.body.refund.id}/accept`, {})).status).toBe(200);
    expect(await balance(database.db, second.buyerId, "reward")).toBe(0);
    const latest = (await call(second.buyer, "/user/reward-history")).body.reward_details.data[0];
    expect(latest).toMatchObject({ type: "taken_back", reward: -50, not_taken_back: 150 });
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("convert-reward turns points into wallet money at the rate (the client's amount ignored), in two entries of one conversion", async () => {
    const { client, userId } = await signUp(app);
    await grantPoints(database.db, userId, 1_234);
    const res = await call(client, "/user/convert-reward", { reward: "1000", amount: "999999" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ id: userId, balance: "10.00" });
    expect(res.body.reward).toMatchObject({ rewards: 234, amount: "2.34", last_converted: expect.any(String) });
    expect(await balance(database.db, userId, "wallet")).toBe(1_000);
    const entries = await database.db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, "reward-convert-%"));
    const mine = entries.filter((e) => e.note === entries.find((x) => x.amountMinor === -1_000)?.note);
    expect(mine.map((e) => [e.kind, e.amountMinor, e.currencyCode, e.rate]).sort()).toEqual([
      ["reward_converted", -1000, "PTS", "100.00000000"],
      ["reward_converted", 1000, "USD", "100.00000000"],
    ]);
    // the wallet's history names it
    const wallet = await call(client, "/user/wallet-history");
    expect(wallet.body.recharges.data[0]).toMatchObject({ source: "reward_converted", type: "income", amount: "10.00" });
    // another rate: 250 points per 1.00 → 234 points make 0.93
    await saveSetting(ctx, { key: "reward_convert_rate", value: 250 });
    try {
      const again = await call(client, "/user/convert-reward", { reward: 234 });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(await balance(database.db, userId, "wallet")).toBe(1_093);
      expect(await balance(database.db, userId, "reward")).toBe(0);
    } finally {
      await saveSetting(ctx, { key: "reward_convert_rate", value: 100 });
    }
  });

  it("bad points and more than held: a clear 422 on `reward` and not one entry booked", async () => {
    const { client, userId } = await signUp(app);
    await grantPoints(database.db, userId, 500);
    const before = await ledgerCounts(database.db);
    for (const reward of [0, -5, "-5", 1.5, "1.5", "abc", "", null, "1e3", "0x10", [100], true, 1e15, "99999999999999", 501, "501"]) {
      const res = await call(client, "/user/convert-reward", { reward });
      expect(res.status, `${JSON.stringify(reward)}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors?.reward?.[0], JSON.stringify(res.body)).toEqual(expect.any(String));
    }
    expect((await call(client, "/user/convert-reward", { reward: 501 })).body.errors.reward[0]).toMatch(/many points/);
    expect(await ledgerCounts(database.db)).toEqual(before);
    expect(await balance(database.db, userId, "reward")).toBe(500);
    // fewer points than one cent is worth at the rate
    await saveSetting(ctx, { key: "reward_convert_rate", value: 1000 });
    try {
      expect((await call(client, "/user/convert-reward", { reward: 5 })).status).toBe(422);
    } finally {
      await saveSetting(ctx, { key: "reward_convert_rate", value: 100 });
    }
    expect(await ledgerCounts(database.db)).toEqual(before);
    expect((await call(await guest(app), "/user/convert-reward", { reward: 1 })).status).toBe(401);
  });

  it("five conversions of the same points at once: one converts, four are refused, the ledger agrees", async () => {
    const { client, userId } = await signUp(app);
    await grantPoints(database.db, userId, 800);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(client, "/user/convert-reward", { reward: 800 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await balance(database.db, userId, "reward")).toBe(0);
    expect(await balance(database.db, userId, "wallet")).toBe(800);
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("the reward add-on off (or no rate): both calls are 404, check-auth's reward is null, nothing is earned; money still converts back on", async () => {
    const { client, userId } = await signUp(app);
    await grantPoints(database.db, userId, 300);
    await setRewardAddon(ctx, false);
    try {
      expect((await call(client, "/user/reward-history")).status).toBe(404);
      expect((await call(client, "/user/convert-reward", { reward: 100 })).status).toBe(404);
      expect((await call(client, "/home/check-auth")).body.reward).toBeNull();
      const off = await rewardedOrder(app, database.db, { points: 9, quantity: 1 });
      expect(await balance(database.db, off.buyerId, "reward")).toBe(0);
    } finally {
      await setRewardAddon(ctx, true);
    }
    await saveSetting(ctx, { key: "reward_convert_rate", value: 0 });
    try {
      expect((await call(client, "/user/reward-history")).status).toBe(404);
    } finally {
      await saveSetting(ctx, { key: "reward_convert_rate", value: 100 });
    }
    expect((await call(client, "/user/reward-history")).body.reward.rewards).toBe(300);
    // the wallet off: points cannot become wallet money
    await saveSetting(ctx, { key: "wallet_system", value: 0 });
    try {
      const res = await call(client, "/user/convert-reward", { reward: 100 });
      expect(res.status).toBe(422);
      expect(res.body.errors.reward[0]).toMatch(/wallet is off/);
    } finally {
      await saveSetting(ctx, { key: "wallet_system", value: 1 });
    }
  });
});
