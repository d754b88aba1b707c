import { Card, PageHeading } from "../../components/account/PageHeading";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useApiForm } from "../../lib/useApiForm";
import type { Route } from "./+types/change-password";

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "change_password", noindex: true });

/** `/user/change-password`: the current password, then the new one twice; other devices are signed out. */
export default function ChangePassword() {
  const { t } = useTranslation();
  const form = useApiForm<{ success: string }>("user/change-password", { onSuccess: (_answer, el) => el.reset() });
  return (
    <>
      <PageHeading title={t("change_password")} text={t("password_change_text")} />
      <Card className="max-w-xl">
        <form onSubmit={form.onSubmit} className="space-y-4" noValidate>
          <FormError message={form.errors.form} />
          <TextField
            name="current_password"
            type="password"
            label={t("attr_current_password")}
            autoComplete="current-password"
            required
            error={form.errors.current_password}
          />
          <TextField
            name="password"
            type="password"
            label={t("attr_password")}
            autoComplete="new-password"
            required
            hint={t("password_hint")}
            error={form.errors.password}
          />
          <TextField
            name="password_confirmation"
            type="password"
            label={t("attr_password_confirmation")}
            autoComplete="new-password"
            required
            error={form.errors.password_confirmation}
          />
          <SubmitButton busy={form.busy}>{t("save_password")}</SubmitButton>
        </form>
      </Card>
    </>
  );
}
