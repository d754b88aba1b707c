import { and, count, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, notifications, orderEvents, orders, refundRequests, shops, users } from "../../db/schema";
import { DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, mailsTo, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { askRefund, deliverAsSeller } from "../setup/refund-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";
import { balanceOfClient, grant } from "../setup/wallet-fixture";

type Row = { id: number; code: string; total: string; shop: { id: number }; buyer: { email: string }; pending_refund_id: number | null };

/** Issue 19: every shop's orders in the console, an operator's moves and refund decisions through the seller's calls, audited. */
describeOnDatabases("the console's orders", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });
  const list = async (client: Awaited<ReturnType<typeof adminClient>>, query: string) => call(client, `/admin/orders/list?${query}`);
  const audits = async (action: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

  /** A fresh buyer's group of two orders, one in each of the first two shops. */
  async function twoShops() {
    const a = await productOfShop(database.db, { stock: 20, priceCents: 1500, shopIndex: 0 });
    const b = await productOfShop(database.db, { stock: 20, priceCents: 4200, shopIndex: 1 });
    const buyer = await signUp(app);
    const placed = await placeOrderAs(database.db, buyer.client, [{ id: a.id }, { id: b.id, quantity: 2 }]);
    return { buyer, placed, shopA: a.shopId, shopB: b.shopId };
  }

  it("finds orders by code and by the buyer's e-mail, filters by status, payment, shop and dates, sorts and pages in the database", async () => {
    const admin = await adminClient(app, database.db);
    const { buyer, placed, shopA } = await twoShops();
    const [first, second] = placed.orders;

    const byCode = await list(admin, `q=${first.code.toLowerCase()}`);
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
    expect(byCode.body.data.map((r: Row) => r.code)).toEqual([first.code]);
    expect(byCode.body.data[0]).toMatchObject({
      code: first.code,
      buyer: { email: placed.group.email },
      shop: { id: shopA },
      total: `${Math.trunc(first.totalCents / 100)}.${String(first.totalCents % 100).padStart(2, "0")}`,
      status: "pending",
      payment_status: "unpaid",
      pending_refund_id: null,
    });
    const byEmail = await list(admin, `q=${encodeURIComponent(buyer.email.toUpperCase())}`);
    expect(byEmail.body.data.map((r: Row) => r.code).sort()).toEqual([first.code, second.code].sort());
    expect(byEmail.body.total).toBe(2);
    // the order's contact e-mail finds them too
    const byContact = await list(admin, `q=${encodeURIComponent(placed.group.email)}`);
    expect(byContact.body.total).toBeGreaterThanOrEqual(2);
    const mine = `q=${encodeURIComponent(buyer.email)}`;
    expect((await list(admin, `${mine}&shop=${shopA}`)).body.data.map((r: Row) => r.code)).toEqual([first.code]);
    expect((await list(admin, `${mine}&status=pending&payment_status=unpaid`)).body.total).toBe(2);
    expect((await list(admin, `${mine}&status=delivered`)).body.total).toBe(0);
    expect((await list(admin, `${mine}&payment_status=paid`)).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(admin, `${mine}&from=${today}&to=${today}`)).body.total).toBe(2);
    expect((await list(admin, `${mine}&from=${tomorrow}`)).body.total).toBe(0);
    const cheapFirst = await list(admin, `${mine}&sort=total&dir=asc`);
    expect(cheapFirst.body.data.map((r: Row) => r.code)).toEqual(
      [first, second].sort((x, y) => x.totalCents - y.totalCents).map((o) => o.code),
    );

    // every order of every shop, 25 a page, newest first; page 2 follows page 1 without a repeat
    const [{ n }] = await database.db.select({ n: count() }).from(orders);
    const page1 = await list(admin, "");
    expect(page1.body).toMatchObject({
      total: Number(n),
      per_page: 25,
      current_page: 1,
      last_page: Math.max(1, Math.ceil(Number(n) / 25)),
    });
    expect(page1.body.data[0].code).toBe(second.code);
    const page2 = await list(admin, "page=2");
    const ids1 = new Set(page1.body.data.map((r: Row) => r.id));
    expect(page2.body.data.length).toBe(Math.min(25, Math.max(0, Number(n) - 25)));
    expect(page2.body.data.some((r: Row) => ids1.has(r.id))).toBe(false);
    const dates = [...page1.body.data, ...page2.body.data].map((r: { date: string }) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("a bad filter is 422 beside its field; staff without `orders` get 403, a customer and a guest 404", async () => {
    const admin = await adminClient(app, database.db);
    for (const [query, field] of [
      ["status=teleported", "status"],
      ["payment_status=maybe", "payment_status"],
      ["shop=abc", "shop"],
      ["from=2026-13-45", "from"],
      ["from=2026-05-02&to=2026-05-01", "to"],
      ["page=0", "page"],
      ["sort=secret", "sort"],
      ["refund=all", "refund"],
    ]) {
      const bad = await list(admin, query);
      expect(bad.status, query).toBe(422);
      expect(Object.keys(bad.body.errors), query).toEqual([field]);
    }
    const staff = await signedIn(app, DEMO_STAFF.email, DEMO_STAFF.password);
    expect((await list(staff, "")).status).toBe(403);
    const { placed } = await twoShops();
    expect((await call(staff, `/admin/orders/${placed.orders[0].code}/detail`)).status).toBe(403);
    const customer = (await signUp(app)).client;
    expect((await list(customer, "")).status).toBe(404);
    expect((await call(customer, `/admin/orders/${placed.orders[0].code}/detail`)).status).toBe(404);
    expect((await call(await guest(app), "/admin/orders/list")).status).toBe(404);
    expect((await call(admin, "/admin/orders/BZ-000000000000/detail")).status).toBe(404);
    // staff given `orders` see the list
    const helper = await signUp(app);
    await database.db
      .update(users)
      .set({ role: "staff", staffPermissions: ["orders"] })
      .where(eq(users.id, helper.userId));
    expect((await list(helper.client, "")).status).toBe(200);
  });

  it("an operator moves any shop's order with the seller's call: the buyer is told, the history names the operator, the audit log keeps before and after", async () => {
    const admin = await adminClient(app, database.db);
    const { buyer, placed } = await twoShops();
    const order = placed.orders[0];
    const before = (await audits("order.status")).length;
    const moved = await call(admin, `/seller/orders/${order.code}/status`, { status: "confirmed" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.order).toMatchObject({ code: order.code, status: "confirmed" });
    // a move the lifecycle forbids is 409 and writes no entry
    expect((await call(admin, `/seller/orders/${order.code}/status`, { status: "delivered" })).status).toBe(409);
    const entries = await audits("order.status");
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      targetType: "order",
      targetId: String(order.id),
      before: { status: "pending", payment_status: "unpaid", code: order.code },
      after: { status: "confirmed", payment_status: "unpaid", code: order.code },
    });
    // the buyer hears of it (the job queue's notices) and the order page shows it
    const mails = await mailsTo(database.db, placed.group.email);
    expect(mails.some((m) => m.subject.includes(order.code) && m.subject.includes("Confirmed"))).toBe(true);
    const told = await database.db.select().from(notifications).where(eq(notifications.userId, buyer.userId));
    expect(
      told.some(
        (n) =>
          (n.data as { order?: string; status?: string }).order === order.code && (n.data as { status?: string }).status === "confirmed",
      ),
    ).toBe(true);
    const history = await call(buyer.client, "/user/order-list");
    expect(JSON.stringify(history.body)).toContain(order.code);
    const detail = await call(admin, `/admin/orders/${order.code}/detail`);
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({ code: order.code, status: "confirmed", next_statuses: ["picked_up", "cancelled"] });
    expect(detail.body.order.history.at(-1)).toMatchObject({ status: "confirmed", actor: expect.stringContaining("@") });
    const [event] = await database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    expect(event.actorUserId).toBe(entries[0].actorId);
    // the shop's own seller moving it is not an operator action: no entry
    const [owner] = await database.db
      .select({ email: users.email })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(eq(shops.id, order.shopId));
    const seller = await signedIn(app, owner.email, "seller123");
    expect((await call(seller, `/seller/orders/${order.code}/status`, { status: "picked_up" })).status).toBe(200);
    expect((await audits("order.status")).length).toBe(before + 1);
  });

  it("pending refund requests across sellers; an operator's approval credits the buyer's wallet as the seller's would, a rejection keeps the money, each audited", async () => {
    const admin = await adminClient(app, database.db);
    const walletOrder = async () => {
      const product = await productOfShop(database.db, { stock: 10, priceCents: 2000, shopIndex: 1 });
      const buyer = await signUp(app);
      const placed = await placeOrderAs(database.db, buyer.client, [{ id: product.id }]);
      await grant(database.db, buyer.userId, placed.group.totalCents);
      expect((await call(buyer.client, "/user/complete-order", { payment_type: "wallet", code: placed.group.code })).status).toBe(200);
      await deliverAsSeller(await signedIn(app, product.ownerEmail, "seller123"), placed.orders[0].code);
      expect((await askRefund(buyer.client, { order_id: placed.orders[0].id, reason: "It arrived broken in two." })).status).toBe(200);
      const [request] = await database.db.select().from(refundRequests).where(eq(refundRequests.orderId, placed.orders[0].id));
      return { buyer, order: placed.orders[0], total: placed.group.totalCents, request };
    };
    const kept = await walletOrder();
    const refused = await walletOrder();
    expect(await balanceOfClient(kept.buyer.client)).toBe("0.00");
    const waiting = await list(admin, "refund=pending");
    const pending = waiting.body.data.filter((r: Row) => [kept.order.code, refused.order.code].includes(r.code));
    expect(pending.map((r: Row) => r.pending_refund_id).sort()).toEqual([kept.request.id, refused.request.id].sort());
    expect(waiting.body.data.every((r: Row) => r.pending_refund_id !== null)).toBe(true);
    expect(pending.find((r: Row) => r.code === kept.order.code).pending_refund).toEqual({
      id: kept.request.id,
      reason: "It arrived broken in two.",
    });

    const accepted = await call(admin, `/seller/refund-requests/${kept.request.id}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.refund).toMatchObject({ status: "accepted", payout: "wallet" });
    expect(await balanceOfClient(kept.buyer.client)).toBe(`${kept.total / 100}.00`);
    // deciding again the same way changes nothing and writes no second entry
    expect((await call(admin, `/seller/refund-requests/${kept.request.id}/accept`, {})).body.repeated).toBe(true);
    expect(await balanceOfClient(kept.buyer.client)).toBe(`${kept.total / 100}.00`);
    const rejected = await call(admin, `/seller/refund-requests/${refused.request.id}/reject`, { note: "The photos show no damage." });
    expect(rejected.status).toBe(200);
    expect(await balanceOfClient(refused.buyer.client)).toBe("0.00");

    const acceptEntries = (await audits("refund.accept")).filter((e) => e.targetId === String(kept.request.id));
    expect(acceptEntries).toHaveLength(1);
    expect(acceptEntries[0]).toMatchObject({ before: { status: "pending" }, after: { status: "accepted", payout: "wallet" } });
    const rejectEntries = (await audits("refund.reject")).filter((e) => e.targetId === String(refused.request.id));
    expect(rejectEntries).toHaveLength(1);
    expect(rejectEntries[0].after).toMatchObject({ status: "rejected", note: "The photos show no damage." });
    const after = await list(admin, "refund=pending");
    expect(after.body.data.some((r: Row) => [kept.order.code, refused.order.code].includes(r.code))).toBe(false);
    const [refunded] = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, kept.order.id)));
    expect(refunded.paymentStatus).toBe("refunded");
    const detail = await call(admin, `/admin/orders/${kept.order.code}/detail`);
    expect(detail.body.order.refunds[0]).toMatchObject({ status: "accepted", payout: "wallet" });
    expect(detail.body.order.payments[0]).toMatchObject({ gateway: "wallet" });
  });
});
