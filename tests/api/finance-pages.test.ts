import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { shops } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { adminClient } from "../setup/payment-fixture";
import { payoutCategory, payoutSeller, sellOne } from "../setup/payout-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * The console's finance page and the seller's tax details through the real build (`npm run build`
 * first; decision 075): a sale's figures in the month's column, the seller filter, the CSV links,
 * the DAC7 card naming a seller without a tax id, a bad month shown as the defaults with a note,
 * Persian right to left; staff without `reports` 403; the shop settings' tax fields.
 */
describeOnDatabases("the finance pages", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  }, 120_000);

  it("/admin/finance shows the month's figures, the sellers, the CSV links and the sellers without a tax id; /seller/shop the tax fields", async () => {
    const admin = await adminClient(app, database.db);
    const seller = await payoutSeller(app, database.db, await payoutCategory(database.db));
    await sellOne(app, database.db, seller);
    const month = ctx.now().toISOString().slice(0, 7);
    const page = await admin.request(`/admin/finance?lang=en&from=${month}&to=${month}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ["Finance report", "Commission earned", "Held for sellers", "Seller income report (DAC7)", "Payout shop"])
      expect(html, text).toContain(text);
    expect(html).toContain('data-testid="finance-table"');
    expect(html).toContain(`/admin/finance-report.csv?from=${month}&amp;to=${month}"`);
    expect(html).toContain(`/admin/seller-income-report.csv?year=${ctx.now().getUTCFullYear()}"`);
    expect(html).toContain(`href="/admin/finance"`);
    expect(html).toContain('data-testid="seller-income-missing"');
    // one seller's months
    const one = await (await admin.request(`/admin/finance?lang=en&from=${month}&to=${month}&seller=${seller.shopId}`)).text();
    expect(one).toContain(`seller=${seller.shopId}`);
    expect(one).not.toContain('data-testid="finance-sellers"');
    // a month that cannot be read: the defaults, and a note
    const bad = await admin.request("/admin/finance?lang=en&from=2026-13");
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain('data-testid="finance-invalid"');
    const fa = await (await admin.request(`/admin/finance?lang=fa&from=${month}&to=${month}`)).text();
    expect(fa).toContain('dir="rtl"');
    expect(fa).toContain("گزارش مالی");

    const staff = await guest(app);
    expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(200);
    expect((await staff.request("/admin/finance?lang=en")).status).toBe(403);
    expect((await (await signUp(app)).client.request("/admin/finance?lang=en")).status).toBe(404);

    await database.db.update(shops).set({ taxId: "12345678901", legalName: "Payout GmbH" }).where(eq(shops.id, seller.shopId));
    const settings = await (await seller.client.request("/seller/shop?lang=en")).text();
    expect(settings).toContain('data-testid="shop-tax-details"');
    expect(settings).toContain('value="12345678901"');
    expect(settings).toContain("Payout GmbH");
    // the shop's return window (decision 081): empty, the marketplace's 14 days
    expect(settings).toContain('data-testid="shop-return_days"');
    expect(settings).toContain("the marketplace&#x27;s window, 14 days");
  });
});
