import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { jobs, users } from "../../db/schema";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The console's product, payout and job-queue pages through the real build (`npm run build` first): guards, the demo's pending rows, the menu. */
describeOnDatabases("the admin console's queue pages", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
    admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 120_000);

  it("/admin/products lists the demo's pending product with its shop; the menu links the new pages; fa is right-to-left", async () => {
    const page = await admin.request("/admin/products?lang=en");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Products waiting for approval");
    expect(html).toContain('data-testid="pending-product"');
    expect(html).toContain("New: ");
    for (const href of ["/admin/products", "/admin/seller-payouts", "/admin/jobs"]) expect(html).toContain(`href="${href}"`);
    const fa = await (await admin.request("/admin/products?lang=fa")).text();
    expect(fa).toContain('dir="rtl"');
    expect(fa).toContain("تأیید محصولات");
  });

  it("/admin/seller-payouts lists the demo's pending payout with its details", async () => {
    const page = await admin.request("/admin/seller-payouts?lang=en");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Seller payout requests");
    expect(html).toContain('data-testid="pending-payout"');
    expect(html).toContain("IBAN DE89");
  });

  it("/admin/jobs shows dead jobs with their error and a retry button, the other states by filter; staff without settings get 403 inside the shell", async () => {
    await database.db.insert(jobs).values({
      kind: "mail",
      state: "dead",
      attempts: 8,
      payload: { to: "x@example.com", subject: "Your order shipped" },
      lastError: "550 mailbox unavailable",
    });
    const html = await (await admin.request("/admin/jobs?lang=en")).text();
    expect(html).toContain("Your order shipped");
    expect(html).toContain("550 mailbox unavailable");
    expect(html).toContain('data-testid="job-retry"');
    const done = await admin.request("/admin/jobs?state=done&lang=en");
    expect(done.status).toBe(200);
    expect(await done.text()).not.toContain("550 mailbox unavailable");
    // a hand-edited filter shows the dead letters
    const odd = await admin.request("/admin/jobs?state=sleeping&lang=en");
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain("550 mailbox unavailable");

    const staff = await guest(app);
    expect((await signIn(staff, "staff@example.com", "staff123")).status).toBe(200);
    const refused = await staff.request("/admin/jobs?lang=en");
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("550 mailbox unavailable");
    expect((await staff.request("/admin/products?lang=en")).status).toBe(200);
  });

  it("a customer gets the 404 screen on each page", async () => {
    const { client, userId } = await signUp(app);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row.role).toBe("customer");
    for (const path of ["/admin/products", "/admin/seller-payouts", "/admin/jobs"])
      expect((await client.request(`${path}?lang=en`)).status, path).toBe(404);
  });
});
