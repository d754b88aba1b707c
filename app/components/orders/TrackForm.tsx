import { z } from "zod";
import type { TrackedOrder } from "../../../domain/orders/track-order";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { FormError, TextField } from "../ui/FormField";

/** The code and the e-mail or phone as typed; the server checks them (domain/orders/track-order.ts). */
const TrackFields = z.object({ code: z.string(), email_or_phone: z.string() });

/**
 * The tracking form: the order code (from `?code=` when a link brought it) and the e-mail or
 * phone used at checkout. `onTracked` gets the orders found, or null when the server refused.
 */
export function TrackForm({
  code,
  onTracked,
}: {
  code: string;
  /** the orders found with what was typed (to ask again when one changes), or null */
  onTracked: (result: TrackedOrder | null, asked?: { code: string; email_or_phone: string }) => void;
}) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(TrackFields, { defaultValues: { code, email_or_phone: "" } });
  const errors = messagesOf(form.formState.errors);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    // the page shows the answer itself; a refusal is said above the fields
    const answer = await send<TrackedOrder>("track-order", values, {
      successToast: false,
      placeError: formErrorAbove,
      onFailed: () => onTracked(null),
    });
    if (answer) onTracked(answer, values);
  });
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start" noValidate data-testid="track-form">
      {errors.form && (
        <div className="sm:col-span-3">
          <FormError message={errors.form} />
        </div>
      )}
      <TextField
        {...form.register("code")}
        label={t("track_code_label")}
        placeholder={t("track_code_placeholder")}
        dir="ltr"
        autoComplete="off"
        required
        error={errors.code}
      />
      <TextField
        {...form.register("email_or_phone")}
        label={t("track_contact_label")}
        dir="ltr"
        autoComplete="email"
        required
        error={errors.email_or_phone}
      />
      <button
        type="submit"
        disabled={busy}
        className="h-[2.625rem] self-end rounded-lg bg-primary px-6 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-70 sm:mb-0"
        data-testid="track-submit"
      >
        {busy ? t("tracking_order") : t("track_submit")}
      </button>
    </form>
  );
}
