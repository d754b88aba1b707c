import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import type { AdminOrderView } from "./order-view";

/** The payments made for the order's group: gateway, state, amount and currency. */
export function OrderPayments({ payments }: { payments: AdminOrderView["payments"] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-2 font-semibold">{t("admin_order_payments")}</h2>
      {payments.length === 0 ? (
        <p className="text-sm text-gray-600">{t("admin_order_no_payments")}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2">
              <span>
                {t(`payment_type_${p.gateway}`)} · <span className="text-gray-500">{t(`admin_payment_state_${p.status}`)}</span>
              </span>
              <bdi dir="ltr" className="text-xs text-gray-600">
                {p.amount} {p.currency_code}
              </bdi>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
