import { DOMParser } from "@xmldom/xmldom";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { jobs, ledgerEntries, payoutBatches, sellerPayoutSettings, sellerPayouts } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { enqueueJob } from "../../domain/jobs/queue";
import { book } from "../../domain/ledger/book";
import { checkBalances, checkBooks } from "../../domain/ledger/check-balances";
import { runPayoutBatch } from "../../domain/seller/payout-run";
import { call } from "../setup/http";
import { adminClient } from "../setup/payment-fixture";
import { payoutCategory, payoutSeller, sellerBalance, sellOne, setSchedule } from "../setup/payout-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const FULL_IBAN = "DE89370400440532013000";

/**
 * Payouts on a schedule (issue 37 item 6, decision 073): the seller's bank details checked and
 * masked; the daily batch pays the automatic sellers whose day it is, above their minimum, once,
 * after their debt; the SEPA file adds up; a failed payout comes back once; the books balance.
 */
describeOnDatabases("payouts on a schedule", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let ctx: Ctx;
  let drain: () => Promise<unknown>;
  let admin: TestClient;
  let categoryId: number;
  beforeAll(async () => {
    database = on.database;
    const made = await makeTestApp(database);
    ({ app, ctx } = made);
    drain = () => made.jobs.drain();
    admin = await adminClient(app, database.db);
    categoryId = await payoutCategory(database.db);
  }, 60_000);

  const booksAreRight = async () => {
    expect(await checkBalances(database.db)).toEqual([]);
    expect(await checkBooks(database.db)).toEqual({ unbalanced: [], unpaired: [], clearing: [] });
  };

  it("an IBAN is checked by its check digits (nothing saved when wrong) and answered only masked", async () => {
    const s = await payoutSeller(app, database.db, categoryId);
    const bad = await call(s.client, "/seller/payout-settings", {
      schedule: "weekly",
      minimum: "10.00",
      method: "bank_transfer",
      account_holder: "Erika Mustermann",
      iban: "DE88 3704 0044 0532 0130 00",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["iban"]);
    expect(await database.db.select().from(sellerPayoutSettings).where(eq(sellerPayoutSettings.shopId, s.shopId))).toEqual([]);
    // an automatic schedule needs the bank details
    const bare = await call(s.client, "/seller/payout-settings", { schedule: "weekly", minimum: "10.00", method: "bank_transfer" });
    expect(Object.keys(bare.body.errors).sort()).toEqual(["account_holder", "iban"]);
    // Stripe Connect is not offered without Stripe's keys
    const stripe = await call(s.client, "/seller/payout-settings", {
      schedule: "weekly",
      minimum: "10.00",
      method: "stripe_connect",
      stripe_account_id: "acct_1234567890",
    });
    expect(Object.keys(stripe.body.errors)).toEqual(["method"]);

    const saved = await setSchedule(s, { schedule: "weekly", minimum: "10.00" });
    expect(saved.settings).toMatchObject({
      schedule: "weekly",
      minimum: "10.00",
      iban_masked: "DE89 •••• •••• 3000",
      bic: "COBADEFFXXX",
      methods: ["bank_transfer"],
    });
    const [row] = await database.db.select().from(sellerPayoutSettings).where(eq(sellerPayoutSettings.shopId, s.shopId));
    expect(row.iban).toBe(FULL_IBAN);
    const read = await s.client.request("/seller/payout-settings");
    const text = await read.text();
    expect(text).toContain("DE89 •••• •••• 3000");
    expect(text).not.toContain("0532013000");
    // a blank IBAN keeps the stored one; a bad one changes nothing
    await setSchedule(s, { schedule: "monthly", minimum: "15.00", iban: "" });
    expect(
      (
        await call(s.client, "/seller/payout-settings", {
          schedule: "manual",
          minimum: "10",
          method: "bank_transfer",
          iban: "GB00WEST12345698765432",
        })
      ).status,
    ).toBe(422);
    const [kept] = await database.db.select().from(sellerPayoutSettings).where(eq(sellerPayoutSettings.shopId, s.shopId));
    expect(kept).toMatchObject({ iban: FULL_IBAN, schedule: "monthly", minimumMinor: 1500 });
    expect(
      (await call(s.client, "/seller/payout-settings", { schedule: "manual", minimum: "1.00", method: "bank_transfer" })).body.errors,
    ).toHaveProperty("minimum");
    expect((await call(admin, "/seller/payout-settings")).status).toBe(404);
  });

  it("the daily job pays only the due automatic sellers at their minimum, once; the SEPA file adds up; a failure comes back once", async () => {
    const monday = "2026-12-07";
    const due = await payoutSeller(app, database.db, categoryId);
    const due2 = await payoutSeller(app, database.db, categoryId);
    const small = await payoutSeller(app, database.db, categoryId);
    const manual = await payoutSeller(app, database.db, categoryId);
    const monthly = await payoutSeller(app, database.db, categoryId);
    for (const s of [due, due, due2, small, manual, monthly]) await sellOne(app, database.db, s);
    // one sale's share: the goods less the 10 % commission, and the shipping
    const share = await sellerBalance(database.db, small.userId);
    expect(share).toBeGreaterThan(1800);
    await setSchedule(due, { schedule: "weekly", minimum: "10.00", account_holder: "Jörg & Söhne <GmbH>" });
    await setSchedule(due2, { schedule: "weekly", minimum: "10.00" });
    await setSchedule(small, { schedule: "weekly", minimum: "50.00", iban: "GB82 WEST 1234 5698 7654 32", bic: "" });
    await setSchedule(manual, { schedule: "manual", minimum: "10.00" });
    await setSchedule(monthly, { schedule: "monthly", minimum: "10.00" });

    // through the queue, twice: the second run of the day finds the first batch
    for (let i = 0; i < 2; i++) {
      await enqueueJob(database.db, { kind: "payout-batch", payload: { date: monday }, dedupeKey: `test-payout-${monday}-${i}` });
      await drain();
    }
    const [next] = await database.db.select().from(jobs).where(eq(jobs.dedupeKey, "payout-batch-2026-12-08"));
    expect(next).toMatchObject({ kind: "payout-batch", payload: { date: "2026-12-08" } });
    const batches = await database.db.select().from(payoutBatches).where(eq(payoutBatches.runDate, monday));
    expect(batches).toHaveLength(1);
    const batch = batches[0];
    const rows = await database.db.select().from(sellerPayouts).where(eq(sellerPayouts.batchId, batch.id));
    const mine = rows.filter((p) => [due, due2, small, manual, monthly].some((s) => s.shopId === p.shopId));
    expect(mine.map((p) => [p.shopId, p.amountMinor])).toEqual([
      [due.shopId, 2 * share],
      [due2.shopId, share],
    ]);
    expect(await sellerBalance(database.db, due.userId)).toBe(0);
    for (const s of [small, manual, monthly]) expect(await sellerBalance(database.db, s.userId)).toBe(share);
    expect(
      await database.db
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `payout-batch-${batch.id}-shop-${due.shopId}%`)),
    ).toHaveLength(2);
    expect(batch).toMatchObject({ status: "ready", payoutCount: rows.length, totalMinor: rows.reduce((s, p) => s + p.amountMinor, 0) });
    // the manual queue does not show batch payouts, and they are not decided one by one there
    expect((await call(admin, "/admin/seller-payouts/pending")).body.payouts.map((p: { id: number }) => p.id)).not.toContain(mine[0].id);
    expect((await call(admin, `/admin/seller-payouts/${mine[0].id}/reject`, {})).status).toBe(404);

    const list = await admin.request("/admin/payout-batches/list");
    const listed = await list.text();
    expect(listed).toContain("DE89 •••• •••• 3000");
    expect(listed).not.toContain(FULL_IBAN);
    expect((await call(due.client, "/admin/payout-batches/list")).status).toBe(404);

    const xmlRes = await admin.request(`/admin/payout-batches/${batch.id}/sepa.xml`);
    expect(xmlRes.status).toBe(200);
    expect(xmlRes.headers.get("content-type")).toContain("application/xml");
    const xml = await xmlRes.text();
    const errors: string[] = [];
    const doc = new DOMParser({
      errorHandler: { error: (m: string) => errors.push(m), fatalError: (m: string) => errors.push(m) },
    }).parseFromString(xml, "text/xml");
    expect(errors).toEqual([]);
    const root = doc.documentElement;
    expect(root?.namespaceURI).toBe("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09");
    const texts = (tag: string) => Array.from(doc.getElementsByTagName(tag)).map((e) => e.textContent ?? "");
    const sum = (rows.reduce((s, p) => s + p.amountMinor, 0) / 100).toFixed(2);
    expect(texts("NbOfTxs")).toEqual([String(rows.length), String(rows.length)]);
    expect(texts("CtrlSum")).toEqual([sum, sum]);
    expect(texts("PmtMtd")).toEqual(["TRF"]);
    expect(texts("MsgId")).toEqual([batch.messageId]);
    expect(doc.getElementsByTagName("CdtTrfTxInf").length).toBe(rows.length);
    const tx = Array.from(doc.getElementsByTagName("CdtTrfTxInf")).find(
      (e) => e.getElementsByTagName("EndToEndId")[0].textContent === `BZR-PAYOUT-${mine[0].id}`,
    );
    expect(tx?.getElementsByTagName("IBAN")[0].textContent).toBe(FULL_IBAN);
    expect(tx?.getElementsByTagName("InstdAmt")[0].getAttribute("Ccy")).toBe(batch.currencyCode);
    expect(tx?.getElementsByTagName("InstdAmt")[0].textContent).toBe(((2 * share) / 100).toFixed(2));
    expect(tx?.getElementsByTagName("Nm")[0].textContent).toBe("Jorg Sohne GmbH");
    for (const tag of ["CreDtTm", "InitgPty", "ReqdExctnDt", "Dbtr", "DbtrAcct", "RmtInf"])
      expect(doc.getElementsByTagName(tag).length).toBeGreaterThan(0);
    const csv = await (await admin.request(`/admin/payout-batches/${batch.id}/payouts.csv`)).text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(rows.length + 1);
    expect(csv).toContain(`BZR-PAYOUT-${mine[0].id},Jörg & Söhne <GmbH>,${FULL_IBAN},COBADEFFXXX,${((2 * share) / 100).toFixed(2)}`);

    // one payout failed: the money is back once
    const failPath = `/admin/payout-batches/${batch.id}/payouts/${mine[0].id}/fail`;
    expect((await call(admin, failPath, { note: "account closed" })).body).toMatchObject({ status: "failed", repeated: false });
    expect((await call(admin, failPath, { note: "again" })).body).toMatchObject({ status: "failed", repeated: true });
    expect(await sellerBalance(database.db, due.userId)).toBe(2 * share);
    expect(
      await database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `seller-payout-${mine[0].id}-back`)),
    ).toHaveLength(1);
    const paid = await call(admin, `/admin/payout-batches/${batch.id}/paid`, {});
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await call(admin, `/admin/payout-batches/${batch.id}/paid`, {})).body.repeated).toBe(true);
    const after = await database.db.select().from(sellerPayouts).where(eq(sellerPayouts.batchId, batch.id));
    expect(after.find((p) => p.id === mine[0].id)?.status).toBe("failed");
    expect(after.find((p) => p.id === mine[1].id)?.status).toBe("paid");
    expect(await sellerBalance(database.db, due2.userId)).toBe(0);
    // a failed payout's file line is gone
    expect(await (await admin.request(`/admin/payout-batches/${batch.id}/sepa.xml`)).text()).not.toContain(`BZR-PAYOUT-${mine[0].id}<`);
    await booksAreRight();
  }, 120_000);

  it("the seller's debt is netted first; a seller who still owes is left out", async () => {
    const date = "2026-12-14";
    const owes = await payoutSeller(app, database.db, categoryId);
    const owesMore = await payoutSeller(app, database.db, categoryId);
    for (const s of [owes, owes, owesMore]) await sellOne(app, database.db, s);
    const share = await sellerBalance(database.db, owesMore.userId);
    for (const [s, debt] of [
      [owes, 500],
      [owesMore, 5000],
    ] as const)
      await database.db.transaction((tx) =>
        book(tx, {
          userId: s.userId,
          account: "seller_debt",
          currencyCode: "USD",
          kind: "cash_commission",
          amountMinor: debt,
          idempotencyKey: `test-debt-${s.userId}`,
        }),
      );
    await setSchedule(owes, { schedule: "weekly", minimum: "10.00" });
    await setSchedule(owesMore, { schedule: "weekly", minimum: "10.00" });
    await runPayoutBatch(ctx, date, null);
    const payouts = await database.db
      .select()
      .from(sellerPayouts)
      .where(and(eq(sellerPayouts.shopId, owes.shopId)));
    expect(payouts.map((p) => p.amountMinor)).toEqual([2 * share - 500]);
    expect(await database.db.select().from(sellerPayouts).where(eq(sellerPayouts.shopId, owesMore.shopId))).toEqual([]);
    expect(await sellerBalance(database.db, owesMore.userId)).toBe(0);
    await booksAreRight();
  }, 120_000);
});
