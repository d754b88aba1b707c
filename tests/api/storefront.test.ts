import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { Session, sharedPageToken } from "../../server/session/session";
import { makeTestApp, TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SECRET = "test-secret-test-secret-test-secret-0123";
const tokenFor = (id: string) => new Session(id, null, {}, false, false, SECRET).csrfToken;

describeOnDatabases("storefront calls", { products: 120 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });

  it("GET settings-data answers the public settings and never a secret", async () => {
    const res = await app.request("/settings-data");
    expect(res.status).toBe(200);
    const body = await res.json();
    for (const key of [
      "site_popup_status",
      "popup_show_in",
      "no_of_decimals",
      "decimal_separator",
      "currency_symbol_format",
      "disable_guest",
      "lang_file",
      "demo_mode",
      "pushar_activated",
    ])
      expect(body.settings).toHaveProperty(key);
    expect(body.settings.lang_file).toMatch(/\/lang\/en\.json$/);
    expect(body.settings).not.toHaveProperty("contact_info");
    expect(JSON.stringify(body)).not.toMatch(/secret|password/i);
  });

  it("a first visit gets no cookie until something is stored, then an HttpOnly, SameSite=Lax one", async () => {
    const first = await app.request("/settings-data");
    expect(first.headers.get("set-cookie")).toBeNull();
    const headers = { "csrf-token": sharedPageToken(SECRET), "x-requested-with": "XMLHttpRequest" };
    const res = await app.request("/change/currency/EUR", { headers });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^bazaar_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("change/currency needs the token: 419 without it, and nothing changes", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const refused = await client.request("/change/currency/EUR", { noToken: true });
    expect(refused.status).toBe(419);
    expect((await refused.json()).error).toBeTruthy();
    const wrong = await client.request("/change/currency/EUR", { noToken: true, headers: { "csrf-token": "x".repeat(43) } });
    expect(wrong.status).toBe(419);
    const viewed = await client.request("/viewed-products");
    expect(viewed.status).toBe(200);
    const page = await client.request("/settings-data");
    expect((await page.json()).settings.default_currency).toBe("USD");
  });

  it("change/currency with the token sets the session's currency", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const res = await client.request("/change/currency/EUR");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.active_currency).toMatchObject({ code: "EUR", symbol: "€", exchange_rate: "0.92" });
    const again = await client.request("/change/currency/IRR");
    expect((await again.json()).active_currency.exchange_rate).toBe("1050000");
  });

  it("an unknown currency or language is 404 with a message", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const res = await client.request("/change/currency/XYZ");
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/currency/i);
    const lang = await client.request("/change/locale/xx");
    expect(lang.status).toBe(404);
  });

  it("change/locale answers the active language with its direction", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const res = await client.request("/change/locale/fa");
    expect(res.status).toBe(200);
    expect((await res.json()).active_language).toMatchObject({ locale: "fa", text_direction: "rtl" });
    const settings = await (await client.request("/settings-data")).json();
    expect(settings.settings.lang_file).toMatch(/\/lang\/fa\.json$/);
    expect(settings.settings.text_direction).toBe("rtl");
  });

  it("get/geolocale takes the currency from the visitor's country", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const res = await client.request("/get/geolocale", { headers: { "x-country-code": "DE" } });
    expect(res.status).toBe(200);
    expect((await res.json()).currency).toMatchObject({ code: "EUR", name: "EUR", exchange_rate: "0.92" });
    const unknown = await client.request("/get/geolocale", { headers: { "x-country-code": "JP" } });
    expect((await unknown.json()).currency.code).toBe("USD");
  });

  it("country, state and city lists", async () => {
    const countries = (await (await app.request("/get/country-list")).json()).countries;
    expect(countries.length).toBeGreaterThanOrEqual(10);
    const iran = countries.find((c: { iso2: string }) => c.iso2 === "IR");
    expect(iran).toMatchObject({ iso3: "IRN", currency: "IRR" });
    const states = (await (await app.request(`/state/by-country/${iran.id}`)).json()).states;
    expect(states.length).toBeGreaterThan(0);
    const cities = (await (await app.request(`/city/by-state/${states[0].id}`)).json()).cities;
    expect(cities.length).toBeGreaterThan(0);
    expect((await app.request("/state/by-country/abc")).status).toBe(404);
  });

  it("others-page answers a page by slug and 404 for an unknown one", async () => {
    const res = await app.request("/home/others-page/about");
    expect(res.status).toBe(200);
    const { page } = await res.json();
    expect(page).toMatchObject({ link: "about" });
    expect(page.title.length).toBeGreaterThan(0);
    expect(page.content).toContain("<p>");
    const missing = await app.request("/home/others-page/nope");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe("Page not found");
  });

  it("contact-page answers the shop's contact details", async () => {
    const { contact } = await (await app.request("/home/contact-page")).json();
    expect(Object.keys(contact).sort()).toEqual(["address", "email", "optional_email", "optional_phone", "phone"]);
    expect(contact.email).toMatch(/@/);
  });

  it("subscribers: valid once, then 422 for a duplicate, 422 for a bad e-mail, 419 without token", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const ok = await client.request("/home/subscribers", { method: "POST", json: { email: "News@Example.com" } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ subscribe: true });
    const dup = await client.request("/home/subscribers", { method: "POST", json: { email: "news@example.com" } });
    expect(dup.status).toBe(422);
    expect(await dup.json()).toMatchObject({ errors: { email: ["This e-mail is already subscribed."] } });
    const bad = await client.request("/home/subscribers", { method: "POST", json: { email: "not-an-email" } });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.message).toBeTruthy();
    expect(body.errors.email[0]).toMatch(/valid e-mail/);
    const noToken = await client.request("/home/subscribers", { method: "POST", json: { email: "other@example.com" }, noToken: true });
    expect(noToken.status).toBe(419);
  });

  it("malformed JSON, a wrong content type and a huge body are refused without a 500", async () => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const malformed = await client.request("/home/subscribers", {
      method: "POST",
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const xml = await client.request("/home/subscribers", { method: "POST", body: "<a/>", headers: { "content-type": "application/xml" } });
    expect(xml.status).toBe(415);
    const huge = await client.request("/home/subscribers", {
      method: "POST",
      body: JSON.stringify({ email: "a".repeat(1_100_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
    let deep: unknown = {};
    for (let i = 0; i < 40; i++) deep = { d: deep };
    const nested = await client.request("/home/subscribers", { method: "POST", json: deep });
    expect(nested.status).toBe(400);
  });

  it("viewed products: a product view is remembered for this visitor only", async () => {
    const listing = await (await app.request("/home/filtered_products?sort=newest&paginate=5")).json();
    const slug = listing.products.data[0].slug;
    const a = new TestClient(app);
    await a.start(tokenFor);
    const view = await a.request("/home/product-view", { method: "POST", json: { product_slug: slug } });
    expect(view.status).toBe(200);
    const mine = (await (await a.request("/viewed-products")).json()).viewed_products;
    expect(mine[0]).toMatchObject({ slug });
    expect(Object.keys(mine[0]).sort()).toEqual(["id", "image_72x72", "product_name", "slug"]);
    const unknown = await a.request("/home/product-view", { method: "POST", json: { product_slug: "no-such-product" } });
    expect(unknown.status).toBe(404);
  });

  it("every answer carries the security headers", async () => {
    const res = await app.request("/settings-data");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    // the app's own time for the answer (the bench reads it for add-to-cart and place-order)
    expect(res.headers.get("server-timing")).toMatch(/^app;dur=\d+(\.\d)?$/);
  });

  it("language files: the active language's UI strings", async () => {
    const fa = await (await app.request("/lang/fa.json")).json();
    expect(fa.negotiable).toBe("توافقی");
    expect((await app.request("/lang/xx.json")).status).toBe(404);
  });
});
