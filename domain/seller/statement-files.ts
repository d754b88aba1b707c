import { eq } from "drizzle-orm";
import { languages } from "../../db/schema";
import { isRtlLanguage } from "../../infra/bidi-runs";
import { csvLine } from "../../kernel/csv";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import type { Ctx } from "../context";
import { groupCurrency } from "../orders/order-views";
import { loadSettings } from "../settings/load-settings";
import type { SellerShop } from "./require-seller";
import { renderStatementPdf } from "./statement-pdf";
import { type StatementView, sellerStatement } from "./statements";

/**
 * A month's statement as a CSV file (decision 074), drawn from the one view the JSON answers
 * (`sellerStatement`): no figure made again. One row per line between an opening and a closing
 * row; `balance` is the running net position (earnings − debt), so the opening's balance plus
 * every line's `net` is the closing's, to the cent, and a spreadsheet can check it.
 */
export function statementCsv(view: StatementView): string {
  const head = ["date", "type", "kind", "account", "reference", "amount", "net", "balance", "currency"];
  let running = parseMoney(view.opening.net);
  const rows = [
    csvLine(head),
    csvLine([view.from, "opening", "", "", "", "", "", view.opening.net, view.currency_code]),
    ...view.lines.map((l) => {
      running += parseMoney(l.net);
      return csvLine([l.date, l.type, l.kind, l.account, l.reference, l.amount, l.net, centsToDecimal(running), view.currency_code]);
    }),
    csvLine([view.to_date ? view.generated_at : view.to, "closing", "", "", "", "", "", view.closing.net, view.currency_code]),
  ];
  return rows.join("");
}

export const statementFileName = (view: StatementView, format: "csv" | "pdf") =>
  `statement-${view.shop.slug.replace(/[^\w-]/g, "_")}-${view.month}.${format}`;

/**
 * `GET seller/statement/{month}.csv|.pdf`: the file of one month's statement, the PDF in the
 * seller's language (its direction from the languages table).
 */
export async function sellerStatementFile(ctx: Ctx, shop: SellerShop, month: string, format: "csv" | "pdf", opts: { locale: string }) {
  const view = await sellerStatement(ctx, shop, month, opts);
  const fileName = statementFileName(view, format);
  if (format === "csv") return { fileName, contentType: "text/csv; charset=utf-8", body: statementCsv(view) as string | Uint8Array };
  const [settings, [lang], currency] = await Promise.all([
    loadSettings(ctx),
    ctx.db.select({ direction: languages.direction }).from(languages).where(eq(languages.code, opts.locale)).limit(1),
    groupCurrency(ctx.db, { currencyCode: view.currency_code, exchangeRate: "1" }),
  ]);
  const bytes = await renderStatementPdf({
    view,
    language: opts.locale,
    direction: lang?.direction ?? (isRtlLanguage(opts.locale) ? "rtl" : "ltr"),
    siteName: String(settings.site_name),
    currency,
    money: {
      no_of_decimals: settings.no_of_decimals,
      decimal_separator: settings.decimal_separator,
      currency_symbol_format: settings.currency_symbol_format,
    },
  });
  return { fileName, contentType: "application/pdf", body: new Uint8Array(bytes) as string | Uint8Array };
}
