import Stripe from "stripe";
import { beforeAll, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import type { StripeClient } from "../../domain/payments/stripe";
import { signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";
import { balanceOfClient, ledgerCounts, recharge } from "../setup/wallet-fixture";

const SECRET = "whsec_test_secret_for_bazaar";
// the SDK's own webhook helpers (no network): the key is never used to call Stripe here
const sdk = new Stripe("sk_test_offline");

/** Recharging the wallet through Stripe Checkout (injected client): only the verified webhook credits, once. */
describeOnDatabases("wallet recharges through Stripe", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let sessions = 0;
  const create = vi.fn(async () => ({
    id: `cs_wallet_${++sessions}`,
    url: `https://checkout.stripe.test/c/pay/cs_wallet_${sessions}`,
    expires_at: Math.floor(Date.now() / 1000) + 86_400,
  }));
  beforeAll(async () => {
    database = on.database;
    const made = await makeTestApp(database);
    app = made.app;
    const client: StripeClient = { checkout: { sessions: { create } }, webhooks: sdk.webhooks };
    made.services.payments = { sandbox: true, stripe: { client, webhookSecret: SECRET } };
  });

  const completed = (o: { eventId: string; sessionId: string; rechargeId: number; amount: number; reference?: string }) =>
    JSON.stringify({
      id: o.eventId,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: o.sessionId,
          object: "checkout.session",
          amount_total: o.amount,
          currency: "usd",
          client_reference_id: o.reference ?? `WALLET-${o.rechargeId}`,
          payment_status: "paid",
          metadata: { recharge_id: String(o.rechargeId) },
        },
      },
    });
  const post = (payload: string, secret = SECRET) =>
    app.request("/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": sdk.webhooks.generateTestHeaderString({ payload, secret }) },
      body: payload,
    });

  it("opens a session for the amount, back to /my-wallet; a forged, altered or replayed event books nothing more than once", async () => {
    const { client, userId } = await signUp(app);
    expect((await call(client, "/user/wallet-data")).body.payment_types.map((t: { type: string }) => t.type)).toEqual([
      "sandbox",
      "stripe",
      "offline_method",
    ]);
    const started = await recharge(client, { amount: "18.25", payment_type: "stripe" });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.redirect_url).toBe(`https://checkout.stripe.test/c/pay/cs_wallet_${sessions}`);
    const id = started.body.wallet.id as number;
    const [params, options] = create.mock.calls.at(-1) as unknown as [Stripe.Checkout.SessionCreateParams, Stripe.RequestOptions];
    expect(params).toMatchObject({
      client_reference_id: `WALLET-${id}`,
      success_url: "http://shop.test/my-wallet?recharge=succeeded",
      cancel_url: "http://shop.test/my-wallet?recharge=cancelled",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 1825 } }],
      metadata: { recharge_id: String(id) },
    });
    expect(options.idempotencyKey).toBe(`bazaar-recharge-${id}`);
    const sessionId = `cs_wallet_${sessions}`;

    expect((await post(completed({ eventId: "evt_w_forged", sessionId, rechargeId: id, amount: 1825 }), "whsec_other")).status).toBe(400);
    expect((await post(completed({ eventId: "evt_w_altered", sessionId, rechargeId: id, amount: 182500 }))).status).toBe(400);
    expect(
      (await post(completed({ eventId: "evt_w_wrongref", sessionId, rechargeId: id, amount: 1825, reference: "WALLET-999999" }))).status,
    ).toBe(400);
    expect(await balanceOfClient(client)).toBe("0.00");
    const good = completed({ eventId: "evt_w_paid", sessionId, rechargeId: id, amount: 1825 });
    expect(await (await post(good)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await post(good)).json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOfClient(client)).toBe("18.25");
    expect(await ledgerCounts(database.db, userId)).toEqual({ entries: 1, recharges: 1 });
  });

  it("a gift voucher bought through Stripe: back to the voucher page; the verified event buys the voucher with the money, once", async () => {
    const { client, userId } = await signUp(app);
    const started = await call(client, "/user/gift-voucher/buy", {
      amount: "11",
      recipient_email: "stripe-friend@example.com",
      payment_type: "stripe",
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.voucher).toMatchObject({ status: "pending_payment", payment_type: "stripe" });
    const [params] = create.mock.calls.at(-1) as unknown as [Stripe.Checkout.SessionCreateParams];
    expect(params).toMatchObject({
      success_url: "http://shop.test/user/gift-voucher?voucher=succeeded",
      cancel_url: "http://shop.test/user/gift-voucher?voucher=cancelled",
    });
    const rechargeId = Number(params.metadata?.recharge_id);
    const good = completed({ eventId: "evt_v_paid", sessionId: `cs_wallet_${sessions}`, rechargeId, amount: 1100 });
    expect(await (await post(good)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await post(good)).json()).toEqual({ received: true, duplicate: true });
    const listed = await call(client, "/user/gift-vouchers");
    expect(listed.body.bought).toEqual([expect.objectContaining({ id: started.body.voucher.id, status: "active" })]);
    expect(await balanceOfClient(client)).toBe("0.00");
    // the recharge in, the voucher's value out to the voucher account: three entries, one recharge
    expect(await ledgerCounts(database.db, userId)).toEqual({ entries: 3, recharges: 1 });
  });
});
