import { Form, Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import type { AdminOrderPage } from "./order-list";

type Filters = AdminOrderPage["filters"];
const STATUSES = ["pending", "confirmed", "picked_up", "on_the_way", "delivered", "cancelled"] as const;
const PAYMENTS = ["unpaid", "paid", "refunded"] as const;
const INPUT = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

/** Above the orders table: the all / refunds tabs, the filters, and a note when a filter in the address was not read. */
export function OrderListToolbar({ filters, shops, invalid }: { filters: Filters; shops: AdminOrderPage["shops"]; invalid: string[] }) {
  const { t } = useTranslation();
  const tab = (refund: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-medium ${(filters.refund === "pending") === refund ? "bg-primary text-white" : "border border-gray-300 text-gray-700 hover:border-primary"}`;
  return (
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
      <OrderFilters filters={filters} shops={shops} />
      {invalid.length > 0 && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("admin_orders_invalid")}
        </p>
      )}
    </div>
  );
}

/** The orders' filters as a plain GET form: search, status, payment, shop and dates (the sort and tab ride along). */
function OrderFilters({ filters, shops }: { filters: Filters; shops: AdminOrderPage["shops"] }) {
  const { t } = useTranslation();
  return (
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
  );
}
