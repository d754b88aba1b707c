import { asc, eq } from "drizzle-orm";
import { shops } from "../../db/schema";
import { UnprocessableError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";
import { walletCurrency } from "../ledger/wallet-account";
import { BALANCE_FIGURES, type Balances, liabilitiesOf, monthEndBalances, noShopBalances, type ShopBalances } from "./finance-balances";
import { addFlows, FLOW_FIGURES, type Flows, monthlyFlows, noFlows } from "./finance-flows";
import { parseMonthRange } from "./report-period";

/**
 * `GET admin/finance-report?from=YYYY-MM&to=YYYY-MM[&seller={shop id}]` (operators with
 * `reports`; decision 075): the marketplace's money by UTC month: what moved in the month
 * (./finance-flows.ts) and what it held for others at the month's end (./finance-balances.ts),
 * the range's totals (movements summed, balances at its end), and every shop's part over the
 * range. With `seller`, the months and totals are that shop's alone (its sales, fees, refunds,
 * debt and payouts; what it is owed and owes at each month's end).
 */
export const COUNT_FIGURES = new Set(["orders_settled", "reward_points", "reward_points_pending"]);

/** Figures as the answer writes them: money as exact decimals, counts and points as whole numbers. */
function figures<T extends string>(names: readonly T[], values: Record<T, number>): Record<T, string | number> {
  return Object.fromEntries(names.map((n) => [n, COUNT_FIGURES.has(n) ? values[n] : centsToDecimal(values[n])])) as Record<
    T,
    string | number
  >;
}

/** The derived sums of a month's movements: all sales, and the marketplace's net earnings from them. */
export function withTotals(f: Flows) {
  return {
    ...f,
    gross_sales: f.sales + f.cash_sales,
    fees_net: f.commission - f.commission_refunded + f.fee_tax - f.fee_tax_refunded,
  };
}
export const FLOW_NAMES = ["gross_sales", ...FLOW_FIGURES, "fees_net"] as const;
export const BALANCE_NAMES = [...BALANCE_FIGURES, "liabilities"] as const;
export const SHOP_BALANCES = ["sellers", "sellers_debt", "payouts_due"] as const;

const flowView = (f: Flows) => figures(FLOW_NAMES, withTotals(f));
const balanceView = (b: Balances) => figures(BALANCE_NAMES, { ...b, liabilities: liabilitiesOf(b) });
const shopBalanceView = (b: ShopBalances) => figures(SHOP_BALANCES, b);

/** The shop a `seller` filter names (a shop id), else null; anything else 422 on `seller`. */
async function sellerFilter(ctx: Ctx, raw: unknown) {
  if (raw === undefined || raw === "") return null;
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{1,9}$/.test(text)) throw new UnprocessableError("v_report_seller", "seller");
  const [shop] = await ctx.db
    .select({ id: shops.id, slug: shops.slug, name: shops.name })
    .from(shops)
    .where(eq(shops.id, Number(text)));
  if (!shop) throw new UnprocessableError("v_report_seller", "seller");
  return shop;
}

/** The report's figures as numbers (cents), for the JSON answer and the CSV file. */
export async function financeData(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown> }) {
  await requirePermission(ctx, input.userId, "reports", "page_not_found");
  const months = parseMonthRange(input.query, ctx.now());
  const seller = await sellerFilter(ctx, input.query.seller);
  const currency = await walletCurrency(ctx);
  const shopId = seller?.id ?? null;
  const range = { start: months[0].start, end: months[months.length - 1].end };
  const [flows, balances, shopRows] = await Promise.all([
    monthlyFlows(ctx.db, { ...range, currency, shopId }),
    monthEndBalances(ctx.db, months, { currency, shopId }),
    ctx.db.select({ id: shops.id, slug: shops.slug, name: shops.name }).from(shops).orderBy(asc(shops.id)),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, noFlows()]));
  const byShop = new Map<number, Flows>();
  for (const r of flows) {
    const month = byMonth.get(r.month);
    if (month) addFlows(month, r.flows);
    if (r.shopId === null) continue;
    if (!byShop.has(r.shopId)) byShop.set(r.shopId, noFlows());
    addFlows(byShop.get(r.shopId) as Flows, r.flows);
  }
  const total = [...byMonth.values()].reduce((sum, f) => addFlows(sum, f), noFlows());
  return { months, seller, currency, shopId, flows, balances, shopRows, byMonth, byShop, total, closing: balances[balances.length - 1] };
}

/** A shop with anything in the report: movements, or money held, owed or due. */
export const hasAny = (f: Flows, b: ShopBalances | undefined) =>
  FLOW_FIGURES.some((n) => f[n] !== 0) || (!!b && SHOP_BALANCES.some((n) => b[n] !== 0));

export type FinanceReport = Awaited<ReturnType<typeof financeReport>>;

export async function financeReport(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  const d = await financeData(ctx, input);
  const shopName = (s: { name: Record<string, string> }) => localize(s.name, input.locale);
  const sellers =
    d.shopId === null
      ? d.shopRows
          .map((s) => ({ s, f: d.byShop.get(s.id) ?? noFlows(), b: d.closing.byShop.get(s.id) }))
          .filter(({ f, b }) => hasAny(f, b))
          .map(({ s, f, b }) => ({
            shop: { id: s.id, slug: s.slug, name: shopName(s) },
            figures: flowView(f),
            balances: shopBalanceView(b ?? noShopBalances()),
          }))
      : [];
  const balanceOf = (m: (typeof d.balances)[number]) =>
    d.shopId === null ? balanceView(m.all) : shopBalanceView(m.byShop.get(d.shopId) ?? noShopBalances());
  return {
    currency_code: d.currency,
    time_zone: "UTC",
    from: d.months[0].month,
    to: d.months[d.months.length - 1].month,
    seller: d.seller ? { id: d.seller.id, slug: d.seller.slug, name: shopName(d.seller) } : null,
    months: d.months.map((m, i) => ({
      month: m.month,
      figures: flowView(d.byMonth.get(m.month) ?? noFlows()),
      balances: balanceOf(d.balances[i]),
    })),
    totals: { figures: flowView(d.total), balances: balanceOf(d.closing) },
    sellers,
    /** the shops the seller filter offers */
    shops: d.shopRows.map((s) => ({ id: s.id, name: shopName(s) })),
  };
}
