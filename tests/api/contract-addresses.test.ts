import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { addresses, cities, countries, states } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { productOfShop } from "../setup/order-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Issue 13 (addresses and geo part): the reference client's address calls and the keys it reads. */
describeOnDatabases("reference client: addresses", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let place: { country_id: number; state_id: number; city_id: number };
  let other: { country_id: number; state_id: number; city_id: number };

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    const rows = await database.db
      .select({ country_id: countries.id, state_id: states.id, city_id: cities.id })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, states.countryId))
      .orderBy(asc(cities.id));
    const elsewhere = rows.find((r) => r.state_id !== rows[0].state_id);
    if (!elsewhere) throw new Error("the start data has cities in one state only");
    [place, other] = [rows[0], elsewhere];
  });
  const db = () => database.db;
  const rowsOf = (userId: number) => db().select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  const fields = (extra: Record<string, unknown> = {}) => ({
    name: "Ana Lee",
    email: "ana@example.com",
    phone_no: "+98 912 111 2222",
    ...place,
    address: "12 Rose Street",
    postal_code: "1234567890",
    ...extra,
  });
  const post = (client: TestClient, url: string, json: unknown) => client.request(url, { method: "POST", json });

  it("POST store/user-address with an existing id edits that address (no new one); someone else's id is 404 and changes nothing", async () => {
    const { client, userId } = await signUp(app);
    expect((await post(client, "/store/user-address", fields())).status).toBe(200);
    const [first] = await rowsOf(userId);

    const edited = await post(
      client,
      "/store/user-address",
      fields({ id: first.id, name: "Ana B. Lee", address: "7 Tulip Lane", ...other }),
    );
    expect(edited.status).toBe(200);
    const body = await edited.json();
    expect(body.addresses).toHaveLength(1);
    expect(body.addresses[0]).toMatchObject({ id: first.id, name: "Ana B. Lee", address: "7 Tulip Lane", city_id: other.city_id });
    const after = await rowsOf(userId);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: first.id, name: "Ana B. Lee", isDefaultShipping: true, isDefaultBilling: true });
    // as a form sends it: the id as text
    expect((await post(client, "/store/user-address", fields({ id: String(first.id), name: "Form Sent" }))).status).toBe(200);
    expect((await rowsOf(userId))[0].name).toBe("Form Sent");
    // an empty id adds one
    expect((await post(client, "/store/user-address", fields({ id: "" }))).status).toBe(200);
    expect(await rowsOf(userId)).toHaveLength(2);

    const { client: stranger, userId: strangerId } = await signUp(app);
    const foreign = await post(stranger, "/store/user-address", fields({ id: first.id, name: "Taken Over" }));
    expect(foreign.status).toBe(404);
    expect((await rowsOf(userId))[0].name).toBe("Form Sent");
    expect(await rowsOf(strangerId)).toEqual([]);

    const malformed = await post(client, "/store/user-address", fields({ id: "abc" }));
    expect(malformed.status).toBe(422);
    expect(Object.keys((await malformed.json()).errors)).toEqual(["id"]);
    const badFields = await post(client, "/store/user-address", fields({ id: first.id, name: "" }));
    expect(badFields.status).toBe(422);
    expect(Object.keys((await badFields.json()).errors)).toEqual(["name"]);
    expect(await rowsOf(userId)).toHaveLength(2);
    expect((await rowsOf(userId))[0].name).toBe("Form Sent");
    // a guest is 401
    expect((await post(await guest(app), "/store/user-address", fields({ id: first.id }))).status).toBe(401);
  });

  it("POST default/user-address/shipping|billing/{id} answers user with shipping_address and billing_address", async () => {
    const { client, userId } = await signUp(app);
    await post(client, "/store/user-address", fields());
    await post(client, "/store/user-address", fields({ name: "Second", ...other }));
    const [first, second] = await rowsOf(userId);

    const shipping = await client.request(`/default/user-address/shipping/${second.id}`, { method: "POST" });
    expect(shipping.status).toBe(200);
    const s = await shipping.json();
    expect(s.user).toMatchObject({ id: userId, user_type: "customer" });
    expect(s.user.shipping_address).toMatchObject({ id: second.id, name: "Second" });
    expect(s.user.billing_address).toMatchObject({ id: first.id });

    const billing = await client.request(`/default/user-address/billing/${second.id}`, { method: "POST" });
    expect(billing.status).toBe(200);
    expect((await billing.json()).user.billing_address).toMatchObject({ id: second.id });

    const { client: stranger } = await signUp(app);
    expect((await stranger.request(`/default/user-address/shipping/${first.id}`, { method: "POST" })).status).toBe(404);
    const rows = await rowsOf(userId);
    expect(rows.map((r) => [r.isDefaultShipping, r.isDefaultBilling])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it("GET user/address answers checkout: the checkout's totals and trx_id beside addresses, carts and checkouts", async () => {
    const { client } = await signUp(app);
    await post(client, "/store/user-address", fields());
    const empty = await (await client.request("/user/address?cart_page=1")).json();
    expect(empty).toMatchObject({ addresses: [expect.any(Object)], carts: [], checkouts: {}, pickup_hubs: [] });
    expect(empty.checkout).toMatchObject({ trx_id: "", total: "0.00", subtotal: "0.00", can_checkout: false });

    const product = await productOfShop(db(), { priceCents: 1500, stock: 10 });
    const added = await post(client, "/user/addToCart", { id: product.id, quantity: 1 });
    expect(added.status).toBe(200);
    const full = await (await client.request("/user/address")).json();
    expect(full.carts).toHaveLength(1);
    expect(full.checkout).toMatchObject({ trx_id: full.carts[0].trx_id, items: 1, can_checkout: true });
    expect(Number(full.checkout.total)).toBeGreaterThan(0);
  });

  it("GET get/country-list: flag_icon is a picture the shop serves itself (SVG, cached, 304 on a repeat)", async () => {
    const client = await guest(app);
    const { countries: list } = await (await client.request("/get/country-list")).json();
    expect(list.length).toBeGreaterThan(0);
    for (const country of list) {
      expect(country.flag_icon).toBe(`/flags/${country.iso2.toLowerCase()}.svg`);
      const res = await client.request(country.flag_icon);
      expect(res.status, country.iso2).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
      expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
    }
    const first = await client.request(list[0].flag_icon);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect((await client.request(list[0].flag_icon, { headers: { "if-none-match": etag } })).status).toBe(304);
    // a code not drawn here gets the neutral plate with its letters; anything else is not a flag
    expect(await (await client.request("/flags/zz.svg")).text()).toContain(">ZZ</text>");
    expect((await client.request("/flags/usa.svg")).status).toBe(404);
    expect((await client.request("/flags/%3Cscript%3E.svg")).status).toBe(404);
  });
});
