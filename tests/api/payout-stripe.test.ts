import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { jobs, ledgerEntries, payoutBatches, sellerPayouts } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { checkBalances, checkBooks } from "../../domain/ledger/check-balances";
import { runPayoutBatch } from "../../domain/seller/payout-run";
import { payoutTransfersOf } from "../../server/payment-config";
import type { AppServices } from "../../server/services";
import { call } from "../setup/http";
import { payoutCategory, payoutSeller, sellerBalance, sellOne } from "../setup/payout-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type Seen = { path: string; body: URLSearchParams; idempotencyKey: string | undefined };

/**
 * The Stripe Connect payout driver (decision 073) through the real Stripe SDK, pointed at a fake
 * Stripe on 127.0.0.1: offered only with Stripe's keys; one transfer per payout with its
 * idempotency key and the batch's transfer group; a refused transfer books the money back once.
 */
describeOnDatabases("payouts by Stripe Connect", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let ctx: Ctx;
  let services: AppServices;
  let categoryId: number;
  let server: Server;
  const seen: Seen[] = [];
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx, services } = await makeTestApp(database));
    categoryId = await payoutCategory(database.db);
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => {
        raw += c;
      });
      req.on("end", () => {
        const body = new URLSearchParams(raw);
        seen.push({ path: req.url ?? "", body, idempotencyKey: req.headers["idempotency-key"] as string | undefined });
        res.setHeader("content-type", "application/json");
        if (body.get("destination")?.startsWith("acct_refused")) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such destination" } }));
          return;
        }
        res.end(JSON.stringify({ id: `tr_${seen.length}`, object: "transfer", amount: Number(body.get("amount")) }));
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  }, 60_000);
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("offered only with Stripe's keys; pays each due seller once by a transfer; a refused one comes back once", async () => {
    const paid = await payoutSeller(app, database.db, categoryId);
    const refused = await payoutSeller(app, database.db, categoryId);
    for (const s of [paid, refused]) await sellOne(app, database.db, s);
    const share = await sellerBalance(database.db, paid.userId);
    expect((await call(paid.client, "/seller/payout-settings")).body.methods).toEqual(["bank_transfer"]);
    expect(payoutTransfersOf(services)).toBeNull();

    const { port } = server.address() as AddressInfo;
    const client = new Stripe("sk_test_fake", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
    services.payments = { sandbox: true, stripe: { client, webhookSecret: "whsec_fake" } };
    expect((await call(paid.client, "/seller/payout-settings")).body.methods).toEqual(["bank_transfer", "stripe_connect"]);
    for (const [s, account] of [
      [paid, "acct_1PaidSeller01"],
      [refused, "acct_refused0001"],
    ] as const) {
      const saved = await call(s.client, "/seller/payout-settings", {
        schedule: "monthly",
        minimum: "10.00",
        method: "stripe_connect",
        stripe_account_id: account,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.settings.stripe_account_masked).toBe(`acct_••••${account.slice(-4)}`);
    }

    const date = "2027-01-01";
    const stripe = payoutTransfersOf(services);
    expect(stripe).not.toBeNull();
    await runPayoutBatch(ctx, date, stripe);
    await runPayoutBatch(ctx, date, stripe);
    const [batch] = await database.db.select().from(payoutBatches).where(eq(payoutBatches.runDate, date));
    expect(batch).toMatchObject({ method: "stripe_connect", status: "paid", payoutCount: 2 });
    const rows = await database.db.select().from(sellerPayouts).where(eq(sellerPayouts.batchId, batch.id));
    const ofPaid = rows.find((r) => r.shopId === paid.shopId);
    const ofRefused = rows.find((r) => r.shopId === refused.shopId);
    expect(ofPaid).toMatchObject({ status: "paid", amountMinor: share, providerRef: expect.stringMatching(/^tr_/) });
    expect(ofRefused).toMatchObject({ status: "failed", decisionNote: expect.stringContaining("No such destination") });

    // one request a payout (the second run found them decided), the shape Stripe's API takes
    expect(seen).toHaveLength(2);
    const sent = seen.find((r) => r.body.get("destination") === "acct_1PaidSeller01");
    expect(sent?.path).toBe("/v1/transfers");
    expect(Object.fromEntries(sent?.body ?? [])).toMatchObject({
      amount: String(share),
      currency: "usd",
      destination: "acct_1PaidSeller01",
      transfer_group: `payout-batch-${batch.id}`,
    });
    expect(sent?.idempotencyKey).toBe(`bazaar-payout-${ofPaid?.id}`);

    expect(await sellerBalance(database.db, paid.userId)).toBe(0);
    expect(await sellerBalance(database.db, refused.userId)).toBe(share);
    expect(
      await database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `seller-payout-${ofRefused?.id}-back`)),
    ).toHaveLength(1);
    expect(await database.db.select().from(jobs).where(eq(jobs.dedupeKey, "payout-batch-2027-01-02"))).toHaveLength(1);
    expect(await checkBalances(database.db)).toEqual([]);
    expect(await checkBooks(database.db)).toEqual({ unbalanced: [], unpaired: [], clearing: [] });
  }, 120_000);
});
