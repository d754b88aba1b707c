import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { ShoppingBag } from "../ui/icon-set";
import { PaymentNotice } from "./PaymentNotice";

/** The payment page without a group to pay: the gateway's notice when one sent the buyer back, and a way to the products. */
export function NothingToPay({ returned }: { returned: string | null }) {
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
