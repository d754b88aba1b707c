import { useId, useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { Field, inputClass } from "../ui/FormField";

/** What buying a voucher holds besides the way to pay; the server checks it (its messages go beside the fields). */
const BuyInput = z.object({ amount: z.string(), recipient_email: z.string(), message: z.string() });
const blankBuy = { amount: "", recipient_email: "", message: "" };
/** The code to redeem; the server checks it. */
const RedeemInput = z.object({ code: z.string() });

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
  const [code, setCode] = useState<string | null>(null);
  const [paymentType, setPaymentType] = useState(paymentTypes[0] ?? "wallet");
  const { form, send } = useShopForm(BuyInput, { defaultValues: blankBuy });
  const errors = messagesOf(form.formState.errors);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    const answer = await send<{ voucher: { code?: string }; redirect_url: string | null }>(
      "user/gift-voucher/buy",
      { ...values, amount: values.amount.trim(), payment_type: paymentType },
      { loud: true, successToast: false, placeError: formErrorAbove },
    );
    if (!answer) return;
    if (answer.redirect_url) {
      toast.info(answer.success);
      window.location.assign(answer.redirect_url);
      return;
    }
    toast.success(answer.success);
    setCode(answer.voucher.code ?? null);
    form.reset(blankBuy);
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="voucher-buy-form" noValidate>
      <Field label={`${t("wallet_amount")} (${currency})`} error={errors.amount}>
        <input
          {...form.register("amount")}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          aria-invalid={Boolean(errors.amount)}
          className={`${inputClass(errors.amount, "roomy")} text-start`}
          data-testid="voucher-amount"
        />
      </Field>
      <Field label={t("gift_voucher_recipient")} error={errors.recipient_email}>
        <input
          {...form.register("recipient_email")}
          type="email"
          dir="ltr"
          aria-invalid={Boolean(errors.recipient_email)}
          className={`${inputClass(errors.recipient_email, "roomy")} text-start`}
          data-testid="voucher-email"
        />
      </Field>
      <Field label={t("gift_voucher_message")} error={errors.message}>
        <textarea
          {...form.register("message")}
          dir="auto"
          rows={3}
          maxLength={500}
          className={`${inputClass(errors.message, "roomy")} text-start`}
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
  const { form, send } = useShopForm(RedeemInput, { defaultValues: { code: "" } });
  const error = form.formState.errors.code?.message;
  const busy = form.formState.isSubmitting;
  const code = form.watch("code");
  const submit = form.handleSubmit(async (values) => {
    // a rule of the whole request (a spent code) is about the code
    const answer = await send(
      "user/gift-voucher/redeem",
      { code: values.code.trim() },
      {
        loud: true,
        successToast: "plain",
        placeError: (field) => (field === "form" ? "code" : field),
      },
    );
    if (!answer) return;
    form.reset({ code: "" });
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="voucher-redeem-form" noValidate>
      <Field label={t("gift_voucher_code")} error={error}>
        <input
          {...form.register("code")}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          aria-invalid={Boolean(error)}
          className={`${inputClass(error, "roomy")} text-start font-mono uppercase`}
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
