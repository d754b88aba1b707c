import { Link, useSearchParams } from "react-router";
import type { AddressSnapshot } from "../../../db/schema/orders";
import type { OrderCurrency, OrderDetailsView } from "../../../domain/orders/order-views";
import { isolate } from "../../../kernel/i18n/numbers";
import { useTranslation } from "../../i18n/i18n";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { useStore } from "../../store/store";
import { FileDown, Printer } from "../ui/icon-set";
import { type Figures, OrderTotals } from "./OrderTotals";
import { useOrderDate, useOrderPrice } from "./order-format";
import { ParcelTimelines } from "./ParcelTimeline";
import { PickupPointNote } from "./PickupPointNote";
import { PaymentBadge, StatusBadge } from "./StatusBadge";

export interface InvoiceData {
  code: string;
  date: string;
  currency: OrderCurrency;
  paymentType: string | null;
  paymentStatus: string;
  email: string;
  phone: string;
  shipping: AddressSnapshot;
  billing: AddressSnapshot;
  orders: OrderDetailsView[];
  /** the whole checkout's figures, shown when it has more than one order */
  grand?: Figures;
}

function Address({ title, a, email, phone }: { title: string; a: AddressSnapshot; email?: string; phone?: string }) {
  return (
    <div className="min-w-0">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{title}</h2>
      <address className="mt-1 text-sm not-italic leading-6 text-gray-800">
        <span className="font-semibold text-gray-900">
          <bdi>{a.name}</bdi>
        </span>
        <br />
        <bdi>{a.address}</bdi>
        <br />
        <bdi>{[a.city, a.state, a.postal_code && isolate(a.postal_code)].filter(Boolean).join(", ")}</bdi>
        <br />
        <bdi>{a.country}</bdi>
        <PickupPointNote a={a} />
        {email && (
          <>
            <br />
            <bdi dir="ltr">{email}</bdi>
          </>
        )}
        {(phone || a.phone_no) && (
          <>
            <br />
            <bdi dir="ltr">{phone || a.phone_no}</bdi>
          </>
        )}
      </address>
    </div>
  );
}

/** The link to an order's PDF invoice (`user/invoice/download/{id}`): the buyer's, with the mail's signed `?t=` when the page has one. */
function PdfLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const base = useBaseUrl();
  const [params] = useSearchParams();
  const token = params.get("t");
  return (
    <a
      href={`${base}/user/invoice/download/${orderId}${token ? `?t=${encodeURIComponent(token)}` : ""}`}
      download
      rel="nofollow"
      className="inline-flex items-center gap-1.5 rounded-lg border border-primary px-3 py-1.5 text-xs font-semibold text-primary hover:bg-primary hover:text-white print:hidden"
      data-testid="invoice-pdf"
    >
      <FileDown className="size-4" aria-hidden="true" />
      {t("invoice_download_pdf")}
    </a>
  );
}

/**
 * A clean, printable invoice: the shop, the buyer's addresses, each seller's lines and totals, in
 * the order's currency. `pdf`: each order offers its PDF (only its buyer may download it).
 */
export function InvoiceDocument({ data, backTo, pdf }: { data: InvoiceData; backTo?: { to: string; label: string }; pdf?: boolean }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const price = useOrderPrice(data.currency);
  const { day } = useOrderDate();
  const site = String(state.settings_data.site_name ?? "Bazaar");
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {backTo ? (
          <Link to={backTo.to} className="text-sm font-medium text-primary hover:underline">
            {backTo.label}
          </Link>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
          data-testid="print-invoice"
        >
          <Printer className="size-4" aria-hidden="true" />
          {t("invoice_print")}
        </button>
      </div>
      <article
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
        data-testid="invoice"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-200 pb-6">
          <div>
            <p className="text-2xl font-black text-primary">{site}</p>
            <p className="mt-1 text-sm text-gray-500">{t("invoice_thanks")}</p>
          </div>
          <div className="text-start sm:text-end">
            <h1 className="text-xl font-bold text-gray-900">{t("invoice")}</h1>
            <p className="mt-1 font-mono text-sm text-gray-700" dir="ltr" data-testid="invoice-code">
              {data.code}
            </p>
            <p className="text-sm text-gray-500">
              <time dateTime={data.date}>{day(data.date)}</time>
            </p>
          </div>
        </header>

        <div className="grid gap-6 border-b border-gray-200 py-6 sm:grid-cols-2 print:grid-cols-2">
          <Address title={t("invoice_bill_to")} a={data.billing} email={data.email} phone={data.phone} />
          <Address title={t("invoice_ship_to")} a={data.shipping} />
        </div>

        {data.orders.map((o) => (
          <section
            key={o.code}
            className="border-b border-gray-200 py-6 last:border-b-0 print:break-inside-avoid"
            data-testid="invoice-order"
          >
            <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("invoice_sold_by")}</h2>
                <p className="font-semibold text-gray-900">{o.shop.name}</p>
                <p className="text-sm text-gray-600">
                  {o.shop.address && (
                    <span className="me-3 inline-block" dir="auto">
                      {o.shop.address}
                    </span>
                  )}
                  {o.shop.phone && (
                    <span className="me-3 inline-block" dir="ltr">
                      {o.shop.phone}
                    </span>
                  )}
                </p>
              </div>
              <div className="flex flex-col items-start gap-1.5 sm:items-end">
                <span className="flex items-center gap-2">
                  {pdf && <PdfLink orderId={o.id} />}
                  <span className="font-mono text-sm text-gray-700" dir="ltr">
                    {o.code}
                  </span>
                </span>
                <span className="flex gap-1.5">
                  <StatusBadge status={o.status} />
                  <PaymentBadge status={o.payment_status} />
                </span>
              </div>
            </div>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-gray-200 text-xs uppercase tracking-wide text-gray-500">
                    <th scope="col" className="py-2 pe-3 text-start font-semibold">
                      {t("invoice_product")}
                    </th>
                    <th scope="col" className="px-2 py-2 text-center font-semibold">
                      {t("invoice_qty")}
                    </th>
                    <th scope="col" className="px-2 py-2 text-end font-semibold">
                      {t("unit_price")}
                    </th>
                    <th scope="col" className="py-2 ps-2 text-end font-semibold">
                      {t("invoice_amount")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 tabular-nums">
                  {o.order_details.map((l) => (
                    <tr key={l.id} data-testid="invoice-line">
                      <td className="py-3 pe-3 align-top">
                        <Link
                          to={`/product/${l.product_slug}`}
                          className="font-medium text-gray-900 hover:text-primary"
                          data-testid="invoice-product"
                        >
                          {l.product_name}
                        </Link>
                        {(l.variation || l.sku) && (
                          <span className="block text-xs text-gray-500">
                            {[l.variation, l.sku].filter(Boolean).map(isolate).join(" · ")}
                          </span>
                        )}
                      </td>
                      <td className="px-2 py-3 text-center align-top" data-testid="invoice-qty">
                        {l.quantity}
                      </td>
                      <td className="whitespace-nowrap px-2 py-3 text-end align-top">
                        {price(l.price)}
                        {l.unit_discount !== "0.00" && <s className="block text-xs text-gray-500">{price(l.unit_price)}</s>}
                      </td>
                      <td className="whitespace-nowrap py-3 ps-2 text-end align-top font-medium">{price(l.subtotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-4">
              <OrderTotals figures={o} currency={data.currency} />
            </div>
            <div className="print:hidden">
              <ParcelTimelines parcels={o.shipments} />
            </div>
          </section>
        ))}

        {data.grand && data.orders.length > 1 && (
          <div className="border-t-2 border-gray-900 pt-4">
            <OrderTotals figures={data.grand} currency={data.currency} totalLabel={t("grand_total")} testId="grand-total" />
          </div>
        )}

        <footer className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gray-50 p-4 text-sm print:bg-transparent print:px-0">
          <p>
            <span className="text-gray-600">{t("payment_method")}: </span>
            <span className="font-medium">{t(`payment_type_${data.paymentType ?? "none"}`)}</span>{" "}
            <PaymentBadge status={data.paymentStatus} />
          </p>
          <p className="text-gray-500">{t("invoice_currency_note", { code: data.currency.code })}</p>
        </footer>
      </article>
    </div>
  );
}
