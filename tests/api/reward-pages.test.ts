import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import type { Ctx } from "../../domain/context";
import { activeCurrencies, activeLanguages, pickCurrency, pickLanguage } from "../../domain/locale/reference";
import { loadSettings } from "../../domain/settings/load-settings";
import { saveSetting } from "../../domain/settings/save-setting";
import { buildPageData } from "../../server/page-data";
import { guest, signIn, type TestApp } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import { setRewardAddon } from "../setup/reward-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** /my-rewards through the real build (`npm run build` first): the guard, the demo points, the menu link, the add-on switch. */
describeOnDatabases("reward pages", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx, services } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  });

  async function customer() {
    const client = await guest(app);
    expect((await signIn(client, "customer@example.com", "customer123")).status).toBe(200);
    return client;
  }
  /** the page data's `add_ons` for a guest */
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

  it("a guest is sent to sign in; the demo customer sees its points (1,500 welcome points and more) and their worth, the convert form and the menu link", async () => {
    const res = await app.request("/my-rewards");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirect=%2Fmy-rewards");
    const client = await customer();
    const page = await client.request("/my-rewards?lang=en");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="reward-points"');
    // 1,500 welcome points, plus what the demo's delivered order earned
    const points = Number(/data-testid="reward-points"><bdi>(\d+) points/.exec(html)?.[1]);
    expect(points).toBeGreaterThanOrEqual(1_500);
    expect(html).toMatch(new RegExp(`data-testid="reward-value">Worth \\u2068\\$${(points / 100).toFixed(2)}\\u2069`));
    expect(html).toContain("Welcome points");
    expect(html).toContain('data-testid="convert-form"');
    expect(html).toContain('href="/my-rewards"');
    expect(await addOns()).toContain("reward");
    const fa = await (await client.request("/my-rewards?lang=fa")).text();
    expect(fa).toContain("امتیازهای من");
  });

  it("the add-on off or no rate: /my-rewards is the 404 screen, no menu link, `reward` not in add_ons", async () => {
    const client = await customer();
    for (const off of [() => setRewardAddon(ctx, false), () => saveSetting(ctx, { key: "reward_convert_rate", value: 0 })]) {
      await off();
      try {
        expect((await client.request("/my-rewards?lang=en")).status).toBe(404);
        const dashboard = await (await client.request("/user/dashboard?lang=en")).text();
        expect(dashboard).not.toContain('href="/my-rewards"');
        expect(await addOns()).not.toContain("reward");
      } finally {
        await setRewardAddon(ctx, true);
        await saveSetting(ctx, { key: "reward_convert_rate", value: 100 });
      }
    }
  });
});
