import { OrderScreen } from "../../components/backoffice/order/OrderScreen";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/order";
import { AdminErrorBoundary } from "./layout";

export async function loader({ params, context }: Route.LoaderArgs) {
  return context.admin.order(params.code);
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: (t) => `${t("admin_order_title")} ${args.data?.order.code ?? ""}`, noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

/**
 * `/admin/orders/:code` (operators with `orders`): one order of any shop. The moves and the refund
 * decision go through the seller's own calls, which let an operator act, notify the buyer through
 * the job queue and record the operator's action in the audit log.
 */
export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return <OrderScreen side="admin" order={loaderData.order} />;
}
