import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { addresses, cities, countries, states } from "../../db/schema";
import { guest, signedInUser, signUp, type TestApp } from "../setup/accounts";
import { present } from "../setup/present";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

interface Place {
  countryId: number;
  stateId: number;
  cityId: number;
  country: string;
  state: string;
  city: string;
}

/** A signed-in user's addresses: places that fit together, defaults, and nobody else's ids. */
describeOnDatabases("addresses", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  /** two places in one country but different states, and one in another country */
  let here: Place, sameCountry: Place, abroad: Place;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    const rows = await database.db
      .select({
        countryId: countries.id,
        stateId: states.id,
        cityId: cities.id,
        country: countries.name,
        state: states.name,
        city: cities.name,
      })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, states.countryId))
      .orderBy(asc(cities.id));
    here = rows[0];
    sameCountry = present(
      rows.find((r) => r.countryId === here.countryId && r.stateId !== here.stateId),
      "a city in another state of the first city's country",
    );
    abroad = present(
      rows.find((r) => r.countryId !== here.countryId),
      "a city in another country",
    );
  });

  const db = () => database.db;
  const rowsOf = (userId: number) => db().select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  const fields = (place: Place, extra: Record<string, unknown> = {}) => ({
    name: "Ana Lee",
    email: "ana@example.com",
    phone_no: "+98 912 111 2222",
    country_id: place.countryId,
    state_id: place.stateId,
    city_id: place.cityId,
    address: "12 Rose Street",
    postal_code: "1234567890",
    ...extra,
  });
  const store = async (client: TestClient, extra: Record<string, unknown> = {}, place = here) => {
    const res = await client.request("/store/user-address", { method: "POST", json: fields(place, extra) });
    expect(res.status).toBe(200);
    return (await res.json()).addresses as { id: number; name: string; default_shipping: boolean; default_billing: boolean }[];
  };

  it("the first address becomes the default for shipping and billing; later ones do not", async () => {
    const { client, userId } = await signUp(app);
    const first = await store(client, { latitude: 35.6892, longitude: "51.389" });
    expect(first).toEqual([
      {
        id: expect.any(Number),
        name: "Ana Lee",
        email: "ana@example.com",
        phone_no: "+98 912 111 2222",
        country_id: here.countryId,
        state_id: here.stateId,
        city_id: here.cityId,
        country: here.country,
        state: here.state,
        city: here.city,
        address: "12 Rose Street",
        postal_code: "1234567890",
        latitude: "35.689200",
        longitude: "51.389000",
        default_shipping: true,
        default_billing: true,
      },
    ]);
    await store(client, { name: "Second" }, sameCountry);
    const rows = await rowsOf(userId);
    expect(rows.map((r) => [r.name, r.isDefaultShipping, r.isDefaultBilling])).toEqual([
      ["Ana Lee", true, true],
      ["Second", false, false],
    ]);

    const list = await client.request("/user/get-all-address");
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.addresses.map((a: { name: string }) => a.name)).toEqual(["Ana Lee", "Second"]);
    expect(body.countries.some((c: { id: number }) => c.id === here.countryId)).toBe(true);
    const user = (await signedInUser(client)) as unknown as { shipping_address: { id: number }; billing_address: { id: number } };
    expect(user.shipping_address.id).toBe(rows[0].id);
    expect(user.billing_address.id).toBe(rows[0].id);
  });

  it("five first addresses saved at once: exactly one becomes the default", async () => {
    const { client, userId } = await signUp(app);
    const answers = await Promise.all(
      ["A", "B", "C", "D", "E"].map((name) => client.request("/store/user-address", { method: "POST", json: fields(here, { name }) })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await rowsOf(userId);
    expect(rows.length).toBe(5);
    expect(rows.filter((r) => r.isDefaultShipping).length).toBe(1);
    expect(rows.filter((r) => r.isDefaultBilling).length).toBe(1);
    const shipping = present(
      rows.find((r) => r.isDefaultShipping),
      "the default shipping address",
    );
    const billing = present(
      rows.find((r) => r.isDefaultBilling),
      "the default billing address",
    );
    expect(shipping.id).toBe(billing.id);
  });

  it("a state from another country, a city from another state, an unknown city or bad fields are 422 and store nothing", async () => {
    const { client, userId } = await signUp(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...fields(abroad), country_id: here.countryId }, "state_id"],
      [{ ...fields(here), city_id: sameCountry.cityId }, "city_id"],
      [{ ...fields(here), city_id: 99_999_999 }, "city_id"],
      [{ ...fields(here), name: "" }, "name"],
      [{ ...fields(here), email: "not-mail" }, "email"],
      [{ ...fields(here), phone_no: "" }, "phone_no"],
      [{ ...fields(here), latitude: 123 }, "latitude"],
      [{ ...fields(here), country_id: "abc" }, "country_id"],
      [{ ...fields(here), country_id: [here.countryId] }, "country_id"],
      [{ ...fields(here), state_id: [] }, "state_id"],
      [{ ...fields(here), city_id: true }, "city_id"],
      [{ ...fields(here), city_id: `${here.cityId}e0` }, "city_id"],
      [{ ...fields(here), city_id: here.cityId + 0.5 }, "city_id"],
      [{ ...fields(here), latitude: [35.6] }, "latitude"],
      [{ ...fields(here), longitude: true }, "longitude"],
      [{ ...fields(here), latitude: "35.6N" }, "latitude"],
      [{ ...fields(here), latitude: "0x10" }, "latitude"],
      [{ ...fields(here), name: "Ana\u0000" }, "name"],
    ];
    for (const [json, field] of cases) {
      const res = await client.request("/store/user-address", { method: "POST", json });
      expect(res.status, field).toBe(422);
      expect(Object.keys((await res.json()).errors), JSON.stringify(json)).toEqual([field]);
    }
    expect(await rowsOf(userId)).toEqual([]);
  });

  it("update changes the address's fields and keeps its defaults; places must fit there too", async () => {
    const { client, userId } = await signUp(app);
    const [first] = await store(client);
    const res = await client.request(`/update/user-address/${first.id}`, {
      method: "POST",
      json: fields(sameCountry, { name: "Moved", postal_code: "" }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).addresses[0]).toMatchObject({
      id: first.id,
      name: "Moved",
      city_id: sameCountry.cityId,
      city: sameCountry.city,
      postal_code: "",
      default_shipping: true,
      default_billing: true,
    });
    const bad = await client.request(`/update/user-address/${first.id}`, {
      method: "POST",
      json: { ...fields(here), city_id: abroad.cityId },
    });
    expect(bad.status).toBe(422);
    expect(await rowsOf(userId)).toMatchObject([
      { id: first.id, name: "Moved", cityId: sameCountry.cityId, isDefaultShipping: true, isDefaultBilling: true },
    ]);
  });

  it("default/user-address/{type}/{id} moves only that kind of default; another type is 422", async () => {
    const { client, userId } = await signUp(app);
    await store(client, { name: "A" });
    await store(client, { name: "B" });
    const [a, b] = await rowsOf(userId);
    const res = await client.request(`/default/user-address/billing/${b.id}`, { method: "POST" });
    expect(res.status).toBe(200);
    const list = (await res.json()).addresses;
    expect(list.find((x: { id: number }) => x.id === b.id)).toMatchObject({ default_billing: true, default_shipping: false });
    expect((await rowsOf(userId)).map((r) => [r.id, r.isDefaultShipping, r.isDefaultBilling])).toEqual([
      [a.id, true, false],
      [b.id, false, true],
    ]);
    expect((await client.request(`/default/user-address/shipping/${b.id}`, { method: "POST" })).status).toBe(200);
    expect((await rowsOf(userId)).map((r) => [r.id, r.isDefaultShipping, r.isDefaultBilling])).toEqual([
      [a.id, false, false],
      [b.id, true, true],
    ]);
    const wrongType = await client.request(`/default/user-address/office/${a.id}`, { method: "POST" });
    expect(wrongType.status).toBe(422);
    expect((await rowsOf(userId)).map((r) => [r.id, r.isDefaultShipping, r.isDefaultBilling])).toEqual([
      [a.id, false, false],
      [b.id, true, true],
    ]);
  });

  it("someone else's address id is 404 for update, default and delete, like an unknown id, and nothing changes", async () => {
    const { client: owner, userId: ownerId } = await signUp(app);
    await store(owner, { name: "Owner's" });
    const [theirs] = await rowsOf(ownerId);
    const { client: intruder, userId: intruderId } = await signUp(app);
    await store(intruder, { name: "Mine" });
    const [mine] = await rowsOf(intruderId);

    for (const id of [theirs.id, 99_999_999]) {
      const update = await intruder.request(`/update/user-address/${id}`, { method: "POST", json: fields(here, { name: "Hijacked" }) });
      expect(update.status).toBe(404);
      expect((await update.json()).error).toBe("Address not found.");
      expect((await intruder.request(`/default/user-address/shipping/${id}`, { method: "POST" })).status).toBe(404);
      expect((await intruder.request(`/delete/user-address/${id}`)).status).toBe(404);
    }
    expect((await intruder.request("/delete/user-address/abc")).status).toBe(404);
    expect(await rowsOf(ownerId)).toEqual([theirs]);
    expect(await rowsOf(intruderId)).toEqual([mine]);
    expect(mine).toMatchObject({ isDefaultShipping: true, isDefaultBilling: true });
  });

  it("deleting a default passes it to the newest remaining address; deleting another keeps the defaults", async () => {
    const { client, userId } = await signUp(app);
    for (const name of ["A", "B", "C", "D"]) await store(client, { name });
    const [a, b, c, d] = await rowsOf(userId);
    const flags = async () => (await rowsOf(userId)).map((r) => [r.name, r.isDefaultShipping, r.isDefaultBilling]);

    const res = await client.request(`/delete/user-address/${a.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).addresses.map((x: { id: number }) => x.id)).toEqual([d.id, c.id, b.id]);
    expect(await flags()).toEqual([
      ["B", false, false],
      ["C", false, false],
      ["D", true, true],
    ]);

    await client.request(`/default/user-address/billing/${b.id}`, { method: "POST" });
    expect((await client.request(`/delete/user-address/${c.id}`)).status).toBe(200);
    expect(await flags()).toEqual([
      ["B", false, true],
      ["D", true, false],
    ]);
    expect((await client.request(`/delete/user-address/${d.id}`)).status).toBe(200);
    expect(await flags()).toEqual([["B", true, true]]);
    expect((await client.request(`/delete/user-address/${b.id}`)).status).toBe(200);
    expect(await flags()).toEqual([]);
    expect((await client.request(`/delete/user-address/${b.id}`)).status).toBe(404);
  });

  it("a guest gets 401 on every address call; without the token a change is 419 and changes nothing", async () => {
    const visitor = await guest(app);
    const calls: [string, string][] = [
      ["GET", "/user/get-all-address"],
      ["POST", "/store/user-address"],
      ["POST", "/update/user-address/1"],
      ["POST", "/default/user-address/shipping/1"],
      ["GET", "/delete/user-address/1"],
    ];
    for (const [method, url] of calls) {
      const res = await visitor.request(url, { method, json: method === "POST" ? fields(here) : undefined });
      expect(res.status, url).toBe(401);
    }

    const { client, userId } = await signUp(app);
    const [first] = await store(client);
    await store(client, { name: "Other" });
    const before = await rowsOf(userId);
    const refused = [
      await client.request("/store/user-address", { method: "POST", noToken: true, json: fields(here, { name: "Sneaky" }) }),
      await client.request(`/update/user-address/${first.id}`, { method: "POST", noToken: true, json: fields(here, { name: "Sneaky" }) }),
      await client.request(`/default/user-address/billing/${before[1].id}`, { method: "POST", noToken: true }),
      await client.request(`/delete/user-address/${first.id}`, { noToken: true }),
    ];
    expect(refused.map((r) => r.status)).toEqual([419, 419, 419, 419]);
    expect(await rowsOf(userId)).toEqual(before);
  });
  it("ids and coordinates as forms send them (digit and decimal strings) are taken", async () => {
    const { client, userId } = await signUp(app);
    const res = await client.request("/store/user-address", {
      method: "POST",
      json: fields(here, {
        country_id: String(here.countryId),
        state_id: ` ${here.stateId}`,
        city_id: String(here.cityId),
        latitude: "-33.8688",
        longitude: "151.2093",
      }),
    });
    expect(res.status).toBe(200);
    expect(await rowsOf(userId)).toMatchObject([
      { countryId: here.countryId, stateId: here.stateId, cityId: here.cityId, latitude: "-33.868800", longitude: "151.209300" },
    ]);
  });

  it("deleting and choosing defaults at the same time always leaves exactly one default of each kind", async () => {
    for (let round = 0; round < 6; round++) {
      const { client, userId } = await signUp(app);
      for (const name of ["A", "B", "C", "D"]) await store(client, { name });
      const [a, b, c, d] = await rowsOf(userId);
      // A holds both defaults; delete it and D at once while B and C are each made a default
      const answers = await Promise.all([
        client.request(`/delete/user-address/${a.id}`),
        client.request(`/delete/user-address/${d.id}`),
        client.request(`/default/user-address/shipping/${c.id}`, { method: "POST" }),
        client.request(`/default/user-address/billing/${b.id}`, { method: "POST" }),
      ]);
      expect(
        answers.map((r) => r.status),
        `round ${round}`,
      ).toEqual([200, 200, 200, 200]);
      const rows = await rowsOf(userId);
      expect(
        rows.map((r) => r.id),
        `round ${round}`,
      ).toEqual([b.id, c.id]);
      expect(rows.filter((r) => r.isDefaultShipping).length, `round ${round}`).toBe(1);
      expect(rows.filter((r) => r.isDefaultBilling).length, `round ${round}`).toBe(1);
    }
  });

  it("making an address the default while it is being deleted leaves the defaults on an address that remains", async () => {
    for (let round = 0; round < 6; round++) {
      const { client, userId } = await signUp(app);
      for (const name of ["A", "B", "C"]) await store(client, { name });
      const [, b] = await rowsOf(userId);
      const answers = await Promise.all([
        client.request(`/default/user-address/shipping/${b.id}`, { method: "POST" }),
        client.request(`/delete/user-address/${b.id}`),
      ]);
      expect(answers[1].status, `round ${round}`).toBe(200);
      expect([200, 404], `round ${round}`).toContain(answers[0].status);
      const rows = await rowsOf(userId);
      expect(rows.length).toBe(2);
      expect(rows.filter((r) => r.isDefaultShipping).length, `round ${round}`).toBe(1);
      expect(rows.filter((r) => r.isDefaultBilling).length, `round ${round}`).toBe(1);
    }
  });
});
