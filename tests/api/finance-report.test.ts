import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, rowsOf } from "../../db/client";
import { orders, shops } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { parseCsv } from "../../kernel/csv";
import { DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { booksAreRight, setSetting } from "../setup/commission-fixture";
import { call } from "../setup/http";
import { placeOrderAs, signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import { type PayoutSeller, payoutCategory, payoutSeller, sellOne } from "../setup/payout-fixture";
import { askRefund, deliverAsSeller, payBySandbox } from "../setup/refund-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Whole cents of a decimal answer ("12.34" → 1234, "-0.05" → -5). */
const cents = (s: string) => Math.round(Number(s) * 100);
type Figures = Record<string, string | number>;
const asCents = (f: Figures) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === "number" ? v : cents(v)]));

/**
 * The operator's finance reports (issue 37 item 7, decision 075): a month's sales, promotion,
 * commission, fee tax, refunds, cash-on-delivery debt and payouts, and what is held for others
 * at its end, by seller and for the marketplace, to the cent, agreeing with the ledger's
 * accounts; the CSV file; the yearly seller income report (DAC7) by quarter with the seller's tax
 * details; bad months and years 422; staff without `reports` 403, anyone else 404.
 */
describeOnDatabases("the finance reports", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  let admin: TestClient;
  let categoryId: number;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
    admin = await adminClient(app, database.db);
    categoryId = await payoutCategory(database.db);
    // a 10 % tax on the marketplace's fee: on a 2000 sale, 200 commission and 20 fee tax
    await setSetting(database, "platform_fee_tax_rate", "10");
  }, 60_000);

  const month = () => ctx.now().toISOString().slice(0, 7);
  const quarter = () => Math.ceil((ctx.now().getUTCMonth() + 1) / 3);
  const report = async (query: string) => {
    const r = await call(admin, `/admin/finance-report?${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const lastTotals = async (db = database) => {
    const [row] = rowsOf<{ sellers: string; clearing: string; debt: string }>(
      await db.db.execute(sql`
        select
          (select coalesce(sum(balance_minor), 0) from ledger_accounts where kind = 'seller')::text as sellers,
          (select coalesce(sum(balance_minor), 0) from ledger_accounts where kind = 'seller_debt')::text as debt,
          (select coalesce(sum(e.amount_minor), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
            where a.user_id is null and a.kind = 'platform_clearing')::text as clearing`),
    );
    return { sellers: Number(row.sellers), debt: Number(row.debt), clearing: Number(row.clearing) };
  };
  const totalOf = async (orderId: number) => (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0].totalCents;

  /** A sale paid by the sandbox and delivered: settled; answers the buyer and the order. */
  async function sellOnline(seller: PayoutSeller) {
    const { client: buyer } = await signUp(app);
    const placed = await placeOrderAs(database.db, buyer, [{ id: seller.productId, quantity: 1 }]);
    await payBySandbox(app, buyer, placed.group.code);
    await deliverAsSeller(seller.client, placed.orders[0].code);
    return { buyer, order: placed.orders[0] };
  }

  /** A cash-on-delivery sale of the seller's product, marked paid at delivery. */
  async function sellForCash(seller: PayoutSeller) {
    const { client: buyer } = await signUp(app);
    const placed = await placeOrderAs(database.db, buyer, [{ id: seller.productId, quantity: 1 }]);
    expect((await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: placed.group.code })).status).toBe(200);
    await deliverAsSeller(seller.client, placed.orders[0].code, true);
    return { buyer, order: placed.orders[0] };
  }

  it("a month's figures by seller and for the marketplace, to the cent, agreeing with the ledger; the CSV; DAC7 by quarter", async () => {
    const before = await report(`from=${month()}&to=${month()}`);
    const a = await payoutSeller(app, database.db, categoryId);
    const b = await payoutSeller(app, database.db, categoryId);
    const first = await sellOnline(a);
    for (let i = 0; i < 2; i++) await sellOne(app, database.db, a);
    const sold = await database.db.select().from(orders).where(eq(orders.shopId, a.shopId)).orderBy(orders.id);
    expect(sold).toHaveLength(3);
    const t = sold[0].totalCents;
    expect(sold.every((o) => o.totalCents === t && o.settledAt !== null)).toBe(true);
    const cash = await sellForCash(b);
    const tb = await totalOf(cash.order.id);

    // the first order comes back: the buyer is refunded, the seller's share and the fees reversed
    const asked = await askRefund(first.buyer, { order_id: first.order.id, reason: "It arrived broken in two places." });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await call(a.client, `/seller/refund-requests/${asked.body.refund.id}/accept`, {})).status).toBe(200);

    // one payout paid, one waiting
    const paid = await call(a.client, "/seller/payouts", { amount: "12.00", payout_details: "IBAN DE89 3704 0044 0532 0130 00" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await call(admin, `/admin/seller-payouts/${paid.body.payout.id}/pay`, {})).status).toBe(200);
    expect((await call(a.client, "/seller/payouts", { amount: "10.00", payout_details: "IBAN DE89 3704 0044 0532 0130 00" })).status).toBe(
      200,
    );
    await booksAreRight(database);

    const share = t - 220;
    const expectA = {
      gross_sales: 3 * t,
      sales: 3 * t,
      cash_sales: 0,
      orders_settled: 3,
      promotion: 0,
      promotion_refunded: 0,
      commission: 600,
      commission_refunded: 200,
      fee_tax: 60,
      fee_tax_refunded: 20,
      refunds: t,
      cash_refunds: 0,
      cod_owed: 0,
      cod_netted: 0,
      payouts_requested: 2200,
      payouts_paid: 1200,
      fees_net: 440,
    };
    const expectB = {
      ...expectA,
      gross_sales: tb,
      sales: 0,
      cash_sales: tb,
      orders_settled: 1,
      commission: 200,
      commission_refunded: 0,
      fee_tax: 20,
      fee_tax_refunded: 0,
      refunds: 0,
      cod_owed: 220,
      payouts_requested: 0,
      payouts_paid: 0,
      fees_net: 220,
    };
    const byA = await report(`from=${month()}&to=${month()}&seller=${a.shopId}`);
    expect(byA.seller).toMatchObject({ id: a.shopId });
    expect(byA.months).toHaveLength(1);
    expect(asCents(byA.months[0].figures)).toEqual(expectA);
    expect(asCents(byA.months[0].balances)).toEqual({ sellers: 3 * share - share - 2200, sellers_debt: 0, payouts_due: 1000 });
    expect(byA.totals).toEqual({ figures: byA.months[0].figures, balances: byA.months[0].balances });
    // a range from the month before: that month has nothing of these sellers, the total is this month's
    const prev = new Date(Date.UTC(ctx.now().getUTCFullYear(), ctx.now().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const twoMonths = await report(`from=${prev}&to=${month()}&seller=${a.shopId}`);
    expect(twoMonths.months.map((m: { month: string }) => m.month)).toEqual([prev, month()]);
    expect(Object.values(asCents(twoMonths.months[0].figures)).every((v) => v === 0)).toBe(true);
    expect(Object.values(asCents(twoMonths.months[0].balances)).every((v) => v === 0)).toBe(true);
    expect(twoMonths.totals).toEqual(byA.totals);
    // the seller's own statement (decision 074) reads the same entries the same way
    const statement = await call(a.client, `/seller/statement/${month()}`);
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    const line = (type: string) => statement.body.totals.find((x: { type: string }) => x.type === type);
    expect(cents(line("sale").earnings)).toBe(expectA.sales);
    expect(cents(line("commission").earnings)).toBe(-expectA.commission);
    expect(cents(line("fee_tax").earnings)).toBe(-expectA.fee_tax);
    expect(cents(line("payout").earnings)).toBe(-expectA.payouts_requested);
    expect(cents(statement.body.closing.earnings)).toBe(cents(byA.months[0].balances.sellers));
    expect(cents(statement.body.closing.debt)).toBe(cents(byA.months[0].balances.sellers_debt));
    const byB = await report(`from=${month()}&to=${month()}&seller=${b.shopId}`);
    expect(asCents(byB.months[0].figures)).toEqual(expectB);
    expect(asCents(byB.months[0].balances)).toEqual({ sellers: 0, sellers_debt: 220, payouts_due: 0 });
    const cashStatement = (await call(b.client, `/seller/statement/${month()}`)).body;
    const cashLine = (type: string) => cashStatement.totals.find((x: { type: string }) => x.type === type);
    expect(cents(cashLine("debt").debt) + cents(cashLine("fee_tax").debt)).toBe(expectB.cod_owed);
    expect(cents(cashStatement.closing.debt)).toBe(220);

    // the marketplace: what moved this month grew by exactly the two sellers' figures
    const after = await report(`from=${month()}&to=${month()}`);
    const grew = (name: string) => asCents(after.months[0].figures)[name] - asCents(before.months[0].figures)[name];
    for (const name of Object.keys(expectA))
      expect(grew(name), name).toBe((expectA as Record<string, number>)[name] + (expectB as Record<string, number>)[name]);
    // the month's end (today) is what the ledger's accounts hold
    const books = await lastTotals();
    const end = asCents(after.months[0].balances);
    expect(end.sellers).toBe(books.sellers);
    expect(end.sellers_debt).toBe(books.debt);
    expect(end.orders_clearing).toBe(books.clearing);
    expect(end.liabilities).toBe(
      end.sellers + end.payouts_due + end.affiliates + end.affiliates_pending + end.wallets + end.vouchers + end.orders_clearing,
    );
    // by seller over the range: both shops, with their own figures
    const listed = (id: number) => after.sellers.find((s: { shop: { id: number } }) => s.shop.id === id);
    expect(asCents(listed(a.shopId).figures)).toEqual(expectA);
    expect(asCents(listed(b.shopId).balances)).toEqual({ sellers: 0, sellers_debt: 220, payouts_due: 0 });

    // the CSV: the seller's month and the range, the same figures
    const file = await admin.request(`/admin/finance-report.csv?from=${month()}&to=${month()}&seller=${a.shopId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    expect(file.headers.get("content-disposition")).toContain(`finance-report-${month()}-${month()}-shop-${a.shopId}.csv`);
    const [head, ...lines] = parseCsv(await file.text()).map((r) => r.cells);
    expect(head.slice(0, 5)).toEqual(["month", "seller_id", "seller", "currency", "gross_sales"]);
    expect(lines.map((l) => l[0])).toEqual([month(), `${month()}..${month()}`]);
    const cell = (line: string[], name: string) => line[head.indexOf(name)];
    for (const line of lines) {
      expect(line[1]).toBe(String(a.shopId));
      expect(cents(cell(line, "commission"))).toBe(600);
      expect(cents(cell(line, "refunds"))).toBe(t);
      expect(cents(cell(line, "payouts_due"))).toBe(1000);
      expect(cell(line, "orders_settled")).toBe("3");
      expect(cell(line, "wallets")).toBe("");
    }
    const all = parseCsv(await (await admin.request(`/admin/finance-report.csv?from=${month()}&to=${month()}`)).text()).map((r) => r.cells);
    const mine = all.filter((l) => l[0] === month() && l[1] === String(b.shopId));
    expect(mine).toHaveLength(1);
    expect(cents(mine[0][head.indexOf("cod_owed")])).toBe(220);
    expect(cents(all[1][head.indexOf("commission")])).toBe(asCents(after.months[0].figures).commission);

    // DAC7: the seller enters their tax details (checked; a bad one changes nothing), the year's report by quarter
    const bad = await call(a.client, "/seller/shop-settings", { tagline: "", tax_id: "!", vat_number: "12", tax_country: "Germany" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["tax_country", "tax_id", "vat_number"]);
    expect((await database.db.select().from(shops).where(eq(shops.id, a.shopId)))[0].taxId).toBe("");
    const saved = await call(a.client, "/seller/shop-settings", {
      tagline: "Mugs",
      legal_name: "Mugs & Co GmbH",
      legal_address: "Hauptstraße 1, 10115 Berlin",
      tax_country: "de",
      tax_id: "12 345 678 901",
      vat_number: "de 123456789",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.shop).toMatchObject({ tax_country: "DE", tax_id: "12345678901", vat_number: "DE123456789" });
    // a form without the tax fields keeps them
    expect((await call(a.client, "/seller/shop-settings", { tagline: "Mugs!" })).status).toBe(200);
    expect((await call(a.client, "/seller/shop-settings")).body.shop.legal_name).toBe("Mugs & Co GmbH");

    const year = ctx.now().getUTCFullYear();
    const income = await call(admin, `/admin/seller-income-report?year=${year}`);
    expect(income.status, JSON.stringify(income.body)).toBe(200);
    const rowOf = (id: number) => income.body.sellers.find((s: { shop: { id: number } }) => s.shop.id === id);
    const q = quarter() - 1;
    const quarters = (sales: number, consideration: number, fees: number) =>
      [0, 1, 2, 3].map((i) =>
        i === q
          ? { sales, consideration: (consideration / 100).toFixed(2), fees: (fees / 100).toFixed(2) }
          : { sales: 0, consideration: "0.00", fees: "0.00" },
      );
    expect(rowOf(a.shopId)).toMatchObject({
      legal_name: "Mugs & Co GmbH",
      address: "Hauptstraße 1, 10115 Berlin",
      country: "DE",
      tax_id: "12345678901",
      quarters: quarters(3, 2 * t - 440, 440),
      year: { sales: 3, consideration: ((2 * t - 440) / 100).toFixed(2), fees: "4.40" },
    });
    expect(rowOf(b.shopId)).toMatchObject({ tax_id: "", quarters: quarters(1, tb - 220, 220) });
    expect(income.body.missing_tax_id).toBe(income.body.sellers.filter((s: { tax_id: string }) => s.tax_id === "").length);
    expect(income.body.missing_tax_id).toBeGreaterThanOrEqual(1);

    const dac7 = await admin.request(`/admin/seller-income-report.csv?year=${year}`);
    expect(dac7.headers.get("content-disposition")).toContain(`seller-income-${year}.csv`);
    const [dHead, ...dLines] = parseCsv(await dac7.text()).map((r) => r.cells);
    expect(dHead.slice(0, 8)).toEqual(["shop_id", "shop_name", "legal_name", "address", "country", "tax_id", "vat_number", "currency"]);
    expect(dHead.slice(-3)).toEqual(["year_sales", "year_consideration", "year_fees"]);
    const lineA = dLines.find((l) => l[0] === String(a.shopId)) ?? [];
    const lineB = dLines.find((l) => l[0] === String(b.shopId)) ?? [];
    expect(lineA.slice(2, 7)).toEqual(["Mugs & Co GmbH", "Hauptstraße 1, 10115 Berlin", "DE", "12345678901", "DE123456789"]);
    expect(lineA[dHead.indexOf(`q${quarter()}_sales`)]).toBe("3");
    expect(cents(lineA[dHead.indexOf(`q${quarter()}_fees`)])).toBe(440);
    expect(cents(lineA[dHead.indexOf("year_consideration")])).toBe(2 * t - 440);
    expect(lineB.slice(2, 7)).toEqual(["", "", "", "", ""]);
    expect(cents(lineB[dHead.indexOf("year_consideration")])).toBe(tb - 220);

    // the cash order comes back too: its commission and fee tax owed are forgiven, the cash refund counted, nothing left owed
    const cashRefund = await askRefund(cash.buyer, { order_id: cash.order.id, reason: "It arrived broken in two places." });
    expect(cashRefund.status, JSON.stringify(cashRefund.body)).toBe(200);
    expect((await call(b.client, `/seller/refund-requests/${cashRefund.body.refund.id}/accept`, {})).status).toBe(200);
    await booksAreRight(database);
    const refundedB = await report(`from=${month()}&to=${month()}&seller=${b.shopId}`);
    expect(asCents(refundedB.months[0].figures)).toEqual({
      ...expectB,
      commission_refunded: 200,
      fee_tax_refunded: 20,
      cash_refunds: tb,
      fees_net: 0,
    });
    expect(asCents(refundedB.months[0].balances)).toEqual({ sellers: 0, sellers_debt: 0, payouts_due: 0 });
    const incomeAfter = await call(admin, `/admin/seller-income-report?year=${year}`);
    const bAfter = incomeAfter.body.sellers.find((s: { shop: { id: number } }) => s.shop.id === b.shopId);
    expect(bAfter.year).toEqual({ sales: 1, consideration: "0.00", fees: "0.00" });
  });

  it("bad months, ranges, sellers and years are 422 on their field; staff without `reports` 403, anyone else 404", async () => {
    const future = `${ctx.now().getUTCFullYear() + 1}-01`;
    for (const [query, field] of [
      ["from=2026-13", "from"],
      ["from=abc&to=2026-01", "from"],
      ["from=1999-12&to=2000-01", "from"],
      ["to=2026-1", "to"],
      [`to=${future}`, "to"],
      ["from=2026-03&to=2026-01", "to"],
      ["from=2000-01&to=2010-01", "to"],
      ["from=2026-01&to=2026-01&seller=abc", "seller"],
      ["from=2026-01&to=2026-01&seller=999999999", "seller"],
    ]) {
      for (const path of ["/admin/finance-report", "/admin/finance-report.csv"]) {
        const bad = await call(admin, `${path}?${query}`);
        expect(bad.status, `${path}?${query}`).toBe(422);
        expect(Object.keys(bad.body.errors)).toEqual([field]);
      }
    }
    for (const year of ["20x6", "1999", String(ctx.now().getUTCFullYear() + 1), "02026"])
      for (const path of ["/admin/seller-income-report", "/admin/seller-income-report.csv"]) {
        const bad = await call(admin, `${path}?year=${year}`);
        expect(bad.status, `${path}?year=${year}`).toBe(422);
        expect(Object.keys(bad.body.errors)).toEqual(["year"]);
      }
    // absent: this year's months up to now, and this year
    const plain = await report("");
    expect(plain.to).toBe(month());
    expect(plain.from).toBe(`${ctx.now().getUTCFullYear()}-01`);
    expect((await call(admin, "/admin/seller-income-report")).body.year).toBe(ctx.now().getUTCFullYear());

    const staff = await signedIn(app, DEMO_STAFF.email, DEMO_STAFF.password);
    const customer = (await signUp(app)).client;
    const nobody = await guest(app);
    for (const path of [
      "/admin/finance-report",
      "/admin/finance-report.csv",
      "/admin/seller-income-report",
      "/admin/seller-income-report.csv",
    ]) {
      expect((await call(staff, path)).status, path).toBe(403);
      expect((await call(customer, path)).status, path).toBe(404);
      expect((await call(nobody, path)).status, path).toBe(404);
    }
    // a seller's own platform accounts are not theirs to read
    const seller = await payoutSeller(app, database.db, categoryId);
    expect((await call(seller.client, "/admin/finance-report")).status).toBe(404);
    expect(
      await database.db
        .select()
        .from(shops)
        .where(and(eq(shops.id, seller.shopId), isNull(shops.logo))),
    ).toHaveLength(1);
  });
});
