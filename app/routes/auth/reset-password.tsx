import { useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { AuthShell } from "../../components/account/AuthShell";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { MailCheck } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/reset-password";

/** What the form holds; the server checks it (its messages go beside the fields). */
const ResetInput = z.object({ email: z.string() });

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "reset_password_title" });

/** `/reset-password`: ask for a reset link. Known and unknown e-mails get the same answer. */
export default function ResetPassword() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const { form, send } = useShopForm(ResetInput, { defaultValues: { email: "" } });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send("reset-password", values, { loud: true, successToast: false, placeError: formErrorAbove });
    if (answer) setSent(answer.success);
  });
  return (
    <AuthShell
      title={t("reset_password_title")}
      subtitle={sent ? undefined : t("reset_password_text")}
      footer={
        <Link to="/login" className="font-semibold text-primary hover:underline">
          {t("back_to_sign_in")}
        </Link>
      }
    >
      {sent ? (
        <div className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-green-800" role="status" data-testid="reset-sent">
          <MailCheck className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-semibold">{t("check_your_mail")}</p>
            <p className="mt-1 text-sm">{sent}</p>
          </div>
        </div>
      ) : (
        <form method="post" onSubmit={submit} className="space-y-4" noValidate data-testid="reset-form">
          <FormError message={errors.form} />
          <TextField {...form.register("email")} type="email" label={t("attr_email")} autoComplete="email" required error={errors.email} />
          <SubmitButton busy={form.formState.isSubmitting} className="w-full">
            {t("send_reset_link")}
          </SubmitButton>
        </form>
      )}
    </AuthShell>
  );
}
