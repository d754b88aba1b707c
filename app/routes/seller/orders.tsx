import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { PaymentBadge, StatusBadge } from "../../components/orders/StatusBadge";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/orders";

const STATUSES = ["pending", "confirmed", "picked_up", "on_the_way", "delivered", "cancelled"] as const;

/** The table's state is the URL's (page, per_page, sort, dir, status, q); a query the server refuses shows the first page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return context.seller.orders(query);
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_orders", noindex: true });

type Row = Route.ComponentProps["loaderData"]["orders"]["data"][number];

/** `/seller/orders`: the shop's own orders, sorted, filtered and paged by the server. */
export default function SellerOrders({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { number } = useNumbers();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { orders, query } = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "code",
      header: t("seller_order_code"),
      enableSorting: true,
      cell: ({ row }) => (
        <Link to={`/seller/orders/${row.original.code}`} className="font-semibold text-primary hover:underline" dir="ltr">
          {row.original.code}
        </Link>
      ),
    },
    { id: "created_at", header: t("seller_order_date"), enableSorting: true, cell: ({ row }) => date(row.original.date) },
    { id: "buyer", header: t("seller_order_buyer"), cell: ({ row }) => <bdi>{row.original.buyer}</bdi> },
    { id: "items", header: t("seller_order_items"), cell: ({ row }) => number(row.original.items) },
    {
      id: "total",
      header: t("seller_order_total"),
      enableSorting: true,
      cell: ({ row }) => <bdi className="font-medium">{money(row.original.total, { zeroAsNegotiable: false })}</bdi>,
    },
    {
      id: "payment",
      header: t("seller_order_payment"),
      cell: ({ row }) => <PaymentBadge status={row.original.payment_status} />,
    },
    {
      id: "status",
      header: t("seller_order_status"),
      enableSorting: true,
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
  ];
  const sortBy = (id: string, desc: boolean) => {
    const next = new URLSearchParams(params);
    next.set("sort", id);
    next.set("dir", desc ? "desc" : "asc");
    next.delete("page");
    navigate(`?${next}`);
  };
  const field = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";
  return (
    <>
      <PageHeading title={t("seller_orders")} text={t("seller_orders_total", { count: orders.total, n: number(orders.total) })} />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">{t("seller_order_search")}</span>
          <input name="q" type="search" defaultValue={query.q} className={field} placeholder={t("seller_order_search_hint")} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">{t("seller_order_status")}</span>
          <select name="status" defaultValue={query.status} className={field} data-testid="seller-order-status-filter">
            <option value="">{t("seller_all_statuses")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`order_status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">{t("seller_per_page")}</span>
          <select name="per_page" defaultValue={String(query.per_page)} className={field}>
            {[10, 20, 50].map((n) => (
              <option key={n} value={n}>
                {number(n)}
              </option>
            ))}
          </select>
        </label>
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <button type="submit" className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90">
          {t("seller_apply_filters")}
        </button>
      </Form>
      <DataTable
        columns={columns}
        data={orders.data}
        rowKey={(r) => r.id}
        sort={{ id: query.sort, desc: query.dir === "desc" }}
        onSort={sortBy}
        caption={t("seller_orders")}
        empty={t("seller_no_orders")}
        testId="seller-orders"
      />
      <Pagination current={orders.current_page} last={orders.last_page} />
    </>
  );
}
