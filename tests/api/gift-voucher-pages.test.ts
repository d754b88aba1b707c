import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import type { Ctx } from "../../domain/context";
import { checkBalances } from "../../domain/ledger/check-balances";
import { saveSetting } from "../../domain/settings/save-setting";
import { DEMO_VOUCHER_CODE } from "../../seed/demo-vouchers";
import { guest, signIn, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";
import { balanceOfClient } from "../setup/wallet-fixture";

/** /user/gift-voucher through the real build (`npm run build` first): guard, forms, lists, coupons, the demo voucher, the switch. */
describeOnDatabases("gift voucher page", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  });

  async function customer() {
    const client = await guest(app);
    expect((await signIn(client, "customer@example.com", "customer123")).status).toBe(200);
    return client;
  }

  it("a guest is sent to sign in; the customer sees both forms, the lists, the coupons and the menu link, in English and Persian", async () => {
    const res = await app.request("/user/gift-voucher");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirect=%2Fuser%2Fgift-voucher");
    const client = await customer();
    const page = await client.request("/user/gift-voucher?lang=en");
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const id of ["voucher-buy-form", "voucher-redeem-form", "vouchers-bought", "vouchers-redeemed", "voucher-coupons"])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain("Buy a gift voucher");
    expect(html).toContain('href="/user/gift-voucher"');
    const fa = await (await client.request("/user/gift-voucher?lang=fa")).text();
    expect(fa).toContain("خرید کارت هدیه");
    expect(fa).toContain('dir="rtl"');
  });

  it("the README's demo voucher credits the demo customer's wallet once and then shows as redeemed", async () => {
    const client = await customer();
    const before = await balanceOfClient(client);
    const done = await call(client, "/user/gift-voucher/redeem", { code: DEMO_VOUCHER_CODE });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(Number(done.body.balance) - Number(before)).toBe(25);
    expect((await call(client, "/user/gift-voucher/redeem", { code: DEMO_VOUCHER_CODE })).status).toBe(422);
    const html = await (await client.request("/user/gift-voucher?lang=en")).text();
    expect(html).toContain("••••-••••-••••-••••-0025");
    expect(html).toContain("Redeemed");
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("wallet_system off: the page is the 404 screen and the menu has no voucher link", async () => {
    const client = await customer();
    await saveSetting(ctx, { key: "wallet_system", value: 0 });
    try {
      expect((await client.request("/user/gift-voucher?lang=en")).status).toBe(404);
      expect(await (await client.request("/user/dashboard?lang=en")).text()).not.toContain('href="/user/gift-voucher"');
    } finally {
      await saveSetting(ctx, { key: "wallet_system", value: 1 });
    }
  });
});
