import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { affiliateClicks, affiliateWithdrawals, ledgerEntries } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { balanceOf } from "../../domain/ledger/book";
import { checkBalances } from "../../domain/ledger/check-balances";
import { releaseOrderEarnings } from "../../domain/orders/settle-order";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { affiliateBalance, grantCommission, newAffiliate, referredPurchase, setAffiliateAddon } from "../setup/affiliate-fixture";
import { call } from "../setup/http";
import { signedIn } from "../setup/order-fixture";
import { askRefund } from "../setup/refund-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const entriesOf = async (db: DatabaseHandle["db"]) => (await db.select({ n: count() }).from(ledgerEntries))[0].n;

/** Affiliate withdrawals (decision 030): held on request, paid or rejected by an operator, refused beyond the balance; the add-on switch. */
describeOnDatabases("affiliate withdrawals", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });

  it("a request holds the money at once; the operator pays one and rejects another (money back); the member cancels a third", async () => {
    const member = await newAffiliate(app, database.db);
    await grantCommission(database.db, member.userId, 10_000);
    const asked = await call(member.client, "/user/affiliate-withdrawals", { amount: "40.50", payout_details: "IBAN DE00 1234" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({
      success: expect.any(String),
      balance: "59.50",
      withdrawal: { id: expect.any(Number), amount: "40.50", currency_code: "USD", status: "pending", payout_details: "IBAN DE00 1234" },
    });
    const second = (await call(member.client, "/user/affiliate-withdrawals", { amount: 20 })).body.withdrawal;
    const third = (await call(member.client, "/user/affiliate-withdrawals", { amount: "10" })).body.withdrawal;
    expect(await affiliateBalance(database.db, member.userId)).toBe(2_950);
    const dash = (await call(member.client, "/user/affiliate-dashboard")).body;
    expect(dash.summary).toMatchObject({ balance: "29.50", held: "70.50" });
    expect(dash.withdrawals.total).toBe(3);

    const admin = await signedIn(app, "admin@example.com", "admin123");
    const pending = await call(admin, "/admin/affiliate-withdrawals/pending");
    expect(pending.status).toBe(200);
    expect(pending.body.withdrawals.filter((w: { user: { email: string } }) => w.user.email === member.email)).toHaveLength(3);
    const paid = await call(admin, `/admin/affiliate-withdrawals/${asked.body.withdrawal.id}/pay`, { note: "sent" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ repeated: false, withdrawal: { status: "paid", decision_note: "sent" } });
    expect((await call(admin, `/admin/affiliate-withdrawals/${asked.body.withdrawal.id}/pay`, {})).body.repeated).toBe(true);
    expect((await call(admin, `/admin/affiliate-withdrawals/${asked.body.withdrawal.id}/reject`, {})).status).toBe(409);
    expect(await affiliateBalance(database.db, member.userId)).toBe(2_950);
    const rejected = await call(admin, `/admin/affiliate-withdrawals/${second.id}/reject`, { note: "wrong IBAN" });
    expect(rejected.body.withdrawal.status).toBe("rejected");
    await call(admin, `/admin/affiliate-withdrawals/${second.id}/reject`, {});
    expect(await affiliateBalance(database.db, member.userId)).toBe(4_950);
    // another user's withdrawal is unknown to them; the member's own cancel gives the money back once
    const stranger = await newAffiliate(app, database.db);
    expect((await call(stranger.client, `/user/affiliate-withdrawals/${third.id}/cancel`, {})).status).toBe(404);
    const cancelled = await call(member.client, `/user/affiliate-withdrawals/${third.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ balance: "59.50", withdrawal: { status: "cancelled" } });
    await call(member.client, `/user/affiliate-withdrawals/${third.id}/cancel`, {});
    expect(await affiliateBalance(database.db, member.userId)).toBe(5_950);
    expect((await call(member.client, `/user/affiliate-withdrawals/${second.id}/cancel`, {})).status).toBe(409);
    // only admins decide: anyone else gets 404
    expect((await call(member.client, `/admin/affiliate-withdrawals/${third.id}/pay`, {})).status).toBe(404);
    expect((await call(member.client, "/admin/affiliate-withdrawals/pending")).status).toBe(404);
    expect((await call(admin, "/admin/affiliate-withdrawals/999999/pay", {})).status).toBe(404);
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("bad amounts, below the minimum, above the balance: 422 on amount and not one entry booked", async () => {
    const member = await newAffiliate(app, database.db);
    await grantCommission(database.db, member.userId, 5_000);
    const before = await entriesOf(database.db);
    const bad = [
      0,
      -5,
      "-5",
      "10.005",
      1.005,
      "abc",
      "",
      null,
      "1e3",
      "0x10",
      [20],
      true,
      1e15,
      "99999999999",
      "9.99",
      50.01,
      "50.01",
      "5000",
    ];
    for (const amount of bad) {
      const res = await call(member.client, "/user/affiliate-withdrawals", { amount });
      expect(res.status, `${JSON.stringify(amount)}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors?.amount?.[0], JSON.stringify(res.body)).toEqual(expect.any(String));
    }
    expect((await call(member.client, "/user/affiliate-withdrawals", { amount: "9.99" })).body.errors.amount[0]).toContain("10.00");
    expect((await call(member.client, "/user/affiliate-withdrawals", { amount: "50.01" })).body.errors.amount[0]).toMatch(/balance/);
    const long = await call(member.client, "/user/affiliate-withdrawals", { amount: "20", payout_details: "x".repeat(301) });
    expect(long.status).toBe(422);
    expect(long.body.errors.payout_details[0]).toEqual(expect.any(String));
    expect(await entriesOf(database.db)).toBe(before);
    expect((await database.db.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.userId, member.userId))).length).toBe(0);
    expect(await affiliateBalance(database.db, member.userId)).toBe(5_000);
    // not a member: 403; a guest: 401
    const { client } = await signUp(app);
    expect((await call(client, "/user/affiliate-withdrawals", { amount: 20 })).status).toBe(403);
    expect((await call(await guest(app), "/user/affiliate-withdrawals", { amount: 20 })).status).toBe(401);
  });

  it("five withdrawals at once that the balance covers once: one is held, four refused, the ledger agrees", async () => {
    const member = await newAffiliate(app, database.db);
    await grantCommission(database.db, member.userId, 3_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(member.client, "/user/affiliate-withdrawals", { amount: "25" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await affiliateBalance(database.db, member.userId)).toBe(500);
    const rows = await database.db.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("a refund after a withdrawal takes back only what is left; the rest stays paid", async () => {
    const member = await newAffiliate(app, database.db);
    const { client: buyer } = await signUp(app);
    const bought = await referredPurchase(app, database.db, { code: member.code, buyer, priceCents: 40_000, quantity: 1 });
    // held for the return window: nothing to withdraw yet
    expect((await balanceOf(database.db, member.userId, "affiliate_pending")).balanceMinor).toBe(2_000);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    expect((await call(member.client, "/user/affiliate-withdrawals", { amount: "15" })).status).toBe(422);
    // the window ends (the refund is asked for later, as a late return would be)
    expect(await database.db.transaction((tx) => releaseOrderEarnings(ctx, tx, bought.orders[0].id))).toEqual({
      points: 0,
      commission: 2_000,
    });
    expect((await balanceOf(database.db, member.userId, "affiliate_pending")).balanceMinor).toBe(0);
    expect(await affiliateBalance(database.db, member.userId)).toBe(2_000);
    expect((await call(member.client, "/user/affiliate-withdrawals", { amount: "15" })).status).toBe(200);
    const asked = await askRefund(buyer, { order_id: bought.orders[0].id, reason: "It arrived broken in two places." });
    expect((await call(bought.seller, `/seller/refund-requests/${asked.body.refund.id}/accept`, {})).status).toBe(200);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    const [reversal] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `affiliate-reversed-refund-${asked.body.refund.id}`));
    expect(reversal.amountMinor).toBe(-500);
    expect(JSON.parse(reversal.note)).toMatchObject({ earned: 2_000, short: 1_500 });
  });

  it("with the add-on off: every call and affiliate-register are 404, ?ref= is ignored, nothing is earned", async () => {
    const member = await newAffiliate(app, database.db);
    await grantCommission(database.db, member.userId, 2_000);
    const { client: buyer } = await signUp(app);
    await buyer.request(`/?ref=${member.code}`);
    await setAffiliateAddon(ctx, false);
    try {
      const calls: [string, unknown?][] = [
        ["/affiliate/program"],
        ["/user/affiliate-dashboard"],
        ["/user/affiliate-links?page=1"],
        ["/user/affiliate-links", { url: "/" }],
        ["/user/affiliate-join", {}],
        ["/user/affiliate-withdrawals", { amount: 20 }],
      ];
      for (const [url, body] of calls) expect((await call(member.client, url, body)).status, url).toBe(404);
      const res = await (await guest(app)).request("/register", {
        method: "POST",
        json: { first_name: "A", email: `off-${Date.now()}@test.example`, password: "correct-horse-42", user_type: "affiliate-register" },
      });
      expect(res.status).toBe(404);
      const visitor = await guest(app);
      const visit = await visitor.request(`/?ref=${member.code}`);
      expect(visit.headers.getSetCookie().some((c) => c.startsWith("bz_ref="))).toBe(false);
      expect((await database.db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, member.userId))).length).toBe(1);
      // a kept code from before is not honoured while off
      const bought = await referredPurchase(app, database.db, { code: member.code, buyer });
      expect(bought.orders[0].affiliateUserId).toBeNull();
      expect(await affiliateBalance(database.db, member.userId)).toBe(2_000);
    } finally {
      await setAffiliateAddon(ctx, true);
    }
    expect((await call(member.client, "/user/affiliate-dashboard")).status).toBe(200);
  });
});
