import { useEffect, useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { messagesOf, useShopForm } from "../../lib/use-shop-form";

const Text = z.object({ text: z.string() });

/**
 * One short text posted to the shop: a blog comment or reply, a reply to a review. The text goes
 * as `field` beside `extra`; the server's message about it (or the form's) shows below the box,
 * the answer's `success` under "Success !!", and `onSent` gets the answer.
 */
export function ShortTextForm<T extends { success: string }>({
  path,
  field,
  extra,
  maxLength,
  rows,
  label,
  placeholder,
  submitLabel,
  busyLabel,
  testId,
  focus = false,
  required = false,
  small = false,
  onSent,
  onClose,
}: {
  path: string;
  field: string;
  extra: Record<string, unknown>;
  maxLength: number;
  rows: number;
  label: string;
  placeholder: string;
  submitLabel: string;
  busyLabel: string;
  testId: string;
  /** the caret goes into the box when it opens (a reply the shopper asked for, unlike autofocus on load) */
  focus?: boolean;
  /** refuse an empty text before sending, with the attribute's name */
  required?: string | false;
  /** the smaller buttons of a reply under a review */
  small?: boolean;
  onSent: (answer: T) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { form, send } = useShopForm(Text, { defaultValues: { text: "" } });
  const error = Object.values(messagesOf(form.formState.errors))[0];
  useEffect(() => {
    if (focus) form.setFocus("text");
  }, [focus, form]);
  const submit = form.handleSubmit(async ({ text }) => {
    if (required && !text.trim()) return form.setError("text", { message: t("v_required", { attribute: required }) });
    const answer = await send<T>(
      path,
      { ...extra, [field]: text },
      { loud: true, successToast: false, placeError: (f) => (f === field || f === "form" ? "text" : null) },
    );
    if (!answer) return;
    toast.success(t("toast_success"), { description: answer.success });
    form.reset({ text: "" });
    onSent(answer);
    onClose?.();
  });
  const busy = form.formState.isSubmitting;
  const button = small ? "px-3.5 py-1.5 text-xs" : "px-4 py-1.5 text-sm";
  return (
    <form onSubmit={submit} noValidate className="space-y-2" data-testid={testId}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        {...form.register("text")}
        rows={rows}
        maxLength={maxLength}
        dir="auto"
        placeholder={placeholder}
        aria-invalid={!!error}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-primary/20 ${error ? "border-red-400" : "border-gray-300 focus:border-primary"}`}
      />
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className={`rounded-lg bg-primary font-semibold text-white hover:bg-primary-dark disabled:opacity-70 ${button}`}
        >
          {busy ? busyLabel : submitLabel}
        </button>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            className={`rounded-lg border border-gray-300 font-medium text-gray-700 hover:border-gray-400 ${button}`}
          >
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
