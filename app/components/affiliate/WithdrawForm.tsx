import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { messagesOf, useShopForm } from "../../lib/use-shop-form";
import { Field, inputClass } from "../ui/FormField";

/** What a withdrawal holds; the server checks it (its messages go beside the fields). */
const WithdrawInput = z.object({ amount: z.string(), payout_details: z.string() });
const blank = { amount: "", payout_details: "" };

/** Ask for a payout: an amount (at least the minimum, at most the balance: the server decides) and where to send it. */
export function WithdrawForm({ minimum, onDone }: { minimum: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(WithdrawInput, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    // a rule of the whole request (more than the balance) comes as the form's message: it is about the amount
    const answer = await send("user/affiliate-withdrawals", values, {
      loud: true,
      successToast: "plain",
      placeError: (field) => (field === "form" ? "amount" : field),
    });
    if (!answer) return;
    form.reset(blank);
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate data-testid="withdraw-form">
      <p className="text-sm text-gray-600">{t("affiliate_withdraw_hint", { amount: minimum })}</p>
      <Field label={t("affiliate_withdraw_amount")} error={errors.amount}>
        <input
          {...form.register("amount")}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          aria-invalid={!!errors.amount}
          className={`${inputClass(errors.amount, "roomy")} min-w-0`}
        />
      </Field>
      <Field label={t("affiliate_withdraw_details")} error={errors.payout_details}>
        <input
          {...form.register("payout_details")}
          dir="auto"
          maxLength={300}
          aria-invalid={!!errors.payout_details}
          className={`${inputClass(errors.payout_details, "roomy")} min-w-0`}
        />
      </Field>
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
        data-testid="withdraw-submit"
      >
        {t("affiliate_withdraw_button")}
      </button>
    </form>
  );
}
