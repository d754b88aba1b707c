import { MailCheck } from "../../components/ui/icon-set";
import { useState } from "react";
import { Link } from "react-router";
import { AuthShell } from "../../components/account/AuthShell";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useApiForm } from "../../lib/useApiForm";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "reset_password_title" });

/** `/reset-password`: ask for a reset link. Known and unknown e-mails get the same answer. */
export default function ResetPassword() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm<{ success: string }>("reset-password", { successToast: false, onSuccess: (answer) => setSent(answer.success) });
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
        <form onSubmit={form.onSubmit} className="space-y-4" noValidate>
          <FormError message={form.errors.form} />
          <TextField name="email" type="email" label={t("attr_email")} autoComplete="email" required error={form.errors.email} />
          <SubmitButton busy={form.busy} className="w-full">
            {t("send_reset_link")}
          </SubmitButton>
        </form>
      )}
    </AuthShell>
  );
}
