import { count, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { addons, auditLog, settings } from "../../db/schema";
import { DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { simpleProduct, typedAddress } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** `POST admin/settings`: only admins change the checkout settings, only to allowed values. */
describeOnDatabases("checkout settings", { products: 10 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });
  const stored = async (key: string) => (await database.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

  it("a guest and a customer get 404 and nothing changes; an admin turns guest checkout off and on", async () => {
    const visitor = await guest(app);
    expect((await visitor.request("/admin/settings", { method: "POST", json: { disable_guest: 1 } })).status).toBe(404);
    const { client } = await signUp(app);
    expect((await client.request("/admin/settings", { method: "POST", json: { disable_guest: 1 } })).status).toBe(404);
    expect(await stored("disable_guest")).toBeUndefined();

    const admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
    for (const bad of [{ disable_guest: 2 }, { order_wise_tax_percentage: "ten" }, { shipping_fee_type: "teleport" }, { site_name: "x" }]) {
      expect((await admin.request("/admin/settings", { method: "POST", json: bad })).status).toBe(422);
    }
    expect((await admin.request("/admin/settings", { method: "POST", json: { disable_guest: 1 }, noToken: true })).status).toBe(419);
    expect(await stored("disable_guest")).toBeUndefined();
    const on = await admin.request("/admin/settings", { method: "POST", json: { disable_guest: 1 } });
    expect(on.status).toBe(200);
    expect(await stored("disable_guest")).toBe(1);
    // it holds at once (the cached settings were dropped): a guest cannot place an order
    const p = await simpleProduct(database.db);
    await visitor.request("/user/addToCart", { method: "POST", json: { id: p.id } });
    const refused = await visitor.request("/user/confirm-order", {
      method: "POST",
      json: { shipping_address: await typedAddress(database.db) },
    });
    expect(refused.status).toBe(401);
    await admin.request("/admin/settings", { method: "POST", json: { disable_guest: 0 } });
    expect(await stored("disable_guest")).toBe(0);
  });
  const entries = async () => Number((await database.db.select({ n: count() }).from(auditLog))[0].n);
  const admin = async () => {
    const client = await guest(app);
    expect((await signIn(client, "admin@example.com", "admin123")).status).toBe(200);
    return client;
  };

  it("the storefront's settings (spec section 3): bad values are 422 beside their fields and change nothing; staff without `settings` get 403", async () => {
    const operator = await admin();
    const n = await entries();
    const bad = await operator.request("/admin/settings", {
      method: "POST",
      json: {
        no_of_decimals: 5,
        decimal_separator: ";",
        facebook_link: "javascript:alert(1)",
        popup_title: { de: "x" },
        addons: { reward: "yes" },
        demo_mode: 1,
      },
    });
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(["no_of_decimals", "decimal_separator", "facebook_link", "popup_title", "addons.reward"]),
    );
    expect(errors.no_of_decimals[0]).toContain("number of decimals");
    expect(await stored("no_of_decimals")).toBeUndefined();
    expect(await stored("demo_mode")).toBe(1); // the demo's own, untouched by the refused call
    expect(await entries()).toBe(n);

    const staff = await guest(app);
    expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(200);
    expect((await staff.request("/admin/settings", { method: "POST", json: { no_of_decimals: 0 } })).status).toBe(403);
    expect(await stored("no_of_decimals")).toBeUndefined();
    expect(await entries()).toBe(n);
  });

  it("a change is audited with before and after, shows in settings-data at once, and the same values again record nothing", async () => {
    const operator = await admin();
    const visitor = await guest(app);
    const before = (await call(visitor, "/settings-data")).body.settings;
    expect(before).toMatchObject({ no_of_decimals: 2, decimal_separator: ".", currency_symbol_format: "symbol_amount" });
    const [video] = await database.db.select().from(addons).where(eq(addons.identifier, "video_shopping"));
    expect(video.isActive).toBe(true);

    const change = {
      no_of_decimals: 3,
      decimal_separator: ",",
      currency_symbol_format: "amount__symbol",
      twitter_link: "https://x.com/bazaar",
      pushar_activated: false,
      addons: { video_shopping: false },
    };
    const n = await entries();
    const res = await operator.request("/admin/settings", { method: "POST", json: change });
    expect(res.status).toBe(200);
    expect(await entries()).toBe(n + 1);
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorEmail: "admin@example.com",
      action: "settings.update",
      before: {
        no_of_decimals: 2,
        decimal_separator: ".",
        currency_symbol_format: "symbol_amount",
        pushar_activated: 1,
        addons: { video_shopping: true },
      },
      after: {
        no_of_decimals: 3,
        decimal_separator: ",",
        currency_symbol_format: "amount__symbol",
        pushar_activated: 0,
        addons: { video_shopping: false },
      },
    });
    expect((entry.before as Record<string, unknown>).twitter_link).toBe("https://twitter.com/bazaar_example");

    // the storefront follows at once: the page data's settings and add-ons
    const after = (await call(visitor, "/settings-data")).body.settings;
    expect(after).toMatchObject({
      no_of_decimals: 3,
      decimal_separator: ",",
      currency_symbol_format: "amount__symbol",
      pushar_activated: 0,
    });
    expect(after.twitter_link).toBe("https://x.com/bazaar");
    const [videoNow] = await database.db.select().from(addons).where(eq(addons.identifier, "video_shopping"));
    expect(videoNow.isActive).toBe(false);

    // the same values again: 200, nothing written, nothing recorded
    const again = await operator.request("/admin/settings", { method: "POST", json: { ...change, pushar_activated: 0 } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { repeated?: boolean }).repeated).toBe(true);
    expect(await entries()).toBe(n + 1);
    await operator.request("/admin/settings", {
      method: "POST",
      json: {
        no_of_decimals: 2,
        decimal_separator: ".",
        currency_symbol_format: "symbol_amount",
        pushar_activated: 1,
        addons: { video_shopping: true },
      },
    });
  });

  it("the shop's time zone: a zone Intl knows is saved as Intl spells it and reaches settings-data; a bad one is 422 in the page's language and changes nothing", async () => {
    const operator = await admin();
    const visitor = await guest(app);
    expect((await call(visitor, "/settings-data")).body.settings.time_zone).toBe("UTC");
    const n = await entries();
    for (const bad of ["Mars/Olympus_Mons", "", "Asia/Tehran'; --", 210]) {
      const refused = await call(operator, "/admin/settings", { time_zone: bad });
      expect(refused.status, String(bad)).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(["time_zone"]);
      expect(refused.body.errors.time_zone[0]).toBe("This value is not allowed for time zone.");
    }
    // in Persian, the field's own Persian name
    expect((await operator.request("/change/locale/fa")).status).toBe(200);
    const persian = await call(operator, "/admin/settings", { time_zone: "Mars/Olympus_Mons" });
    expect(persian.status).toBe(422);
    expect(persian.body.errors.time_zone[0]).toBe("این مقدار برای منطقهٔ زمانی مجاز نیست.");
    expect(await stored("time_zone")).toBeUndefined();
    expect(await entries()).toBe(n);

    const saved = await call(operator, "/admin/settings", { time_zone: "asia/tehran" });
    expect(saved.status).toBe(200);
    expect(await stored("time_zone")).toBe("Asia/Tehran");
    expect(await entries()).toBe(n + 1);
    expect((await call(visitor, "/settings-data")).body.settings.time_zone).toBe("Asia/Tehran");
    // a bad zone afterwards leaves the saved one in force
    expect((await call(operator, "/admin/settings", { time_zone: "Asia/Nowhere" })).status).toBe(422);
    expect(await stored("time_zone")).toBe("Asia/Tehran");
    expect((await call(operator, "/admin/settings", { time_zone: "UTC" })).status).toBe(200);
    expect((await call(visitor, "/settings-data")).body.settings.time_zone).toBe("UTC");
    await operator.request("/change/locale/en");
  });

  it("the outside analytics service: switched on with its id (kept upper-case), refused without one or with a bad one, and off again", async () => {
    const operator = await admin();
    const visitor = await guest(app);
    for (const bad of [
      { analytics_provider: "google", analytics_id: "" },
      { analytics_provider: "google", analytics_id: "G-<script>" },
      { analytics_provider: "matomo" },
    ]) {
      const refused = await call(operator, "/admin/settings", bad);
      expect(refused.status, JSON.stringify(bad)).toBe(422);
      expect(await stored("analytics_provider")).toBeUndefined();
    }
    const on = await call(operator, "/admin/settings", { analytics_provider: "google", analytics_id: "g-abc1234" });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(await stored("analytics_id")).toBe("G-ABC1234");
    const shown = (await call(visitor, "/settings-data")).body.settings;
    expect([shown.analytics_provider, shown.analytics_id]).toEqual(["google", "G-ABC1234"]);
    expect((await call(operator, "/admin/settings", { analytics_provider: "none", analytics_id: "" })).status).toBe(200);
    expect((await call(visitor, "/settings-data")).body.settings.analytics_provider).toBe("none");
  });

  it("an exchange rate is set exactly as typed, audited, and the storefront converts with it at once; the default's rate stays 1", async () => {
    const operator = await admin();
    const visitor = await guest(app);
    const list = (await (await operator.request("/admin/currencies/rates")).json()) as {
      default_currency: string;
      currencies: { code: string; exchange_rate: string }[];
    };
    expect(list.default_currency).toBe("USD");
    expect(list.currencies.find((c) => c.code === "EUR")?.exchange_rate).toBe("0.92");
    expect(JSON.stringify((await call(visitor, "/change/currency/EUR")).body)).toContain('"0.92"');
    const n = await entries();
    for (const bad of ["0", "-1", "1e3", "0.123456789", "abc", ""]) {
      const res = await operator.request("/admin/currencies/EUR/rate", { method: "POST", json: { exchange_rate: bad } });
      expect(res.status, bad).toBe(422);
    }
    const usd = await operator.request("/admin/currencies/USD/rate", { method: "POST", json: { exchange_rate: "2" } });
    expect(usd.status).toBe(422);
    expect((await operator.request("/admin/currencies/XXX/rate", { method: "POST", json: { exchange_rate: "2" } })).status).toBe(404);
    const staff = await guest(app);
    expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(200);
    expect((await staff.request("/admin/currencies/EUR/rate", { method: "POST", json: { exchange_rate: "2" } })).status).toBe(403);
    expect(await entries()).toBe(n);

    const ok = await operator.request("/admin/currencies/EUR/rate", { method: "POST", json: { exchange_rate: "0.93123456" } });
    expect(ok.status).toBe(200);
    expect(await entries()).toBe(n + 1);
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "currency.rate",
      targetId: "EUR",
      before: { exchange_rate: "0.92" },
      after: { exchange_rate: "0.93123456" },
    });
    // the page data's currencies carry the new rate at once (no stale cache)
    expect(JSON.stringify((await call(visitor, "/change/currency/EUR")).body)).toContain('"0.93123456"');
    // the same rate again changes nothing
    const again = await operator.request("/admin/currencies/EUR/rate", { method: "POST", json: { exchange_rate: "0.93123456" } });
    expect(((await again.json()) as { repeated?: boolean }).repeated).toBe(true);
    expect(await entries()).toBe(n + 1);
  });
});
