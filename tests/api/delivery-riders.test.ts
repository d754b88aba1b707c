import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import {
  jobs,
  ledgerEntries,
  notifications,
  orders,
  riderDeliveries,
  settings,
  shipmentEvents,
  shipments,
  shops,
  users,
} from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { sellerOrder } from "../../domain/seller/seller-orders";
import { signUp, type TestApp } from "../setup/accounts";
import {
  booksAreRight,
  buy,
  commissionWorld,
  freshSeller,
  money,
  orderRow,
  platformBalance,
  type Seller,
  userBalance,
} from "../setup/commission-fixture";
import { call } from "../setup/http";
import { adminClient, receiptPng } from "../setup/payment-fixture";
import { payBySandbox } from "../setup/refund-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const COMMISSION = 300; // the default rider_commission_cents

/** Delivery riders (issue 38 item 4, decision 078) through the real calls, on PGlite and PostgreSQL. */
describeOnDatabases("delivery riders", { products: 20 }, (on) => {
  const w = {} as { database: DatabaseHandle; app: TestApp; ctx: Ctx; admin: TestClient; categoryId: number };
  beforeAll(async () => {
    w.database = on.database;
    ({ app: w.app, ctx: w.ctx } = await makeTestApp(w.database));
    w.admin = await adminClient(w.app, w.database.db);
    w.categoryId = (await commissionWorld(w.database)).child.id;
  }, 60_000);

  /** A fresh verified seller whose shop the riders serve. */
  async function servedSeller(): Promise<Seller> {
    const seller = await freshSeller(w.app, w.database, w.categoryId);
    const on = await call(w.admin, `/admin/riders/shops/${seller.shopId}`, { uses_riders: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    return seller;
  }

  /** A fresh account registered as a rider by the operator; answers the rider's id and signed-in client. */
  async function newRider() {
    const { client, userId } = await signUp(w.app);
    const [u] = await w.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const made = await call(w.admin, "/admin/riders", { email: u.email, phone: "+49 151 1234567", vehicle: "bicycle" });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return { client, userId, riderId: made.body.rider.id as number };
  }

  /** The code the buyer was sent at assignment (their notification's words). */
  async function sentCode(buyerId: number, orderCode: string): Promise<string> {
    const rows = await w.database.db.select().from(notifications).where(eq(notifications.userId, buyerId));
    const notice = rows.find((n) => (n.data as { order?: string } | null)?.order === orderCode && n.title.includes("Delivery code"));
    if (!notice) throw new Error("the buyer is told the delivery code");
    const code = (notice.data as { message: { params: { delivery_code: string } } }).message.params.delivery_code;
    expect(code).toMatch(/^\d{6}$/);
    expect(notice.details).toContain(code);
    return code;
  }

  /** The seller centre's order page as its verb answers it (`/seller/orders/{code}`). */
  const pageOf = async (seller: Seller, code: string) => {
    const [shop] = await w.database.db.select().from(shops).where(eq(shops.id, seller.shopId));
    return (await sellerOrder(w.ctx, shop, code, { locale: "en" })).order;
  };
  const buyerIdOf = async (orderId: number) => (await orderRow(w.database, orderId)).userId as number;
  const deliveryOf = async (orderId: number) =>
    (await w.database.db.select().from(riderDeliveries).where(eq(riderDeliveries.orderId, orderId)))[0];
  const confirm = (seller: Seller, code: string) => call(seller.client, `/seller/orders/${code}/status`, { status: "confirmed" });
  const entriesOf = async (orderId: number) =>
    (
      await w.database.db
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `%-order-${orderId}%`))
    ).map((e) => e.idempotencyKey);

  it("a cash-on-delivery order: assigned by the operator, picked up, a wrong code changes nothing, the right one delivers; the rider holds the cash, the seller is paid as online, the hand-in is exact and once", async () => {
    const seller = await servedSeller();
    const rider = await newRider();
    const placed = await buy(w.app, w.database, seller);
    expect((await call(placed.buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: placed.group.code })).status).toBe(
      200,
    );
    const order = placed.order;
    const total = (await orderRow(w.database, order.id)).totalCents;

    // bad input: no rider, an unknown rider → 422 on rider_id, nothing made
    for (const body of [{}, { rider_id: 999_999 }]) {
      const bad = await call(w.admin, `/seller/orders/${order.code}/rider`, body);
      expect(bad.status).toBe(422);
      expect(bad.body.errors.rider_id).toBeDefined();
    }
    expect(await deliveryOf(order.id)).toBeUndefined();

    const assigned = await call(w.admin, `/seller/orders/${order.code}/rider`, { rider_id: rider.riderId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const deliveryId = assigned.body.delivery_id as number;
    const code = await sentCode(await buyerIdOf(order.id), order.code);
    // the mail with the code is queued too
    const mails = await w.database.db.select().from(jobs).where(eq(jobs.kind, "mail"));
    expect(mails.some((j) => JSON.stringify(j.payload).includes(code))).toBe(true);
    // the code is not kept as it is
    expect(JSON.stringify(await deliveryOf(order.id))).not.toContain(code);

    // the rider's list shows it with the buyer's phone, address, map link and the cash to collect
    const list = await call(rider.client, "/rider/delivery-list");
    expect(list.status).toBe(200);
    const shown = list.body.to_do.find((d: { id: number }) => d.id === deliveryId);
    expect(shown).toMatchObject({ order_code: order.code, status: "assigned", collect: (total / 100).toFixed(2) });
    expect(shown.map_url).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    expect(shown.buyer.phone).not.toBe("");
    expect(list.body.commission_per_delivery).toBe("3.00");

    // not confirmed by the seller yet: 409; confirmed: picked up → the order is on the way
    expect((await call(rider.client, `/rider/deliveries/${deliveryId}/picked-up`, {})).status).toBe(409);
    expect((await confirm(seller, order.code)).status).toBe(200);
    // delivered before picked up: 409
    expect((await call(rider.client, `/rider/deliveries/${deliveryId}/delivered`, { delivery_code: code })).status).toBe(409);
    const picked = await call(rider.client, `/rider/deliveries/${deliveryId}/picked-up`, {});
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect((await orderRow(w.database, order.id)).status).toBe("on_the_way");
    // once assigned and picked up, another rider cannot take it
    const other = await newRider();
    expect((await call(w.admin, `/seller/orders/${order.code}/rider`, { rider_id: other.riderId })).status).toBe(409);
    // another rider does not see it
    expect((await call(other.client, `/rider/deliveries/${deliveryId}/detail`)).status).toBe(404);
    expect((await call(other.client, `/rider/deliveries/${deliveryId}/delivered`, { delivery_code: code })).status).toBe(404);

    // a wrong code: 422 on delivery_code, nothing changes but the count of tries
    const before = await money(w.database, seller.userId);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await call(rider.client, `/rider/deliveries/${deliveryId}/delivered`, { delivery_code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.delivery_code).toBeDefined();
    expect((await orderRow(w.database, order.id)).status).toBe("on_the_way");
    expect((await orderRow(w.database, order.id)).paymentStatus).toBe("unpaid");
    expect(await money(w.database, seller.userId)).toEqual(before);
    expect(await userBalance(w.database, rider.userId, "rider_cash")).toBe(0);
    expect(await entriesOf(order.id)).toEqual([]);
    expect((await deliveryOf(order.id)).codeAttempts).toBe(1);

    // the right code (typed in Persian digits): delivered, paid, settled once
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const done = await call(rider.client, `/rider/deliveries/${deliveryId}/delivered`, { delivery_code: persian });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ order_status: "delivered", payment_status: "paid", collected: total });
    const settled = await orderRow(w.database, order.id);
    expect(settled).toMatchObject({ status: "delivered", paymentStatus: "paid", riderCollectedCash: true });
    expect(settled.settledAt).not.toBeNull();
    // the rider holds the cash; the seller got their share as for a paid online order, and owes nothing
    expect(await userBalance(w.database, rider.userId, "rider_cash")).toBe(total);
    const after = await money(w.database, seller.userId);
    expect(after.debt).toBe(0);
    expect(after.seller).toBeGreaterThan(0);
    expect(after.seller).toBe(total - (after.commission - before.commission) - (after.feeTax - before.feeTax));
    expect(after.clearing).toBe(before.clearing);
    const keys = await entriesOf(order.id);
    expect(keys).toContain(`seller-earning-order-${order.id}`);
    expect(keys).not.toContain(`cash-commission-order-${order.id}`);
    expect(keys).toContain(`rider-cash-order-${order.id}`);
    // the commission per delivery: the rider's earnings, the marketplace's delivery expense
    expect(await userBalance(w.database, rider.userId, "rider_earnings")).toBe(COMMISSION);
    expect(await platformBalance(w.database, "platform_delivery")).toBeLessThanOrEqual(-COMMISSION);
    await booksAreRight(w.database);
    // the parcel's timeline has the rider's steps (decision 077), entered by the rider
    const [parcel] = await w.database.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    const steps = await w.database.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, parcel.id))
      .orderBy(shipmentEvents.id);
    expect(parcel.carrier).toBe("local_courier");
    expect(steps.map((e) => [e.kind, e.actor, e.actorUserId])).toEqual([
      ["shipped", "rider", rider.userId],
      ["out_for_delivery", "rider", rider.userId],
      ["delivered", "rider", rider.userId],
    ]);
    // delivered again: 409, nothing more booked
    expect((await call(rider.client, `/rider/deliveries/${deliveryId}/delivered`, { delivery_code: code })).status).toBe(409);
    expect(await userBalance(w.database, rider.userId, "rider_cash")).toBe(total);

    // the rider's page: nothing to do, one delivered today, the cash held and the earnings
    const home = (await call(rider.client, "/rider/delivery-list")).body;
    expect(home.delivered_today.map((d: { id: number }) => d.id)).toContain(deliveryId);
    expect(home).toMatchObject({ cash_held: (total / 100).toFixed(2), earnings: "3.00" });

    // hand-in: more than held → 422 on amount, nothing moves; the exact amount moves once per key
    const tooMuch = await call(w.admin, `/admin/riders/${rider.riderId}/hand-ins`, {
      amount: ((total + 1) / 100).toFixed(2),
      hand_in_key: "handin-too-much-1",
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toBeDefined();
    expect(await userBalance(w.database, rider.userId, "rider_cash")).toBe(total);
    const receiptsBefore = await platformBalance(w.database, "platform_receipts");
    const handIn = { amount: (total / 100).toFixed(2), hand_in_key: `handin-${order.id}-ok` };
    const first = await call(w.admin, `/admin/riders/${rider.riderId}/hand-ins`, handIn);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ repeated: false, cash_held: "0.00" });
    const again = await call(w.admin, `/admin/riders/${rider.riderId}/hand-ins`, handIn);
    expect(again.status).toBe(200);
    expect(again.body.repeated).toBe(true);
    // the same key for another amount: 409
    expect((await call(w.admin, `/admin/riders/${rider.riderId}/hand-ins`, { ...handIn, amount: "0.01" })).status).toBe(409);
    expect(await userBalance(w.database, rider.userId, "rider_cash")).toBe(0);
    expect(await platformBalance(w.database, "platform_receipts")).toBe(receiptsBefore - total);
    await booksAreRight(w.database);
    // the operator's list shows the rider, the cash held and the hand-in
    const listed = (await call(w.admin, "/admin/riders/list")).body;
    expect(listed.riders.find((r: { id: number }) => r.id === rider.riderId)).toMatchObject({
      cash_held: "0.00",
      earnings: "3.00",
      delivered: 1,
    });
    expect(
      listed.hand_ins.some((h: { rider_id: number; amount: string }) => h.rider_id === rider.riderId && h.amount === handIn.amount),
    ).toBe(true);
  }, 120_000);

  it("a paid online order delivered with a photo: nothing to collect, the commission booked; a seller may assign only when the operator allows", async () => {
    const seller = await servedSeller();
    const rider = await newRider();
    const placed = await buy(w.app, w.database, seller);
    await payBySandbox(w.app, placed.buyer, placed.group.code);
    const order = placed.order;
    // the seller's order page: the marketplace gives it to a rider, no choice for the seller
    expect((await pageOf(seller, order.code)).rider).toEqual({ rider: null, may_assign: false, riders: [] });
    // the operator has not allowed sellers: 403, nothing made
    const refused = await call(seller.client, `/seller/orders/${order.code}/rider`, { rider_id: rider.riderId });
    expect(refused.status).toBe(403);
    expect(await deliveryOf(order.id)).toBeUndefined();
    // another seller: 404
    const stranger = await freshSeller(w.app, w.database, w.categoryId);
    expect((await call(stranger.client, `/seller/orders/${order.code}/rider`, { rider_id: rider.riderId })).status).toBe(404);
    // allowed: the seller assigns
    const allowed = await call(w.admin, "/admin/settings", { sellers_may_assign_riders: 1 });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    try {
      const riders = await call(seller.client, "/seller/riders");
      expect(riders.body.riders.some((r: { id: number }) => r.id === rider.riderId)).toBe(true);
      const choosing = (await pageOf(seller, order.code)).rider;
      expect(choosing).toMatchObject({ rider: null, may_assign: true });
      expect(choosing?.riders.map((r) => r.id)).toContain(rider.riderId);
      const assigned = await call(seller.client, `/seller/orders/${order.code}/rider`, { rider_id: rider.riderId });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      const deliveryId = assigned.body.delivery_id as number;
      // the page names the rider, and another may still be chosen until pick-up
      expect((await pageOf(seller, order.code)).rider).toMatchObject({
        rider: { id: rider.riderId, status: "assigned" },
        may_assign: true,
      });
      expect((await confirm(seller, order.code)).status).toBe(200);
      expect((await call(rider.client, `/rider/deliveries/${deliveryId}/picked-up`, {})).status).toBe(200);
      expect((await pageOf(seller, order.code)).rider).toMatchObject({
        rider: { id: rider.riderId, status: "picked_up" },
        may_assign: false,
        riders: [],
      });
      const detail = await call(rider.client, `/rider/deliveries/${deliveryId}/detail`);
      expect(detail.body.delivery).toMatchObject({ collect: "0.00", status: "picked_up" });
      // the proof is a photo, through the pictures' pipeline (not a picture: 422, nothing changes)
      const notPicture = new FormData();
      notPicture.append("image", new Blob([new TextEncoder().encode("not a picture")], { type: "image/png" }), "x.png");
      const bad = await rider.client.request(`/rider/deliveries/${deliveryId}/delivered`, { method: "POST", body: notPicture });
      expect(bad.status).toBe(422);
      expect((await orderRow(w.database, order.id)).status).toBe("on_the_way");
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(await receiptPng())], { type: "image/png" }), "door.png");
      const res = await rider.client.request(`/rider/deliveries/${deliveryId}/delivered`, { method: "POST", body: form });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.json()).toMatchObject({ order_status: "delivered", payment_status: "paid", collected: 0, proof: "picture" });
      const delivery = await deliveryOf(order.id);
      expect(delivery.proofPicture).toMatch(/^deliveries\/[0-9a-f]{16}$/);
      expect((await orderRow(w.database, order.id)).riderCollectedCash).toBe(false);
      expect(await userBalance(w.database, rider.userId, "rider_cash")).toBe(0);
      expect(await userBalance(w.database, rider.userId, "rider_earnings")).toBe(COMMISSION);
      await booksAreRight(w.database);
    } finally {
      await w.database.db.delete(settings).where(eq(settings.key, "sellers_may_assign_riders"));
    }
  }, 120_000);

  it("a shop the riders do not serve is 409; the rider's calls are for active riders only (403); too many wrong codes lock the code", async () => {
    const seller = await freshSeller(w.app, w.database, w.categoryId);
    // its order page has no rider part
    const own = await buy(w.app, w.database, seller);
    expect((await pageOf(seller, own.order.code)).rider).toBeNull();
    const rider = await newRider();
    const placed = await buy(w.app, w.database, seller);
    expect((await call(w.admin, `/seller/orders/${placed.order.code}/rider`, { rider_id: rider.riderId })).status).toBe(409);
    // a customer and a seller are not riders
    const { client: customer } = await signUp(w.app);
    for (const client of [customer, seller.client]) {
      expect((await call(client, "/rider/delivery-list")).status).toBe(403);
      expect((await call(client, "/rider/deliveries/1/picked-up", {})).status).toBe(403);
    }
    // the rider's own page; switched off, the rider is refused
    expect((await call(rider.client, "/rider/delivery-list")).status).toBe(200);
    expect((await call(w.admin, `/admin/riders/${rider.riderId}`, { active: false })).status).toBe(200);
    expect((await call(rider.client, "/rider/delivery-list")).status).toBe(403);
    expect((await call(w.admin, `/admin/riders/${rider.riderId}`, { active: true })).status).toBe(200);
    // registering twice: 409; an unknown e-mail without a name and password: 422
    const [u] = await w.database.db.select({ email: users.email }).from(users).where(eq(users.id, rider.userId));
    expect((await call(w.admin, "/admin/riders", { email: u.email, phone: "+49 151 7654321" })).status).toBe(409);
    const unknown = await call(w.admin, "/admin/riders", { email: `nobody-${Date.now()}@example.com`, phone: "+49 151 7654321" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.first_name).toBeDefined();
    // a new account made for a rider signs in and sees /rider
    const email = `rider-${process.pid}-${Date.now()}@example.com`;
    const made = await call(w.admin, "/admin/riders", { email, phone: "+49 151 1111111", first_name: "Rita", password: "rider-pass-123" });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.new_account).toBe(true);

    // too many wrong codes
    const served = await servedSeller();
    const cod = await buy(w.app, w.database, served);
    expect((await call(cod.buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: cod.group.code })).status).toBe(200);
    const assigned = await call(w.admin, `/seller/orders/${cod.order.code}/rider`, { rider_id: rider.riderId });
    const deliveryId = assigned.body.delivery_id as number;
    const code = await sentCode(await buyerIdOf(cod.order.id), cod.order.code);
    expect((await confirm(served, cod.order.code)).status).toBe(200);
    expect((await call(rider.client, `/rider/deliveries/${deliveryId}/picked-up`, {})).status).toBe(200);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect((await call(rider.client, `/rider/deliveries/${deliveryId}/delivered`, { delivery_code: wrong })).status).toBe(422);
    const locked = await call(rider.client, `/rider/deliveries/${deliveryId}/delivered`, { delivery_code: code });
    expect(locked.status).toBe(422);
    expect(JSON.stringify(locked.body)).toContain("photo");
    expect((await orderRow(w.database, cod.order.id)).status).toBe("on_the_way");
    expect(await userBalance(w.database, rider.userId, "rider_cash")).toBe(0);
    const [shop] = await w.database.db
      .select()
      .from(shops)
      .where(and(eq(shops.id, served.shopId)));
    expect(shop.usesMarketplaceRiders).toBe(true);
    expect((await w.database.db.select().from(orders).where(eq(orders.id, cod.order.id)))[0].settledAt).toBeNull();
    await booksAreRight(w.database);
  }, 120_000);
});
