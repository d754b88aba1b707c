import { toast } from "sonner";
import type { AffiliateDashboard } from "../../../domain/affiliate/dashboard";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useDates } from "../../lib/dates";
import { useNumbers } from "../../lib/price";
import { Copy, HandCoins, MousePointerClick, ShoppingBag, Wallet } from "../ui/icon-set";
import { useCopy } from "./LinkBuilder";

type Money = (amount: string) => string;

/** A commission rate as the terms give it ("5.00", "7.50") in the language's digits, without needless zeros ("5", "7.5"). */
export function useRateText() {
  const { number } = useNumbers();
  return (rate: string) => number(rate.replace(/\.?0+$/, ""));
}

/** The member's home link with the code, and the figures: clicks, orders, earnings and balance. */
export function AffiliateSummary({ dashboard, money }: { dashboard: AffiliateDashboard; money: Money }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const copy = useCopy();
  const s = dashboard.summary;
  const tiles = [
    { label: "affiliate_stat_clicks", value: number(s.clicks), icon: MousePointerClick, id: "clicks" },
    { label: "affiliate_stat_orders", value: number(s.orders), icon: ShoppingBag, id: "orders" },
    { label: "affiliate_stat_pending", value: money(s.pending), icon: HandCoins, id: "pending" },
    { label: "affiliate_stat_booked", value: money(s.booked), icon: HandCoins, id: "booked" },
    // booked, but withdrawable only once the orders' return window ends (decision 071)
    { label: "affiliate_stat_in_return_window", value: money(s.in_return_window), icon: HandCoins, id: "in-return-window" },
    { label: "affiliate_stat_reversed", value: money(s.reversed), icon: HandCoins, id: "reversed" },
    { label: "affiliate_stat_held", value: money(s.held), icon: Wallet, id: "held" },
  ];
  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-5 text-white sm:p-6">
        <p className="text-sm opacity-90">{t("affiliate_stat_balance")}</p>
        <p className="text-3xl font-bold" data-testid="affiliate-balance">
          <bdi>{money(s.balance)}</bdi>
        </p>
        <p className="mt-4 text-sm opacity-90">
          {t("affiliate_your_link")} · <bdi>{t("affiliate_your_code", { code: dashboard.affiliate.code })}</bdi>
        </p>
        <div className="mt-1 flex items-center gap-2">
          <code className="min-w-0 flex-1 truncate rounded-lg bg-white/15 px-3 py-2 text-sm" dir="ltr" data-testid="affiliate-home-link">
            {dashboard.affiliate.link}
          </code>
          <button
            type="button"
            onClick={() => void copy(dashboard.affiliate.link)}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-primary hover:bg-white/90"
          >
            <Copy className="size-4" aria-hidden="true" />
            {t("affiliate_copy")}
          </button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {tiles.map(({ label, value, icon: Icon, id }) => (
          <div key={id} className="rounded-2xl border border-gray-100 bg-white p-4">
            <dt className="flex items-center gap-2 text-xs font-medium text-gray-600">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {t(label)}
            </dt>
            <dd className="mt-1 text-lg font-bold text-gray-900" data-testid={`affiliate-${id}`}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const STATE_STYLE: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800",
  booked: "bg-green-50 text-green-800",
  reversed: "bg-red-50 text-red-700",
  none: "bg-gray-100 text-gray-600",
  paid: "bg-green-50 text-green-800",
  rejected: "bg-red-50 text-red-700",
  cancelled: "bg-gray-100 text-gray-600",
};

function Badge({ state, label }: { state: string; label: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLE[state] ?? ""}`}>{label}</span>;
}

/** The last referred orders: code, status, goods amount, commission and its state (never the buyer). */
export function ReferredOrders({ orders, money }: { orders: AffiliateDashboard["orders"]; money: Money }) {
  const { t } = useTranslation();
  const date = useDates().day;
  if (!orders.length) return <p className="px-5 py-6 text-sm text-gray-600">{t("affiliate_no_orders")}</p>;
  return (
    <ul className="divide-y divide-gray-100" data-testid="referred-orders">
      {orders.map((o) => (
        <li
          key={o.code}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-5 py-3 text-sm"
          data-testid="referred-order"
        >
          <p className="min-w-0 truncate font-medium text-gray-900">
            <bdi dir="ltr">{o.code}</bdi> <span className="font-normal text-gray-500">· {date(o.created_at)}</span>
          </p>
          <p className="text-end font-semibold text-gray-900" data-testid="order-commission">
            <bdi>{money(o.commission)}</bdi>
          </p>
          <p className="text-gray-600">
            {t(`order_status_${o.status}`)} · {t("affiliate_col_amount")} <bdi>{money(o.amount)}</bdi>
          </p>
          <p className="text-end" data-testid="commission-state">
            <Badge state={o.commission_state} label={t(`affiliate_state_${o.commission_state}`)} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The member's withdrawal requests with their state; a pending one can be cancelled (the money comes back). */
export function WithdrawalList({
  withdrawals,
  money,
  onDone,
}: {
  withdrawals: AffiliateDashboard["withdrawals"];
  money: Money;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const date = useDates().day;
  const cancel = async (id: number) => {
    try {
      const answer = await api<{ success: string }>(`user/affiliate-withdrawals/${id}/cancel`, { method: "POST", body: {} });
      toast.success(answer.success);
      onDone();
    } catch {
      // api() shows the error
    }
  };
  if (!withdrawals.data.length) return <p className="px-5 py-6 text-sm text-gray-600">{t("affiliate_no_withdrawals")}</p>;
  return (
    <ul className="divide-y divide-gray-100" data-testid="withdrawals">
      {withdrawals.data.map((w) => (
        <li key={w.id} className="flex flex-wrap items-center gap-3 px-5 py-3 text-sm" data-testid="withdrawal">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-gray-900">
              <bdi>{money(w.amount)}</bdi>
            </p>
            <p className="text-xs text-gray-500">{date(w.created_at)}</p>
          </div>
          <Badge state={w.status === "pending" ? "pending" : w.status} label={t(`affiliate_wstatus_${w.status}`)} />
          {w.status === "pending" && (
            <button
              type="button"
              onClick={() => void cancel(w.id)}
              className="rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold text-gray-700 hover:border-red-400 hover:text-red-700"
            >
              {t("affiliate_cancel")}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
