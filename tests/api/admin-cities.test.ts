import { asc, count, desc, eq, ilike, ne } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, cities, countries, states } from "../../db/schema";
import { centsToDecimal } from "../../kernel/money";
import { DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { signedIn } from "../setup/order-fixture";
import { renderedPages } from "../setup/rendered-pages";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type CityRow = {
  id: number;
  name: string;
  state: { id: number; name: string };
  country: { id: number; name: string };
  shipping_cost: string;
  cash_on_delivery: boolean;
};
type CityPage = {
  data: CityRow[];
  filters: Record<string, unknown>;
  countries: { id: number; name: string }[];
  states: { id: number; name: string }[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

/**
 * The operator's cities and their cash on delivery (issue 38, item 2; decision 076): the list
 * call (paged, searched by name, filtered by country, state and the flag; operators with
 * `settings` only; a bad query 422) and the console's page at /admin/settings/cities through the
 * real build (`npm run build` first). That a switched-off city's checkout offers no cash on
 * delivery is tests/api/shipping-per-shop.test.ts's.
 */
describeOnDatabases("the console's cities and cash on delivery", { products: 10 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
    admin = await signedIn(app, "admin@example.com", "admin123");
  }, 120_000);

  const list = async (query = "") => {
    const res = await call<CityPage>(admin, `/admin/cities/list${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const entries = async () => Number((await database.db.select({ n: count() }).from(auditLog))[0].n);
  /** Every city as the list orders them: by country, state and city name. */
  const allCities = () =>
    database.db
      .select({ id: cities.id, name: cities.name, cost: cities.shippingCostCents, cod: cities.cashOnDelivery, state: states.name })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, states.countryId))
      .orderBy(asc(countries.name), asc(states.name), asc(cities.name), asc(cities.id));

  it("answers every city 25 a page, each with its state, country, area shipping cost and cash on delivery", async () => {
    const every = await allCities();
    expect(every.length).toBeGreaterThan(50);
    const first = await list();
    expect(first).toMatchObject({ current_page: 1, per_page: 25, total: every.length, last_page: Math.ceil(every.length / 25) });
    expect(first.data.map((c) => c.id)).toEqual(every.slice(0, 25).map((c) => c.id));
    const [row] = first.data;
    const [place] = await database.db
      .select({ state: states, country: countries })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(eq(cities.id, row.id));
    expect(row).toEqual({
      id: row.id,
      name: every[0].name,
      state: { id: place.state.id, name: place.state.name },
      country: { id: place.country.id, name: place.country.name },
      shipping_cost: centsToDecimal(every[0].cost),
      cash_on_delivery: true,
    });
    expect(row.shipping_cost).toMatch(/^\d+\.\d{2}$/);
    // the filters' choices: every country, and no states until a country is chosen
    expect(first.countries).toHaveLength(Number((await database.db.select({ n: count() }).from(countries))[0].n));
    expect(first.states).toEqual([]);

    // the last page holds the rest; past it, nothing
    const last = await list(`?page=${first.last_page}`);
    expect(last.data.map((c) => c.id)).toEqual(every.slice((first.last_page - 1) * 25).map((c) => c.id));
    expect((await list(`?page=${first.last_page + 1}`)).data).toEqual([]);
  });

  it("searches a part of the city's name in any case, and filters by country, state and cash on delivery", async () => {
    const found = await list("?search=SAN");
    const expected = await database.db.select({ id: cities.id }).from(cities).where(ilike(cities.name, "%san%"));
    expect(found.total).toBe(expected.length);
    expect(found.total).toBeGreaterThan(0);
    for (const c of found.data) expect(c.name.toLowerCase()).toContain("san");
    expect((await list("?search=no-such-city-anywhere")).total).toBe(0);

    const [iran] = await database.db.select().from(countries).where(eq(countries.iso2, "IR"));
    const inIran = await list(`?country_id=${iran.id}`);
    expect(inIran.total).toBeGreaterThan(0);
    for (const c of inIran.data) expect(c.country).toEqual({ id: iran.id, name: iran.name });
    const iranStates = await database.db.select({ id: states.id, name: states.name }).from(states).where(eq(states.countryId, iran.id));
    expect(inIran.states.map((s) => s.id).sort()).toEqual(iranStates.map((s) => s.id).sort());
    const state = inIran.data[0].state;
    const inState = await list(`?country_id=${iran.id}&state_id=${state.id}`);
    const stateCities = await database.db.select({ id: cities.id }).from(cities).where(eq(cities.stateId, state.id));
    expect(inState.data.map((c) => c.id).sort()).toEqual(stateCities.map((c) => c.id).sort());
    expect(inState.filters).toMatchObject({ country_id: iran.id, state_id: state.id, search: "", cod: "" });
    // a state of another country than the one chosen: nothing (the filters are and-ed), not an error
    const [elsewhere] = await database.db.select().from(states).where(ne(states.countryId, iran.id)).limit(1);
    expect((await list(`?country_id=${iran.id}&state_id=${elsewhere.id}`)).total).toBe(0);

    const every = (await allCities()).length;
    expect((await list("?cod=on")).total).toBe(every);
    expect((await list("?cod=off")).total).toBe(0);
  });

  it("a city switched off shows so in the list and its filter, with one audit entry; switched on again, likewise", async () => {
    const [tehran] = await database.db.select().from(cities).where(eq(cities.name, "Tehran"));
    const n = await entries();
    const off = await call(admin, `/admin/cities/${tehran.id}/cash-on-delivery`, { cash_on_delivery: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ id: tehran.id, cash_on_delivery: false });
    expect(await entries()).toBe(n + 1);
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "city.cash_on_delivery",
      before: { cash_on_delivery: true },
      after: { cash_on_delivery: false },
    });

    const searched = await list("?search=tehran");
    expect(searched.data.find((c) => c.id === tehran.id)?.cash_on_delivery).toBe(false);
    const offList = await list("?cod=off");
    expect(offList.data.map((c) => c.id)).toEqual([tehran.id]);
    expect((await list("?cod=on")).data.map((c) => c.id)).not.toContain(tehran.id);

    // the same again changes nothing and records nothing
    expect((await call(admin, `/admin/cities/${tehran.id}/cash-on-delivery`, { cash_on_delivery: false })).status).toBe(200);
    expect(await entries()).toBe(n + 1);

    expect((await call(admin, `/admin/cities/${tehran.id}/cash-on-delivery`, { cash_on_delivery: true })).status).toBe(200);
    expect(await entries()).toBe(n + 2);
    expect((await list("?cod=off")).total).toBe(0);
    expect((await list("?search=tehran")).data.find((c) => c.id === tehran.id)?.cash_on_delivery).toBe(true);
  });

  it("a bad query is 422 on the field, in the viewer's language, and changes nothing", async () => {
    const n = await entries();
    const bad: [string, string][] = [
      ["country_id=abc", "country_id"],
      ["country_id=0", "country_id"],
      ["state_id=-3", "state_id"],
      ["state_id=1.5", "state_id"],
      ["state_id=99999999999", "state_id"],
      ["cod=maybe", "cod"],
      ["page=0", "page"],
      ["page=two", "page"],
      [`search=${"x".repeat(101)}`, "search"],
    ];
    for (const [query, field] of bad) {
      const res = await call<{ errors: Record<string, string[]> }>(admin, `/admin/cities/list?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
      expect(res.body.errors[field][0], query).toMatch(/\w/);
    }
    const fa = await call<{ errors: Record<string, string[]> }>(admin, "/admin/cities/list?cod=maybe&lang=fa");
    expect(fa.status).toBe(422);
    expect(fa.body.errors.cod[0]).toContain("پرداخت در محل");
    expect(await entries()).toBe(n);
    expect((await list()).total).toBe((await allCities()).length);
  });

  it("only operators with `settings`: guests, customers and sellers get 404, staff without it 403, the call and the page alike", async () => {
    const customer = await signedIn(app, "customer@example.com", "customer123");
    const seller = await signedIn(app, "seller@example.com", "seller123");
    const staff = await signedIn(app, DEMO_STAFF.email, DEMO_STAFF.password);
    for (const [who, client] of [
      ["guest", await guest(app)],
      ["customer", customer],
      ["seller", seller],
    ] as const) {
      expect((await client.request("/admin/cities/list")).status, who).toBe(404);
      expect((await client.request("/admin/cities/list?cod=maybe")).status, who).toBe(404);
    }
    expect((await staff.request("/admin/cities/list")).status).toBe(403);
    const page = await staff.request("/admin/settings/cities?lang=en");
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('data-testid="admin-error"');
    expect((await customer.request("/admin/settings/cities?lang=en")).status).toBe(404);
  });

  it("/admin/settings/cities shows the cities with their switches, is linked from the menu and the shipping page, says when a filter was not read, and reads right to left in Persian", async () => {
    const [first] = await allCities();
    const page = await admin.request("/admin/settings/cities?lang=en");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="cities-table"');
    expect(html).toContain(first.name);
    expect(html).toContain(`aria-label="Cash on delivery in ${first.name}"`);
    expect(html).toContain('href="/admin/settings/cities"');
    const shipping = await (await admin.request("/admin/settings/shipping-tax?lang=en")).text();
    expect(shipping).toContain('data-testid="shipping-tax-cities"');

    const bad = await admin.request("/admin/settings/cities?lang=en&cod=maybe&search=tehran");
    expect(bad.status).toBe(200);
    const badHtml = await bad.text();
    expect(badHtml).toContain("A filter in the link could not be read");
    expect(badHtml).toContain(first.name);

    const fa = await (await admin.request("/admin/settings/cities?lang=fa&search=tehran")).text();
    expect(fa).toContain('dir="rtl"');
    expect(fa).toContain("شهرها و پرداخت در محل");
    expect(fa).toContain("Tehran");
  });
});
