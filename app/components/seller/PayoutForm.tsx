import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useStore } from "../../store/store";
import { Card } from "../account/PageHeading";
import { FormError, SubmitButton, TextField } from "../ui/FormField";

/** What a payout request holds; the server checks it (its messages go beside the fields). */
const PayoutInput = z.object({ amount: z.string(), payout_details: z.string() });
const blank = { amount: "", payout_details: "" };

/** A seller's payout request (`POST seller/payouts`): an amount from the balance and where to pay it; the page's lists follow. */
export function PayoutForm({ minPayout }: { minPayout: string }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const format = (a: string) => money(a, { zeroAsNegotiable: false });
  const { form, send } = useShopForm(PayoutInput, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    if (await send("seller/payouts", values, { loud: true, placeError: formErrorAbove, revalidate: true })) form.reset(blank);
  });
  return (
    <Card className="mt-4">
      <h2 className="mb-3 font-semibold">{t("seller_request_payout")}</h2>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
        data-testid="payout-form"
      >
        <div className="sm:col-span-3">
          <FormError message={errors.form} />
        </div>
        <TextField
          {...form.register("amount")}
          label={t("seller_payout_amount")}
          error={errors.amount}
          inputMode="decimal"
          dir="ltr"
          hint={t("seller_payout_min_hint", { amount: format(minPayout) })}
        />
        <TextField {...form.register("payout_details")} label={t("seller_payout_details")} error={errors.payout_details} dir="auto" />
        <div className="sm:pt-7">
          <SubmitButton busy={form.formState.isSubmitting}>{t("seller_request_payout")}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
