import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { orders } from "../../db/schema";
import { DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, signIn, type TestApp } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The console's orders, order and reports pages through the real build (`npm run build` first): the demo's rows, guards, a bad filter, Persian. */
describeOnDatabases("the console's order and report pages", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
    admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 120_000);

  it("/admin/orders lists every shop's orders with links to each; a bad filter shows every order and says so; the menu links orders and reports", async () => {
    const [order] = await database.db.select().from(orders).limit(1);
    const html = await (await admin.request("/admin/orders?lang=en")).text();
    expect(html).toContain('data-testid="admin-orders-table"');
    expect(html).toContain(`href="/admin/orders/${order.code}"`);
    for (const href of ["/admin/orders", "/admin/reports"]) expect(html).toContain(`href="${href}"`);
    const bad = await admin.request("/admin/orders?lang=en&status=teleported");
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain("A filter in the link could not be read");
    const fa = await (await admin.request("/admin/orders?lang=fa")).text();
    expect(fa).toContain('dir="rtl"');
    expect(fa).toContain("درخواست‌های بازپرداخت");
  });

  it("/admin/orders/:code shows the order's lines, buyer, history and the moves; an unknown code is the 404 inside the shell", async () => {
    const [order] = await database.db.select().from(orders).limit(1);
    const page = await admin.request(`/admin/orders/${order.code}?lang=en`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(order.code);
    expect(html).toContain('data-testid="admin-order-history"');
    expect(html).toContain("Shipping address");
    const unknown = await admin.request("/admin/orders/BZ-000000000000?lang=en");
    expect(unknown.status).toBe(404);
  });

  it("/admin/reports shows the figures and the charts' places; staff without `reports` or `orders` get 403 inside the shell", async () => {
    const html = await (await admin.request("/admin/reports?lang=en&range=7")).text();
    expect(html).toContain("Gross sales");
    expect(html).toContain('data-testid="admin-reports-sales-chart"');
    expect(html).toContain('aria-current="page"');
    expect((await admin.request("/admin/reports?lang=en&range=12")).status).toBe(200);
    const staff = await guest(app);
    expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(200);
    for (const path of ["/admin/reports", "/admin/orders"]) {
      const refused = await staff.request(`${path}?lang=en`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('data-testid="admin-error"');
    }
  });
});
