import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { orderGroups, payments } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { adminClient, call, completeWithFile, paymentState, placedGroup, receiptPng } from "../setup/payment-fixture";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Paying an order group (issue: payment): cash on delivery, bank transfer with an admin's approval, and who may pay. */
describeOnDatabases("payments", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database));
  });

  it("payment-order shows the server's figures, the payment form of spec §3 and the types on offer", async () => {
    const { buyer, code, trxId } = await placedGroup(app, database.db);
    const view = await call(buyer, `/user/payment-order?code=${code}`);
    expect(view.status).toBe(200);
    expect(view.body.orders).toHaveLength(2);
    expect(view.body.orders[0].lines[0]).toMatchObject({ quantity: 2, price: "20.00", line_total: "40.00" });
    expect(view.body.payment_form).toEqual({
      payment_type: "cash_on_delivery",
      sub_total: "55.00",
      discount_offer: "0.00",
      shipping_tax: "10.00",
      tax: "0.00",
      coupon_discount: "0.00",
      total: "65.00",
      trx_id: trxId,
      quantity: view.body.orders.flatMap((o: { lines: { id: number; quantity: number }[] }) =>
        o.lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      ),
    });
    expect(view.body.check_cod).toBe(true);
    expect(view.body.offline_methods[0].instructions).toContain("IBAN");
    expect(view.body.payment_types.map((t: { type: string }) => t.type)).toEqual(["cash_on_delivery", "offline_method", "sandbox"]);
    expect(view.body.group).toMatchObject({
      code,
      payment_status: "unpaid",
      total: "65.00",
      payable: { amount: "65.00", currency: "USD" },
    });
    // by trx_id too
    expect((await call(buyer, `/user/payment-order?trx_id=${trxId}`)).body.group.code).toBe(code);
  });

  it("cash on delivery: unpaid with payment_type on the group and its orders; a repeat answers the same payment; client figures and statuses change nothing", async () => {
    const { buyer, code } = await placedGroup(app, database.db, { account: true });
    const form = {
      payment_type: "cash_on_delivery",
      code,
      sub_total: "0.01",
      total: "0.01",
      tax: "0",
      shipping_tax: "0",
      discount_offer: "99",
      coupon_discount: "99",
      payment_status: "paid",
      status: "delivered",
      amount: "1",
    };
    const done = await call(buyer, "/user/complete-order", form);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      code,
      redirect_url: null,
      repeated: false,
      payment: { gateway: "cash_on_delivery", status: "pending", amount: "65.00", currency: "USD" },
    });
    const again = await call(buyer, "/user/complete-order", form);
    expect(again.body).toMatchObject({ repeated: true, payment: { id: done.body.payment.id } });
    const state = await paymentState(database.db, code);
    expect(state.group).toEqual({ paymentStatus: "unpaid", paymentType: "cash_on_delivery", totalCents: 6500 });
    expect(state.orders.map((o) => [o.status, o.paymentStatus, o.paymentType])).toEqual([
      ["pending", "unpaid", "cash_on_delivery"],
      ["pending", "unpaid", "cash_on_delivery"],
    ]);
    expect(state.payments).toEqual([{ id: done.body.payment.id, status: "pending", gateway: "cash_on_delivery", amountCents: 6500 }]);
  });

  it("cash on delivery is not offered for digital products", async () => {
    const { buyer, code } = await placedGroup(app, database.db, { digital: true });
    const view = await call(buyer, `/user/payment-order?code=${code}`);
    expect(view.body.check_cod).toBe(false);
    const refused = await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code });
    expect(refused.status).toBe(422);
    expect((await paymentState(database.db, code)).payments).toHaveLength(0);
  });

  it("another visitor's payment-order and complete-order answer 404 like an unknown code, and change nothing", async () => {
    const { code } = await placedGroup(app, database.db, { account: true });
    const before = await paymentState(database.db, code);
    const stranger = await guest(app);
    const user = (await signUp(app)).client;
    const unknown = await call(stranger, "/user/payment-order?code=CO-0000000000AB");
    expect(unknown.status).toBe(404);
    for (const other of [stranger, user]) {
      const view = await call(other, `/user/payment-order?code=${code}`);
      expect(view.status).toBe(404);
      expect(view.body).toEqual(unknown.body);
      const pay = await call(other, "/user/complete-order", { payment_type: "sandbox", code });
      expect(pay.status).toBe(404);
      expect(pay.body).toEqual(unknown.body);
    }
    expect(await paymentState(database.db, code)).toEqual(before);
  });

  it("a bank transfer: a non-image receipt is refused; the receipt is re-encoded, private, and the group stays unpaid until an admin approves; a non-admin's approval is 404", async () => {
    const { buyer, code } = await placedGroup(app, database.db);
    const fake = await completeWithFile(
      buyer,
      { payment_type: "offline_method", code, id: "1" },
      { bytes: new TextEncoder().encode("<?php echo 'hi'; ?>"), name: "receipt.png", type: "image/png" },
    );
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file).toBeDefined();
    const missing = await call(buyer, "/user/complete-order", { payment_type: "offline_method", code });
    expect(missing.status).toBe(422);
    expect((await paymentState(database.db, code)).payments).toHaveLength(0);

    const sent = await completeWithFile(
      buyer,
      { payment_type: "offline_method", code, id: "1", total: "0.01" },
      { bytes: await receiptPng(), name: "slip.png", type: "image/png" },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.payment).toMatchObject({ gateway: "offline_method", status: "awaiting_approval", amount: "65.00" });
    const [row] = await database.db.select().from(payments).where(eq(payments.id, sent.body.payment.id));
    expect(row.receipt).toMatch(/^receipts\/g\d+-[0-9a-f]{24}\.webp$/);
    expect(existsSync(path.join(services.env.dataDir, "uploads", present(row.receipt, "the stored receipt")))).toBe(true);
    expect((await app.request(`/uploads/${row.receipt}`)).status).toBe(404);
    const mine = await buyer.request(sent.body.payment.receipt_url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/webp");
    expect((await (await guest(app)).request(sent.body.payment.receipt_url)).status).toBe(404);
    expect((await paymentState(database.db, code)).group.paymentStatus).toBe("unpaid");

    const before = await paymentState(database.db, code);
    for (const other of [buyer, (await signUp(app)).client]) {
      const refused = await call(other, `/admin/payments/${row.id}/approve`, {});
      expect(refused.status).toBe(404);
    }
    expect(await paymentState(database.db, code)).toEqual(before);

    const admin = await adminClient(app, database.db);
    expect((await call(admin, `/admin/payments/999999/approve`, {})).status).toBe(404);
    const approved = await call(admin, `/admin/payments/${row.id}/approve`, {});
    expect(approved.status).toBe(200);
    const after = await paymentState(database.db, code);
    expect(after.group.paymentStatus).toBe("paid");
    expect(after.orders.every((o) => o.paymentStatus === "paid")).toBe(true);
    expect(after.payments[0].status).toBe("succeeded");
    expect(after.history).toBe(before.history + 2);
    expect((await call(admin, `/admin/payments/${row.id}/approve`, {})).status).toBe(409);
    // a paid group cannot be paid again
    const again = await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code });
    expect(again.status).toBe(409);
    expect(await paymentState(database.db, code)).toEqual({ ...after, history: after.history });
  });

  it("switching the payment type cancels the open payment of the other type; the CSRF token is required", async () => {
    const { buyer, code } = await placedGroup(app, database.db);
    const cod = await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code });
    const online = await call(buyer, "/user/complete-order", { payment_type: "sandbox", code });
    expect(online.status).toBe(200);
    const state = await paymentState(database.db, code);
    expect(state.payments.map((p) => [p.id, p.status])).toEqual([
      [cod.body.payment.id, "cancelled"],
      [online.body.payment.id, "pending"],
    ]);
    expect(state.group.paymentType).toBe("sandbox");
    const noToken = await buyer.request("/user/complete-order", {
      method: "POST",
      json: { payment_type: "cash_on_delivery", code },
      noToken: true,
    });
    expect(noToken.status).toBe(419);
    const [group] = await database.db.select({ paymentType: orderGroups.paymentType }).from(orderGroups).where(eq(orderGroups.code, code));
    expect(group.paymentType).toBe("sandbox");
  });
});
