import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { payments } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { sandboxSignatureHeader } from "../../domain/payments/sandbox-provider";
import { Signer } from "../../infra/signer";
import { guest, type TestApp } from "../setup/accounts";
import { call, paymentState, placedGroup } from "../setup/payment-fixture";
import { present } from "../setup/present";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The sandbox gateway: hosted page, signed webhook and return link, each verified and applied once. */
describeOnDatabases("sandbox gateway", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });

  /** Start a sandbox payment; answers the hosted page's path, its ref and the buttons' token. */
  async function startSandbox(buyer: TestClient, code: string) {
    const done = await call(buyer, "/user/complete-order", { payment_type: "sandbox", code, total: "0.01", payment_status: "paid" });
    expect(done.status).toBe(200);
    const url = done.body.redirect_url as string;
    expect(url).toMatch(/^\/sandbox-gateway\/sbx_[0-9a-f]{32}$/);
    const page = await app.request(url);
    const html = await page.text();
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
    return { url, ref: present(url.split("/").pop(), `the reference in ${url}`), token, html, paymentId: done.body.payment.id as number };
  }
  const press = (url: string, action: string, token: string) =>
    app.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action, token }).toString(),
    });
  const webhook = (body: string, signature: string) =>
    app.request("/payments/sandbox/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "sandbox-signature": signature },
      body,
    });
  const event = (over: { id?: string; type?: string; ref: string; amount?: number; currency?: string; reference: string }) =>
    JSON.stringify({
      id: over.id ?? `evt_${randomBytes(8).toString("hex")}`,
      type: over.type ?? "payment.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: { ref: over.ref, amount: over.amount ?? 6500, currency: over.currency ?? "USD", reference: over.reference },
    });

  it("pay: the hosted page shows the amount; the signed webhook marks every order paid; the signed return link verifies and leads to the confirmation", async () => {
    const { buyer, code } = await placedGroup(app, database.db);
    const s = await startSandbox(buyer, code);
    expect(s.html).toContain("65.00");
    expect(s.html).toContain(code);
    expect(s.html).toContain('data-testid="sandbox-pay"');
    // the same type again while pending: the same payment and page
    const again = await call(buyer, "/user/complete-order", { payment_type: "sandbox", code });
    expect(again.body).toMatchObject({ repeated: true, redirect_url: s.url, payment: { id: s.paymentId } });

    const pressed = await press(s.url, "pay", s.token);
    expect(pressed.status).toBe(303);
    const back = present(pressed.headers.get("location"), "the pay button's redirect");
    expect(back).toMatch(/^\/payment\/return\?ref=sbx_[0-9a-f]+&status=succeeded&amount=6500&currency=USD&sig=/);
    const paid = await paymentState(database.db, code);
    expect(paid.group.paymentStatus).toBe("paid");
    expect(paid.orders.every((o) => o.paymentStatus === "paid" && o.paymentType === "sandbox")).toBe(true);
    expect(paid.payments).toEqual([{ id: s.paymentId, status: "succeeded", gateway: "sandbox", amountCents: 6500 }]);
    expect(paid.events).toBe(1);

    const returned = await buyer.request(back);
    expect(returned.status).toBe(303);
    expect(returned.headers.get("location")).toBe(`/order-confirmation?code=${code}`);
    const afterReturn = await paymentState(database.db, code);
    expect(afterReturn).toEqual({ ...paid, events: 2 });
    // the return link again, or a button on the closed session: nothing changes
    expect((await buyer.request(back)).status).toBe(303);
    expect((await press(s.url, "fail", s.token)).status).toBe(303);
    expect(await paymentState(database.db, code)).toEqual(afterReturn);
    expect((await call(buyer, "/user/complete-order", { payment_type: "sandbox", code })).status).toBe(409);
  });

  it("cancel and fail leave the group unpaid and lead back to the payment page; a new attempt opens a new session", async () => {
    for (const action of ["cancel", "fail"] as const) {
      const { buyer, code } = await placedGroup(app, database.db);
      const s = await startSandbox(buyer, code);
      const pressed = await press(s.url, action, s.token);
      const returned = await buyer.request(present(pressed.headers.get("location"), `the ${action} button's redirect`));
      const outcome = action === "cancel" ? "cancelled" : "failed";
      expect(returned.headers.get("location")).toBe(`/payment/${code}?payment=${outcome}`);
      const state = await paymentState(database.db, code);
      expect(state.group.paymentStatus).toBe("unpaid");
      expect(state.orders.every((o) => o.paymentStatus === "unpaid")).toBe(true);
      expect(state.payments.map((p) => p.status)).toEqual([outcome]);
      const retry = await startSandbox(buyer, code);
      expect(retry.paymentId).not.toBe(s.paymentId);
    }
  });

  it("a forged signature, a wrong amount or currency, an expired timestamp, a forged return link or a button without its token change nothing", async () => {
    const { buyer, code } = await placedGroup(app, database.db);
    const s = await startSandbox(buyer, code);
    const before = await paymentState(database.db, code);
    const good = event({ ref: s.ref, reference: code });
    // [body, signature]; null: signed properly (the body itself is what is wrong)
    const attempts: [string, string | null][] = [
      [good, `t=${Math.floor(Date.now() / 1000)},v1=${randomBytes(32).toString("hex")}`],
      [good, ""],
      [good, "v1=abc"],
      [good, sandboxSignatureHeader({ ...ctx, signer: new Signer("another-secret-another-secret-0123456") }, good)],
      [event({ ref: s.ref, reference: code, amount: 1 }), null],
      [event({ ref: s.ref, reference: code, currency: "EUR" }), null],
      [event({ ref: s.ref, reference: "CO-0000000000AB" }), null],
      [event({ ref: "sbx_unknown", reference: code }), null],
      [good, sandboxSignatureHeader(ctx, good, Math.floor(Date.now() / 1000) - 301)],
      [good, sandboxSignatureHeader(ctx, good, Math.floor(Date.now() / 1000) + 600)],
    ];
    for (const [body, signature] of attempts) {
      const res = await webhook(body, signature ?? sandboxSignatureHeader(ctx, body));
      expect(res.status).toBe(400);
    }
    // the body changed after signing
    const signed = sandboxSignatureHeader(ctx, good);
    expect((await webhook(good.replace("6500", "6501"), signed)).status).toBe(400);
    // a return link whose outcome or amount was changed, or with a made-up signature
    const fake = new URLSearchParams({
      ref: s.ref,
      status: "succeeded",
      amount: "6500",
      currency: "USD",
      sig: `${Math.floor(Date.now() / 1000) + 999}.${"A".repeat(43)}`,
    });
    expect((await buyer.request(`/payment/return?${fake}`)).headers.get("location")).toBe("/payment?payment=invalid");
    const cancelled = await press(s.url, "cancel", "not-the-token");
    expect(cancelled.status).toBe(404);
    expect(await paymentState(database.db, code)).toEqual(before);
    expect((await database.db.select().from(payments).where(eq(payments.id, s.paymentId)))[0].status).toBe("pending");
  });

  it("a replayed event id changes nothing, even for another payment; two pays at once make one payment", async () => {
    const first = await placedGroup(app, database.db);
    const s = await startSandbox(first.buyer, first.code);
    const body = event({ id: "evt_replay0001", type: "payment.failed", ref: s.ref, reference: first.code });
    const signature = sandboxSignatureHeader(ctx, body);
    expect((await webhook(body, signature)).status).toBe(200);
    const failed = await paymentState(database.db, first.code);
    expect(failed.payments.map((p) => p.status)).toEqual(["failed"]);
    const replay = await webhook(body, signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await paymentState(database.db, first.code)).toEqual(failed);

    const second = await placedGroup(app, database.db);
    const [one, two] = await Promise.all([
      call(second.buyer, "/user/complete-order", { payment_type: "sandbox", code: second.code }),
      call(second.buyer, "/user/complete-order", { payment_type: "sandbox", code: second.code }),
    ]);
    expect(one.body.payment.id).toBe(two.body.payment.id);
    const ref = present((one.body.redirect_url as string).split("/").pop(), "the reference in the redirect");
    const before = await paymentState(database.db, second.code);
    expect(before.payments).toHaveLength(1);
    const reused = event({ id: "evt_replay0001", ref, reference: second.code });
    expect((await webhook(reused, sandboxSignatureHeader(ctx, reused))).status).toBe(200);
    expect(await paymentState(database.db, second.code)).toEqual(before);
  });

  it("a webhook racing a new complete-order: no error, and the money the provider took marks the group paid", async () => {
    const { buyer, code } = await placedGroup(app, database.db);
    const s = await startSandbox(buyer, code);
    const body = event({ ref: s.ref, reference: code });
    const [hook, other] = await Promise.all([
      webhook(body, sandboxSignatureHeader(ctx, body)),
      call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code }),
    ]);
    expect(hook.status).toBe(200);
    expect([200, 409]).toContain(other.status);
    const state = await paymentState(database.db, code);
    expect(state.group.paymentStatus).toBe("paid");
    expect(state.payments.find((p) => p.id === s.paymentId)?.status).toBe("succeeded");
  });

  it("the hosted page of an unknown session is 404; another visitor cannot start a payment", async () => {
    expect((await app.request("/sandbox-gateway/sbx_0000")).status).toBe(404);
    const { code } = await placedGroup(app, database.db);
    expect((await call(await guest(app), "/user/complete-order", { payment_type: "sandbox", code })).status).toBe(404);
  });
});
