import { Link } from "react-router";
import type { sellerOrders } from "../../../../domain/seller/seller-orders";
import { useTranslation } from "../../../i18n/i18n";
import { useDates } from "../../../lib/dates";
import { useFormatMoney, useNumbers } from "../../../lib/price";
import { useStore } from "../../../store/store";
import type { ColumnDef } from "../../backoffice/DataTable";
import { PaymentBadge, StatusBadge } from "../../orders/StatusBadge";

type OrderRow = Awaited<ReturnType<typeof sellerOrders>>["orders"]["data"][number];

/** The shop's orders table's columns: code (to the order), date, buyer, items, total, payment and status. */
export function useOrderColumns(): ColumnDef<OrderRow, unknown>[] {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { number } = useNumbers();
  const date = useDates().day;
  return [
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
}
