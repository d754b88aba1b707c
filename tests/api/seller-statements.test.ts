import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { ledgerAccounts, ledgerEntries, orders } from "../../db/schema";
import { balanceOf } from "../../domain/ledger/book";
import { checkBalances, checkBooks } from "../../domain/ledger/check-balances";
import { monthOf } from "../../domain/seller/statement-month";
import { parseCsv } from "../../kernel/csv";
import { parseMoney } from "../../kernel/money";
import { signUp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { type PayoutSeller, payoutCategory, payoutSeller } from "../setup/payout-fixture";
import { askRefund, deliverAsSeller, payBySandbox } from "../setup/refund-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type Money = { earnings: string; debt: string; net: string };
type Line = { entry_id: number; type: string; account: string; amount: string; net: string; reference: string };
type Statement = { month: string; opening: Money; closing: Money; totals: ({ type: string } & Money)[]; lines: Line[] };

const cents = (s: string) => Number(parseMoney(s));

/**
 * The seller's monthly statement (issue 37 item 7, decision 074): read from the ledger alone,
 * opening + lines = closing to the cent on both accounts, a settled sale shown in its parts that
 * add up to its entry, the current month's closing the seller centre's balance; CSV and PDF from
 * the same view; a bad month 422; nobody else's.
 */
describeOnDatabases("seller statements", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let admin: TestClient;
  let seller: PayoutSeller;
  const orderIds: number[] = [];
  let codOrderCode = "";
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    admin = await adminClient(app, database.db);
    seller = await payoutSeller(app, database.db, await payoutCategory(database.db), 2500);
    // three paid sales, one refunded; one cash-on-delivery sale (the commission owed); one payout paid
    for (let i = 0; i < 3; i++) {
      const { client: buyer } = await signUp(app);
      const placed = await placeOrderAs(database.db, buyer, [{ id: seller.productId, quantity: i + 1 }]);
      await payBySandbox(app, buyer, placed.group.code);
      await deliverAsSeller(seller.client, placed.orders[0].code);
      orderIds.push(placed.orders[0].id);
      if (i === 2) {
        const asked = await askRefund(buyer, { order_id: placed.orders[0].id, reason: "It arrived broken in two places." });
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
        expect((await call(seller.client, `/seller/refund-requests/${asked.body.refund.id}/accept`, {})).status).toBe(200);
      }
    }
    const { client: cashBuyer } = await signUp(app);
    const cash = await placeOrderAs(database.db, cashBuyer, [{ id: seller.productId, quantity: 1 }]);
    expect((await call(cashBuyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: cash.group.code })).status).toBe(200);
    await deliverAsSeller(seller.client, cash.orders[0].code, true);
    codOrderCode = cash.orders[0].code;
    const asked = await call(seller.client, "/seller/payouts", { amount: "10.00", payout_details: "IBAN DE89370400440532013000" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await call(admin, `/admin/seller-payouts/${asked.body.payout.id}/pay`, {})).status).toBe(200);
  }, 180_000);

  const statement = async (month: string) => {
    const res = await call<Statement>(seller.client, `/seller/statement/${month}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const sellerEntries = async () => {
    const accounts = await database.db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, seller.userId), inArray(ledgerAccounts.kind, ["seller", "seller_debt"])));
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.accountId,
          accounts.map((a) => a.id),
        ),
      );
    return { accounts, entries };
  };
  const agrees = (s: Statement) => {
    for (const account of ["earnings", "debt"] as const) {
      const lines = s.lines.filter((l) => l.account === account).reduce((sum, l) => sum + cents(l.amount), 0);
      expect(cents(s.closing[account]), account).toBe(cents(s.opening[account]) + lines);
      const totals = s.totals.reduce((sum, t) => sum + cents(t[account]), 0);
      expect(totals, `${account} totals`).toBe(lines);
    }
    expect(cents(s.closing.net)).toBe(cents(s.closing.earnings) - cents(s.closing.debt));
  };

  it("agrees with the ledger to the cent: opening + lines = closing, each sale in parts that add up to its entry, closing = the balance", async () => {
    const now = monthOf(new Date());
    const s = await statement(now);
    agrees(s);
    const [earnings, debt] = await Promise.all([
      balanceOf(database.db, seller.userId, "seller"),
      balanceOf(database.db, seller.userId, "seller_debt"),
    ]);
    expect(cents(s.closing.earnings)).toBe(earnings.balanceMinor);
    expect(cents(s.closing.debt)).toBe(debt.balanceMinor);
    // the seller centre's balance is the statement's closing earnings
    const centre = await call<{ balance: string; debt: string }>(seller.client, "/seller/earnings-data");
    expect(centre.body.balance).toBe(s.closing.earnings);
    expect(centre.body.debt).toBe(s.closing.debt);

    // every ledger entry of the seller's accounts is on the statement; a sale's parts add up to it
    const { entries } = await sellerEntries();
    expect(new Set(s.lines.map((l) => l.entry_id))).toEqual(new Set(entries.map((e) => e.id)));
    for (const e of entries) {
      const parts = s.lines.filter((l) => l.entry_id === e.id);
      expect(
        parts.reduce((sum, l) => sum + cents(l.amount), 0),
        e.kind,
      ).toBe(e.amountMinor);
    }
    // a paid sale: what the buyer paid (the order's total), less 10 % commission of the goods
    const [first] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `seller-earning-order-${orderIds[0]}`));
    const firstParts = s.lines.filter((l) => l.entry_id === first.id);
    expect(firstParts.map((l) => l.type)).toEqual(["sale", "commission"]);
    expect(cents(firstParts[1].amount)).toBe(-250);
    // the refund, the cash-on-delivery commission owed (on the debt account, netted), the payout
    const total = (type: string) => s.totals.find((t) => t.type === type) as Money;
    expect(cents(total("refund").earnings)).toBeLessThan(0);
    expect(cents(total("payout").earnings)).toBe(-1000);
    expect(s.lines.some((l) => l.type === "debt" && l.account === "debt" && cents(l.amount) === 250 && l.reference === codOrderCode)).toBe(
      true,
    );
    // the sales are what the three buyers paid; the refund takes back exactly the refunded order's share
    const paid = await database.db.select({ id: orders.id, total: orders.totalCents }).from(orders).where(inArray(orders.id, orderIds));
    expect(cents(total("sale").earnings)).toBe(paid.reduce((sum, o) => sum + o.total, 0));
    const [refunded] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `seller-earning-order-${orderIds[2]}`));
    expect(cents(total("refund").earnings)).toBe(-refunded.amountMinor);
    expect(await checkBalances(database.db)).toEqual([]);
    expect(await checkBooks(database.db)).toEqual({ unbalanced: [], unpaired: [], clearing: [] });
  });

  it("months carry over: a month's closing is the next one's opening; the list names them newest first", async () => {
    const now = new Date();
    const earlier = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 12)));
    const { entries } = await sellerEntries();
    // the first sale's entries were booked two months ago
    const first = entries.filter((e) => e.refType === "order" && e.refId === orderIds[0]);
    expect(first.length).toBeGreaterThan(0);
    // (the entries are append-only: the test alone lifts the guard for this one move, in one transaction)
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_no_change`);
      await tx
        .update(ledgerEntries)
        .set({ createdAt: new Date(`${earlier}-15T12:00:00Z`) })
        .where(
          inArray(
            ledgerEntries.id,
            first.map((e) => e.id),
          ),
        );
      await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_no_change`);
    });
    const past = await statement(earlier);
    agrees(past);
    expect(cents(past.opening.net)).toBe(0);
    expect(past.lines.map((l) => l.type)).toEqual(["sale", "commission"]);
    const current = await statement(monthOf(now));
    agrees(current);
    expect(current.opening).toEqual(past.closing);

    const list = await call<{ months: { month: string; to_date: boolean; opening: Money; closing: Money }[] }>(
      seller.client,
      "/seller/statement-list",
    );
    expect(list.status).toBe(200);
    expect(list.body.months.map((m) => m.month)).toEqual([monthOf(now), earlier]);
    expect(list.body.months[0]).toMatchObject({ to_date: true, opening: past.closing, closing: current.closing });
    expect(list.body.months[1]).toMatchObject({ to_date: false, closing: past.closing });
  });

  it("the CSV and the PDF are the same statement; the CSV's running balance ends on the closing", async () => {
    const month = monthOf(new Date());
    const s = await statement(month);
    const res = await seller.client.request(`/seller/statement/${month}.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain(`${month}.csv`);
    const rows = parseCsv(await res.text()).map((r) => r.cells);
    expect(rows[0]).toEqual(["date", "type", "kind", "account", "reference", "amount", "net", "balance", "currency"]);
    expect(rows).toHaveLength(s.lines.length + 3);
    expect(rows[1].slice(1, 2).concat(rows[1][7])).toEqual(["opening", s.opening.net]);
    const last = rows.at(-1) as string[];
    expect([last[1], last[7]]).toEqual(["closing", s.closing.net]);
    let running = cents(s.opening.net);
    for (const row of rows.slice(2, -1)) {
      running += cents(row[6]);
      expect(cents(row[7])).toBe(running);
    }
    expect(running).toBe(cents(s.closing.net));

    const pdf = await seller.client.request(`/seller/statement/${month}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it("a month that is not YYYY-MM or is still to come is 422 on month; no one else reads the shop's statements", async () => {
    const now = new Date();
    const next = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2)));
    for (const bad of ["2026-13", "abcd", "1999-12", next, "2026-1", "2026-11.xls"]) {
      const res = await call<{ errors: Record<string, unknown> }>(seller.client, `/seller/statement/${bad}`);
      expect(res.status, bad).toBe(422);
      expect(Object.keys(res.body.errors), bad).toEqual(["month"]);
    }
    const { client: shopper } = await signUp(app);
    expect((await call(shopper, `/seller/statement/${monthOf(now)}`)).status).toBe(404);
    expect((await call(shopper, "/seller/statement-list")).status).toBe(404);
    // another seller's statement holds none of this shop's entries
    const other = await payoutSeller(app, database.db, await payoutCategory(database.db));
    const theirs = await call<Statement>(other.client, `/seller/statement/${monthOf(now)}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.lines).toEqual([]);
    expect(theirs.body.closing).toEqual({ earnings: "0.00", debt: "0.00", net: "0.00" });
  });
});
