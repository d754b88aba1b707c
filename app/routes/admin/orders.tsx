import { Form, Link } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { type ColumnDef, ServerTable } from "../../components/backoffice/ServerTable";
import { PaymentBadge, StatusBadge } from "../../components/orders/StatusBadge";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/orders";
import { AdminErrorBoundary } from "./layout";

/** `/admin/orders?q=&status=&payment_status=&shop=&from=&to=&refund=pending&sort=&dir=&page=`: every shop's orders, filtered, sorted and paged on the server (operators with `orders`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.orders(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_orders_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["data"][number];
const STATUSES = ["pending", "confirmed", "picked_up", "on_the_way", "delivered", "cancelled"] as const;
const PAYMENTS = ["unpaid", "paid", "refunded"] as const;
const INPUT = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateTime();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { filters, shops, invalid } = loaderData;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "code",
      header: t("admin_orders_col_code"),
      cell: ({ row }) => (
        <Link
          to={`/admin/orders/${row.original.code}`}
          className="whitespace-nowrap font-mono text-sm font-semibold text-primary hover:underline"
          dir="ltr"
          data-testid="admin-order-link"
        >
          {row.original.code}
        </Link>
      ),
    },
    {
      id: "created_at",
      header: t("admin_orders_col_date"),
      cell: ({ row }) => <span className="whitespace-nowrap text-xs">{date(row.original.date)}</span>,
    },
    {
      id: "buyer",
      header: t("admin_orders_col_buyer"),
      cell: ({ row }) => (
        <span className="block max-w-56 text-sm">
          <bdi className="block truncate">{row.original.buyer.name}</bdi>
          <span className="block truncate text-xs text-gray-500" dir="ltr">
            {row.original.buyer.email}
          </span>
        </span>
      ),
    },
    { id: "shop", header: t("admin_orders_col_shop"), cell: ({ row }) => <bdi>{row.original.shop.name}</bdi>, meta: { narrow: false } },
    {
      id: "total",
      header: t("admin_orders_col_total"),
      cell: ({ row }) => <bdi className="whitespace-nowrap font-semibold">{money(row.original.total, { zeroAsNegotiable: false })}</bdi>,
    },
    { id: "payment", header: t("admin_orders_payment"), cell: ({ row }) => <PaymentBadge status={row.original.payment_status} /> },
    { id: "status", header: t("admin_orders_status"), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    {
      id: "refund",
      header: t("admin_orders_col_refund"),
      cell: ({ row }) =>
        row.original.pending_refund === null ? null : (
          <div className="min-w-64 space-y-2">
            <p className="line-clamp-3 text-sm text-gray-700" dir="auto" data-testid="refund-reason">
              {row.original.pending_refund.reason}
            </p>
            <DecisionButtons
              decisions={[
                {
                  key: "accept",
                  label: t("admin_refund_approve"),
                  path: `seller/refund-requests/${row.original.pending_refund_id}/accept`,
                  primary: true,
                  testId: "refund-approve",
                },
                {
                  key: "reject",
                  label: t("admin_refund_reject"),
                  path: `seller/refund-requests/${row.original.pending_refund_id}/reject`,
                  testId: "refund-reject",
                },
              ]}
              reason={{ placeholder: t("admin_refund_note"), forKey: "reject", name: "note" }}
            />
          </div>
        ),
    },
  ];
  // the refund column only where a request waits (the table stays narrow otherwise)
  // requests wait only on delivered, paid orders: that tab leaves those two columns out for the decision's room
  const waiting = filters.refund === "pending";
  const shown = columns.filter((c) =>
    c.id === "refund" ? loaderData.data.some((r) => r.pending_refund !== null) : !(waiting && (c.id === "payment" || c.id === "status")),
  );
  const tab = (refund: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-medium ${(filters.refund === "pending") === refund ? "bg-primary text-white" : "border border-gray-300 text-gray-700 hover:border-primary"}`;
  const toolbar = (
    <div className="space-y-3">
      <nav className="flex flex-wrap gap-2" data-testid="admin-orders-tabs">
        <Link to="?" className={tab(false)} aria-current={filters.refund === "" ? "page" : undefined}>
          {t("admin_orders_tab_all")}
        </Link>
        <Link
          to="?refund=pending"
          className={tab(true)}
          aria-current={filters.refund === "pending" ? "page" : undefined}
          data-testid="admin-orders-refunds-tab"
        >
          {t("admin_orders_tab_refunds")}
        </Link>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="admin-orders-filter">
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
        {filters.refund && <input type="hidden" name="refund" value={filters.refund} />}
        <label className="min-w-56 flex-1 text-sm">
          <span className="sr-only">{t("admin_orders_search")}</span>
          <input
            name="q"
            defaultValue={filters.q}
            placeholder={t("admin_orders_search")}
            className={`${INPUT} w-full`}
            dir="auto"
            data-testid="admin-orders-q"
          />
        </label>
        <select
          name="status"
          defaultValue={filters.status}
          className={INPUT}
          aria-label={t("admin_orders_status")}
          data-testid="admin-orders-status"
        >
          <option value="">
            {t("admin_orders_status")}: {t("backoffice_all")}
          </option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`order_status_${s}`)}
            </option>
          ))}
        </select>
        <select name="payment_status" defaultValue={filters.payment_status} className={INPUT} aria-label={t("admin_orders_payment")}>
          <option value="">
            {t("admin_orders_payment")}: {t("backoffice_all")}
          </option>
          {PAYMENTS.map((s) => (
            <option key={s} value={s}>
              {t(`payment_status_${s}`)}
            </option>
          ))}
        </select>
        <select name="shop" defaultValue={String(filters.shop)} className={`${INPUT} max-w-48`} aria-label={t("admin_orders_shop")}>
          <option value="">
            {t("admin_orders_shop")}: {t("backoffice_all")}
          </option>
          {shops.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1 text-sm text-gray-600">
          {t("admin_orders_from")}
          <input type="date" name="from" defaultValue={filters.from} className={INPUT} />
        </label>
        <label className="flex items-center gap-1 text-sm text-gray-600">
          {t("admin_orders_to")}
          <input type="date" name="to" defaultValue={filters.to} className={INPUT} />
        </label>
        <button type="submit" className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white" data-testid="admin-orders-apply">
          {t("backoffice_filter")}
        </button>
      </Form>
      {invalid.length > 0 && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("admin_orders_invalid")}
        </p>
      )}
    </div>
  );
  return (
    <div className="space-y-4">
      <PageHeading title={t("admin_orders_title")} text={t("admin_orders_text")} />
      <ServerTable
        page={loaderData}
        columns={shown}
        sortable={["code", "created_at", "total"]}
        sort={{ by: filters.sort, dir: filters.dir }}
        testId="admin-orders-table"
        toolbar={toolbar}
      />
    </div>
  );
}
