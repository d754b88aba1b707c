import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { DecisionButtons } from "../ApprovalQueue";
import type { AdminOrderView } from "./order-view";
import { useOrderMoney } from "./useOrderMoney";

/** The order's refund requests: state, amount, reason and decision note; a pending one can be approved or rejected (with a note). */
export function OrderRefunds({ refunds }: { refunds: AdminOrderView["refunds"] }) {
  const { t } = useTranslation();
  const format = useOrderMoney();
  return (
    <Card>
      <h2 className="mb-2 font-semibold">{t("admin_order_refunds")}</h2>
      {refunds.length === 0 ? (
        <p className="text-sm text-gray-600">{t("admin_order_no_refund")}</p>
      ) : (
        refunds.map((r) => (
          <div key={r.id} className="space-y-2 text-sm" data-testid="admin-order-refund" data-status={r.status}>
            <p className="font-semibold">
              {t(`admin_order_refund_status_${r.status}`)} · <bdi>{format(r.amount)}</bdi>
            </p>
            <p className="text-gray-700" dir="auto">
              <span className="text-gray-500">{t("admin_order_refund_reason")}: </span>
              {r.reason}
            </p>
            {r.decision_note && (
              <p className="text-gray-600" dir="auto">
                {r.decision_note}
              </p>
            )}
            {r.status === "pending" && (
              <DecisionButtons
                decisions={[
                  {
                    key: "accept",
                    label: t("admin_refund_approve"),
                    path: `seller/refund-requests/${r.id}/accept`,
                    primary: true,
                    testId: "refund-approve",
                  },
                  {
                    key: "reject",
                    label: t("admin_refund_reject"),
                    path: `seller/refund-requests/${r.id}/reject`,
                    testId: "refund-reject",
                  },
                ]}
                reason={{ placeholder: t("admin_refund_note"), forKey: "reject", name: "note" }}
              />
            )}
          </div>
        ))
      )}
    </Card>
  );
}
