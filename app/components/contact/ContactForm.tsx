import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { FormError, SubmitButton, TextField } from "../ui/FormField";

/** What the message form holds; the server checks it (its messages go beside the fields). */
const MessageInput = z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string() });
const blank = { name: "", email: "", subject: "", message: "" };

/** The contact page's message form (`POST send-message`): name, e-mail, subject and the message; emptied once sent. */
export function ContactForm() {
  const { t } = useTranslation();
  const { form, send } = useShopForm(MessageInput, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    if (await send("send-message", values, { loud: true, placeError: formErrorAbove })) form.reset(blank);
  });
  return (
    <section className="mt-8 max-w-3xl rounded-2xl bg-white p-5 sm:p-6" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="mb-4 text-xl font-bold">
        {t("ct_form_title")}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="contact-form">
        <FormError message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.register("name")}
            label={t("ct_field_name")}
            autoComplete="name"
            maxLength={100}
            error={errors.name}
            required
          />
          <TextField
            {...form.register("email")}
            type="email"
            label={t("ct_field_email")}
            autoComplete="email"
            error={errors.email}
            required
          />
        </div>
        <TextField {...form.register("subject")} label={t("ct_field_subject")} maxLength={150} error={errors.subject} required />
        <div className="space-y-1.5">
          <label htmlFor="contact-message" className="block text-sm font-medium text-gray-700">
            {t("ct_field_message")}
          </label>
          <textarea
            id="contact-message"
            {...form.register("message")}
            rows={6}
            maxLength={3000}
            dir="auto"
            required
            aria-invalid={!!errors.message}
            aria-describedby={errors.message ? "contact-message-error" : undefined}
            className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm ${errors.message ? "border-red-400" : "border-gray-300"}`}
          />
          {errors.message && (
            <p id="contact-message-error" className="text-sm text-red-600" role="alert">
              {errors.message}
            </p>
          )}
        </div>
        <SubmitButton busy={form.formState.isSubmitting}>{t("ct_send")}</SubmitButton>
      </form>
    </section>
  );
}
