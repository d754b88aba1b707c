import { and, asc, eq, lt, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, jobs, mailOutbox, notifications, orders, pushSubscriptions, shipmentEvents, shipments } from "../../db/schema";
import { nextEvents, orderStatusByParcels } from "../../domain/parcels/parcel-rules";
import { NOTIFICATION_EVENT, userChannel } from "../../domain/realtime/channels";
import { notificationFeed, realtimePublishJob } from "../../server/realtime/notification-feed";
import { guest, mailsTo, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { productOfShop, signedIn } from "../setup/order-fixture";
import { addParcel, addStep, parcelOrder, parcelState } from "../setup/parcel-fixture";
import { adminClient } from "../setup/payment-fixture";
import { makeTestApp, silentLog, testBackground } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Issue 38 item 5 (decision 077): a seller order's parcels, their steps, the order following them, and the buyer told of each. */
describeOnDatabases("parcels and tracking", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });
  const db = () => database.db;
  // what the demo seeded came before the suite's own parcels
  const started = new Date();

  it("the carrier list answers each carrier with its tracking page and number form", async () => {
    const { status, body } = await call(app, "/carriers");
    expect(status).toBe(200);
    const codes = body.carriers.map((c: { code: string }) => c.code);
    expect(codes).toEqual(["dhl", "ups", "fedex", "postnl", "iran_post", "tipax", "local_courier", "other"]);
    expect(body.carriers.find((c: { code: string }) => c.code === "ups")).toMatchObject({ name: "UPS", needs_number: true });
    expect(body.carriers.find((c: { code: string }) => c.code === "other")).toMatchObject({ tracking_url: null, needs_number: false });
  });

  it("a parcel's steps move a paid order along to delivered, settle it once, and tell the buyer of each; track-order shows the timeline", async () => {
    const w = await parcelOrder(app, db());
    const parcel = await addParcel(w.seller, w.order.code, { carrier: "dhl", tracking_number: " 12-3456 7890 " });
    const invoice = await call(w.buyer, `/user/invoice/${w.order.code}`);
    expect(invoice.body.order.shipments).toEqual([
      expect.objectContaining({
        id: parcel,
        carrier: "dhl",
        carrier_name: "DHL",
        tracking_number: "1234567890",
        tracking_url: expect.stringContaining("tracking-id=1234567890"),
        status: null,
        next_events: ["packed", "shipped"],
        events: [],
      }),
    ]);

    expect(await addStep(w.seller, w.order.code, parcel, { event: "packed", note: "Two boxes" })).toBe("confirmed");
    expect(await addStep(w.seller, w.order.code, parcel, { event: "shipped" })).toBe("picked_up");
    expect(await addStep(w.seller, w.order.code, parcel, { event: "out_for_delivery" })).toBe("on_the_way");
    expect((await parcelState(db(), w.order.id)).order.settledAt).toBeNull();
    expect(await addStep(w.seller, w.order.code, parcel, { event: "delivered" })).toBe("delivered");

    // the same path as the seller's own moves: history rows, settled once when paid and delivered
    const settled = await parcelState(db(), w.order.id);
    expect(settled.history.filter((s, i, all) => s !== all[i - 1])).toEqual([
      "pending",
      "confirmed",
      "picked_up",
      "on_the_way",
      "delivered",
    ]);
    expect(settled.order.settledAt).not.toBeNull();
    expect(settled.books).toBeGreaterThan(0);
    const release = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `release-earnings-${w.order.id}`));
    expect(release).toHaveLength(1);

    // nothing comes after delivered (422), and the books stay as they were
    const late = await call(w.seller, `/seller/orders/${w.order.code}/shipments/${parcel}/events`, { event: "returned" });
    expect(late.status).toBe(422);
    expect(late.body.errors.event[0]).toMatch(/cannot come next/);
    expect((await parcelState(db(), w.order.id)).books).toBe(settled.books);

    // the buyer heard of every step: a notification each (with the order's code for the live page) and a mail each
    await testBackground.idle();
    const notices = await db().select().from(notifications).where(eq(notifications.userId, w.buyerId)).orderBy(asc(notifications.id));
    const parcelNotices = notices.filter((n) => (n.data as { parcel?: number }).parcel === parcel);
    expect(parcelNotices.map((n) => (n.data as { event: string }).event)).toEqual(["packed", "shipped", "out_for_delivery", "delivered"]);
    expect(parcelNotices[3]).toMatchObject({ url: `/get-invoice/${w.order.code}`, data: expect.objectContaining({ order: w.order.code }) });
    expect(parcelNotices[3].title).toMatch(/Delivered/);
    const mails = (await mailsTo(db(), w.group.email)).filter((m) => m.subject.includes(w.order.code));
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([`Order ${w.order.code}: Out for delivery`]));

    // track-order keeps the reference's fields and adds the parcel's timeline
    const tracked = await call(await guest(app), "/track-order", { code: w.order.code, email_or_phone: w.group.email });
    expect(tracked.status).toBe(200);
    const [o] = tracked.body.orders;
    expect(o).toMatchObject({ code: w.order.code, status: "delivered", payment_status: "paid" });
    expect(o.timeline.length).toBeGreaterThan(0);
    expect(o.shipments[0].events.map((e: { event: string }) => e.event)).toEqual(["packed", "shipped", "out_for_delivery", "delivered"]);
    expect(o.shipments[0].events[0]).toMatchObject({ note: "Two boxes", by: "seller" });
    expect(o.shipments[0]).toMatchObject({ tracking_number: "1234567890", status: "delivered", next_events: [] });
  });

  it("with two parcels the order waits for both; delivered straight after shipped walks the lifecycle; an unpaid order is not settled", async () => {
    const w = await parcelOrder(app, db(), { unpaid: true });
    const a = await addParcel(w.seller, w.order.code, { carrier: "ups", tracking_number: "1z999aa10123456784" });
    const b = await addParcel(w.seller, w.order.code, { carrier: "local_courier", tracking_number: "" });
    expect(await addStep(w.seller, w.order.code, a, { event: "shipped" })).toBe("pending");
    expect(await addStep(w.seller, w.order.code, a, { event: "delivered" })).toBe("pending");
    expect(await addStep(w.seller, w.order.code, b, { event: "shipped" })).toBe("picked_up");
    expect(await addStep(w.seller, w.order.code, b, { event: "failed_attempt", note: "Nobody home" })).toBe("on_the_way");
    expect(await addStep(w.seller, w.order.code, b, { event: "delivered" })).toBe("delivered");
    const state = await parcelState(db(), w.order.id);
    expect(state.history).toEqual(["pending", "confirmed", "picked_up", "on_the_way", "delivered"]);
    // cash still to come: delivered, not settled (decision 071)
    expect(state.order.settledAt).toBeNull();
    expect(state.parcels.map((p) => p.trackingNumber)).toEqual(["1Z999AA10123456784", ""]);
  });

  it("bad input is a clear 422 under its field and changes nothing", async () => {
    const w = await parcelOrder(app, db());
    const parcel = await addParcel(w.seller, w.order.code, { carrier: "postnl", tracking_number: "3SABCD1234567" });
    await testBackground.idle();
    const before = await parcelState(db(), w.order.id);
    const refused = async (path: string, body: Record<string, string>, field: string, words: RegExp) => {
      const res = await call(w.seller, path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors[field][0]).toMatch(words);
    };
    const create = `/seller/orders/${w.order.code}/shipments`;
    const step = `${create}/${parcel}/events`;
    await refused(create, { carrier: "pigeon", tracking_number: "123" }, "carrier", /not on the marketplace's list/);
    await refused(create, { carrier: "", tracking_number: "123" }, "carrier", /Choose the carrier/);
    await refused(create, { carrier: "ups", tracking_number: "12345" }, "tracking_number", /not a UPS tracking number/);
    await refused(create, { carrier: "fedex", tracking_number: "" }, "tracking_number", /tracking number/);
    await refused(create, { carrier: "postnl", tracking_number: "3sabcd-1234567" }, "tracking_number", /already has a parcel/);
    await refused(step, { event: "teleported" }, "event", /Choose what happened/);
    await refused(step, { event: "delivered" }, "event", /cannot come next/);
    await refused(step, { event: "out_for_delivery" }, "event", /cannot come next/);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await refused(step, { event: "packed", at: future }, "at", /not come yet/);
    await refused(step, { event: "packed", at: "2020-01-01T10:00:00Z" }, "at", /before the order/);
    await refused(step, { event: "packed", at: "yesterday" }, "at", /not a date/);
    await testBackground.idle();
    expect(await parcelState(db(), w.order.id)).toEqual(before);

    // a step before the parcel's last one is refused too
    expect(await addStep(w.seller, w.order.code, parcel, { event: "packed" })).toBe("confirmed");
    const packed = await call(w.buyer, `/user/invoice/${w.order.code}`);
    const packedAt = Date.parse(packed.body.order.shipments[0].events[0].date);
    await refused(step, { event: "shipped", at: new Date(packedAt - 1).toISOString() }, "at", /before the parcel's last step/);

    // a cancelled order takes no parcel
    const c = await parcelOrder(app, db(), { unpaid: true });
    expect((await call(c.seller, `/seller/orders/${c.order.code}/status`, { status: "cancelled" })).status).toBe(200);
    const cancelled = await call(c.seller, `/seller/orders/${c.order.code}/shipments`, { carrier: "other", tracking_number: "" });
    expect(cancelled.status).toBe(422);
    expect(cancelled.body.error).toMatch(/cancelled/);
    expect((await parcelState(db(), c.order.id)).parcels).toEqual([]);
  });

  it("only the order's seller or an operator: another seller, the buyer and a guest get the unknown order's 404; no token 419", async () => {
    const w = await parcelOrder(app, db());
    const parcel = await addParcel(w.seller, w.order.code, { carrier: "tipax", tracking_number: "123456789012" });
    const mine = await parcelOrder(app, db(), { shopIndex: 1 });
    const ownParcel = await addParcel(mine.seller, mine.order.code, { carrier: "other", tracking_number: "" });
    const callers = [mine.seller, w.buyer, await guest(app), (await signUp(app)).client];
    await testBackground.idle();
    const before = await parcelState(db(), w.order.id);
    const create = `/seller/orders/${w.order.code}/shipments`;
    const step = `${create}/${parcel}/events`;
    for (const who of callers) {
      for (const [path, body] of [
        [create, { carrier: "other" }],
        [step, { event: "packed" }],
      ] as const) {
        const res = await call(who, path, body);
        expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(404);
      }
    }
    // another order's parcel through one's own order: as unknown
    const crossed = await call(mine.seller, `/seller/orders/${mine.order.code}/shipments/${parcel}/events`, { event: "packed" });
    expect(crossed.status).toBe(404);
    expect((await w.seller.request(step, { method: "POST", json: { event: "packed" }, noToken: true })).status).toBe(419);
    expect(await parcelState(db(), w.order.id)).toEqual(before);
    expect((await parcelState(db(), mine.order.id)).events).toEqual([]);
    expect(ownParcel).toBeGreaterThan(0);

    // an operator may, and it is in the audit log; the seller then hears of it
    const admin = await adminClient(app, db());
    expect(await addStep(admin, w.order.code, parcel, { event: "packed" })).toBe("confirmed");
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.shipment_event"), eq(auditLog.targetId, String(w.order.id))));
    expect(audited).toHaveLength(1);
    await testBackground.idle();
    const [sellerNotice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.product.ownerId), sql`${notifications.data}->>'parcel' = ${String(parcel)}`));
    expect(sellerNotice?.url).toBe(`/seller/orders/${w.order.code}`);
  });

  it("each step queues the buyer's web push where allowed, and with an outside realtime service a publish job that names the order", async () => {
    const w = await parcelOrder(app, db());
    await db()
      .insert(pushSubscriptions)
      .values({ userId: w.buyerId, endpoint: `https://push.example/${w.buyerId}-${Date.now()}`, p256dh: "key", auth: "auth" });
    const published: { channels: string[]; event: string; data: unknown }[] = [];
    const outside = { publish: async (m: (typeof published)[number]) => void published.push(m) };
    const feed = notificationFeed(db(), outside, silentLog);
    await feed.start();
    try {
      const parcel = await addParcel(w.seller, w.order.code, { carrier: "iran_post", tracking_number: "123456789012345678901234" });
      await addStep(w.seller, w.order.code, parcel, { event: "shipped" });
      await testBackground.idle();
      const [notice] = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.buyerId), sql`${notifications.data}->>'parcel' = ${String(parcel)}`));
      expect(notice.title).toMatch(/Shipped/);
      const pushes = await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "web-push"), sql`${jobs.payload}->>'notification' = ${String(notice.id)}`));
      expect(pushes).toHaveLength(1);
      await feed.round();
      const [live] = await db()
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `live:${notice.id}`));
      expect(live).toMatchObject({ kind: "realtime-publish" });
      await realtimePublishJob(outside)(live, db());
      expect(published).toEqual([
        {
          channels: [userChannel(w.buyerId)],
          event: NOTIFICATION_EVENT,
          data: expect.objectContaining({ id: notice.id, order: w.order.code, message_type: "success" }),
        },
      ]);
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, w.group.email), sql`${mailOutbox.subject} like ${`%${w.order.code}%Shipped%`}`));
      expect(mail.text).toContain("123456789012345678901234");
    } finally {
      feed.stop();
    }
  });

  it("the demo: the demo customer's delivered order went by DHL, its four steps in order; every demo parcel follows the rules", async () => {
    const customer = await signedIn(app, "customer@example.com", "customer123");
    const list = (await call(customer, "/user/order-list")).body.orders.data as { code: string; delivery_status: string }[];
    const delivered = list.filter((o) => o.delivery_status === "delivered");
    const parcels = [];
    for (const o of delivered) parcels.push(...(await call(customer, `/user/invoice/${o.code}`)).body.order.shipments);
    expect(parcels).toEqual([
      expect.objectContaining({ carrier: "dhl", tracking_number: "1234567890", status: "delivered", next_events: [] }),
    ]);
    expect(parcels[0].events.map((e: { event: string }) => e.event)).toEqual(["packed", "shipped", "out_for_delivery", "delivered"]);
    // every demo parcel's steps follow the rules, and its order stands where its parcels say
    const demo = await db().select().from(shipments).where(lt(shipments.createdAt, started));
    expect(demo.length).toBeGreaterThan(0);
    for (const p of demo) {
      const steps = await db()
        .select({ kind: shipmentEvents.kind })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, p.id))
        .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.id));
      for (const [i, e] of steps.entries()) expect(nextEvents(i ? steps[i - 1].kind : null)).toContain(e.kind);
      const [o] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, p.orderId));
      expect(o.status).toBe(orderStatusByParcels([steps.at(-1)?.kind ?? null]) ?? o.status);
    }
  });

  it("the seller centre's order page data carries the parcels; another seller's order is 404", async () => {
    const w = await parcelOrder(app, db());
    const parcel = await addParcel(w.seller, w.order.code, { carrier: "fedex", tracking_number: "123456789012" });
    const details = await call(w.seller, `/seller/order-details/${w.order.code}`);
    expect(details.status).toBe(200);
    expect(details.body.order.shipments).toEqual([
      expect.objectContaining({ id: parcel, carrier_name: "FedEx", next_events: ["packed", "shipped"] }),
    ]);
    const other = await signedIn(app, (await productOfShop(db(), { shopIndex: 1 })).ownerEmail, "seller123");
    expect((await call(other, `/seller/order-details/${w.order.code}`)).status).toBe(404);
  });
});
