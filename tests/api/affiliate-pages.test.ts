import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import type { Ctx } from "../../domain/context";
import { activeCurrencies, activeLanguages, pickCurrency, pickLanguage } from "../../domain/locale/reference";
import { loadSettings } from "../../domain/settings/load-settings";
import { buildPageData } from "../../server/page-data";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { setAffiliateAddon } from "../setup/affiliate-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The affiliate pages through the real build (`npm run build` first): terms, sign-up, the demo affiliate's dashboard, the operator page, the switch. */
describeOnDatabases("affiliate pages", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx, services } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  });

  async function as(email: string, password: string) {
    const client = await guest(app);
    expect((await signIn(client, email, password)).status).toBe(200);
    return client;
  }
  async function addOns() {
    const [settings, languages, currencies] = await Promise.all([loadSettings(ctx), activeLanguages(ctx), activeCurrencies(ctx)]);
    const viewer = { sessionHash: "", userId: null, locale: "en", currencyCode: "USD" };
    const data = await buildPageData(
      services,
      {
        viewer,
        settings,
        languages,
        currencies,
        language: pickLanguage(languages, "en", "en"),
        currency: pickCurrency(currencies, "USD", "USD"),
      },
      { baseUrl: "http://localhost" },
    );
    return data.add_ons;
  }

  it("the program page shows the settings' terms; the sign-up page carries user_type; both in Persian too", async () => {
    const program = await app.request("/affiliate-program?lang=en");
    expect(program.status).toBe(200);
    const html = await program.text();
    expect(html).toContain('data-testid="term-rate"><bdi>5%');
    expect(html).toContain("30 days after the click");
    expect(html.includes('data-testid="term-min"><bdi>\u2068$10.00')).toBe(true);
    expect(html).toContain('href="/affiliate-register"');
    expect(html).toContain('href="/affiliate-program"');
    const register = await (await app.request("/affiliate-register?lang=en")).text();
    expect(register).toContain('name="user_type" value="affiliate-register"');
    const fa = await (await app.request("/affiliate-program?lang=fa")).text();
    expect(fa.includes("برنامه همکاری در فروش")).toBe(true);
    // a signed-in customer who is not a member: the join button, and on the dashboard the call to join
    const { client } = await signUp(app);
    expect(await (await client.request("/affiliate-register?lang=en")).text()).toContain('data-testid="affiliate-join"');
    expect(await (await client.request("/affiliate-system?lang=en")).text()).toContain('data-testid="affiliate-join"');
  });

  it("the demo affiliate's dashboard: referred orders (one delivered with its commission booked, others pending), clicks, links; the menu link", async () => {
    const res = await app.request("/affiliate-system");
    expect(res.status).toBe(302);
    const client = await as("affiliate@example.com", "affiliate123");
    const html = await (await client.request("/affiliate-system?lang=en")).text();
    expect(html).toContain("?ref=BAZAAR77");
    // the demo customer's orders (with a small catalogue maybe no digital one): one delivered, one or two waiting
    expect(html.match(/data-testid="referred-order"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/data-testid="commission-state"><span[^>]*>Earned/);
    expect(html).toMatch(/data-testid="commission-state"><span[^>]*>Pending/);
    expect(html.match(/data-testid="affiliate-link"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(Number(/data-testid="affiliate-clicks"><bdi>(\d+)/.exec(html)?.[1])).toBeGreaterThan(5);
    expect(html).toContain('href="/affiliate-system"');
    const api = await client.request("/user/affiliate-dashboard");
    const body = await api.json();
    expect(Number(body.summary.booked)).toBeGreaterThan(0);
    expect(Number(body.summary.pending)).toBeGreaterThan(0);
    // the delivered order's commission is held for its return window, then withdrawable (decision 071)
    expect((Number(body.summary.balance) + Number(body.summary.in_return_window)).toFixed(2)).toBe(body.summary.booked);
  });

  it("the operator page lists pending withdrawals for admins only", async () => {
    const admin = await as("admin@example.com", "admin123");
    expect((await admin.request("/admin/affiliate-withdrawals?lang=en")).status).toBe(200);
    const customer = await as("customer@example.com", "customer123");
    expect((await customer.request("/admin/affiliate-withdrawals?lang=en")).status).toBe(404);
  });

  it("the add-on off: the three pages are the 404 screen, menus lose the links, add_ons omits it", async () => {
    const client = await as("affiliate@example.com", "affiliate123");
    expect(await addOns()).toContain("affiliate");
    await setAffiliateAddon(ctx, false);
    try {
      for (const path of ["/affiliate-program", "/affiliate-register", "/affiliate-system"])
        expect((await client.request(`${path}?lang=en`)).status, path).toBe(404);
      const dashboard = await (await client.request("/user/dashboard?lang=en")).text();
      expect(dashboard).not.toContain('href="/affiliate-system"');
      expect(dashboard).not.toContain('href="/affiliate-program"');
      expect(await addOns()).not.toContain("affiliate");
    } finally {
      await setAffiliateAddon(ctx, true);
    }
  });
});
