import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { giftVouchers } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { checkBalances } from "../../domain/ledger/check-balances";
import { saveSetting } from "../../domain/settings/save-setting";
import { guest, mailsTo, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { makeCoupon } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";
import { balanceOfClient, grant, ledgerCounts, press } from "../setup/wallet-fixture";

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;
const CODE_IN_TEXT = /[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}/;

/** Gift vouchers (issue 16 item 5): buy from the wallet, redeem once, the lists and the shop's coupons. */
describeOnDatabases("gift vouchers", { products: 5 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });

  const buy = (client: Parameters<typeof call>[0], fields: Record<string, unknown>) => call(client, "/user/gift-voucher/buy", fields);
  const redeem = (client: Parameters<typeof call>[0], code: unknown) => call(client, "/user/gift-voucher/redeem", { code });

  it("buying from the wallet debits it once, mails the code to the recipient and shows it once; the recipient redeems it once", async () => {
    const buyer = await signUp(app);
    const friend = await signUp(app);
    await grant(database.db, buyer.userId, 5_000);
    const bought = await buy(buyer.client, {
      amount: "12.50",
      recipient_email: friend.email.toUpperCase(),
      message: "Happy <b>birthday</b>",
      payment_type: "wallet",
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body).toMatchObject({
      success: expect.any(String),
      balance: "37.50",
      voucher: {
        amount: "12.50",
        currency: "USD",
        recipient_email: friend.email,
        status: "active",
        payment_type: "wallet",
        redeemed_at: null,
      },
    });
    const code: string = bought.body.voucher.code;
    expect(code).toMatch(CODE);
    expect(bought.body.voucher.code_masked).toBe(`••••-••••-••••-••••-${code.slice(-4)}`);
    // only the hash is kept
    const [row] = await database.db.select().from(giftVouchers).where(eq(giftVouchers.id, bought.body.voucher.id));
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ""));
    // the recipient signed up (a welcome mail) and got the voucher
    const mails = (await mailsTo(database.db, friend.email)).filter((m) => m.subject.includes("gift voucher"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("A gift voucher of 12.50 USD for you");
    expect(mails[0].text).toContain(code);
    expect(mails[0].text).toContain("12.50 USD");
    expect(mails[0].html).toContain("Happy &lt;b&gt;birthday&lt;/b&gt;");
    // the buyer cannot redeem a voucher sent to someone else: 404, nothing booked
    const before = await ledgerCounts(database.db);
    expect((await redeem(buyer.client, code)).status).toBe(404);
    expect(await ledgerCounts(database.db)).toEqual(before);
    // the recipient, typing it in lower case without dashes
    const done = await redeem(friend.client, code.replace(/-/g, "").toLowerCase());
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ success: expect.any(String), balance: "12.50", voucher: { status: "redeemed" } });
    expect(await balanceOfClient(friend.client)).toBe("12.50");
    // both wallets' histories name the voucher
    expect((await call(buyer.client, "/user/wallet-history")).body.recharges.data[0]).toMatchObject({
      kind: "voucher_bought",
      source: "voucher_bought",
      type: "expense",
      amount: "12.50",
      balance_after: "37.50",
    });
    expect((await call(friend.client, "/user/wallet-history")).body.recharges.data[0]).toMatchObject({
      kind: "voucher_redeemed",
      type: "income",
      amount: "12.50",
    });
    const again = await redeem(friend.client, code);
    expect(again.status).toBe(422);
    expect(again.body.errors.code[0]).toMatch(/already been redeemed/);
    expect(await balanceOfClient(friend.client)).toBe("12.50");
    // the lists
    const mine = await call(buyer.client, "/user/gift-vouchers");
    expect(mine.body.bought).toEqual([expect.objectContaining({ id: row.id, status: "redeemed", amount: "12.50" })]);
    expect(mine.body.bought[0]).not.toHaveProperty("code");
    expect((await call(friend.client, "/user/gift-vouchers")).body).toMatchObject({
      bought: [],
      redeemed: [expect.objectContaining({ id: row.id })],
    });
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("through the sandbox: the voucher waits for the verified payment, which buys it with that money once; then its code is mailed", async () => {
    const buyer = await signUp(app);
    const friend = await signUp(app);
    const started = await buy(buyer.client, { amount: "9.75", recipient_email: friend.email, message: "Enjoy", payment_type: "sandbox" });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      redirect_url: expect.stringMatching(/^\/sandbox-gateway\/sbx_/),
      balance: "0.00",
      voucher: { amount: "9.75", status: "pending_payment", payment_type: "sandbox" },
    });
    expect(started.body.voucher.code).toBeUndefined();
    const voucherMails = async (to: string) => (await mailsTo(database.db, to)).filter((m) => CODE_IN_TEXT.test(m.text));
    expect(await voucherMails(friend.email)).toEqual([]);
    // nothing is booked and nothing can be redeemed before the payment
    expect((await ledgerCounts(database.db, buyer.userId)).entries).toBe(0);
    const back = await press(app, started.body.redirect_url, "pay");
    expect(back).toMatch(/^\/payment\/return\?/);
    const returned = await app.request(back);
    expect(returned.headers.get("location")).toBe("/user/gift-voucher?voucher=succeeded");
    const [row] = await database.db.select().from(giftVouchers).where(eq(giftVouchers.id, started.body.voucher.id));
    expect(row.status).toBe("active");
    // recharge +9.75 then voucher_bought -9.75: the wallet is where it was, the value is held for the voucher
    expect(await balanceOfClient(buyer.client)).toBe("0.00");
    expect((await ledgerCounts(database.db, buyer.userId)).entries).toBe(3);
    const mails = await voucherMails(friend.email);
    expect(mails).toHaveLength(1);
    const code = CODE_IN_TEXT.exec(mails[0].text)?.[0] ?? "";
    expect(code).toMatch(CODE);
    expect(code.replace(/-/g, "").slice(-4)).toBe(row.codeTail);
    // the return link again (a replay) buys nothing twice and mails nothing more
    await app.request(back);
    expect((await ledgerCounts(database.db, buyer.userId)).entries).toBe(3);
    expect(await voucherMails(friend.email)).toHaveLength(1);
    const redeemed = await redeem(friend.client, code);
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    expect(redeemed.body.balance).toBe("9.75");
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("through the sandbox, a cancelled payment cancels the voucher: nothing booked, nothing mailed", async () => {
    const buyer = await signUp(app);
    const started = await buy(buyer.client, { amount: "6", recipient_email: "nobody-yet@example.com", payment_type: "sandbox" });
    expect(started.status).toBe(200);
    const back = await press(app, started.body.redirect_url, "cancel");
    expect((await app.request(back)).headers.get("location")).toBe("/user/gift-voucher?voucher=cancelled");
    const [row] = await database.db.select().from(giftVouchers).where(eq(giftVouchers.id, started.body.voucher.id));
    expect(row.status).toBe("cancelled");
    expect((await ledgerCounts(database.db, buyer.userId)).entries).toBe(0);
    expect(await mailsTo(database.db, "nobody-yet@example.com")).toEqual([]);
    const listed = await call(buyer.client, "/user/gift-vouchers");
    expect(listed.body.bought).toEqual([expect.objectContaining({ id: row.id, status: "cancelled" })]);
  });

  it("bad amounts, e-mails and ways: a clear 422 and not one voucher or entry", async () => {
    const buyer = await signUp(app);
    await grant(database.db, buyer.userId, 2_000);
    const base = { recipient_email: "friend@example.com", payment_type: "wallet" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, amount: "0" }, "amount"],
      [{ ...base, amount: "-5" }, "amount"],
      [{ ...base, amount: "1.005" }, "amount"],
      [{ ...base, amount: "99999999999" }, "amount"],
      [{ ...base, amount: "1e3" }, "amount"],
      [{ ...base, amount: "abc" }, "amount"],
      [{ ...base, amount: "0.50" }, "amount"],
      [{ ...base, amount: "20.01" }, "amount"],
      [{ ...base, amount: "5", recipient_email: "not-an-email" }, "recipient_email"],
      [{ ...base, amount: "5", payment_type: "offline_method" }, "payment_type"],
      [{ ...base, amount: "5", payment_type: "bitcoin" }, "payment_type"],
      [{ ...base, amount: "5", message: "x".repeat(501) }, "message"],
    ];
    const before = await ledgerCounts(database.db, buyer.userId);
    for (const [fields, key] of cases) {
      const res = await buy(buyer.client, fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toContain(key);
    }
    expect(await ledgerCounts(database.db, buyer.userId)).toEqual(before);
    expect(await database.db.select().from(giftVouchers).where(eq(giftVouchers.buyerId, buyer.userId))).toEqual([]);
    expect(await balanceOfClient(buyer.client)).toBe("20.00");
    const visitor = await guest(app);
    expect((await buy(visitor, { ...base, amount: "5" })).status).toBe(401);
    expect((await redeem(visitor, "0000-0000-0000-0000-0000")).status).toBe(401);
  });

  it("redeeming: a malformed code is 422, an unknown one 404, an expired one 422, and none books anything", async () => {
    const buyer = await signUp(app);
    const friend = await signUp(app);
    await grant(database.db, buyer.userId, 1_000);
    const bought = await buy(buyer.client, { amount: "5", recipient_email: friend.email, payment_type: "wallet" });
    expect(bought.status).toBe(200);
    const before = await ledgerCounts(database.db);
    expect((await redeem(friend.client, "short")).status).toBe(422);
    expect((await redeem(friend.client, 42)).status).toBe(422);
    expect((await redeem(friend.client, "ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ")).status).toBe(404);
    await database.db
      .update(giftVouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftVouchers.id, bought.body.voucher.id));
    const expired = await redeem(friend.client, bought.body.voucher.code);
    expect(expired.status).toBe(422);
    expect(expired.body.errors.code[0]).toMatch(/expired/);
    expect(await ledgerCounts(database.db)).toEqual(before);
    expect((await call(buyer.client, "/user/gift-vouchers")).body.bought[0].status).toBe("expired");
  });

  it("not enough money: 422 and no voucher, no mail", async () => {
    const buyer = await signUp(app);
    await grant(database.db, buyer.userId, 300);
    const res = await buy(buyer.client, { amount: "5", recipient_email: "poor-friend@example.com", payment_type: "wallet" });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toBeDefined();
    expect(await database.db.select().from(giftVouchers).where(eq(giftVouchers.buyerId, buyer.userId))).toEqual([]);
    expect(await mailsTo(database.db, "poor-friend@example.com")).toEqual([]);
    expect(await balanceOfClient(buyer.client)).toBe("3.00");
  });

  it("five redemptions at once: one credits the wallet, four are refused", async () => {
    const buyer = await signUp(app);
    const friend = await signUp(app);
    await grant(database.db, buyer.userId, 1_000);
    const { body } = await buy(buyer.client, { amount: "7", recipient_email: friend.email, payment_type: "wallet" });
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(friend.client, body.voucher.code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await balanceOfClient(friend.client)).toBe("7.00");
    expect((await ledgerCounts(database.db, friend.userId)).entries).toBe(1);
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("GET user/coupons: the active coupons, ten a page, with title and image_145x110", async () => {
    const { client } = await signUp(app);
    const active = await makeCoupon(database.db, { title: { en: "Winter sale" } });
    const ended = await makeCoupon(database.db, { endsAt: new Date(Date.now() - 1000) });
    const off = await makeCoupon(database.db, { isActive: false });
    const res = await call(client, "/user/coupons?page=1");
    expect(res.status).toBe(200);
    expect(res.body.coupons).toMatchObject({ per_page: 10, current_page: 1 });
    expect(res.body.coupons.data.length).toBeLessThanOrEqual(10);
    const rows = [...res.body.coupons.data];
    for (let p = 2; p <= res.body.coupons.last_page; p++) rows.push(...(await call(client, `/user/coupons?page=${p}`)).body.coupons.data);
    expect(rows).toHaveLength(res.body.coupons.total);
    const codes = rows.map((c: { code: string }) => c.code);
    expect(codes).toContain(active.code);
    expect(codes).not.toContain(ended.code);
    expect(codes).not.toContain(off.code);
    expect(rows.find((c: { code: string }) => c.code === active.code)).toMatchObject({ title: "Winter sale", image_145x110: null });
  });

  it("with the wallet off the voucher calls are 404", async () => {
    const { client } = await signUp(app);
    await saveSetting(ctx, { key: "wallet_system", value: 0 });
    try {
      expect((await call(client, "/user/gift-vouchers")).status).toBe(404);
      expect((await buy(client, { amount: "5", recipient_email: "a@example.com", payment_type: "wallet" })).status).toBe(404);
    } finally {
      await saveSetting(ctx, { key: "wallet_system", value: 1 });
    }
  });
});
