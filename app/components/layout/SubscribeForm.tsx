import { toast } from "sonner";
import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { useShopForm } from "../../lib/use-shop-form";

const Subscriber = z.object({ email: z.string() });

/** Newsletter sign-up: `POST home/subscribers`; success toast "Success", errors per field. */
export function SubscribeForm({ onDone, dark = false, id }: { onDone?: () => void; dark?: boolean; id?: string }) {
  const inputId = id ?? (dark ? "subscribe-email-footer" : "subscribe-email");
  const { t } = useTranslation();
  const { form, send } = useShopForm(Subscriber, { defaultValues: { email: "" } });
  // api() toasts why the server refused (the form has no room for a message under the field)
  const submit = form.handleSubmit(async (values) => {
    const res = await send("home/subscribers", values, { loud: true, successToast: false, placeError: () => false });
    if (!res) return;
    toast.success(t("toast_success_short"), { description: t("subscribed") || res.success });
    form.reset({ email: "" });
    onDone?.();
  });
  return (
    <form onSubmit={submit} className="flex w-full gap-2">
      <label className="sr-only" htmlFor={inputId}>
        {t("email")}
      </label>
      <input
        id={inputId}
        type="email"
        required
        {...form.register("email")}
        placeholder={t("email_placeholder")}
        className={`min-w-0 flex-1 rounded-lg border px-3 py-2 text-sm outline-none focus:border-primary ${dark ? "border-white/20 bg-white/10 text-white placeholder:text-gray-400" : "border-gray-300 bg-white"}`}
      />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {t("subscribe")}
      </button>
    </form>
  );
}
