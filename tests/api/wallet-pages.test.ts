import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import type { Ctx } from "../../domain/context";
import { saveSetting } from "../../domain/settings/save-setting";
import { guest, signIn, type TestApp } from "../setup/accounts";
import { adminClient } from "../setup/payment-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** /my-wallet and the operator's page through the real build (`npm run build` first): guards, the demo balance, the switch. */
describeOnDatabases("wallet pages", { products: 20 }, (on) => {
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

  it("a guest is sent to sign in; the demo customer sees the opening balance, the menu link and the recharge form", async () => {
    const res = await app.request("/my-wallet");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirect=%2Fmy-wallet");
    const client = await customer();
    const page = await client.request("/my-wallet?lang=en");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="wallet-balance"');
    expect(html).toContain("$250.00");
    expect(html).toContain("Opening balance");
    expect(html).toContain('data-testid="recharge-form"');
    expect(html).toContain('href="/my-wallet"');
    const fa = await (await client.request("/my-wallet?lang=fa")).text();
    expect(fa).toContain("کیف پول من");
  });

  it("the operator's page is the 404 screen for a customer and lists pending recharges for an admin", async () => {
    const client = await customer();
    expect((await client.request("/admin/wallet-recharges?lang=en")).status).toBe(404);
    const admin = await adminClient(app, database.db);
    const page = await admin.request("/admin/wallet-recharges?lang=en");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Wallet recharges to check");
  });

  it("wallet_system off: /my-wallet is the 404 screen and the account menu has no wallet link", async () => {
    const client = await customer();
    await saveSetting(ctx, { key: "wallet_system", value: 0 });
    try {
      expect((await client.request("/my-wallet?lang=en")).status).toBe(404);
      const dashboard = await (await client.request("/user/dashboard?lang=en")).text();
      expect(dashboard).not.toContain('href="/my-wallet"');
    } finally {
      await saveSetting(ctx, { key: "wallet_system", value: 1 });
    }
  });
});
