import { Link } from "react-router";
import type { PaymentOrderView } from "../../../domain/payments/payment-order";
import { useTranslation } from "../../i18n/i18n";
import { Lock, ReceiptText } from "../ui/icon-set";
import { PaymentMethods } from "./PaymentMethods";
import { PaymentTotals } from "./PaymentTotals";
import { usePayment } from "./usePayment";

/** The payment's side: a paid group links to its order; else the methods, the totals and the pay button. */
export function PayPanel({ view, price }: { view: PaymentOrderView; price: (amount: string) => string }) {
  const { t } = useTranslation();
  const { type, setType, file, setFile, busy, blocked, pay } = usePayment(view);
  if (view.group.payment_status === "paid")
    return (
      <div className="rounded-2xl border border-gray-100 bg-white p-5 text-center">
        <ReceiptText className="mx-auto size-10 text-green-600" aria-hidden="true" />
        <Link
          to={`/order-confirmation?code=${encodeURIComponent(view.group.code)}`}
          className="mt-3 inline-block rounded-full bg-primary px-6 py-2.5 font-semibold text-white hover:opacity-90"
        >
          {t("pay_view_order")}
        </Link>
      </div>
    );
  const label =
    type === "cash_on_delivery"
      ? t("pay_button_cod")
      : type === "offline_method"
        ? t("pay_button_receipt")
        : t("pay_button", { amount: price(view.payment_form.total) });
  return (
    <>
      <section className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5">
        <h2 className="mb-3 text-lg font-semibold text-gray-900">{t("pay_choose_method")}</h2>
        <PaymentMethods view={view} value={type} onChange={setType} onFile={setFile} fileName={file?.name ?? null} />
      </section>
      <section className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5">
        <PaymentTotals form={view.payment_form} currency={view.group.currency} />
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
  );
}
