import { PdfWriter, type TextStyle } from "../../infra/pdf-writer";
import { formatDate } from "../../kernel/i18n/dates";
import { translate } from "../../kernel/i18n/keywords";
import { isolate } from "../../kernel/i18n/numbers";
import { formatPrice, type MoneyCurrency, type MoneySettings } from "../../kernel/money";
import type { StatementView } from "./statements";

/**
 * A month's statement as an A4 PDF (decision 074), from the same view as the JSON and the CSV:
 * the shop and the month, the opening balances, each kind's total, the closing balances, then
 * every line. In the seller's language, right to left in Persian and Arabic; the days are the
 * statement's own (UTC), the month's bounds being UTC midnights.
 */
export interface StatementPdfInput {
  view: StatementView;
  language: string;
  direction: "ltr" | "rtl";
  siteName: string;
  currency: MoneyCurrency;
  money: MoneySettings;
}

const PRIMARY = "#6d28d9";
const MUTED = "#6b7280";
const MARGIN = 40;
const BOTTOM = 842 - 50;

export async function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { view, language } = input;
  const t = (key: string, params: Record<string, string | number> = {}) => translate(language, key, params);
  const price = (amount: string) => formatPrice(amount, input.currency, input.money, { language, isolate: true });
  const day = (iso: string) => isolate(formatDate(iso, language, "day", "UTC"));
  const ltr = (s: string) => (s ? isolate(s) : "");
  const w = new PdfWriter({ direction: input.direction, title: `${t("statement_title")} ${view.month}`, language });
  const width = w.pageWidth - 2 * MARGIN;
  const half = width / 2;
  const col = (at: number, size: number) => w.startX(at, size, MARGIN, width);
  let y = MARGIN;
  const ensure = (h: number, then?: () => void) => {
    if (y + h <= BOTTOM) return;
    w.doc.addPage();
    y = MARGIN;
    then?.();
  };

  // heading: the marketplace and the shop at the start, the statement's month at the end
  w.line(input.siteName, col(0, half), y, half, { size: 20, bold: true, color: PRIMARY });
  w.line(t("statement_title"), col(half, half), y, half, { size: 16, bold: true, align: "end" });
  y += 28;
  w.line(ltr(view.shop.name), col(0, half), y, half, { bold: true, size: 12 });
  w.line(ltr(view.month), col(half, half), y, half, { align: "end", bold: true, size: 12 });
  y += 17;
  const lastDay = new Date(new Date(view.to).getTime() - 1).toISOString();
  const period = `${day(view.from)} – ${day(view.to_date ? view.generated_at : lastDay)}`;
  w.line(period, col(half, half), y, half, { align: "end", color: MUTED });
  w.line(t("statement_currency", { code: view.currency_code }), col(0, half), y, half, { color: MUTED });
  y += 15;
  if (view.to_date) {
    w.line(t("statement_to_date"), col(half, half), y, half, { align: "end", color: MUTED, size: 9 });
    y += 13;
  }
  y += 6;
  w.rule(MARGIN, MARGIN + width, y);
  y += 12;

  // the summary: a row per figure, in three columns (earnings, owed, net)
  const sum = { label: [0, 235], earnings: [235, 95], debt: [330, 95], net: [425, 90] } as const;
  const cell = (key: keyof typeof sum, text: string, yy: number, style: TextStyle & { align?: "start" | "end" } = {}) =>
    w.block(text, col(sum[key][0], sum[key][1]), yy, sum[key][1], style);
  const head = { size: 9, bold: true, color: MUTED } as const;
  cell("earnings", t("statement_earnings"), y, { ...head, align: "end" });
  cell("debt", t("statement_debt"), y, { ...head, align: "end" });
  cell("net", t("statement_net"), y, { ...head, align: "end" });
  y += 16;
  const figure = (label: string, b: { earnings: string; debt: string; net: string }, style: TextStyle = {}) => {
    cell("label", label, y, style);
    cell("earnings", price(b.earnings), y, { ...style, align: "end" });
    cell("debt", price(b.debt), y, { ...style, align: "end" });
    cell("net", price(b.net), y, { ...style, align: "end" });
    y += 16;
  };
  figure(t("statement_opening"), view.opening, { bold: true });
  for (const total of view.totals) {
    if (total.earnings === "0.00" && total.debt === "0.00") continue;
    figure(t(`statement_type_${total.type}`), total);
  }
  w.rule(MARGIN, MARGIN + width, y);
  y += 6;
  figure(t("statement_closing"), view.closing, { bold: true, size: 11 });
  y += 14;

  // every line
  const cols = { date: [0, 95], type: [95, 150], reference: [245, 150], amount: [395, 120] } as const;
  const line = (key: keyof typeof cols, text: string, yy: number, style: TextStyle & { align?: "start" | "end" } = {}) =>
    w.block(text, col(cols[key][0], cols[key][1]), yy, cols[key][1], style);
  const tableHead = () => {
    line("date", t("statement_date"), y, head);
    line("type", t("statement_type"), y, head);
    line("reference", t("statement_reference"), y, head);
    line("amount", t("statement_amount"), y, { ...head, align: "end" });
    y += 15;
    w.rule(MARGIN, MARGIN + width, y);
    y += 5;
  };
  ensure(60);
  tableHead();
  if (!view.lines.length) {
    w.line(t("statement_no_lines"), col(0, width), y, width, { color: MUTED });
    y += 16;
  }
  for (const l of view.lines) {
    ensure(18, tableHead);
    const owed = l.account === "debt";
    line("date", day(l.date), y, { color: MUTED });
    line("type", `${t(`statement_type_${l.type}`)}${owed ? ` · ${t("statement_debt")}` : ""}`, y);
    line("reference", ltr(l.reference), y);
    line("amount", price(l.net), y, { align: "end", color: l.net.startsWith("-") ? "#b91c1c" : undefined });
    y += 15;
  }
  ensure(40);
  y += 10;
  w.block(t("statement_footnote"), col(0, width), y, width, { size: 8.5, color: MUTED });
  return w.finish();
}
