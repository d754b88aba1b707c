import { Link } from "react-router";
import { pageParam } from "../../../kernel/input";
import { PageHeading } from "../../components/account/PageHeading";
import { DigitalOrderRow } from "../../components/orders/DigitalOrderRow";
import { ChevronLeft, ChevronRight, FileDown } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/digital-product-orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = context.account.require(request);
  const page = pageParam(new URL(request.url));
  return { page, ...(await context.orders.digital(userId, page)) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "digital_orders", noindex: true });

/** `/user/digital-product-orders`: paid digital products with their signed download links (an hour each). */
export default function DigitalOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { download_urls: items, next_page_url: hasMore, page, expires_in_minutes } = loaderData;
  const pager =
    "inline-flex items-center gap-1 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm font-medium hover:border-primary";
  return (
    <>
      <PageHeading title={t("digital_orders")} text={t("digital_orders_text", { minutes: expires_in_minutes })} />
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-gray-100 bg-white px-4 py-12 text-center">
          <FileDown className="size-12 text-gray-300" aria-hidden="true" />
          <p className="text-lg font-semibold text-gray-900" data-testid="digital-empty">
            {t("digital_orders_empty")}
          </p>
          <Link to="/user/order-history" className="mt-2 text-sm font-medium text-primary hover:underline">
            {t("order_history")}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100 bg-white">
          {items.map((item) => (
            <DigitalOrderRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {(page > 1 || hasMore) && (
        <nav className="mt-6 flex justify-center gap-2" aria-label={t("pagination")}>
          {page > 1 && (
            <Link to={page === 2 ? "?" : `?page=${page - 1}`} className={pager} rel="prev">
              <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t("previous")}
            </Link>
          )}
          {hasMore && (
            <Link to={`?page=${page + 1}`} className={pager} rel="next">
              {t("next")}
              <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
