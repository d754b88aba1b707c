import { Form } from "react-router";
import type { z } from "zod";
import type { OrderQuery } from "../../../../domain/seller/seller-orders";
import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";

const STATUSES = ["pending", "confirmed", "picked_up", "on_the_way", "delivered", "cancelled"] as const;
const field = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

/** The orders' search, status filter and page size, sent as the page's URL (a GET form that keeps the sort). */
export function OrderFilters({ query }: { query: z.output<typeof OrderQuery> }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  return (
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
  );
}
