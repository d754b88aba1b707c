import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AuthShell } from "../../components/account/AuthShell";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useApiForm } from "../../lib/useApiForm";
import type { Route } from "./+types/new-password";

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "new_password_title", noindex: true });

/**
 * `/reset/{email}/{code}`: the link from the reset mail; a new password, then sign in with it.
 * The code is kept in memory and taken out of the address bar at once (`/reset/{email}`), so
 * it stays out of the history, shared screens and anything that reads the address later.
 * `/reset/{email}` itself (a reload, the back button) has no code and asks for a new link.
 */
export default function NewPassword({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code] = useState(() => ("code" in params ? (params.code ?? "") : ""));
  useEffect(() => {
    if (!code) return;
    const appPath = (document.getElementById("app_path") as HTMLInputElement | null)?.value ?? "";
    window.history.replaceState(window.history.state, "", `${appPath}/reset/${encodeURIComponent(params.email)}`);
  }, [code, params.email]);
  const form = useApiForm<{ success: string }>("create-new-password", { onSuccess: () => void navigate("/login", { replace: true }) });
  const linkError = form.errors.resetCode ?? form.errors.email;
  const footer = (
    <Link to="/reset-password" className="font-semibold text-primary hover:underline">
      {t("reset_password_title")}
    </Link>
  );
  if (!code) {
    return (
      <AuthShell title={t("new_password_title")} footer={footer}>
        <FormError message={t("reset_link_invalid")} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t("new_password_title")} subtitle={t("new_password_text", { email: params.email })} footer={footer}>
      <form onSubmit={form.onSubmit} className="space-y-4" noValidate>
        <FormError message={linkError ?? form.errors.form} />
        <input type="hidden" name="email" value={params.email} />
        <input type="hidden" name="resetCode" value={code} />
        <TextField
          name="password"
          type="password"
          label={t("attr_password")}
          autoComplete="new-password"
          required
          minLength={8}
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
        <SubmitButton busy={form.busy} className="w-full">
          {t("save_password")}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
