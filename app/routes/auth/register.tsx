import { ArrowRight } from "../../components/ui/icon-set";
import { Link, useSearchParams } from "react-router";
import { AuthShell } from "../../components/account/AuthShell";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { safeRedirect } from "../../../kernel/safe-redirect";
import { useApiForm } from "../../lib/useApiForm";
import { useSignedIn } from "../../lib/useSignedIn";
import type { AccountState } from "../../../domain/accounts/account-state";
import type { Route } from "./+types/register";

export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.guestOnly(safeRedirect(new URL(request.url).searchParams.get("redirect")));
  return null;
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sign_up" });

/** `/register`: a customer account; the new shopper is signed in at once. */
export default function Register() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const form = useApiForm<AccountState & { token: string; success: string }>("register", {
    onSuccess: (answer) => signedIn(answer, safeRedirect(params.get("redirect"))),
  });
  return (
    <AuthShell
      title={t("register_title")}
      subtitle={t("register_subtitle")}
      footer={
        <div className="space-y-2">
          <p>
            {t("have_account")}{" "}
            <Link to="/login" className="font-semibold text-primary hover:underline">
              {t("sign_in")}
            </Link>
          </p>
          <p>
            <Link to="/register/seller" className="font-medium text-gray-700 hover:text-primary">
              {t("sell_on_bazaar")} <ArrowRight className="inline size-4 rtl:rotate-180" />
            </Link>
          </p>
        </div>
      }
    >
      <form onSubmit={form.onSubmit} className="space-y-4" noValidate data-testid="register-form">
        <FormError message={form.errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="first_name" label={t("attr_first_name")} autoComplete="given-name" required error={form.errors.first_name} />
          <TextField name="last_name" label={t("attr_last_name")} autoComplete="family-name" optional error={form.errors.last_name} />
        </div>
        <TextField name="email" type="email" label={t("attr_email")} autoComplete="email" required error={form.errors.email} />
        <TextField name="phone" type="tel" label={t("attr_phone")} autoComplete="tel" optional error={form.errors.phone} />
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
          {t("sign_up")}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
