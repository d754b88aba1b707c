import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { AccountState } from "../../../domain/accounts/account-state";
import { safeRedirect } from "../../../kernel/safe-redirect";
import { AuthShell } from "../../components/account/AuthShell";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useSignedIn } from "../../lib/useSignedIn";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.guestOnly(safeRedirect(new URL(request.url).searchParams.get("redirect")));
  return null;
}

/** What the form holds; the server checks it (its messages go beside the fields). */
const SignInFields = z.object({ email: z.string(), password: z.string(), remember: z.boolean() });

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sign_in" });

/** `/login`: e-mail and password; "remember me" keeps the session for 30 days. Then back to where the shopper was. */
export default function Login() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const redirect = safeRedirect(params.get("redirect"));
  const { form, send } = useShopForm(SignInFields, { defaultValues: { email: "", password: "", remember: false } });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send<AccountState & { token: string }>("login", values, { loud: true, placeError: formErrorAbove });
    if (answer) signedIn(answer, redirect);
  });
  const registerLink = params.get("redirect") ? `/register?redirect=${encodeURIComponent(redirect)}` : "/register";
  return (
    <AuthShell
      title={t("login_title")}
      subtitle={t("login_subtitle")}
      footer={
        <>
          {t("no_account")}{" "}
          <Link to={registerLink} className="font-semibold text-primary hover:underline">
            {t("sign_up")}
          </Link>
        </>
      }
    >
      <form method="post" onSubmit={submit} className="space-y-4" noValidate data-testid="login-form">
        <FormError message={errors.form} />
        <TextField {...form.register("email")} type="email" label={t("attr_email")} autoComplete="email" required error={errors.email} />
        <TextField
          {...form.register("password")}
          type="password"
          label={t("attr_password")}
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2 text-gray-700">
            <input
              type="checkbox"
              {...form.register("remember")}
              className="size-4 rounded border-gray-300 accent-[var(--color-primary)]"
            />
            {t("remember_me")}
          </label>
          <Link to="/reset-password" className="font-medium text-primary hover:underline">
            {t("forgot_password")}
          </Link>
        </div>
        <SubmitButton busy={form.formState.isSubmitting} className="w-full">
          {t("sign_in")}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
