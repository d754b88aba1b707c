import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { AccountState } from "../../../domain/accounts/account-state";
import { safeRedirect } from "../../../kernel/safe-redirect";
import { AuthShell } from "../../components/account/AuthShell";
import { NameFields } from "../../components/account/NameFields";
import { NewPasswordFields } from "../../components/account/PasswordFields";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { ArrowRight } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useSignInPath } from "../../lib/sign-in-link";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useSignedIn } from "../../lib/useSignedIn";
import type { Route } from "./+types/register";

export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.guestOnly(safeRedirect(new URL(request.url).searchParams.get("redirect")));
  return null;
}

/** What the form holds; the server checks it (its messages go beside the fields). */
const SignUpFields = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});
const blank = { first_name: "", last_name: "", email: "", phone: "", password: "", password_confirmation: "" };

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sign_up" });

/** `/register`: a customer account; the new shopper is signed in at once. */
export default function Register() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const { form, send } = useShopForm(SignUpFields, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send<AccountState & { token: string }>("register", values, { loud: true, placeError: formErrorAbove });
    if (answer) signedIn(answer, safeRedirect(params.get("redirect")));
  });
  // back to the sign-in page keeps the way back
  const signInLink = useSignInPath();
  return (
    <AuthShell
      title={t("register_title")}
      subtitle={t("register_subtitle")}
      footer={
        <div className="space-y-2">
          <p>
            {t("have_account")}{" "}
            <Link to={signInLink} className="font-semibold text-primary hover:underline">
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
      <form method="post" onSubmit={submit} className="space-y-4" noValidate data-testid="register-form">
        <FormError message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields first={form.register("first_name")} last={form.register("last_name")} errors={errors} />
        </div>
        <TextField {...form.register("email")} type="email" label={t("attr_email")} autoComplete="email" required error={errors.email} />
        <TextField {...form.register("phone")} type="tel" label={t("attr_phone")} autoComplete="tel" optional error={errors.phone} />
        <NewPasswordFields password={form.register("password")} confirmation={form.register("password_confirmation")} errors={errors} />
        <SubmitButton busy={form.formState.isSubmitting} className="w-full">
          {t("sign_up")}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
