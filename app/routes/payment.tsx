import { isolate } from "../../kernel/i18n/numbers";
import { NothingToPay } from "../components/payment/NothingToPay";
import { PaymentNotice } from "../components/payment/PaymentNotice";
import { PayPanel } from "../components/payment/PayPanel";
import { SellerOrders } from "../components/payment/SellerOrders";
import { useGroupPrice } from "../components/payment/useGroupPrice";
import { useTranslation } from "../i18n/i18n";
import { useDates } from "../lib/dates";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/payment";

/** `/payment/{code?}`: the buyer's group (signed in, or the guest's own session); without a code, the newest one still to pay. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = await context.payments.page(params.code, url.searchParams.get("t"));
  return { view, returned: url.searchParams.get("payment") };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "pay_title", noindex: true });

type View = NonNullable<Route.ComponentProps["loaderData"]["view"]>;

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { view, returned } = loaderData;
  if (!view) return <NothingToPay returned={returned} />;
  return <PayGroup key={view.group.code} view={view} returned={returned} />;
}

function PayGroup({ view, returned }: { view: View; returned: string | null }) {
  const { t } = useTranslation();
  const price = useGroupPrice(view.group.currency);
  const date = useDates().day(view.group.created_at);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-5">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t("pay_heading")}</h1>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-600">
          <span data-testid="payment-code">{t("pay_order_code", { code: isolate(view.group.code) })}</span>
          <span aria-hidden="true">·</span>
          <span>{t("pay_placed_on", { date })}</span>
        </p>
      </div>
      <PaymentNotice returned={returned} paymentStatus={view.group.payment_status} openGateway={view.open_payment?.gateway ?? null} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-4">
          <h2 className="text-lg font-semibold text-gray-900">{t("pay_summary")}</h2>
          <SellerOrders orders={view.orders} price={price} currency={view.group.currency} />
          {view.coupons.length > 0 && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
              <span>{t("pay_coupons_used")}:</span>
              {view.coupons.map((c) => (
                <span key={c.coupon_id} className="rounded-full bg-green-50 px-2.5 py-0.5 font-medium text-green-800" dir="ltr">
                  {c.code}
                </span>
              ))}
            </p>
          )}
        </div>
        <aside className="min-w-0 space-y-4 lg:sticky lg:top-36 lg:self-start">
          <PayPanel view={view} price={price} />
        </aside>
      </div>
    </div>
  );
}
