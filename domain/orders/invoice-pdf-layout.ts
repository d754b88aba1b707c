import type { AddressSnapshot } from "../../db/schema/orders";
import { PdfWriter, type TextStyle } from "../../infra/pdf-writer";
import { formatDate } from "../../kernel/i18n/dates";
import { translate } from "../../kernel/i18n/keywords";
import { formatNumber, isolate } from "../../kernel/i18n/numbers";
import { formatPrice, type MoneySettings } from "../../kernel/money";
import { BREAKDOWN_LABELS, formatBreakdown } from "../../kernel/price-breakdown";
import type { OrderInvoice } from "./order-invoice";

/**
 * The invoice of one seller's order as an A4 PDF, drawn from the same view the HTML invoice
 * reads (`orderInvoice`): the same lines and figures, no sum made again here. Written in the
 * order's language, right to left in Persian and Arabic, numbers in its digits.
 */
export interface InvoicePdfInput {
  order: OrderInvoice["order"];
  /** coupon codes the order's coupon discount came from */
  coupons: string[];
  language: string;
  direction: "ltr" | "rtl";
  siteName: string;
  money: MoneySettings;
  /** the shop's time zone (its `time_zone` setting): the order's day is that zone's */
  timeZone: string;
}

const PRIMARY = "#6d28d9";
const MUTED = "#6b7280";
const DISCOUNT = "#047857";
const MARGIN = 40;
const BOTTOM = 842 - 50;

const zero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { order, language } = input;
  const t = (key: string, params: Record<string, string | number> = {}) => translate(language, key, params);
  const price = (amount: string) => formatPrice(amount, order.currency, input.money, { language, isolate: true });
  const day = (iso: string) => isolate(formatDate(iso, language, "day", input.timeZone));
  /** codes, e-mails, phones, and what shoppers and sellers typed: their own direction whatever the page's (like `<bdi>`) */
  const ltr = (s: string) => (s ? isolate(s) : "");
  const comma = input.direction === "rtl" ? "، " : ", ";

  const w = new PdfWriter({ direction: input.direction, title: `${t("invoice")} ${order.code}`, language });
  const width = w.pageWidth - 2 * MARGIN;
  let y = MARGIN;
  /** room for `h` more points, else a new page (`then` draws what heads it, e.g. the table's header) */
  const ensure = (h: number, then?: () => void) => {
    if (y + h <= BOTTOM) return;
    w.doc.addPage();
    y = MARGIN;
    then?.();
  };
  /** a column `at` points from the start edge, `size` wide */
  const col = (at: number, size: number) => w.startX(at, size, MARGIN, width);

  // heading: the shop's name and thanks at the start, the invoice's code and date at the end
  const half = width / 2;
  w.line(input.siteName, col(0, half), y, half, { size: 22, bold: true, color: PRIMARY });
  w.line(t("invoice"), col(half, half), y, half, { size: 18, bold: true, align: "end" });
  y += 30;
  w.line(t("invoice_thanks"), col(0, half), y, half, { color: MUTED });
  w.line(`${t("order_code")}: ${ltr(order.code)}`, col(half, half), y, half, { align: "end" });
  y += 15;
  w.line(`${t("order_date")}: ${day(order.date)}`, col(half, half), y, half, { align: "end", color: MUTED });
  y += 22;
  w.rule(MARGIN, MARGIN + width, y);
  y += 14;

  // who bought and where it goes
  const address = (a: AddressSnapshot, extra: string[]) =>
    [ltr(a.name), ltr(a.address), ltr([a.city, a.state, a.postal_code].filter(Boolean).join(", ")), ltr(a.country), ...extra].filter(
      Boolean,
    );
  const phone = order.phone || order.billing_address.phone_no;
  const columns: [string, string[]][] = [
    [t("invoice_bill_to"), address(order.billing_address, [ltr(order.email), ltr(phone)])],
    [t("invoice_ship_to"), address(order.shipping_address, [])],
  ];
  let tallest = 0;
  columns.forEach(([title, lines], i) => {
    const x = col(i * half, half - 10);
    let h = w.line(title, x, y, half - 10, { size: 9, bold: true, color: MUTED });
    lines.forEach((l, j) => {
      h += w.block(l, x, y + h, half - 10, j === 0 ? { bold: true } : {});
    });
    tallest = Math.max(tallest, h);
  });
  y += tallest + 12;
  w.rule(MARGIN, MARGIN + width, y);
  y += 14;

  // the seller
  w.line(t("invoice_sold_by"), col(0, half), y, half, { size: 9, bold: true, color: MUTED });
  w.line(`${t(`order_status_${order.status}`)} · ${t(`payment_status_${order.payment_status}`)}`, col(half, half), y, half, {
    align: "end",
  });
  y += 14;
  w.line(ltr(order.shop.name), col(0, width), y, width, { bold: true, size: 12 });
  y += 17;
  const shopContact = [ltr(order.shop.address), ltr(order.shop.phone)].filter(Boolean).join(" · ");
  if (shopContact) y += w.block(shopContact, col(0, width), y, width, { color: MUTED });
  y += 10;

  // the lines: product (variant · sku), quantity, unit price, amount
  const cols = { product: [0, 265], qty: [265, 50], unit: [315, 100], amount: [415, 100] } as const;
  const cell = (key: keyof typeof cols, text: string, yy: number, style: TextStyle & { align?: "start" | "end" | "center" }) =>
    w.block(text, col(cols[key][0], cols[key][1]), yy, cols[key][1], style);
  const head = { size: 9, bold: true, color: MUTED } as const;
  const tableHead = () => {
    cell("product", t("invoice_product"), y, head);
    cell("qty", t("invoice_qty"), y, { ...head, align: "center" });
    cell("unit", t("unit_price"), y, { ...head, align: "end" });
    cell("amount", t("invoice_amount"), y, { ...head, align: "end" });
    y += 16;
    w.rule(MARGIN, MARGIN + width, y);
    y += 6;
  };
  tableHead();
  for (const l of order.order_details) {
    const detail = [ltr(l.variation), ltr(l.sku)].filter(Boolean).join(" · ");
    const nameLines = w.wrap(l.product_name, cols.product[1] - 8, { bold: true });
    ensure(nameLines.length * 15 + (detail ? 13 : 0) + 12, tableHead);
    let h = cell("product", ltr(l.product_name), y, { bold: true });
    if (detail) h += cell("product", detail, y + h, { size: 8.5, color: MUTED });
    cell("qty", formatNumber(l.quantity, language), y, { align: "center" });
    let uh = cell("unit", price(l.price), y, { align: "end" });
    if (!zero(l.unit_discount)) uh += cell("unit", price(l.unit_price), y + uh, { align: "end", size: 8.5, color: MUTED });
    cell("amount", price(l.subtotal), y, { align: "end", bold: true });
    y += Math.max(h, uh) + 6;
    w.rule(MARGIN, MARGIN + width, y, "#f3f4f6");
    y += 6;
  }

  // the figures, at the end side
  // the one price breakdown (kernel/price-breakdown.ts): items at list price, discounts negative, …
  const shown = formatBreakdown(
    {
      subtotal: order.sub_total,
      discount: order.discount,
      coupon_discount: order.coupon_discount,
      shipping: order.shipping_cost,
      tax: order.total_tax,
      total: order.total_payable,
    },
    order.currency,
    input.money,
    { language, isolate: true },
  );
  const codes = input.coupons.length ? ` (${input.coupons.map(ltr).join(comma)})` : "";
  const rows: [string, string, TextStyle?][] = shown.rows.map((r) => [
    `${t(BREAKDOWN_LABELS[r.key])}${r.key === "coupon_discount" ? codes : ""}`,
    r.free ? t("free") : r.text,
    r.minus ? { color: DISCOUNT } : undefined,
  ]);
  ensure(rows.length * 16 + 40);
  y += 6;
  const box = 260;
  for (const [label, value, style] of rows) {
    w.line(label, col(width - box, box - 110), y, box - 110, { ...style });
    w.line(value, col(width - 110, 110), y, 110, { ...style, align: "end" });
    y += 16;
  }
  w.rule(w.startX(width - box, box, MARGIN, width), w.startX(width - box, box, MARGIN, width) + box, y);
  y += 6;
  w.line(t("total"), col(width - box, box - 110), y, box - 110, { bold: true, size: 12 });
  w.line(shown.total, col(width - 110, 110), y, 110, { bold: true, size: 12, align: "end" });
  y += 30;

  // how it is paid, in which currency, and the checkout it belongs to
  ensure(60);
  const method = `${t("payment_method")}: ${t(`payment_type_${order.payment_type ?? "none"}`)} · ${t(`payment_status_${order.payment_status}`)}`;
  y += w.block(method, col(0, width), y, width);
  y += w.block(t("invoice_currency_note", { code: order.currency.code }), col(0, width), y, width, { color: MUTED, size: 9 });
  w.block(`${t("invoice_checkout_code")}: ${ltr(order.group_code)}`, col(0, width), y, width, { color: MUTED, size: 9 });
  return w.finish();
}
