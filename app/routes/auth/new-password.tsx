import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { isolate } from "../../../kernel/i18n/numbers";
import { AuthShell } from "../../components/account/AuthShell";
import { PasswordForm } from "../../components/account/PasswordFields";
import { FormError } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/new-password";

/** What the form holds; the server checks it (its messages go beside the fields). */
const NewPasswordInput = z.object({ password: z.string(), password_confirmation: z.string() });

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
  const { form, send } = useShopForm(NewPasswordInput, { defaultValues: { password: "", password_confirmation: "" } });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send(
      "create-new-password",
      { ...values, email: params.email, resetCode: code },
      { loud: true, placeError: formErrorAbove },
    );
    if (answer) void navigate("/login", { replace: true });
  });
  const linkError = errors.resetCode ?? errors.email;
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
    <AuthShell title={t("new_password_title")} subtitle={t("new_password_text", { email: isolate(params.email) })} footer={footer}>
      <PasswordForm
        onSubmit={submit}
        busy={form.formState.isSubmitting}
        errors={errors}
        formError={linkError}
        password={form.register("password")}
        confirmation={form.register("password_confirmation")}
        wide
      />
    </AuthShell>
  );
}
