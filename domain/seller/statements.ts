import { UnprocessableError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx } from "../context";
import { walletCurrency } from "../ledger/wallet-account";
import type { SellerShop } from "./require-seller";
import { type Balances, STATEMENT_TYPES, type StatementLine, statementData, statementMonths } from "./statement";
import { monthOf, parseStatementMonth } from "./statement-month";

/**
 * The seller centre's statements (decision 074): the months with their opening and closing
 * balances, and one month's statement as JSON (the CSV and the PDF are drawn from the same view:
 * ./statement-files.ts).
 */
const money = (b: Balances) => ({
  earnings: centsToDecimal(b.earnings),
  debt: centsToDecimal(b.debt),
  net: centsToDecimal(b.earnings - b.debt),
});

/** A line's effect on the seller's net position (earnings − debt). */
export const netOf = (l: Pick<StatementLine, "account" | "amountMinor">) => (l.account === "earnings" ? l.amountMinor : -l.amountMinor);

/** `GET seller/statement-list`: every month with entries, newest first, and the current month (to date) always. */
export async function sellerStatements(ctx: Ctx, shop: SellerShop) {
  const now = ctx.now();
  const current = monthOf(now);
  const months = (await statementMonths(ctx.db, shop.ownerId)).filter((m) => m.month <= current);
  if (months.at(-1)?.month !== current) {
    const last = months.at(-1)?.closing ?? { earnings: 0, debt: 0 };
    months.push({ month: current, opening: { ...last }, closing: { ...last }, entries: 0 });
  }
  return {
    currency_code: await walletCurrency(ctx),
    time_zone: "UTC",
    months: months.reverse().map((m) => ({
      month: m.month,
      to_date: m.month === current,
      entries: m.entries,
      opening: money(m.opening),
      closing: money(m.closing),
    })),
  };
}

export type StatementView = Awaited<ReturnType<typeof sellerStatement>>;

/** `GET seller/statement/{month}`: one month's statement (422 `v_statement_month` for a month that is not YYYY-MM or is to come). */
export async function sellerStatement(ctx: Ctx, shop: SellerShop, rawMonth: unknown, opts: { locale: string }) {
  const now = ctx.now();
  const month = parseStatementMonth(rawMonth, now);
  const [data, currencyCode] = await Promise.all([statementData(ctx.db, shop.ownerId, month), walletCurrency(ctx)]);
  return {
    month: data.month,
    shop: { name: localize(shop.name, opts.locale), slug: shop.slug },
    currency_code: currencyCode,
    /** the month's bounds are UTC midnights: from is in, to is out */
    time_zone: "UTC",
    from: data.start.toISOString(),
    to: data.end.toISOString(),
    to_date: now.getTime() < data.end.getTime(),
    generated_at: now.toISOString(),
    opening: money(data.opening),
    closing: money(data.closing),
    totals: STATEMENT_TYPES.map((type) => ({ type, ...money(data.totals[type]) })),
    lines: data.lines.map((l) => ({
      entry_id: l.entryId,
      date: l.date.toISOString(),
      type: l.type,
      kind: l.entryKind,
      account: l.account,
      reference: l.reference,
      amount: centsToDecimal(l.amountMinor),
      net: centsToDecimal(netOf(l)),
    })),
  };
}

/** `2026-11`, `2026-11.csv`, `2026-11.pdf`: the month and the form asked for; anything else 422 on `month`. */
export function statementAsked(file: string): { month: string; format: "json" | "csv" | "pdf" } {
  const m = /^([^.]*)(?:\.(csv|pdf))?$/.exec(file);
  if (!m) throw new UnprocessableError("v_statement_month", "month");
  return { month: m[1], format: (m[2] as "csv" | "pdf" | undefined) ?? "json" };
}
