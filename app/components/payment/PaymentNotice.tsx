import { useTranslation } from "../../i18n/i18n";
import { CheckCircle2, Clock, Info, XCircle } from "../ui/icon-set";

const TONES = {
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: XCircle },
  success: { box: "border-green-200 bg-green-50 text-green-900", icon: CheckCircle2 },
  waiting: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: Clock },
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", icon: Info },
} as const;

/** What happened to the last attempt, or where the group stands: one clear line above the page. */
export function PaymentNotice({
  returned,
  paymentStatus,
  openGateway,
}: {
  returned: string | null;
  paymentStatus: string;
  openGateway: string | null;
}) {
  const { t } = useTranslation();
  const notice: [keyof typeof TONES, string] | null =
    paymentStatus === "paid"
      ? ["success", "pay_paid_message"]
      : returned === "cancelled"
        ? ["info", "pay_cancelled_message"]
        : returned === "failed"
          ? ["error", "pay_failed_message"]
          : returned === "invalid"
            ? ["error", "pay_invalid_message"]
            : openGateway === "offline_method"
              ? ["waiting", "pay_awaiting_message"]
              : openGateway === "cash_on_delivery"
                ? ["info", "pay_cod_message"]
                : null;
  if (!notice) return null;
  const { box, icon: Icon } = TONES[notice[0]];
  return (
    <p
      className={`mb-5 flex items-start gap-3 rounded-xl border p-4 text-sm ${box}`}
      role={notice[0] === "error" ? "alert" : "status"}
      data-testid="payment-notice"
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{t(notice[1])}</span>
    </p>
  );
}
