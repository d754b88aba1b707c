import { isolate } from "../../../../kernel/i18n/numbers";
import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";
import { useStore } from "../../../store/store";
import { PriceBreakdown } from "../../ui/PriceBreakdown";
import type { BackOfficeOrderView, Side } from "./order-view";
import { useOrderMoney } from "./useOrderMoney";

/** The order's lines (picture, name, variant and SKU, quantity × price, line total) and its figures: the one price breakdown. */
export function OrderLines({ order, side }: { order: BackOfficeOrderView; side: Side }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const format = useOrderMoney();
  const { state } = useStore();
  return (
    <>
      {side === "admin" && <h2 className="font-semibold text-gray-900">{t("admin_order_lines")}</h2>}
      <ul className="divide-y divide-gray-100">
        {order.lines.map((l) => (
          <li key={l.id} className="flex items-center gap-3 py-3 text-sm">
            {l.image && <img src={l.image} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />}
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900" dir="auto">
                {l.name}
              </p>
              <p className="text-xs text-gray-500">
                {[l.variant, l.sku].filter(Boolean).map(isolate).join(" · ")} {l.variant || l.sku ? "·" : ""} {number(l.quantity)} ×{" "}
                <bdi>{format(l.unit_price)}</bdi>
              </p>
            </div>
            <bdi className="font-semibold">{format(l.total)}</bdi>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-gray-100 pt-4">
        <PriceBreakdown
          figures={order}
          currency={state.default_currency}
          totalLabel={t("seller_order_total")}
          testPrefix={side === "admin" ? "admin-order" : "seller-order"}
        />
      </div>
    </>
  );
}
