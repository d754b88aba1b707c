import { useId, useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";

/** Ask for a payout: an amount (at least the minimum, at most the balance: the server decides) and where to send it. */
export function WithdrawForm({ minimum, onDone }: { minimum: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = Object.fromEntries(new FormData(form).entries());
    setBusy(true);
    setErrors({});
    try {
      const answer = await api<{ success: string }>("user/affiliate-withdrawals", { method: "POST", body: data });
      toast.success(answer.success);
      form.reset();
      onDone();
    } catch (err) {
      // a rule of the whole request (more than the balance) comes as the form's message: it is about the amount
      const found = formErrorsOf(err) ?? {};
      setErrors(found.form && !found.amount && !found.payout_details ? { amount: found.form } : found);
    }
    setBusy(false);
  };
  const input = (bad: boolean) =>
    `block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-sm outline-none focus:ring-2 focus:ring-primary/20 ${bad ? "border-red-400" : "border-gray-300 focus:border-primary"}`;
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate data-testid="withdraw-form">
      <p className="text-sm text-gray-600">{t("affiliate_withdraw_hint", { amount: minimum })}</p>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-gray-700">
          {t("affiliate_withdraw_amount")}
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          className={input(Boolean(errors.amount))}
        />
        {errors.amount && (
          <p className="text-xs text-red-600" role="alert">
            {errors.amount}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-details`} className="block text-sm font-medium text-gray-700">
          {t("affiliate_withdraw_details")}
        </label>
        <input id={`${id}-details`} name="payout_details" dir="auto" maxLength={300} className={input(Boolean(errors.payout_details))} />
        {errors.payout_details && (
          <p className="text-xs text-red-600" role="alert">
            {errors.payout_details}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
        data-testid="withdraw-submit"
      >
        {t("affiliate_withdraw_button")}
      </button>
    </form>
  );
}
