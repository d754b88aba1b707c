import { csvLine } from "../../kernel/csv";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx } from "../context";
import { type Balances, liabilitiesOf, noShopBalances, type ShopBalances } from "./finance-balances";
import { type Flows, noFlows } from "./finance-flows";
import { BALANCE_NAMES, COUNT_FIGURES, FLOW_NAMES, financeData, hasAny, withTotals } from "./finance-report";

/**
 * `GET admin/finance-report.csv?from&to[&seller]` (decision 075): the finance report as a file,
 * one line per month for the marketplace (or the seller asked for), then, without a seller, one
 * line per shop with anything that month; a last line per scope for the range (`from..to`).
 * Money as exact decimals in the base currency; a shop's line leaves the balances that are not a
 * shop's (affiliates, shoppers, the clearing) empty.
 */
const cell = (name: string, value: number | undefined) =>
  value === undefined ? "" : COUNT_FIGURES.has(name) ? value : centsToDecimal(value);

function line(month: string, shop: { id: number; name: string } | null, f: Flows, b: Partial<Balances>, currency: string) {
  const flows = withTotals(f) as Record<string, number>;
  const balances: Record<string, number | undefined> = {
    ...b,
    liabilities: b.wallets === undefined ? undefined : liabilitiesOf(b as Balances),
  };
  return csvLine([
    month,
    shop?.id ?? "",
    shop?.name ?? "",
    currency,
    ...FLOW_NAMES.map((n) => cell(n, flows[n])),
    ...BALANCE_NAMES.map((n) => cell(n, balances[n])),
  ]);
}

export async function financeReportCsv(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  const d = await financeData(ctx, input);
  const name = (s: { name: Record<string, string> }) => localize(s.name, input.locale);
  const shops = new Map(d.shopRows.map((s) => [s.id, { id: s.id, name: name(s) }]));
  const scope = d.seller ? { id: d.seller.id, name: name(d.seller) } : null;
  const own = (b: ShopBalances | undefined): Partial<Balances> => ({ ...(b ?? noShopBalances()) });
  const out = [csvLine(["month", "seller_id", "seller", "currency", ...FLOW_NAMES, ...BALANCE_NAMES])];
  d.months.forEach((m, i) => {
    const b = d.balances[i];
    out.push(
      line(m.month, scope, d.byMonth.get(m.month) ?? noFlows(), d.shopId === null ? b.all : own(b.byShop.get(d.shopId)), d.currency),
    );
    if (d.shopId !== null) return;
    const ids = new Set([
      ...d.flows.filter((r) => r.month === m.month && r.shopId !== null).map((r) => r.shopId as number),
      ...b.byShop.keys(),
    ]);
    for (const id of [...ids].sort((x, y) => x - y)) {
      const f = d.flows.find((r) => r.month === m.month && r.shopId === id)?.flows ?? noFlows();
      if (hasAny(f, b.byShop.get(id))) out.push(line(m.month, shops.get(id) ?? { id, name: "" }, f, own(b.byShop.get(id)), d.currency));
    }
  });
  const range = `${d.months[0].month}..${d.months[d.months.length - 1].month}`;
  out.push(line(range, scope, d.total, d.shopId === null ? d.closing.all : own(d.closing.byShop.get(d.shopId)), d.currency));
  if (d.shopId === null)
    for (const id of [...new Set([...d.byShop.keys(), ...d.closing.byShop.keys()])].sort((x, y) => x - y)) {
      const f = d.byShop.get(id) ?? noFlows();
      if (hasAny(f, d.closing.byShop.get(id)))
        out.push(line(range, shops.get(id) ?? { id, name: "" }, f, own(d.closing.byShop.get(id)), d.currency));
    }
  const suffix = d.seller ? `-shop-${d.seller.id}` : "";
  return {
    fileName: `finance-report-${d.months[0].month}-${d.months[d.months.length - 1].month}${suffix}.csv`,
    contentType: "text/csv; charset=utf-8",
    body: out.join(""),
  };
}
