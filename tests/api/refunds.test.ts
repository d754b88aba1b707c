import { eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { orderEvents, orderGroups, orderLines, payments, refundRequests } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { askRefund, deliveredOrder, orderRow } from "../setup/refund-fixture";
import { stockOf } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const REASON = "The mug arrived cracked along the handle.";
const photo = (r: number) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

/** Refunds (issue 13): the buyer asks within the window, the seller or an operator decides; stock and money go back once. */
describeOnDatabases("refunds", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });
  const refundsOf = (orderId: number) => database.db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId));
  const paymentOf = async (groupId: number) => (await database.db.select().from(payments).where(eq(payments.groupId, groupId)))[0];

  it("sandbox: the buyer asks with pictures (a double click makes one request); the seller accepts: stock back, the gateway refunds once, the history shows it", async () => {
    const { buyer, seller, product, order, group } = await deliveredOrder(app, database.db, { by: "sandbox", quantity: 2 });
    expect(await stockOf(database.db, product.id)).toBe(8);
    const listed = await call(buyer, "/user/order-list");
    const item = listed.body.orders.data.find((o: { id: number }) => o.id === order.id);
    expect(item).toMatchObject({ delivery_status: "delivered", payment_status: "paid", can_refund: true, refund: null });
    expect(new Date(item.refund_deadline).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const [a, b] = [await photo(200), await photo(30)];
    const [first, second] = await Promise.all([
      askRefund(buyer, { order_id: order.id, reason: REASON }, [{ bytes: a }, { bytes: b }]),
      askRefund(buyer, { order_id: order.id, reason: REASON }, [{ bytes: a }]),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.refund.id).toBe(second.body.refund.id);
    expect([first.body.repeated, second.body.repeated].sort()).toEqual([false, true]);
    const rows = await refundsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", reason: REASON, amountCents: order.totalCents, paymentType: "sandbox" });
    const mine = first.body.repeated ? second.body.refund : first.body.refund;
    expect(mine).toMatchObject({ status: "pending", order_id: order.id, amount: (order.totalCents / 100).toFixed(2), payout: null });
    expect(rows[0].images).toHaveLength(mine.images.length);

    // the pictures are re-encoded and private: the buyer and the seller see them, others and /uploads do not
    const picture = await buyer.request(mine.images[0]);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await seller.request(mine.images[0])).status).toBe(200);
    expect((await (await signUp(app)).client.request(mine.images[0])).status).toBe(404);
    expect((await app.request(`/uploads/${rows[0].images[0]}.webp`)).status).toBe(404);

    const pending = (await call(buyer, "/user/order-list")).body.orders.data.find((o: { id: number }) => o.id === order.id);
    expect(pending).toMatchObject({ can_refund: false, refund: { id: mine.id, status: "pending" } });

    // another shop's seller cannot decide it; its own seller accepts
    const other = await signedIn(app, (await productOfShop(database.db, { shopIndex: 2 })).ownerEmail, "seller123");
    const unknown = await call(other, "/seller/refund-requests/999999999/accept", {});
    expect(unknown.status).toBe(404);
    expect(await call(other, `/seller/refund-requests/${mine.id}/accept`, {})).toEqual(unknown);
    expect((await call(buyer, `/seller/refund-requests/${mine.id}/accept`, {})).status).toBe(404);
    expect((await refundsOf(order.id))[0].status).toBe("pending");
    const listForSeller = await call(seller, "/seller/refund-requests");
    expect(listForSeller.body.refunds.data.map((r: { id: number }) => r.id)).toContain(mine.id);
    expect((await call(other, "/seller/refund-requests")).body.refunds.data.map((r: { id: number }) => r.id)).not.toContain(mine.id);

    const [accepted, again] = await Promise.all([
      call(seller, `/seller/refund-requests/${mine.id}/accept`, { note: "Sorry about that." }),
      call(seller, `/seller/refund-requests/${mine.id}/accept`, { note: "Sorry about that." }),
    ]);
    expect([accepted.status, again.status]).toEqual([200, 200]);
    expect([accepted.body.repeated, again.body.repeated].sort()).toEqual([false, true]);
    const decided = accepted.body.repeated ? again.body.refund : accepted.body.refund;
    expect(decided).toMatchObject({ status: "accepted", payout: "gateway", payment_type: "sandbox", decision_note: "Sorry about that." });
    expect(decided.refund_reference).toMatch(/^sbx_rf_[0-9a-f]{24}$/);

    expect(await stockOf(database.db, product.id)).toBe(10);
    expect((await orderRow(database.db, order.id)).paymentStatus).toBe("refunded");
    const payment = await paymentOf(group.id);
    expect(payment.status).toBe("refunded");
    expect(payment.details.refunds).toEqual([expect.objectContaining({ amount: order.totalCents, key: `refund-${mine.id}` })]);
    const [g] = await database.db.select().from(orderGroups).where(eq(orderGroups.id, group.id));
    expect(g.paymentStatus).toBe("refunded");
    const history = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(history.at(-1)).toMatchObject({ status: "delivered", paymentStatus: "refunded" });

    // accepting a third time refunds nothing more; rejecting now is 409
    expect((await call(seller, `/seller/refund-requests/${mine.id}/accept`, {})).body.repeated).toBe(true);
    expect((await call(seller, `/seller/refund-requests/${mine.id}/reject`, {})).status).toBe(409);
    expect(await stockOf(database.db, product.id)).toBe(10);
    expect(((await paymentOf(group.id)).details.refunds as unknown[]).length).toBe(1);

    const shown = (await call(buyer, "/user/order-list")).body.orders.data.find((o: { id: number }) => o.id === order.id);
    expect(shown).toMatchObject({ payment_status: "refunded", can_refund: false, refund: { status: "accepted", payout: "gateway" } });
    // asking again after the decision is 409 and adds nothing
    expect((await askRefund(buyer, { order_id: order.id, reason: REASON })).status).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it("cash on delivery: an operator accepts and it is recorded for payout; a rejected request stays rejected", async () => {
    const cod = await deliveredOrder(app, database.db, { by: "cash_on_delivery", quantity: 3, shopIndex: 1 });
    const asked = await askRefund(cod.buyer, { order_id: cod.order.id, reason: REASON });
    expect(asked.status).toBe(200);
    const admin = await adminClient(app, database.db);
    const accepted = await call(admin, `/seller/refund-requests/${asked.body.refund.id}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.refund).toMatchObject({
      status: "accepted",
      payout: "manual",
      payment_type: "cash_on_delivery",
      refund_reference: null,
    });
    expect(await stockOf(database.db, cod.product.id)).toBe(10);
    expect((await orderRow(database.db, cod.order.id)).paymentStatus).toBe("refunded");

    const other = await deliveredOrder(app, database.db, { by: "cash_on_delivery", quantity: 1, shopIndex: 1 });
    const second = await askRefund(other.buyer, { order_id: other.order.id, reason: REASON });
    const rejected = await call(other.seller, `/seller/refund-requests/${second.body.refund.id}/reject`, { note: "Used." });
    expect(rejected.body.refund).toMatchObject({ status: "rejected", decision_note: "Used.", payout: null });
    expect((await call(other.seller, `/seller/refund-requests/${second.body.refund.id}/accept`, {})).status).toBe(409);
    expect(await stockOf(database.db, other.product.id)).toBe(9);
    expect((await orderRow(database.db, other.order.id)).paymentStatus).toBe("paid");
    const shown = (await call(other.buyer, "/user/order-list")).body.orders.data[0];
    expect(shown).toMatchObject({ can_refund: false, refund: { status: "rejected", decision_note: "Used." } });
  });

  it("the reference client's shape: {order, order_detail_id, refund_reason, amounts}; the amounts are the server's, the line is checked first", async () => {
    const { buyer, order } = await deliveredOrder(app, database.db, { by: "sandbox", quantity: 2, shopIndex: 2 });
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const sent = (extra: Record<string, unknown>) => ({
      order: order.id,
      product_name: "anything",
      total_amount: "0.01",
      shipping_cost: "0.00",
      refundable_amount: "999999.00",
      refund_reason: REASON,
      ...extra,
    });
    // a line of another order, or none, changes nothing
    const [otherLine] = await database.db.select().from(orderLines).where(ne(orderLines.orderId, order.id)).limit(1);
    expect((await call(buyer, "/refund-request", sent({ order_detail_id: otherLine.id }))).status).toBe(404);
    expect((await call(buyer, "/refund-request", sent({ order_detail_id: "" }))).status).toBe(422);
    expect(await refundsOf(order.id)).toHaveLength(0);

    const asked = await call(buyer, "/refund-request", sent({ order_detail_id: line.id }));
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.success).toBeTruthy();
    expect(asked.body.order_detail).toMatchObject({ id: line.id, order_id: order.id, quantity: 2, refund: { status: "pending" } });
    // the order's own total, never the client's figures
    expect(asked.body.refund.amount).toBe((order.totalCents / 100).toFixed(2));
    expect((await refundsOf(order.id))[0]).toMatchObject({ reason: REASON, amountCents: order.totalCents });
  });

  it("bad input is 422, someone else's order 404, an order outside the rule 409, a guest 401, no token 419: nothing is written", async () => {
    const { buyer, order } = await deliveredOrder(app, database.db, { by: "sandbox", quantity: 1, shopIndex: 3 });
    const bad = async (fields: Record<string, string | number>, files: { bytes: Uint8Array; type?: string }[] = []) =>
      askRefund(buyer, fields, files);
    const noReason = await bad({ order_id: order.id });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(["reason"]);
    expect((await bad({ order_id: order.id, reason: "bad" })).body.errors.reason).toBeDefined();
    expect((await bad({ order_id: "abc", reason: REASON })).body.errors.order_id).toBeDefined();
    const notPicture = await bad({ order_id: order.id, reason: REASON }, [
      { bytes: new TextEncoder().encode("<svg/>"), type: "image/svg+xml" },
    ]);
    expect(notPicture.status).toBe(422);
    expect(notPicture.body.errors.images).toBeDefined();
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(n * 40)));
    expect(
      (
        await bad(
          { order_id: order.id, reason: REASON },
          five.map((bytes) => ({ bytes })),
        )
      ).body.errors.images,
    ).toBeDefined();

    const stranger = (await signUp(app)).client;
    const unknown = await askRefund(stranger, { order_id: 999999999, reason: REASON });
    expect(unknown.status).toBe(404);
    expect(await askRefund(stranger, { order_id: order.id, reason: REASON })).toEqual(unknown);
    expect((await askRefund(await guest(app), { order_id: order.id, reason: REASON })).status).toBe(401);
    const noToken = await buyer.request("/refund-request", { method: "POST", json: { order_id: order.id, reason: REASON }, noToken: true });
    expect(noToken.status).toBe(419);

    // not delivered yet: 409
    const product = await productOfShop(database.db, { stock: 5 });
    const placed = await placeOrderAs(database.db, buyer, [{ id: product.id }]);
    const early = await askRefund(buyer, { order_id: placed.orders[0].id, reason: REASON });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/delivered/);

    // delivered 15 days ago, past the 14-day window: 409
    await database.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orderEvents.orderId, order.id));
    const late = await askRefund(buyer, { order_id: order.id, reason: REASON });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/14/);
    expect(await refundsOf(order.id)).toHaveLength(0);
    expect(await refundsOf(placed.orders[0].id)).toHaveLength(0);
    expect((await call(buyer, "/user/order-list")).body.orders.data.find((o: { id: number }) => o.id === order.id).can_refund).toBe(false);
  });
});
