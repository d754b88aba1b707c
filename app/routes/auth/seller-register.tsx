import { data, Link } from "react-router";
import { AuthShell } from "../../components/account/AuthShell";
import { ShopFields } from "../../components/account/ShopFields";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useApiForm } from "../../lib/useApiForm";
import { useSignedIn } from "../../lib/useSignedIn";
import type { AccountState } from "../../../domain/accounts/account-state";
import type { Route } from "./+types/seller-register";

/** Sign-up types with a page of their own; customers use /register. */
const TYPES = ["seller"];

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!TYPES.includes(params.type)) throw data({ message: "Not found" }, { status: 404 });
  context.account.guestOnly("/user/user-to-seller");
  return null;
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_register_title" });

/** `/register/seller`: a new account with its shop; the shop waits for an admin's verification. */
export default function SellerRegister() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const form = useApiForm<AccountState & { token: string; success: string }>("seller-register", {
    onSuccess: (answer) => signedIn(answer, "/user/dashboard"),
  });
  return (
    <AuthShell
      wide
      title={t("seller_register_title")}
      subtitle={t("seller_register_text")}
      footer={
        <>
          {t("have_account")}{" "}
          <Link to="/login?redirect=%2Fuser%2Fuser-to-seller" className="font-semibold text-primary hover:underline">
            {t("sign_in")}
          </Link>
        </>
      }
    >
      <form onSubmit={form.onSubmit} className="space-y-6" noValidate data-testid="seller-register-form">
        <FormError message={form.errors.form} />
        <fieldset className="space-y-4">
          <legend className="mb-3 text-base font-semibold text-gray-900">{t("your_details")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="first_name" label={t("attr_first_name")} autoComplete="given-name" required error={form.errors.first_name} />
            <TextField name="last_name" label={t("attr_last_name")} autoComplete="family-name" optional error={form.errors.last_name} />
            <TextField name="email" type="email" label={t("attr_email")} autoComplete="email" required error={form.errors.email} />
            <TextField name="phone" type="tel" label={t("attr_phone")} autoComplete="tel" optional error={form.errors.phone} />
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
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-base font-semibold text-gray-900">{t("your_shop")}</legend>
          <ShopFields errors={form.errors} />
        </fieldset>
        <SubmitButton busy={form.busy} className="w-full sm:w-auto">
          {t("sell_on_bazaar")}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
