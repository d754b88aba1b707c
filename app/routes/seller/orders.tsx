import { useNavigate, useSearchParams } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { DataTable } from "../../components/backoffice/DataTable";
import { OrderFilters } from "../../components/seller/orders/OrderFilters";
import { useOrderColumns } from "../../components/seller/orders/useOrderColumns";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/orders";

/** The table's state is the URL's (page, per_page, sort, dir, status, q); a query the server refuses shows the first page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return context.seller.orders(query);
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_orders", noindex: true });

/** `/seller/orders`: the shop's own orders, sorted, filtered and paged by the server. */
export default function SellerOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { orders, query } = loaderData;
  const columns = useOrderColumns();
  const sortBy = (id: string, desc: boolean) => {
    const next = new URLSearchParams(params);
    next.set("sort", id);
    next.set("dir", desc ? "desc" : "asc");
    next.delete("page");
    navigate(`?${next}`);
  };
  return (
    <>
      <PageHeading title={t("seller_orders")} text={t("seller_orders_total", { count: orders.total, n: number(orders.total) })} />
      <OrderFilters query={query} />
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
