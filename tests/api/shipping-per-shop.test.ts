import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { cartLines, cities, orderGroups, orders, products, shippingProfiles, shops, states } from "../../db/schema";
import { guest, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { productOfShop, signedIn } from "../setup/order-fixture";
import { stockOf, typedAddress } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type Checkout = {
  shipping_cost: string;
  shipping_method: string | null;
  held: string | null;
  shipping_methods: { kind: string; shipping_cost: string; delivery_from: string | null; delivery_to: string | null }[];
};

/**
 * Each shop's own shipping (issue 38, items 1, 2 and 6; decision 076): rates per rule kind, a
 * choice per seller with the cheapest (then quickest) as the default, a seller that does not
 * ship to the address or is under its minimum left in the cart, the server's fees at
 * confirm-order (409 with the new figures when a rule changed), cash on delivery off per city
 * and per seller, and bad profiles refused whole.
 */
describeOnDatabases("shipping per shop", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  }, 60_000);

  /** Two cities in different states: the parcels' places. */
  const places = async () => {
    const rows = await database.db
      .select({ id: cities.id, stateId: cities.stateId, countryId: states.countryId })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .orderBy(asc(cities.id));
    const first = rows[0];
    const other = rows.find((r) => r.stateId !== first.stateId) ?? rows[1];
    return { first, other };
  };
  const addressIn = async (city: { id: number; stateId: number; countryId: number }) => ({
    ...(await typedAddress(database.db)),
    country_id: city.countryId,
    state_id: city.stateId,
    city_id: city.id,
  });
  const method = (kind: string, rate: unknown, extra: Record<string, unknown> = {}) => ({
    kind,
    rate,
    free_above: "",
    handling_days: 1,
    transit_min_days: 2,
    transit_max_days: 4,
    ...extra,
  });
  const profile = (cityIds: number[], methods: unknown[], extra: Record<string, unknown> = {}) => ({
    name: "Main",
    is_default: true,
    zones: [{ name: "Near", country_ids: [], state_ids: [], city_ids: cityIds, methods }],
    ...extra,
  });
  const sellerOf = async (shopIndex: number, opts: Parameters<typeof productOfShop>[1] = {}) => {
    const p = await productOfShop(database.db, { priceCents: 2000, stock: 50, shopIndex, ...opts });
    return { product: p, seller: await signedIn(app, p.ownerEmail, "seller123") };
  };
  const quote = async (client: TestClient, cityId: number, methods: Record<string, string> = {}) =>
    (await call(client, "/user/find/shipping_cost", { city_id: cityId, shipping_methods: methods })).body as {
      checkouts: Record<string, Checkout>;
      summary: { shipping_cost: string; total: string; can_checkout: boolean };
    };

  it("prices every rule kind: flat, per item, by weight, by order amount tiers, free above an amount", async () => {
    const { first } = await places();
    const { product, seller } = await sellerOf(2, { extra: { weightGrams: 400 } });
    const saved = await call(
      seller,
      "/seller/shipping-profiles",
      profile([first.id], [method("standard", { type: "flat", amount: "7.00" })]),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const buyer = await guest(app);
    await call(buyer, "/user/addToCart", { id: product.id, quantity: 3 });
    const shop = String(product.shopId);
    const feeWith = async (rate: unknown, extra: Record<string, unknown> = {}) => {
      const res = await call(seller, `/seller/shipping-profiles/${saved.body.id}`, profile([first.id], [method("standard", rate, extra)]));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (await quote(buyer, first.id)).checkouts[shop].shipping_cost;
    };
    expect((await quote(buyer, first.id)).checkouts[shop].shipping_cost).toBe("7.00");
    // 4.00 for the first item, 1.50 for each of the two others
    expect(await feeWith({ type: "per_item", first: "4.00", each: "1.50" })).toBe("7.00");
    expect(await feeWith({ type: "per_item", first: "2.00", each: "0.25" })).toBe("2.50");
    // 3 × 400 g = 1200 g: the second tier
    const weight = {
      type: "weight",
      tiers: [
        { min: "0", max: "1000", amount: "3.00" },
        { min: "1000", max: "", amount: "6.00" },
      ],
    };
    expect(await feeWith(weight)).toBe("6.00");
    // 3 × 20.00 = 60.00: from 50.00 on it is 4.00
    const amount = {
      type: "amount",
      tiers: [
        { min: "0", max: "50.00", amount: "8.00" },
        { min: "50.00", max: "", amount: "4.00" },
      ],
    };
    expect(await feeWith(amount)).toBe("4.00");
    expect(await feeWith({ type: "flat", amount: "9.00" }, { free_above: "60.00" })).toBe("0.00");
    expect(await feeWith({ type: "flat", amount: "9.00" }, { free_above: "60.01" })).toBe("9.00");
  });

  it("each seller gets its cheapest method, the quickest of equals; the choice per seller is priced and kept by its order", async () => {
    const { first } = await places();
    const a = await sellerOf(3);
    const b = await sellerOf(4);
    await call(
      a.seller,
      "/seller/shipping-profiles",
      profile(
        [first.id],
        [
          method("standard", { type: "flat", amount: "5.00" }, { handling_days: 1, transit_min_days: 3, transit_max_days: 5 }),
          method("express", { type: "flat", amount: "12.00" }, { handling_days: 0, transit_min_days: 1, transit_max_days: 2 }),
        ],
      ),
    );
    await call(
      b.seller,
      "/seller/shipping-profiles",
      profile(
        [first.id],
        [
          method("standard", { type: "flat", amount: "6.00" }, { transit_min_days: 4, transit_max_days: 6 }),
          method("express", { type: "flat", amount: "6.00" }, { transit_min_days: 1, transit_max_days: 1 }),
        ],
      ),
    );
    const buyer = await guest(app);
    await call(buyer, "/user/addToCart", { id: a.product.id, quantity: 1 });
    await call(buyer, "/user/addToCart", { id: b.product.id, quantity: 1 });
    const [sa, sb] = [String(a.product.shopId), String(b.product.shopId)];
    const seen = await quote(buyer, first.id);
    expect(seen.checkouts[sa].shipping_method).toBe("standard");
    expect(seen.checkouts[sa].shipping_methods.map((m) => [m.kind, m.shipping_cost])).toEqual([
      ["standard", "5.00"],
      ["express", "12.00"],
    ]);
    const standard = seen.checkouts[sa].shipping_methods[0];
    expect(standard.delivery_from && standard.delivery_to).toBeTruthy();
    expect(Date.parse(`${standard.delivery_to}`) - Date.parse(`${standard.delivery_from}`)).toBe(2 * 86_400_000);
    // same price: the quicker
    expect(seen.checkouts[sb].shipping_method).toBe("express");
    const chosen = await quote(buyer, first.id, { [sa]: "express", [sb]: "standard" });
    expect(chosen.checkouts[sa].shipping_cost).toBe("12.00");
    expect(chosen.summary.shipping_cost).toBe("18.00");
    expect(chosen.summary.total).toBe("58.00");
    const placed = await call(buyer, "/user/confirm-order", {
      shipping_address: await addressIn(first),
      shipping_methods: { [sa]: "express", [sb]: "standard" },
      shipping_seen: { [sa]: "12.00", [sb]: "6.00" },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.total).toBe("58.00");
    const [group] = await database.db.select().from(orderGroups).where(eq(orderGroups.code, placed.body.code));
    const rows = await database.db.select().from(orders).where(eq(orders.groupId, group.id));
    const orderOf = (shopId: number) => rows.find((o) => o.shopId === shopId);
    expect(orderOf(a.product.shopId)?.shippingCents).toBe(1200);
    expect(orderOf(a.product.shopId)?.shippingMethod).toMatchObject({ kind: "express", cents: 1200 });
    expect(orderOf(b.product.shopId)?.shippingMethod).toMatchObject({ kind: "standard", cents: 600 });
    // without a choice (the reference client): each seller's default
    const plain = await guest(app);
    await call(plain, "/user/addToCart", { id: a.product.id, quantity: 1 });
    await call(plain, "/user/addToCart", { id: b.product.id, quantity: 1 });
    const byDefault = await call(plain, "/user/confirm-order", { shipping_address: await addressIn(first) });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.total).toBe(`${(20 + 5 + 20 + 6).toFixed(2)}`);
  });

  it("a seller that does not ship to the address says so; the rest of the cart is ordered and its lines stay in the cart", async () => {
    const { first, other } = await places();
    const a = await sellerOf(5);
    const b = await productOfShop(database.db, { priceCents: 1000, stock: 50, shopIndex: 6 });
    await call(a.seller, "/seller/shipping-profiles", profile([first.id], [method("standard", { type: "flat", amount: "5.00" })]));
    const buyer = await guest(app);
    await call(buyer, "/user/addToCart", { id: a.product.id, quantity: 1 });
    await call(buyer, "/user/addToCart", { id: b.id, quantity: 1 });
    const there = await quote(buyer, other.id);
    expect(there.checkouts[String(a.product.shopId)]).toMatchObject({ held: "no_shipping", shipping_methods: [] });
    // the other seller (the marketplace's flat 5.00) alone counts
    expect(there.summary.total).toBe("15.00");
    expect(there.summary.can_checkout).toBe(true);
    const placed = await call(buyer, "/user/confirm-order", { shipping_address: await addressIn(other) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.orders.map((o: { shop_id: number }) => o.shop_id)).toEqual([b.shopId]);
    expect(placed.body.held).toEqual([{ shop_id: a.product.shopId, reason: "no_shipping" }]);
    const left = (await call(buyer, "/cart/list")).body.carts;
    expect(left.map((l: { product_id: number }) => l.product_id)).toEqual([a.product.id]);
    expect(await stockOf(database.db, a.product.id)).toBe(50);
    // only that seller's lines: a clear 422 on the address, nothing placed
    const refused = await call(buyer, "/user/confirm-order", { shipping_address: await addressIn(other) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.shipping_address[0]).toContain("does not ship");
    expect((await call(buyer, "/cart/list")).body.carts).toHaveLength(1);
  });

  it("a seller's minimum order holds its part back until it is reached", async () => {
    const { first } = await places();
    const a = await sellerOf(7);
    const set = await call(a.seller, "/seller/shipping-settings", { minimum_order: "50.00", cash_on_delivery: true });
    expect(set.status).toBe(200);
    const buyer = await guest(app);
    await call(buyer, "/user/addToCart", { id: a.product.id, quantity: 2 });
    const view = await quote(buyer, first.id);
    expect(view.checkouts[String(a.product.shopId)]).toMatchObject({ held: "under_minimum", minimum_order: "50.00" });
    expect(view.summary.can_checkout).toBe(false);
    const refused = await call(buyer, "/user/confirm-order", { shipping_address: await addressIn(first) });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toContain("50.00");
    await call(buyer, "/user/addToCart", { id: a.product.id, quantity: 1 });
    const placed = await call(buyer, "/user/confirm-order", { shipping_address: await addressIn(first) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it("a rule changed between the cart and the order: 409 with the new figures, nothing placed", async () => {
    const { first } = await places();
    const a = await sellerOf(8);
    const made = await call(
      a.seller,
      "/seller/shipping-profiles",
      profile([first.id], [method("standard", { type: "flat", amount: "5.00" }), method("express", { type: "flat", amount: "9.00" })]),
    );
    const buyer = await guest(app);
    await call(buyer, "/user/addToCart", { id: a.product.id, quantity: 1 });
    const shop = String(a.product.shopId);
    expect((await quote(buyer, first.id, { [shop]: "express" })).checkouts[shop].shipping_cost).toBe("9.00");
    await call(
      a.seller,
      `/seller/shipping-profiles/${made.body.id}`,
      profile([first.id], [method("standard", { type: "flat", amount: "5.00" }), method("express", { type: "flat", amount: "11.00" })]),
    );
    const form = { shipping_address: await addressIn(first), shipping_methods: { [shop]: "express" }, shipping_seen: { [shop]: "9.00" } };
    const changed = await call(buyer, "/user/confirm-order", form);
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatch(/shipping/i);
    expect(changed.body.shipping[shop]).toMatchObject({ shipping_method: "express", shipping_cost: "11.00" });
    expect(changed.body.total).toBe("31.00");
    expect(await stockOf(database.db, a.product.id)).toBe(50);
    // the express method withdrawn: 409 too
    await call(
      a.seller,
      `/seller/shipping-profiles/${made.body.id}`,
      profile([first.id], [method("standard", { type: "flat", amount: "5.00" })]),
    );
    const gone = await call(buyer, "/user/confirm-order", { ...form, shipping_seen: { [shop]: "11.00" } });
    expect(gone.status).toBe(409);
    expect(gone.body.shipping[shop].shipping_methods.map((m: { kind: string }) => m.kind)).toEqual(["standard"]);
    // the new figures accepted: placed
    const placed = await call(buyer, "/user/confirm-order", {
      ...form,
      shipping_methods: { [shop]: "standard" },
      shipping_seen: { [shop]: "5.00" },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.total).toBe("25.00");
  });

  it("cash on delivery switched off for a city and for a seller", async () => {
    const { first, other } = await places();
    const admin = await signedIn(app, "admin@example.com", "admin123");
    const codOf = async (city: { id: number; stateId: number; countryId: number }, productId: number) => {
      const buyer = await guest(app);
      await call(buyer, "/user/addToCart", { id: productId, quantity: 1 });
      const placed = await call(buyer, "/user/confirm-order", { shipping_address: await addressIn(city) });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const view = await call(buyer, `/user/payment-order?code=${placed.body.code}`);
      const pay = await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: placed.body.code });
      return { offered: view.body.check_cod as boolean, paid: pay.status };
    };
    const a = await sellerOf(9);
    expect((await codOf(other, a.product.id)).offered).toBe(true);
    const off = await call(admin, `/admin/cities/${other.id}/cash-on-delivery`, { cash_on_delivery: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await codOf(other, a.product.id)).toEqual({ offered: false, paid: 422 });
    expect((await codOf(first, a.product.id)).offered).toBe(true);
    await call(admin, `/admin/cities/${other.id}/cash-on-delivery`, { cash_on_delivery: true });
    await call(a.seller, "/seller/shipping-settings", { minimum_order: "", cash_on_delivery: false });
    expect(await codOf(first, a.product.id)).toEqual({ offered: false, paid: 422 });
    // only an operator with `settings`
    const stranger = await guest(app);
    expect((await call(stranger, `/admin/cities/${other.id}/cash-on-delivery`, { cash_on_delivery: false })).status).toBe(404);
    expect((await database.db.select().from(cities).where(eq(cities.id, other.id)))[0].cashOnDelivery).toBe(true);
  });

  it("bad input is refused with the field named and changes nothing", async () => {
    const { first } = await places();
    const a = await sellerOf(10);
    const count = async () =>
      (await database.db.select().from(shippingProfiles).where(eq(shippingProfiles.shopId, a.product.shopId))).length;
    const good = method("standard", { type: "flat", amount: "5.00" });
    const cases: [unknown, string, string][] = [
      [
        profile(
          [first.id],
          [
            method("standard", {
              type: "amount",
              tiers: [
                { min: "0", max: "60.00", amount: "5" },
                { min: "50.00", max: "", amount: "2" },
              ],
            }),
          ],
        ),
        "zones.0.methods.0.rate.tiers.1.min",
        "overlap",
      ],
      [profile([first.id], [method("standard", { type: "flat", amount: "-5.00" })]), "zones.0.methods.0.rate.amount", "amount"],
      [
        profile([first.id], [method("standard", { type: "weight", tiers: [{ min: "-10", max: "", amount: "5" }] })]),
        "zones.0.methods.0.rate.tiers.0.min",
        "weight",
      ],
      [profile([], [good]), "zones.0.places", "place"],
      [profile([first.id], [{ ...good, rate: undefined }]), "zones.0.methods.0.rate", "rate"],
      [profile([first.id], []), "zones.0.methods", "method"],
      [profile([first.id], [good, good]), "zones.0.methods.1.kind", "twice"],
      [profile([2_000_000_000], [good]), "zones.0.city_ids", "place"],
    ];
    for (const [body, field, word] of cases) {
      const res = await call(a.seller, "/seller/shipping-profiles", body);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors), field).toContain(field);
      expect(res.body.errors[field][0].toLowerCase(), field).toContain(word);
    }
    expect(await count()).toBe(0);
    const minimum = await call(a.seller, "/seller/shipping-settings", { minimum_order: "-1", cash_on_delivery: true });
    expect(minimum.status).toBe(422);
    expect((await database.db.select().from(shops).where(eq(shops.id, a.product.shopId)))[0].minimumOrderCents).toBe(0);
    // a product's negative weight, or another shop's profile
    const theirs = await call((await sellerOf(11)).seller, "/seller/shipping-profiles", profile([first.id], [good]));
    const editor = await call(a.seller, `/seller/products/${a.product.id}/form`);
    expect(editor.status).toBe(200);
    for (const [patch, field] of [
      [{ weight_grams: "-5" }, "weight_grams"],
      [{ shipping_profile_id: String(theirs.body.id) }, "shipping_profile_id"],
    ] as const) {
      const res = await call(a.seller, `/seller/products/update/${a.product.id}`, { ...editor.body.form, ...patch });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const [row] = await database.db.select().from(products).where(eq(products.id, a.product.id));
    expect([row.weightGrams, row.shippingProfileId]).toEqual([0, null]);
    // a seller's calls answer a stranger 404
    const stranger = await guest(app);
    expect((await call(stranger, "/seller/shipping-data")).status).toBe(404);
    expect((await call(stranger, "/seller/shipping-profiles", profile([first.id], [good]))).status).toBe(404);
    expect(await database.db.select().from(cartLines).where(eq(cartLines.productId, a.product.id))).toHaveLength(0);
  });
});
