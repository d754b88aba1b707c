import { Link } from "react-router";
import { isolate } from "../../../../kernel/i18n/numbers";
import { useTranslation } from "../../../i18n/i18n";
import { Card, PageHeading } from "../../account/PageHeading";
import { FileText, Printer } from "../../ui/icon-set";
import { useDateTime } from "../ApprovalQueue";
import { AdminOrderBuyer, SellerOrderBuyer } from "./OrderBuyer";
import { OrderFees } from "./OrderFees";
import { OrderHistory } from "./OrderHistory";
import { OrderLines } from "./OrderLines";
import { OrderMoves } from "./OrderMoves";
import { OrderParcels } from "./OrderParcels";
import { OrderPayments } from "./OrderPayments";
import { OrderRefunds } from "./OrderRefunds";
import { OrderRider } from "./OrderRider";
import { OrderState } from "./OrderState";
import type { AdminOrderView, SellerOrderView } from "./order-view";

const linkButton = "rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-primary hover:text-primary";

/**
 * One order in the back office, for the console's operator and for the shop's seller: its state
 * and the moves the lifecycle allows, its lines and figures, the buyer and the history. The
 * console adds the shop, the payments and the refund requests; the seller, the packing slip, the
 * invoice and what the sale leaves them (`OrderFees`).
 */
export function OrderScreen(props: { side: "admin"; order: AdminOrderView } | { side: "seller"; order: SellerOrderView }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const { side, order } = props;
  return (
    <div className="space-y-4">
      {props.side === "admin" ? (
        <PageHeading
          title={`${t("admin_order_title")} ${isolate(order.code)}`}
          text={`${date(order.date)} · ${props.order.shop.name}`}
          action={
            <Link to="/admin/orders" className={linkButton}>
              {t("admin_order_back")}
            </Link>
          }
        />
      ) : (
        <PageHeading
          title={`${t("seller_order")} ${isolate(order.code)}`}
          text={date(order.date)}
          action={<SellerOrderLinks code={order.code} />}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <Card>
            <OrderState order={order} side={side} />
            <OrderMoves order={order} side={side} />
            <OrderLines order={order} side={side} />
          </Card>
          {props.side === "seller" && <OrderParcels code={order.code} status={order.status} parcels={props.order.shipments} />}
          {props.side === "admin" && <OrderRefunds refunds={props.order.refunds} />}
        </div>
        <div className="min-w-0 space-y-4">
          {props.side === "admin" ? <AdminOrderBuyer order={props.order} /> : <SellerOrderBuyer order={order} />}
          {props.side === "admin" && <OrderPayments payments={props.order.payments} />}
          {props.side === "seller" && <OrderRider code={order.code} panel={props.order.rider} />}
          {props.side === "seller" && <OrderFees fees={props.order.fees} />}
          <OrderHistory history={order.history} side={side} />
        </div>
      </div>
    </div>
  );
}

/** The seller's links beside the order's title: its packing slip and its invoice. */
function SellerOrderLinks({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`/seller/orders/${code}/packing-slip`}
        className={`inline-flex items-center gap-1.5 ${linkButton}`}
        data-testid="seller-packing-slip-link"
      >
        <Printer className="size-4" aria-hidden="true" />
        {t("seller_packing_slip")}
      </Link>
      <Link to={`/get-invoice/${code}`} className={`inline-flex items-center gap-1.5 ${linkButton}`}>
        <FileText className="size-4" aria-hidden="true" />
        {t("invoice")}
      </Link>
    </div>
  );
}
