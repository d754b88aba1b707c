import { asc } from "drizzle-orm";
import { shops } from "../../db/schema";
import { csvLine } from "../../kernel/csv";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";
import { walletCurrency } from "../ledger/wallet-account";
import { type Flows, monthlyFlows } from "./finance-flows";
import { parseReportYear, quarterOf } from "./report-period";

/**
 * The yearly seller income report (EU DAC7, decision 075): per shop with sales or income in the
 * year, who the seller is (legal name, registered address, the tax id's country, tax id, VAT
 * number: the seller enters them in the shop settings; blank when not given) and, per UTC
 * quarter and for the year, from the finance report's movements (./finance-flows.ts):
 * - `sales`: the number of orders settled (paid and delivered) in the quarter;
 * - `consideration`: what the seller was paid or credited for them, net of the marketplace's fees:
 *   sales (cash on delivery included) + the platform's promotion − commission − fee tax, less
 *   what refunds in the quarter took back of each;
 * - `fees`: commission + fee tax charged, less what refunds gave back.
 */
interface Quarter {
  sales: number;
  consideration: number;
  fees: number;
}

const none = (): Quarter => ({ sales: 0, consideration: 0, fees: 0 });

function quarterPart(f: Flows): Quarter {
  const fees = f.commission - f.commission_refunded + f.fee_tax - f.fee_tax_refunded;
  const goods = f.sales + f.cash_sales - f.refunds - f.cash_refunds + f.promotion - f.promotion_refunded;
  return { sales: f.orders_settled, consideration: goods - fees, fees };
}

async function incomeData(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  await requirePermission(ctx, input.userId, "reports", "page_not_found");
  const { year, months } = parseReportYear(input.query.year, ctx.now());
  const currency = await walletCurrency(ctx);
  const [flows, rows] = await Promise.all([
    monthlyFlows(ctx.db, { start: months[0].start, end: months[11].end, currency, shopId: null }),
    ctx.db.select().from(shops).orderBy(asc(shops.id)),
  ]);
  const byShop = new Map<number, Quarter[]>();
  for (const r of flows) {
    if (r.shopId === null) continue;
    const quarters = byShop.get(r.shopId) ?? [none(), none(), none(), none()];
    byShop.set(r.shopId, quarters);
    const part = quarterPart(r.flows);
    const q = quarters[quarterOf(r.month) - 1];
    q.sales += part.sales;
    q.consideration += part.consideration;
    q.fees += part.fees;
  }
  const sellers = rows
    .filter((s) => byShop.get(s.id)?.some((q) => q.sales || q.consideration || q.fees))
    .map((s) => {
      const quarters = byShop.get(s.id) ?? [];
      const yearTotal = quarters.reduce(
        (t, q) => ({ sales: t.sales + q.sales, consideration: t.consideration + q.consideration, fees: t.fees + q.fees }),
        none(),
      );
      return { shop: s, name: localize(s.name, input.locale), quarters, year: yearTotal };
    });
  return { year, currency, sellers };
}

const quarterView = (q: Quarter) => ({ sales: q.sales, consideration: centsToDecimal(q.consideration), fees: centsToDecimal(q.fees) });

/** `GET admin/seller-income-report?year=YYYY` (operators with `reports`): the report as JSON, and how many sellers have no tax id yet. */
export async function sellerIncomeReport(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  const d = await incomeData(ctx, input);
  return {
    year: d.year,
    currency_code: d.currency,
    time_zone: "UTC",
    missing_tax_id: d.sellers.filter((s) => !s.shop.taxId).length,
    sellers: d.sellers.map((s) => ({
      shop: { id: s.shop.id, slug: s.shop.slug, name: s.name },
      legal_name: s.shop.legalName,
      address: s.shop.legalAddress,
      country: s.shop.taxCountry,
      tax_id: s.shop.taxId,
      vat_number: s.shop.vatNumber,
      quarters: s.quarters.map(quarterView),
      year: quarterView(s.year),
    })),
  };
}

/** `GET admin/seller-income-report.csv?year=YYYY`: the same, one line per seller (blank cells for what the seller has not given). */
export async function sellerIncomeCsv(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  const d = await incomeData(ctx, input);
  const parts = ["sales", "consideration", "fees"];
  const head = [
    "shop_id",
    "shop_name",
    "legal_name",
    "address",
    "country",
    "tax_id",
    "vat_number",
    "currency",
    ...[1, 2, 3, 4].flatMap((q) => parts.map((p) => `q${q}_${p}`)),
    ...parts.map((p) => `year_${p}`),
  ];
  const cells = (q: Quarter) => [q.sales, centsToDecimal(q.consideration), centsToDecimal(q.fees)];
  const lines = d.sellers.map((s) =>
    csvLine([
      s.shop.id,
      s.name,
      s.shop.legalName,
      s.shop.legalAddress,
      s.shop.taxCountry,
      s.shop.taxId,
      s.shop.vatNumber,
      d.currency,
      ...s.quarters.flatMap(cells),
      ...cells(s.year),
    ]),
  );
  return { fileName: `seller-income-${d.year}.csv`, contentType: "text/csv; charset=utf-8", body: [csvLine(head), ...lines].join("") };
}
