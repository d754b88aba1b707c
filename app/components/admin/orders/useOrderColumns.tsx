import { Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useFormatMoney } from "../../../lib/price";
import { useStore } from "../../../store/store";
import { DecisionButtons, useDateTime } from "../../backoffice/ApprovalQueue";
import type { ColumnDef } from "../../backoffice/ServerTable";
import { PaymentBadge, StatusBadge } from "../../orders/StatusBadge";
import type { AdminOrderRow } from "./order-list";

/**
 * The orders table's columns. The refund column only where a request waits (the table stays
 * narrow otherwise); requests wait only on delivered, paid orders, so the refunds tab (`waiting`)
 * leaves the payment and status columns out for the decision's room.
 */
export function useOrderColumns(rows: AdminOrderRow[], waiting: boolean): ColumnDef<AdminOrderRow, unknown>[] {
  const { t } = useTranslation();
  const date = useDateTime();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const columns: ColumnDef<AdminOrderRow, unknown>[] = [
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
    { id: "buyer", header: t("admin_orders_col_buyer"), cell: ({ row }) => <OrderBuyer buyer={row.original.buyer} /> },
    { id: "shop", header: t("admin_orders_col_shop"), cell: ({ row }) => <bdi>{row.original.shop.name}</bdi>, meta: { narrow: false } },
    {
      id: "total",
      header: t("admin_orders_col_total"),
      cell: ({ row }) => <bdi className="whitespace-nowrap font-semibold">{money(row.original.total, { zeroAsNegotiable: false })}</bdi>,
    },
    { id: "payment", header: t("admin_orders_payment"), cell: ({ row }) => <PaymentBadge status={row.original.payment_status} /> },
    { id: "status", header: t("admin_orders_status"), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: "refund", header: t("admin_orders_col_refund"), cell: ({ row }) => <RefundDecision order={row.original} /> },
  ];
  return columns.filter((c) =>
    c.id === "refund" ? rows.some((r) => r.pending_refund !== null) : !(waiting && (c.id === "payment" || c.id === "status")),
  );
}

/** The buyer's name and e-mail, each cut to the column's width. */
function OrderBuyer({ buyer }: { buyer: AdminOrderRow["buyer"] }) {
  return (
    <span className="block max-w-56 text-sm">
      <bdi className="block truncate">{buyer.name}</bdi>
      <span className="block truncate text-xs text-gray-500" dir="ltr">
        {buyer.email}
      </span>
    </span>
  );
}

/** The order's waiting refund request: the buyer's reason, and the operator's approve or reject (with a note). */
function RefundDecision({ order }: { order: AdminOrderRow }) {
  const { t } = useTranslation();
  if (order.pending_refund === null) return null;
  return (
    <div className="min-w-64 space-y-2">
      <p className="line-clamp-3 text-sm text-gray-700" dir="auto" data-testid="refund-reason">
        {order.pending_refund.reason}
      </p>
      <DecisionButtons
        decisions={[
          {
            key: "accept",
            label: t("admin_refund_approve"),
            path: `seller/refund-requests/${order.pending_refund_id}/accept`,
            primary: true,
            testId: "refund-approve",
          },
          {
            key: "reject",
            label: t("admin_refund_reject"),
            path: `seller/refund-requests/${order.pending_refund_id}/reject`,
            testId: "refund-reject",
          },
        ]}
        reason={{ placeholder: t("admin_refund_note"), forKey: "reject", name: "note" }}
      />
    </div>
  );
}
