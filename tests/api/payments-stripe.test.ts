import Stripe from "stripe";
import { beforeAll, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import type { StripeClient } from "../../domain/payments/stripe";
import type { TestApp } from "../setup/accounts";
import { call, paymentState, placedGroup } from "../setup/payment-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SECRET = "whsec_test_secret_for_bazaar";
// the SDK's own webhook helpers (no network): the key is never used to call Stripe here
const sdk = new Stripe("sk_test_offline");

/** Stripe Checkout with an injected client: session creation faked, webhooks signed with the SDK's helper. */
describeOnDatabases("stripe gateway", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  let sessions = 0;
  const create = vi.fn(async () => ({
    id: `cs_test_${++sessions}`,
    url: `https://checkout.stripe.test/c/pay/cs_test_${sessions}`,
    expires_at: Math.floor(Date.now() / 1000) + 86_400,
  }));
  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database));
    const client: StripeClient = { checkout: { sessions: { create } }, webhooks: sdk.webhooks };
    services.payments = { sandbox: true, stripe: { client, webhookSecret: SECRET } };
  });

  const completed = (o: { eventId: string; sessionId: string; paymentId: number; code: string; amount?: number; currency?: string }) =>
    JSON.stringify({
      id: o.eventId,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: o.sessionId,
          object: "checkout.session",
          amount_total: o.amount ?? 6500,
          currency: o.currency ?? "usd",
          client_reference_id: o.code,
          payment_status: "paid",
          metadata: { payment_id: String(o.paymentId), group_code: o.code },
        },
      },
    });
  const post = (payload: string, signature: string) =>
    app.request("/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });

  it("creates a Checkout Session for the group's amount and answers its URL; the signed webhook marks paid once", async () => {
    const { buyer, code } = await placedGroup(app, database.db);
    expect((await call(buyer, `/user/payment-order?code=${code}`)).body.payment_types.map((t: { type: string }) => t.type)).toContain(
      "stripe",
    );
    const done = await call(buyer, "/user/complete-order", { payment_type: "stripe", code, total: "1.00" });
    expect(done.status).toBe(200);
    expect(done.body.redirect_url).toBe(`https://checkout.stripe.test/c/pay/cs_test_${sessions}`);
    const [params, options] = create.mock.calls.at(-1) as unknown as [Stripe.Checkout.SessionCreateParams, Stripe.RequestOptions];
    expect(params).toMatchObject({
      mode: "payment",
      client_reference_id: code,
      success_url: `http://shop.test/order-confirmation?code=${code}`,
      cancel_url: `http://shop.test/payment/${code}?payment=cancelled`,
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 6500 } }],
      metadata: { payment_id: String(done.body.payment.id), group_code: code },
    });
    expect(options.idempotencyKey).toBe(`bazaar-payment-${done.body.payment.id}`);
    // a repeat while the session is open: the same session, no second call
    const calls = create.mock.calls.length;
    expect((await call(buyer, "/user/complete-order", { payment_type: "stripe", code })).body).toMatchObject({
      repeated: true,
      redirect_url: done.body.redirect_url,
    });
    expect(create.mock.calls.length).toBe(calls);

    const payload = completed({ eventId: "evt_stripe_paid_1", sessionId: `cs_test_${sessions}`, paymentId: done.body.payment.id, code });
    const res = await post(payload, sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
    expect(res.status).toBe(200);
    const paid = await paymentState(database.db, code);
    expect(paid.group.paymentStatus).toBe("paid");
    expect(paid.orders.every((o) => o.paymentStatus === "paid" && o.paymentType === "stripe")).toBe(true);
    expect(paid.payments.map((p) => p.status)).toEqual(["succeeded"]);
    const replay = await post(payload, sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await paymentState(database.db, code)).toEqual(paid);
  });

  it("a bad signature is 400 and changes nothing; so are a wrong amount or currency", async () => {
    const { buyer, code } = await placedGroup(app, database.db);
    const done = await call(buyer, "/user/complete-order", { payment_type: "stripe", code });
    const before = await paymentState(database.db, code);
    const sessionId = `cs_test_${sessions}`;
    const payload = completed({ eventId: "evt_stripe_forged", sessionId, paymentId: done.body.payment.id, code });
    const wrongSecret = sdk.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await post(payload, wrongSecret)).status).toBe(400);
    expect((await post(payload, "t=1,v1=00")).status).toBe(400);
    expect((await post(payload, "")).status).toBe(400);
    const old = sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await post(payload, old)).status).toBe(400);
    for (const wrong of [{ amount: 100 }, { currency: "eur" }]) {
      const body = completed({
        eventId: `evt_stripe_wrong_${Object.keys(wrong)[0]}`,
        sessionId,
        paymentId: done.body.payment.id,
        code,
        ...wrong,
      });
      expect((await post(body, sdk.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }))).status).toBe(400);
    }
    expect(await paymentState(database.db, code)).toEqual(before);
  });

  it("without keys Stripe is not offered and its webhook is not found", async () => {
    const saved = services.payments;
    services.payments = { sandbox: true };
    try {
      const { buyer, code } = await placedGroup(app, database.db);
      expect((await call(buyer, `/user/payment-order?code=${code}`)).body.payment_types.map((t: { type: string }) => t.type)).not.toContain(
        "stripe",
      );
      expect((await call(buyer, "/user/complete-order", { payment_type: "stripe", code })).status).toBe(422);
      expect((await post("{}", "t=1,v1=00")).status).toBe(404);
    } finally {
      services.payments = saved;
    }
  });
});
