import { and, count, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, languages, settings, uiStringOverrides } from "../../db/schema";
import { DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { signedIn } from "../setup/order-fixture";
import { call, placedGroup } from "../setup/payment-fixture";
import { simpleProduct } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The admin console's languages, language files, payments, shipping and tax (spec section 3). */
describeOnDatabases("admin configuration", { products: 10 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });
  const entries = async () => Number((await database.db.select({ n: count() }).from(auditLog))[0].n);
  const lastEntry = async () => (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const admin = () => signedIn(app, "admin@example.com", "admin123");
  const storefrontLocales = async () => (await (await guest(app)).request("/change/locale/de")).status;

  it("an added language is off until enabled, then the storefront offers it (its file English until translated)", async () => {
    const operator = await admin();
    const n = await entries();
    const bad = await call(operator, "/admin/languages", { code: "DE!", name: "", native_name: "<b>x</b>", direction: "up", flag: "🇩🇪" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["code", "name", "native_name", "direction"]));
    expect(await entries()).toBe(n);

    const added = await call(operator, "/admin/languages", {
      code: "de",
      name: "German",
      native_name: "Deutsch",
      direction: "ltr",
      flag: "🇩🇪",
    });
    expect(added.status).toBe(200);
    expect(added.body.language).toMatchObject({ code: "de", is_active: false, is_default: false });
    expect(
      (await call(operator, "/admin/languages", { code: "de", name: "G", native_name: "D", direction: "ltr", flag: "x" })).status,
    ).toBe(422);
    expect((await lastEntry()).action).toBe("language.add");
    expect(await storefrontLocales()).toBe(404);

    const on = await call(operator, "/admin/languages/de/status", { active: true });
    expect(on.status).toBe(200);
    expect(await lastEntry()).toMatchObject({ action: "language.enable", before: { is_active: false }, after: { is_active: true } });
    const visitor = await guest(app);
    const switched = await call(visitor, "/change/locale/de");
    expect(switched.status).toBe(200);
    expect(switched.body.active_language).toMatchObject({ locale: "de", name: "Deutsch" });
    const file = await visitor.request("/lang/de.json");
    expect(file.status).toBe(200);
    expect((await file.json()).settings_saved).toBe("Settings saved");
    const list = (await call(operator, "/admin/languages/list")).body;
    expect(list.languages.map((l: { code: string }) => l.code)).toEqual(["en", "fa", "ar", "de"]);

    // off again: the storefront no longer offers it
    expect((await call(operator, "/admin/languages/de/status", { active: false })).status).toBe(200);
    expect((await call(await guest(app), "/change/locale/de")).status).toBe(404);
  });

  it("the default language and the last one on cannot be switched off; a default must be on", async () => {
    const operator = await admin();
    const n = await entries();
    const refused = await call(operator, "/admin/languages/en/status", { active: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.active).toBeDefined();
    expect((await call(operator, "/admin/languages/de/default", {})).status).toBe(422);
    expect((await call(operator, "/admin/languages/xx/default", {})).status).toBe(404);
    expect(await entries()).toBe(n);
    expect((await database.db.select().from(languages).where(eq(languages.code, "en")))[0].isActive).toBe(true);

    // fa becomes the default: a visitor without a choice gets it; en may then go off, but not the last one left
    expect((await call(operator, "/admin/languages/fa/default", {})).status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      action: "settings.update",
      before: { default_language: "en" },
      after: { default_language: "fa" },
    });
    expect((await call(await guest(app), "/settings-data")).body.settings.default_language).toBe("fa");
    expect((await call(await guest(app), "/language/keywords")).body.locale).toBe("fa");
    expect((await call(operator, "/admin/languages/ar/status", { active: false })).status).toBe(200);
    expect((await call(operator, "/admin/languages/en/status", { active: false })).status).toBe(200);
    const last = await call(operator, "/admin/languages/fa/status", { active: false });
    expect(last.status).toBe(422);
    // back as the demo has it
    for (const code of ["en", "ar"]) expect((await call(operator, `/admin/languages/${code}/status`, { active: true })).status).toBe(200);
    expect((await call(operator, "/admin/languages/en/default", {})).status).toBe(200);
  });

  it("a UI string's wording reaches the language file and the server's messages; reset restores it; bad keys and markup are refused", async () => {
    const operator = await admin();
    const visitor = await guest(app);
    const fileOf = async (locale: string) => {
      const keywords = (await call(visitor, `/language/keywords?locale=${locale}`)).body;
      const res = await visitor.request(new URL(keywords.lang_file, "http://x").pathname + new URL(keywords.lang_file, "http://x").search);
      return { url: keywords.lang_file as string, words: (await res.json()) as Record<string, string> };
    };
    const before = await fileOf("fa");
    const shipped = before.words.language_changed;
    const page = (await call(operator, "/admin/languages/fa/strings/list?q=language_changed")).body;
    expect(page.data).toContainEqual({
      id: "language_changed",
      key: "language_changed",
      value: shipped,
      english: "Language changed successfully",
      overridden: false,
    });
    expect(page.total).toBeGreaterThanOrEqual(1);

    const n = await entries();
    for (const bad of [
      { key: "no_such_key_anywhere", value: "x" },
      { key: "language_changed", value: "<b></b>" },
      { key: "language_changed", value: "{{evil}} زبان" },
      { key: "language_changed" },
    ])
      expect((await call(operator, "/admin/languages/fa/strings", bad)).status).toBe(422);
    expect(
      (await call(operator, "/admin/languages/fa/strings", { key: "no_such_key_anywhere", value: "x" })).body.errors.key,
    ).toBeDefined();
    expect(await entries()).toBe(n);

    const saved = await call(operator, "/admin/languages/fa/strings", {
      key: "language_changed",
      value: "زبان <script>alert(1)</script>عوض شد",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ value: "زبان alert(1)عوض شد", overridden: true });
    expect(await lastEntry()).toMatchObject({
      action: "ui_string.update",
      targetId: "fa:language_changed",
      before: { value: shipped },
      after: { value: "زبان alert(1)عوض شد" },
    });
    const after = await fileOf("fa");
    expect(after.url).not.toBe(before.url); // a new version: browsers fetch it again
    expect(after.words.language_changed).toBe("زبان alert(1)عوض شد");
    expect((await call(visitor, "/change/locale/fa")).body.success).toBe("زبان alert(1)عوض شد");
    // English is untouched
    expect((await fileOf("en")).words.language_changed).toBe("Language changed successfully");

    expect((await call(operator, "/admin/languages/fa/strings/reset", { key: "language_changed" })).status).toBe(200);
    expect((await lastEntry()).action).toBe("ui_string.reset");
    expect((await fileOf("fa")).words.language_changed).toBe(shipped);
    expect((await fileOf("fa")).url).toBe(before.url);
    const rows = await database.db
      .select()
      .from(uiStringOverrides)
      .where(and(eq(uiStringOverrides.locale, "fa")));
    expect(rows).toHaveLength(0);
  });

  it("a payment method switched off is no longer offered nor accepted; secrets are write-only and masked in the audit log", async () => {
    const operator = await admin();
    const { buyer, code } = await placedGroup(app, database.db);
    const offered = async () =>
      ((await call(buyer, `/user/payment-order?code=${code}`)).body.payment_types as { type: string }[]).map((t) => t.type);
    expect(await offered()).toContain("cash_on_delivery");

    const bad = await call(operator, "/admin/settings", { cash_on_delivery: 3, stripe_secret_key: "nope" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["cash_on_delivery", "stripe_secret_key"]));

    const secret = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
    const off = await call(operator, "/admin/settings", {
      cash_on_delivery: false,
      payment_sandbox: 0,
      stripe_secret_key: secret,
      stripe_webhook_secret: "whsec_abcdefgh12345678",
      stripe_activated: 0,
    });
    expect(off.status).toBe(200);
    expect(JSON.stringify(off.body)).not.toContain(secret);
    const entry = await lastEntry();
    expect(entry).toMatchObject({
      action: "settings.update",
      before: { cash_on_delivery: 1, payment_sandbox: 1, stripe_secret_key: "", stripe_activated: 1 },
      after: { cash_on_delivery: 0, payment_sandbox: 0, stripe_secret_key: "********", stripe_webhook_secret: "********" },
    });
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect((await database.db.select().from(settings).where(eq(settings.key, "stripe_secret_key")))[0].value).toBe(secret);

    expect(await offered()).toEqual(["offline_method"]);
    // a wallet recharge no longer offers the sandbox either
    const { client: member } = await signUp(app);
    const recharge = (await call(member, "/user/wallet-data")).body.payment_types as { type: string }[];
    expect(recharge.map((t) => t.type)).toEqual(["offline_method"]);
    const refused = await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code });
    expect(refused.status).toBe(422);
    expect((await call(buyer, "/user/complete-order", { payment_type: "sandbox", code })).status).toBe(422);

    // no GET answers the secret: the payments page shows it as set
    const methods = await call(operator, "/admin/settings/payment-methods");
    expect(methods.body).toMatchObject({
      values: { cash_on_delivery: false, payment_sandbox: false, stripe_activated: false },
      secrets: { stripe_secret_key: true, stripe_webhook_secret: true },
    });
    for (const url of ["/admin/settings/payment-methods", "/admin/settings/shipping-tax/values", "/settings-data", "/admin/languages/list"])
      expect(JSON.stringify((await call(operator, url)).body)).not.toContain(secret);
    const page = await operator.request("/admin/settings");
    expect(await page.text()).not.toContain(secret);

    expect(
      (
        await call(operator, "/admin/settings", {
          cash_on_delivery: true,
          payment_sandbox: 1,
          stripe_secret_key: "",
          stripe_webhook_secret: "",
        })
      ).status,
    ).toBe(200);
    expect(await offered()).toEqual(["cash_on_delivery", "offline_method", "sandbox"]);
    expect((await call(operator, "/admin/settings/payment-methods")).body.secrets).toEqual({
      stripe_secret_key: false,
      stripe_webhook_secret: false,
    });
  });

  it("the shipping fee and tax set on the shipping page are what the cart and checkout charge, to the cent", async () => {
    const operator = await admin();
    const p = await simpleProduct(database.db, { priceCents: 2000, stock: 20 });
    const buyer = await guest(app);
    const first = await call(buyer, "/user/addToCart", { id: p.id, quantity: 1 });
    expect(first.body.summary).toMatchObject({ subtotal: "20.00", shipping_cost: "5.00", total: "25.00" });
    expect((await call(operator, "/admin/settings/shipping-tax/values")).body).toMatchObject({
      shipping_fee_type: "flat_rate",
      shipping_fee_flat_rate: "5.00",
      vat_and_tax_type: "order_base",
    });

    const n = await entries();
    for (const bad of [
      { order_wise_tax_percentage: "150" },
      { invoice_based_shipping_fee: [{ min_amount: "50", max_amount: "10", fee: "1" }] },
      { shipping_fee_flat_rate_cents: -1 },
      { shipping_fee_flat_rate_cents: 1.5 },
    ])
      expect((await call(operator, "/admin/settings", bad)).status).toBe(422);
    expect(await entries()).toBe(n);

    const changed = await call(operator, "/admin/settings", { shipping_fee_flat_rate_cents: 733, order_wise_tax_percentage: "7.5" });
    expect(changed.status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      before: { shipping_fee_flat_rate_cents: 500, order_wise_tax_percentage: "0" },
      after: { shipping_fee_flat_rate_cents: 733, order_wise_tax_percentage: "7.5" },
    });
    const cart = (await call(buyer, "/cart/list")).body;
    // 20.00 + 7.33 shipping + 7.5 % of 20.00 = 1.50 tax
    expect(cart.summary).toMatchObject({ subtotal: "20.00", shipping_cost: "7.33", total: "28.83" });
    const checkout = (await call(buyer, "/user/address")).body.checkout;
    expect(checkout.total).toBe("28.83");

    // invoice tiers: an order of 10.00–100.00 ships free
    const tiers = await call(operator, "/admin/settings", {
      shipping_fee_type: "invoice_base",
      invoice_based_shipping_fee: [{ min_amount: "10.00", max_amount: "100.00", fee: "0" }],
    });
    expect(tiers.status).toBe(200);
    expect((await call(buyer, "/cart/list")).body.summary).toMatchObject({ shipping_cost: "0.00", total: "21.50" });

    await call(operator, "/admin/settings", {
      shipping_fee_type: "flat_rate",
      shipping_fee_flat_rate_cents: 500,
      order_wise_tax_percentage: "0",
      invoice_based_shipping_fee: [],
    });
    expect((await call(buyer, "/cart/list")).body.summary).toMatchObject({ shipping_cost: "5.00", total: "25.00" });
  });

  it("staff without `settings` get 403, customers and guests 404, and nothing changes", async () => {
    const staff = await signedIn(app, DEMO_STAFF.email, DEMO_STAFF.password);
    const { client: customer } = await signUp(app);
    const visitor = await guest(app);
    const n = await entries();
    const calls: [string, unknown?][] = [
      ["/admin/languages/list"],
      ["/admin/languages/fa/strings/list"],
      ["/admin/settings/payment-methods"],
      ["/admin/settings/shipping-tax/values"],
      ["/admin/languages", { code: "it", name: "Italian", native_name: "Italiano", direction: "ltr", flag: "🇮🇹" }],
      ["/admin/languages/fa/status", { active: false }],
      ["/admin/languages/fa/default", {}],
      ["/admin/languages/fa/strings", { key: "language_changed", value: "x" }],
      ["/admin/languages/fa/strings/reset", { key: "language_changed" }],
    ];
    for (const [url, json] of calls) {
      expect((await call(staff, url, json)).status, url).toBe(403);
      expect((await call(customer, url, json)).status, url).toBe(404);
      expect((await call(visitor, url, json)).status, url).toBe(404);
    }
    expect(await entries()).toBe(n);
    expect(await database.db.select().from(languages).where(eq(languages.code, "it"))).toHaveLength(0);
  });
});
