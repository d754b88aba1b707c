import { OrderScreen } from "../../components/backoffice/order/OrderScreen";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/order";

export async function loader({ params, context }: Route.LoaderArgs) {
  return context.seller.order(params.code);
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: (t) => `${t("seller_order")} ${args.data?.order.code ?? ""}`, noindex: true });

/**
 * `/seller/orders/:code`: one of the shop's orders with its lines, buyer and history; the moves
 * the lifecycle allows (the existing `seller/orders/{code}/status` call: the buyer is told), the
 * packing slip and the invoice.
 */
export default function SellerOrder({ loaderData }: Route.ComponentProps) {
  return <OrderScreen side="seller" order={loaderData.order} />;
}
