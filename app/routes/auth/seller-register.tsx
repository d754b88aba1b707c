import { data, Link } from "react-router";
import { z } from "zod";
import type { AccountState } from "../../../domain/accounts/account-state";
import { AuthShell } from "../../components/account/AuthShell";
import { NameFields } from "../../components/account/NameFields";
import { NewPasswordFields } from "../../components/account/PasswordFields";
import { blankShop, ShopFields, ShopFieldsInput } from "../../components/account/ShopFields";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useSignedIn } from "../../lib/useSignedIn";
import type { Route } from "./+types/seller-register";

/** Sign-up types with a page of their own; customers use /register. */
const TYPES = ["seller"];

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!TYPES.includes(params.type)) throw data({ message: "Not found" }, { status: 404 });
  context.account.guestOnly("/user/user-to-seller");
  return null;
}

/** What the form holds; the server checks it (its messages go beside the fields). */
const SellerSignUpFields = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
  ...ShopFieldsInput.shape,
});
const blank = { first_name: "", last_name: "", email: "", phone: "", password: "", password_confirmation: "", ...blankShop };

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_register_title" });

/** `/register/seller`: a new account with its shop; the shop waits for an admin's verification. */
export default function SellerRegister() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { form, send } = useShopForm(SellerSignUpFields, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send<AccountState & { token: string }>("seller-register", values, { loud: true, placeError: formErrorAbove });
    if (answer) signedIn(answer, "/user/dashboard");
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
      <form method="post" onSubmit={submit} className="space-y-6" noValidate data-testid="seller-register-form">
        <FormError message={errors.form} />
        <fieldset className="space-y-4">
          <legend className="mb-3 text-base font-semibold text-gray-900">{t("your_details")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NameFields first={form.register("first_name")} last={form.register("last_name")} errors={errors} />
            <TextField
              {...form.register("email")}
              type="email"
              label={t("attr_email")}
              autoComplete="email"
              required
              error={errors.email}
            />
            <TextField {...form.register("phone")} type="tel" label={t("attr_phone")} autoComplete="tel" optional error={errors.phone} />
            <NewPasswordFields password={form.register("password")} confirmation={form.register("password_confirmation")} errors={errors} />
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-base font-semibold text-gray-900">{t("your_shop")}</legend>
          <ShopFields register={form.register} name={form.watch("shop_name")} slug={form.watch("slug")} errors={errors} />
        </fieldset>
        <SubmitButton busy={form.formState.isSubmitting} className="w-full sm:w-auto">
          {t("sell_on_bazaar")}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
