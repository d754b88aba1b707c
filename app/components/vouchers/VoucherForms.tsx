import { useId, useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";

const INPUT = "block w-full rounded-lg border bg-white px-3 py-2.5 text-start text-sm outline-none focus:ring-2 focus:ring-primary/20";
const border = (bad: boolean) => (bad ? "border-red-400" : "border-gray-300 focus:border-primary");

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Buy a voucher: amount, the recipient's e-mail, a message, the way to pay (the wallet or an
 * online gateway), then `user/gift-voucher/buy`. From the wallet the answer's code is shown here
 * once (the recipient gets it by mail); online, on to the gateway's hosted page.
 */
export function BuyVoucherForm({
  currency,
  balance,
  paymentTypes,
  onDone,
}: {
  currency: string;
  balance: string;
  paymentTypes: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState({ amount: "", recipient_email: "", message: "" });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [code, setCode] = useState<string | null>(null);
  const [paymentType, setPaymentType] = useState(paymentTypes[0] ?? "wallet");
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm({ ...form, [k]: e.currentTarget.value });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await api<{ success: string; voucher: { code?: string }; redirect_url: string | null }>("user/gift-voucher/buy", {
        method: "POST",
        body: { ...form, amount: form.amount.trim(), payment_type: paymentType },
      });
      if (answer.redirect_url) {
        toast.info(answer.success);
        window.location.assign(answer.redirect_url);
        return;
      }
      toast.success(answer.success);
      setCode(answer.voucher.code ?? null);
      setForm({ amount: "", recipient_email: "", message: "" });
      onDone();
    } catch (err) {
      setErrors(formErrorsOf(err) ?? {});
    }
    setBusy(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="voucher-buy-form" noValidate>
      <Field id={`${id}-amount`} label={`${t("wallet_amount")} (${currency})`} error={errors.amount}>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={form.amount}
          onChange={set("amount")}
          aria-invalid={Boolean(errors.amount)}
          className={`${INPUT} ${border(Boolean(errors.amount))}`}
          data-testid="voucher-amount"
        />
      </Field>
      <Field id={`${id}-email`} label={t("gift_voucher_recipient")} error={errors.recipient_email}>
        <input
          id={`${id}-email`}
          type="email"
          dir="ltr"
          value={form.recipient_email}
          onChange={set("recipient_email")}
          aria-invalid={Boolean(errors.recipient_email)}
          className={`${INPUT} ${border(Boolean(errors.recipient_email))}`}
          data-testid="voucher-email"
        />
      </Field>
      <Field id={`${id}-message`} label={t("gift_voucher_message")} error={errors.message}>
        <textarea
          id={`${id}-message`}
          dir="auto"
          rows={3}
          maxLength={500}
          value={form.message}
          onChange={set("message")}
          className={`${INPUT} ${border(Boolean(errors.message))}`}
        />
      </Field>
      {paymentTypes.length > 1 ? (
        <fieldset className="space-y-2" data-testid="voucher-pay-with">
          <legend className="mb-1.5 text-sm font-medium text-gray-700">{t("gift_voucher_pay_with")}</legend>
          {paymentTypes.map((type) => (
            <label
              key={type}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm font-medium text-gray-900 ${paymentType === type ? "border-primary bg-primary-soft/50 ring-1 ring-primary" : "border-gray-200 hover:border-gray-300"}`}
            >
              <input
                type="radio"
                name={`${id}-pay`}
                value={type}
                checked={paymentType === type}
                onChange={() => setPaymentType(type)}
                className="size-4 shrink-0 accent-[var(--color-primary)]"
                data-testid={`voucher-pay-${type}`}
              />
              {type === "wallet" ? t("gift_voucher_pay_wallet", { amount: balance }) : t(`pay_type_${type}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-xs text-gray-500">{t("gift_voucher_pay_from_wallet", { amount: balance })}</p>
      )}
      {(errors.payment_type ?? errors.form) && <p className="text-sm text-red-600">{errors.payment_type ?? errors.form}</p>}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
      >
        {t("gift_voucher_buy_button")}
      </button>
      {code && (
        <div className="rounded-xl bg-green-50 p-4 text-sm text-green-900" role="status" data-testid="voucher-new-code">
          <p>{t("gift_voucher_code_once")}</p>
          <p className="mt-2 select-all font-mono text-base font-semibold" dir="ltr">
            {code}
          </p>
        </div>
      )}
    </form>
  );
}

/** Redeem a code: `user/gift-voucher/redeem`, the wallet is credited once. */
export function RedeemVoucherForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api<{ success: string }>("user/gift-voucher/redeem", {
        method: "POST",
        body: { code: code.trim() },
      });
      toast.success(answer.success);
      setCode("");
      onDone();
    } catch (err) {
      const errors = formErrorsOf(err);
      setError(errors?.code ?? errors?.form);
    }
    setBusy(false);
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="voucher-redeem-form" noValidate>
      <Field id={`${id}-code`} label={t("gift_voucher_code")} error={error}>
        <input
          id={`${id}-code`}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          aria-invalid={Boolean(error)}
          className={`${INPUT} font-mono uppercase ${border(Boolean(error))}`}
          data-testid="voucher-code"
        />
      </Field>
      <button
        type="submit"
        disabled={busy || !code.trim()}
        className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
      >
        {t("gift_voucher_redeem_button")}
      </button>
    </form>
  );
}
