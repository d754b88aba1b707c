import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { PaymentMethods } from "../components/payment/PaymentMethods";
import { PaymentNotice } from "../components/payment/PaymentNotice";
import { PaymentTotals } from "../components/payment/PaymentTotals";
import { SellerOrders } from "../components/payment/SellerOrders";
import { useGroupPrice } from "../components/payment/useGroupPrice";
import { Lock, ReceiptText, ShoppingBag } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { api } from "../lib/api";
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
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const price = useGroupPrice(view.group.currency);
  const [type, setType] = useState<string | null>(view.payment_form.payment_type);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setType(view.payment_form.payment_type);
    setFile(null);
  }, [view]);
  const paid = view.group.payment_status === "paid";
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(view.group.created_at));
  const alreadySent = view.open_payment?.gateway === "offline_method";

  const pay = async () => {
    if (!type) return;
    setBusy(true);
    try {
      // the spec's payment form; the server reads only the type, the group and the method, and recomputes every figure
      const fields: Record<string, unknown> = { ...view.payment_form, payment_type: type, code: view.group.code };
      if (type === "offline_method" && view.offline_methods[0]) fields.id = view.offline_methods[0].id;
      let body: unknown = fields;
      if (type === "offline_method") {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === "object" ? JSON.stringify(v) : String(v));
        if (file) form.append("file", file);
        body = form;
      }
      const answer = await api<{ success: string; code: string; redirect_url: string | null }>("user/complete-order", {
        method: "POST",
        body,
      });
      if (answer.redirect_url) {
        toast.info(answer.success);
        window.location.assign(answer.redirect_url);
        return;
      }
      toast.success(answer.success);
      navigate(`/order-confirmation?code=${encodeURIComponent(answer.code)}`);
    } catch {
      // the error toast is shown by api()
    }
    setBusy(false);
  };

  const label =
    type === "cash_on_delivery"
      ? t("pay_button_cod")
      : type === "offline_method"
        ? t("pay_button_receipt")
        : t("pay_button", { amount: price(view.payment_form.total) });
  const blocked = !type || busy || (type === "offline_method" && !file && !alreadySent);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-5">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t("pay_heading")}</h1>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-600">
          <span data-testid="payment-code">{t("pay_order_code", { code: view.group.code })}</span>
          <span aria-hidden="true">·</span>
          <span>{t("pay_placed_on", { date })}</span>
        </p>
      </div>
      <PaymentNotice returned={returned} paymentStatus={view.group.payment_status} openGateway={view.open_payment?.gateway ?? null} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-4">
          <h2 className="text-lg font-semibold text-gray-900">{t("pay_summary")}</h2>
          <SellerOrders orders={view.orders} price={price} />
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
          {paid ? (
            <div className="rounded-2xl border border-gray-100 bg-white p-5 text-center">
              <ReceiptText className="mx-auto size-10 text-green-600" aria-hidden="true" />
              <Link
                to={`/order-confirmation?code=${encodeURIComponent(view.group.code)}`}
                className="mt-3 inline-block rounded-full bg-primary px-6 py-2.5 font-semibold text-white hover:opacity-90"
              >
                {t("pay_view_order")}
              </Link>
            </div>
          ) : (
            <>
              <section className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5">
                <h2 className="mb-3 text-lg font-semibold text-gray-900">{t("pay_choose_method")}</h2>
                <PaymentMethods view={view} value={type} onChange={setType} onFile={setFile} fileName={file?.name ?? null} />
              </section>
              <section className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5">
                <PaymentTotals form={view.payment_form} price={price} />
                <button
                  type="button"
                  onClick={() => void pay()}
                  disabled={blocked}
                  data-testid="pay-button"
                  className="mt-4 flex w-full items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-white transition hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <Lock className="size-4" aria-hidden="true" />
                  {busy ? t("pay_processing") : label}
                </button>
                <p className="mt-3 text-center text-xs text-gray-500">{t("pay_secure_note")}</p>
              </section>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}

function NothingToPay({ returned }: { returned: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PaymentNotice returned={returned} paymentStatus="unpaid" openGateway={null} />
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-gray-100 bg-white px-4 py-14 text-center">
        <ShoppingBag className="size-12 text-gray-300" aria-hidden="true" />
        <h1 className="text-lg font-semibold text-gray-900" data-testid="payment-empty">
          {t("pay_empty_title")}
        </h1>
        <p className="max-w-sm text-sm text-gray-600">{t("pay_empty_text")}</p>
        <Link to="/products" className="mt-2 rounded-full bg-primary px-6 py-2 font-semibold text-white hover:opacity-90">
          {t("pay_continue_shopping")}
        </Link>
      </div>
    </div>
  );
}
