import { Link } from "react-router";
import { z } from "zod";
import type { AccountState } from "../../domain/accounts/account-state";
import { AuthShell } from "../components/account/AuthShell";
import { NameFields } from "../components/account/NameFields";
import { NewPasswordFields } from "../components/account/PasswordFields";
import { useRateText } from "../components/affiliate/Dashboard";
import { JoinButton } from "../components/affiliate/JoinButton";
import { AppLink } from "../components/ui/AppLink";
import { FormError, SubmitButton, TextField } from "../components/ui/FormField";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../lib/use-shop-form";
import { useSignedIn } from "../lib/useSignedIn";
import type { Route } from "./+types/affiliate-register";

/** `/affiliate-register`: a new affiliate account (`POST register` with `user_type: affiliate-register`), or join with the account one is signed in with. */
export async function loader({ context }: Route.LoaderArgs) {
  return context.affiliate.program();
}

/** What the form holds; the server checks it (its messages go beside the fields). */
const AffiliateSignUpFields = z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), password: z.string() });

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "affiliate_register" });

export default function AffiliateRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { form, send } = useShopForm(AffiliateSignUpFields, { defaultValues: { first_name: "", last_name: "", email: "", password: "" } });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send<AccountState & { token: string }>(
      "register",
      { ...values, user_type: "affiliate-register" },
      { loud: true, placeError: formErrorAbove },
    );
    if (answer) signedIn(answer, "/affiliate-system");
  });
  const { terms, member } = loaderData;
  const rate = useRateText()(terms.commission_rate);
  return (
    <AuthShell
      title={t("affiliate_register")}
      subtitle={`${t("affiliate_register_lead")} ${t("affiliate_term_rate_value", { rate })}.`}
      footer={
        !loaderData.signedIn && (
          <p>
            {t("affiliate_have_account")}{" "}
            <Link to="/login?redirect=/affiliate-register" className="font-semibold text-primary hover:underline">
              {t("sign_in")}
            </Link>
          </p>
        )
      }
    >
      {member ? (
        <AppLink to="/affiliate-system" className="block rounded-full bg-primary px-5 py-3 text-center text-sm font-semibold text-white">
          {t("affiliate_go_dashboard")}
        </AppLink>
      ) : loaderData.signedIn ? (
        <div className="text-center">
          <JoinButton />
        </div>
      ) : (
        <form method="post" onSubmit={submit} className="space-y-4" noValidate data-testid="affiliate-register-form">
          {/* what the reference's sign-up form posts: an affiliate account */}
          <input type="hidden" name="user_type" value="affiliate-register" />
          <FormError message={errors.form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NameFields first={form.register("first_name")} last={form.register("last_name")} errors={errors} />
          </div>
          <TextField {...form.register("email")} type="email" label={t("attr_email")} autoComplete="email" required error={errors.email} />
          <NewPasswordFields password={form.register("password")} errors={errors} />
          <SubmitButton busy={form.formState.isSubmitting} className="w-full">
            {t("affiliate_join_cta")}
          </SubmitButton>
        </form>
      )}
    </AuthShell>
  );
}
