import { useId } from "react";
import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";

const TYPES = ["info", "success", "warning", "error"] as const;
const INPUT =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20";

/** What an announcement holds; the server checks it (its messages go beside the fields, the whole call's below them). */
const BroadcastInput = z.object({ title: z.string(), message: z.string(), message_type: z.enum(TYPES) });

/** The announcement's form: a heading, a message and its kind; sent to every open signed-in page when realtime is on (`live`). */
export function BroadcastForm({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, send } = useShopForm(BroadcastInput, { defaultValues: { title: "", message: "", message_type: "info" } });
  const errors = messagesOf(form.formState.errors);
  const kind = form.watch("message_type");
  // api() toasts a refusal too (the call is loud); the kind stays for the next announcement
  const submit = form.handleSubmit(async (values) => {
    const answer = await send("admin/broadcast", values, { loud: true, successToast: "plain", placeError: formErrorAbove });
    if (answer) form.reset({ title: "", message: "", message_type: values.message_type });
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="broadcast-form" noValidate>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-title`} className="block text-sm font-medium text-gray-700">
          {t("broadcast_heading")}
        </label>
        <input
          id={`${id}-title`}
          dir="auto"
          maxLength={120}
          {...form.register("title")}
          aria-invalid={Boolean(errors.title)}
          className={INPUT}
        />
        {errors.title && <p className="text-xs text-red-600">{errors.title}</p>}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-gray-700">
          {t("broadcast_message")}
        </label>
        <textarea id={`${id}-message`} dir="auto" rows={3} maxLength={500} {...form.register("message")} className={INPUT} />
        {errors.message && <p className="text-xs text-red-600">{errors.message}</p>}
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1.5 text-sm font-medium text-gray-700">{t("broadcast_type")}</legend>
        {TYPES.map((type) => (
          <label
            key={type}
            className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${kind === type ? "border-primary bg-primary-soft/50" : "border-gray-200"}`}
          >
            <input
              type="radio"
              name={`${id}-type`}
              checked={kind === type}
              onChange={() => form.setValue("message_type", type)}
              className="accent-[var(--color-primary)]"
            />
            {t(`broadcast_type_${type}`)}
          </label>
        ))}
      </fieldset>
      {errors.form && <p className="text-sm text-red-600">{errors.form}</p>}
      <button
        type="submit"
        disabled={form.formState.isSubmitting || !live}
        className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
      >
        {t("broadcast_send")}
      </button>
    </form>
  );
}
