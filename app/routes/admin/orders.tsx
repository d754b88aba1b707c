import { PageHeading } from "../../components/account/PageHeading";
import { OrderListToolbar } from "../../components/admin/orders/OrderListToolbar";
import { useOrderColumns } from "../../components/admin/orders/useOrderColumns";
import { ServerTable } from "../../components/backoffice/ServerTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/orders";
import { AdminErrorBoundary } from "./layout";

/** `/admin/orders?q=&status=&payment_status=&shop=&from=&to=&refund=pending&sort=&dir=&page=`: every shop's orders, filtered, sorted and paged on the server (operators with `orders`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.orders(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_orders_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, shops, invalid } = loaderData;
  const columns = useOrderColumns(loaderData.data, filters.refund === "pending");
  return (
    <div className="space-y-4">
      <PageHeading title={t("admin_orders_title")} text={t("admin_orders_text")} />
      <ServerTable
        page={loaderData}
        columns={columns}
        sortable={["code", "created_at", "total"]}
        sort={{ by: filters.sort, dir: filters.dir }}
        testId="admin-orders-table"
        toolbar={<OrderListToolbar filters={filters} shops={shops} invalid={invalid} />}
      />
    </div>
  );
}
