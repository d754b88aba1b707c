import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { cities, countries, shops, states, users } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { shippingProfileEditor } from "../../domain/shipping/profile-page";
import { guest, signIn, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { signedIn } from "../setup/order-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * The seller centre's shipping profile editor (issue 38, item 1; decision 076) through the real
 * build (`npm run build` first): who sees `/seller/shipping/new` and `/seller/shipping/{id}`, the
 * editor in English and Persian, another shop's profile as the 404 screen, the product editor's
 * weight and profile fields, and the editor's starting values saved back unchanged.
 */
describeOnDatabases("shipping profile pages", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  });

  /** A profile of the signed-in seller's shop: a city zone with two methods, a state zone by weight tiers. */
  const saveProfile = async (client: Awaited<ReturnType<typeof signedIn>>, name: string) => {
    const [city] = await database.db.select({ id: cities.id, stateId: cities.stateId }).from(cities).orderBy(asc(cities.id)).limit(1);
    const [country] = await database.db.select({ id: countries.id }).from(countries).orderBy(asc(countries.id)).limit(1);
    const days = { handling_days: 1, transit_min_days: 2, transit_max_days: 4 };
    const saved = await call(client, "/seller/shipping-profiles", {
      name,
      is_default: true,
      zones: [
        {
          name: "Home city",
          country_ids: [],
          state_ids: [],
          city_ids: [city.id],
          methods: [
            { kind: "standard", rate: { type: "flat", amount: "4.00" }, free_above: "50.00", ...days },
            { kind: "express", rate: { type: "per_item", first: "8.00", each: "1.50" }, free_above: "", ...days },
          ],
        },
        {
          name: "Elsewhere",
          country_ids: [country.id],
          state_ids: [city.stateId],
          city_ids: [],
          methods: [
            {
              kind: "standard",
              rate: {
                type: "weight",
                tiers: [
                  { min: "0", max: "1000", amount: "6.00" },
                  { min: "1000", max: "", amount: "9.50" },
                ],
              },
              free_above: "",
              ...days,
            },
          ],
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.id as number;
  };

  it("a guest is sent to sign in, a customer gets the 404 screen, the seller the editor in English and Persian", async () => {
    for (const path of ["/seller/shipping/new", "/seller/shipping/1"]) {
      const res = await app.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    const customer = await guest(app);
    expect((await signIn(customer, "customer@example.com", "customer123")).status).toBe(200);
    expect((await customer.request("/seller/shipping/new")).status).toBe(404);

    const seller = await signedIn(app, "seller@example.com", "seller123");
    const fresh = await seller.request("/seller/shipping/new?lang=en");
    expect(fresh.status).toBe(200);
    const blank = await fresh.text();
    expect(blank).toContain('data-testid="shipping-profile-form"');
    expect(blank).toContain("New shipping profile");
    expect(blank).toContain('data-testid="place-pick-country"');

    const id = await saveProfile(seller, "Parcels by post");
    const list = await (await seller.request("/seller/shipping?lang=en")).text();
    expect(list).toContain(`href="/seller/shipping/${id}"`);
    expect(list).toContain('href="/seller/shipping/new"');
    const fa = await seller.request(`/seller/shipping/${id}?lang=fa`);
    expect(fa.status).toBe(200);
    const html = await fa.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("ویرایش نمایهٔ ارسال");
    expect(html).toContain('value="Parcels by post"');
    // the zones' places by name, the tiers' bounds as typed
    const [city] = await database.db.select({ name: cities.name }).from(cities).orderBy(asc(cities.id)).limit(1);
    expect(html).toContain(city.name);
    expect(html).toContain('value="1000"');
    expect((await seller.request(`/seller/shipping/${id}?lang=ar`)).status).toBe(200);
  });

  it("an unknown, malformed or another shop's profile is the 404 screen", async () => {
    const seller = await signedIn(app, "seller@example.com", "seller123");
    const id = await saveProfile(seller, "Mine only");
    expect((await seller.request("/seller/shipping/abc")).status).toBe(404);
    expect((await seller.request("/seller/shipping/99999999")).status).toBe(404);
    const other = await signedIn(app, "seller2@example.com", "seller123");
    const refused = await other.request(`/seller/shipping/${id}`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("Mine only");
  });

  it("the editor's starting values save back unchanged, and the product editor offers the shop's profiles", async () => {
    const seller = await signedIn(app, "seller@example.com", "seller123");
    const id = await saveProfile(seller, "Round trip");
    const [owner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "seller@example.com"));
    const [shop] = await database.db.select().from(shops).where(eq(shops.ownerId, owner.id));
    const before = await shippingProfileEditor(ctx, shop, id);
    expect(before.profile?.zones[1].methods[0].rate).toEqual({
      type: "weight",
      tiers: [
        { min: "0", max: "1000", amount: "6.00" },
        { min: "1000", max: "", amount: "9.50" },
      ],
    });
    const [state] = await database.db
      .select({ id: states.id, name: states.name })
      .from(states)
      .where(eq(states.id, before.profile?.zones[1].state_ids[0] ?? 0));
    expect(before.place_names.states[state.id]).toBe(state.name);
    expect(before.countries.length).toBeGreaterThan(0);
    const { name, is_default, zones } = before.profile ?? { name: "", is_default: false, zones: [] };
    const again = await call(seller, `/seller/shipping-profiles/${id}`, { name, is_default, zones });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await shippingProfileEditor(ctx, shop, id)).profile).toEqual(before.profile);
    const next = await shippingProfileEditor(ctx, shop, null);
    expect(next.profile).toBeNull();
    expect(next.first_profile).toBe(false);
    // a shop without a profile: its first is its default
    const [otherOwner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "seller3@example.com"));
    const [otherShop] = await database.db.select().from(shops).where(eq(shops.ownerId, otherOwner.id));
    expect((await shippingProfileEditor(ctx, otherShop, null)).first_profile).toBe(true);

    const product = (await call(seller, "/seller/products/list?sort=price_asc")).body.data[0] as { id: number };
    const editor = await (await seller.request(`/seller/products/${product.id}/edit?lang=en`)).text();
    expect(editor).toContain('data-testid="sp-weight_grams"');
    expect(editor).toContain(`<option value="${id}">Round trip</option>`);
  });
});
