import { useId } from "react";
import type { PaymentOrderView } from "../../../domain/payments/payment-order";
import { useTranslation } from "../../i18n/i18n";
import { Banknote, CreditCard, FlaskConical, Landmark, type LucideIcon, Paperclip, Wallet } from "../ui/icon-set";
import { useGroupPrice } from "./useGroupPrice";

type View = PaymentOrderView;
const ICONS: Record<string, LucideIcon> = {
  cash_on_delivery: Banknote,
  offline_method: Landmark,
  sandbox: FlaskConical,
  stripe: CreditCard,
  wallet: Wallet,
};

/**
 * The payment types on offer as radio cards; the bank transfer's card opens the shop's bank
 * details and the receipt upload when chosen.
 */
export function PaymentMethods({
  view,
  value,
  onChange,
  onFile,
  fileName,
}: {
  view: View;
  value: string | null;
  onChange: (type: string) => void;
  onFile: (file: File | null) => void;
  fileName: string | null;
}) {
  const { t } = useTranslation();
  const name = useId();
  const price = useGroupPrice(view.group.currency);
  const sentReceipt = view.open_payment?.gateway === "offline_method" ? view.open_payment : null;
  if (!view.payment_types.length)
    return (
      <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900" role="status">
        {t("pay_no_methods")}
      </p>
    );
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t("pay_choose_method")}</legend>
      {view.payment_types.map(({ type }) => {
        const Icon = ICONS[type] ?? CreditCard;
        const chosen = value === type;
        return (
          <div
            key={type}
            className={`rounded-xl border transition ${chosen ? "border-primary bg-primary-soft/50 ring-1 ring-primary" : "border-gray-200 bg-white hover:border-gray-300"}`}
          >
            <label className="flex cursor-pointer items-start gap-3 p-4" data-testid={`pay-type-${type}`}>
              <input
                type="radio"
                name={name}
                value={type}
                checked={chosen}
                onChange={() => onChange(type)}
                className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
              />
              <span
                className={`grid size-10 shrink-0 place-items-center rounded-lg ${chosen ? "bg-primary text-white" : "bg-gray-100 text-gray-600"}`}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-gray-900">{t(`pay_type_${type}`)}</span>
                <span className="mt-0.5 block text-sm text-gray-600">{t(`pay_type_${type}_hint`)}</span>
                {type === "wallet" && view.wallet_balance !== null && (
                  <span className="mt-0.5 block text-sm font-medium text-gray-900" data-testid="wallet-balance-hint">
                    {t("wallet_pay_balance", { amount: price(view.wallet_balance) })}
                  </span>
                )}
              </span>
            </label>
            {chosen && type === "offline_method" && (
              <div className="space-y-3 border-t border-primary/20 px-4 pb-4 pt-3">
                {view.offline_methods.map((m) => (
                  <div key={m.id}>
                    <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("pay_bank_details")}</p>
                    {/* one part a line (the setting separates them with "·" or new lines), so an account number never breaks across lines in RTL */}
                    <ul
                      className="mt-1 space-y-1 rounded-lg bg-white p-3 text-sm leading-6 text-gray-800 ring-1 ring-gray-200"
                      data-testid="bank-details"
                    >
                      {m.instructions
                        .split(/\s*[·\n]\s*/)
                        .filter(Boolean)
                        .map((part) => (
                          <li key={part} dir="auto" className="text-start">
                            {part}
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
                {sentReceipt && (
                  <p className="text-sm text-gray-700">
                    {t("pay_receipt_sent")}{" "}
                    {sentReceipt.receipt_url && (
                      <a href={sentReceipt.receipt_url} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
                        {t("pay_view_receipt")}
                      </a>
                    )}
                  </p>
                )}
                <label className="block">
                  <span className="mb-1.5 block text-sm font-medium text-gray-700">{t("pay_receipt_label")}</span>
                  <span className="flex items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white p-3 hover:border-primary">
                    <Paperclip className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate text-sm text-gray-600" dir="auto">
                      {fileName ?? t("pay_receipt_hint")}
                    </span>
                    <input
                      type="file"
                      accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
                      className="sr-only"
                      data-testid="receipt-input"
                      onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
                    />
                  </span>
                </label>
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
