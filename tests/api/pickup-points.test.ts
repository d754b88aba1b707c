import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import {
  auditLog,
  cities,
  notifications,
  orderGroups,
  orders,
  pickupParcels,
  pickupPoints,
  shipmentEvents,
  shipments,
  states,
  users,
} from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { productOfShop, signedIn } from "../setup/order-fixture";
import { typedAddress } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * Pickup points (issue 38 item 3, decision 080) through the real calls, on PGlite and PostgreSQL:
 * the operator's points (bad ones refused whole), `user/address`'s `pickup_hubs`, a checkout with
 * the reference's `checkout_method` 1 and `pick_hub_id` (a seller that does not deliver there left
 * in the cart, no cash on delivery), and the point's keeper receiving and handing over the parcel
 * with the buyer's code.
 */
describeOnDatabases("pickup points", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    admin = await signedIn(app, "admin@example.com", "admin123");
  }, 60_000);

  const firstCity = async () =>
    (
      await database.db
        .select({ id: cities.id, stateId: cities.stateId, countryId: states.countryId })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .orderBy(asc(cities.id))
        .limit(1)
    )[0];
  const point = async (extra: Record<string, unknown> = {}) => ({
    name: "Bazaar point Enghelab",
    address: "Enghelab Sq., 4 Azadi St.",
    city_id: (await firstCity()).id,
    phone: "+98 21 6600 1234",
    hours: "Sat–Thu 09:00–21:00",
    latitude: "35.700700",
    longitude: "51.391500",
    fee: "2.50",
    min_days: 1,
    max_days: 3,
    all_shops: true,
    active: true,
    ...extra,
  });
  const keeperAccount = async () => {
    const { client, userId } = await signUp(app);
    const [u] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return { client, userId, email: u.email };
  };
  const hubsOf = async (client: TestClient, query = "") =>
    (await call(client, `/user/address${query}`)).body.pickup_hubs as { id: number; name: string; fee: string; shop_ids: number[] }[];

  it("the operator's points: a bad one is refused whole, a good one is listed and audited, and the checkout lists the active ones", async () => {
    const before = await database.db.select().from(pickupPoints);
    const bad = await call(
      admin,
      "/admin/pickup-points",
      await point({
        name: "",
        city_id: 999_999,
        min_days: 4,
        max_days: 2,
        longitude: "",
        fee: "-1",
        all_shops: false,
        shop_ids: [],
      }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["fee", "longitude", "max_days", "name", "shop_ids"].sort());
    const unknownCity = await call(admin, "/admin/pickup-points", await point({ city_id: 999_999 }));
    expect(unknownCity.status).toBe(422);
    expect(unknownCity.body.errors.city_id).toBeDefined();
    const nobody = await call(admin, "/admin/pickup-points", await point({ keeper_email: "nobody-here@test.example" }));
    expect(nobody.body.errors.keeper_email).toBeDefined();
    expect(await database.db.select().from(pickupPoints)).toHaveLength(before.length);
    // only an operator
    const stranger = await guest(app);
    expect((await call(stranger, "/admin/pickup-points", await point())).status).toBe(404);

    const made = await call(admin, "/admin/pickup-points", await point({ name: "Listed point" }));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.pickup_point.id as number;
    expect(made.body.pickup_point).toMatchObject({ fee: "2.50", min_days: 1, max_days: 3, all_shops: true, latitude: "35.700700" });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "pickup_point.create"), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    const list = await call(admin, "/admin/pickup-points/list");
    expect(list.body.pickup_points.map((p: { id: number }) => p.id)).toContain(id);

    const buyer = await guest(app);
    expect((await hubsOf(buyer)).find((h) => h.id === id)).toMatchObject({ name: "Listed point", fee: "2.50", all_shops: true });
    // switched off: no longer offered, at once
    const off = await call(admin, `/admin/pickup-points/${id}`, await point({ name: "Listed point", active: false }));
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await hubsOf(buyer)).some((h) => h.id === id)).toBe(false);
    expect((await call(admin, "/admin/pickup-points/999999", await point())).status).toBe(404);
  });

  it("a pickup-point checkout with the reference's fields: each seller that delivers there at the point's fee, one that does not stays in the cart, no cash on delivery", async () => {
    const a = await productOfShop(database.db, { priceCents: 2000, stock: 50, shopIndex: 3 });
    const b = await productOfShop(database.db, { priceCents: 1000, stock: 50, shopIndex: 4 });
    const only = await call(admin, "/admin/pickup-points", await point({ name: "Only shop A", all_shops: false, shop_ids: [a.shopId] }));
    expect(only.status, JSON.stringify(only.body)).toBe(200);
    const pointId = only.body.pickup_point.id as number;
    const buyer = await guest(app);
    await call(buyer, "/user/addToCart", { id: a.id, quantity: 1 });
    await call(buyer, "/user/addToCart", { id: b.id, quantity: 1 });

    const quoted = await call(buyer, "/user/find/shipping_cost", { checkout_method: 1, pick_hub_id: pointId });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const checkouts = quoted.body.checkouts;
    expect(checkouts[String(a.shopId)]).toMatchObject({ shipping_cost: "2.50", shipping_method: "pickup_point", held: null });
    expect(checkouts[String(a.shopId)].cash_on_delivery).toBe(false);
    expect(checkouts[String(b.shopId)].held).toBe("not_at_point");
    expect(quoted.body.summary.total).toBe("22.50");
    // the same through `user/address`
    const viaAddress = await call(buyer, `/user/address?checkout_method=1&pick_hub_id=${pointId}`);
    expect(viaAddress.body.checkout.total).toBe("22.50");

    // an unknown point, or none: 422 on pick_hub_id, nothing ordered
    for (const pick of [999_999, ""]) {
      const bad = await call(buyer, "/user/confirm-order", {
        checkout_method: 1,
        pick_hub_id: pick,
        billing_address: await typedAddress(database.db),
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.pick_hub_id).toBeDefined();
    }
    const placed = await call(buyer, "/user/confirm-order", {
      checkout_method: 1,
      pick_hub_id: pointId,
      billing_address: await typedAddress(database.db, "pickup-buyer@test.example"),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.total).toBe("22.50");
    expect(placed.body.held).toEqual([{ shop_id: b.shopId, reason: "not_at_point" }]);
    const [group] = await database.db.select().from(orderGroups).where(eq(orderGroups.code, placed.body.code));
    expect(group.shippingAddress).toMatchObject({
      name: "Sara Buyer",
      email: "pickup-buyer@test.example",
      address: "Enghelab Sq., 4 Azadi St.",
      pickup_point: { id: pointId, name: "Only shop A", hours: "Sat–Thu 09:00–21:00" },
    });
    expect(group.billingAddress).toMatchObject({ address: "12 Test Street" });
    const [order] = await database.db.select().from(orders).where(eq(orders.groupId, group.id));
    expect(order).toMatchObject({ pickupPointId: pointId, shippingCents: 250 });
    expect(order.shippingMethod).toMatchObject({ kind: "pickup_point", cents: 250 });
    // a pickup point takes no cash
    const view = await call(buyer, `/user/payment-order?code=${placed.body.code}`);
    expect(view.body.check_cod).toBe(false);
    expect((await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: placed.body.code })).status).toBe(422);
    // the other seller's line is still in the cart
    const left = (await call(buyer, "/cart/list")).body.carts;
    expect(left.map((l: { product_id: number }) => l.product_id)).toEqual([b.id]);
  });

  it("the keeper receives the parcel (the buyer is sent a code), a wrong code changes nothing, the right one hands it over and delivers the order", async () => {
    const keeper = await keeperAccount();
    const made = await call(admin, "/admin/pickup-points", await point({ name: "Keeper's point", keeper_email: keeper.email }));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const pointId = made.body.pickup_point.id as number;
    const p = await productOfShop(database.db, { priceCents: 1500, stock: 50, shopIndex: 5 });
    const { client: buyer, userId: buyerId } = await signUp(app);
    await call(buyer, "/user/addToCart", { id: p.id, quantity: 2 });
    const placed = await call(buyer, "/user/confirm-order", {
      checkout_method: "1",
      pick_hub_id: String(pointId),
      billing_address: await typedAddress(database.db),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const code = placed.body.orders[0].code as string;

    // only the point's keeper
    const stranger = (await signUp(app)).client;
    expect((await call(stranger, "/pickup-point/parcel-list")).status).toBe(403);
    expect((await call(stranger, `/pickup-point/parcels/${code}/received`, {})).status).toBe(403);
    expect((await call(await guest(app), "/pickup-point/parcel-list")).status).toBe(401);

    const home = await call(keeper.client, "/pickup-point/parcel-list");
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(home.body.coming.find((o: { code: string }) => o.code === code)).toMatchObject({ buyer: "Sara Buyer", items: 2 });
    // not received yet: nothing to hand over
    expect((await call(keeper.client, `/pickup-point/parcels/${code}/collected`, { pickup_code: "123456" })).status).toBe(409);

    const received = await call(keeper.client, `/pickup-point/parcels/${code}/received`, {});
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({ status: "received", changed: true });
    expect((await call(keeper.client, `/pickup-point/parcels/${code}/received`, {})).body.changed).toBe(false);
    const [order] = await database.db.select().from(orders).where(eq(orders.code, code));
    expect(order.status).toBe("on_the_way");
    const [parcel] = await database.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    const events = await database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, parcel.id));
    expect(events.map((e) => [e.kind, e.actor])).toEqual([
      ["shipped", "pickup_point"],
      ["ready_for_pickup", "pickup_point"],
    ]);
    const notes = await database.db.select().from(notifications).where(eq(notifications.userId, buyerId));
    const notice = notes.find((n) => (n.data as { message?: { title?: string } } | null)?.message?.title === "pickup_code_notice_title");
    if (!notice) throw new Error("the buyer is sent the code to collect with");
    const sent = (notice.data as { message: { params: { pickup_code: string } } }).message.params.pickup_code;
    expect(sent).toMatch(/^\d{6}$/);
    expect(notice.details).toContain(sent);
    expect(JSON.stringify(await database.db.select().from(pickupParcels).where(eq(pickupParcels.orderId, order.id)))).not.toContain(
      `"${sent}"`,
    );

    const wrong = String((Number(sent) + 1) % 1_000_000).padStart(6, "0");
    const refused = await call(keeper.client, `/pickup-point/parcels/${code}/collected`, { pickup_code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.pickup_code).toBeDefined();
    const [afterWrong] = await database.db.select().from(pickupParcels).where(eq(pickupParcels.orderId, order.id));
    expect(afterWrong).toMatchObject({ status: "received", codeAttempts: 1 });
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("on_the_way");

    // Persian digits read as Latin ones
    const persian = sent.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const collected = await call(keeper.client, `/pickup-point/parcels/${code}/collected`, { pickup_code: persian });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect(collected.body).toMatchObject({ status: "collected", order_status: "delivered" });
    expect((await call(keeper.client, `/pickup-point/parcels/${code}/collected`, { pickup_code: sent })).status).toBe(409);
    const last = await database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, parcel.id));
    expect(last.map((e) => e.kind)).toEqual(["shipped", "ready_for_pickup", "delivered"]);
    const after = await call(keeper.client, "/pickup-point/parcel-list");
    expect(after.body.collected.map((o: { code: string }) => o.code)).toContain(code);
    expect(after.body.waiting.map((o: { code: string }) => o.code)).not.toContain(code);
    // another point's keeper does not find it
    const other = await keeperAccount();
    await call(admin, "/admin/pickup-points", await point({ name: "Another point", keeper_email: other.email }));
    expect((await call(other.client, `/pickup-point/parcels/${code}/received`, {})).status).toBe(404);
  });

  it("with the pickup_point module off the checkout lists no points and refuses a pickup order", async () => {
    const buyer = await guest(app);
    const p = await productOfShop(database.db, { priceCents: 1000, stock: 50, shopIndex: 6 });
    await call(buyer, "/user/addToCart", { id: p.id, quantity: 1 });
    const made = await call(admin, "/admin/pickup-points", await point({ name: "Module point" }));
    expect((await hubsOf(buyer)).length).toBeGreaterThan(0);
    expect((await call(admin, "/admin/settings", { pickup_point: 0 })).status).toBe(200);
    try {
      expect(await hubsOf(buyer)).toEqual([]);
      const refused = await call(buyer, "/user/confirm-order", {
        checkout_method: 1,
        pick_hub_id: made.body.pickup_point.id,
        billing_address: await typedAddress(database.db),
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.pick_hub_id).toBeDefined();
    } finally {
      await call(admin, "/admin/settings", { pickup_point: 1 });
    }
  });
});
