import { Link } from "react-router";
import { pageParam } from "../../../kernel/input";
import { PageHeading } from "../../components/account/PageHeading";
import { OrderHistoryItem } from "../../components/orders/OrderHistoryItem";
import { PackageOpen } from "../../components/ui/icon-set";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/order-history";

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = context.account.require(request);
  return context.orders.history(userId, pageParam(new URL(request.url)));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "order_history", noindex: true });

/** `/user/order-history`: the user's orders, newest first, ten a page, with status, invoice, tracking, cancel while pending, and the refund (its state, or the request form while the window is open). */
export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders } = loaderData;
  return (
    <>
      <PageHeading title={t("order_history")} text={t("order_history_text")} />
      {orders.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-gray-100 bg-white px-4 py-12 text-center">
          <PackageOpen className="size-12 text-gray-300" aria-hidden="true" />
          <p className="text-lg font-semibold text-gray-900" data-testid="orders-empty">
            {t("order_history_empty")}
          </p>
          <p className="max-w-sm text-sm text-gray-600">{t("order_history_empty_hint")}</p>
          <Link to="/products" className="mt-2 rounded-full bg-primary px-6 py-2 font-semibold text-white hover:opacity-90">
            {t("continue_to_shop")}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {orders.data.map((o) => (
            <OrderHistoryItem key={o.id} order={o} />
          ))}
        </ul>
      )}
      <Pagination current={orders.current_page} last={orders.last_page} />
    </>
  );
}
