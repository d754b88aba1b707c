import { useRevalidator } from "react-router";
import { PaymentSettingsForm, type PaymentSettingsValues, paymentSettingsChange } from "../../../domain/settings/payment-settings-input";
import { PageHeading } from "../../components/account/PageHeading";
import { BankDetailsBox, PaymentMethodsBox, StripeKeysBox } from "../../components/admin/settings/PaymentSettingsBoxes";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/payment-settings";
import { AdminErrorBoundary } from "./layout";

/** `/admin/settings/payments`: which payment methods the checkout offers, Stripe's keys, the bank details (operators with `settings`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.paymentSettings();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "payments_settings_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function PaymentSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { values, secrets, available } = loaderData;
  const initial: PaymentSettingsValues = { ...values, stripe_secret_key: "", stripe_webhook_secret: "" };
  const { form, send } = useShopForm(PaymentSettingsForm, { defaultValues: initial });
  const submit = form.handleSubmit(async (v) => {
    if (await send("admin/settings", paymentSettingsChange(v), { placeError: (field) => field })) {
      await revalidator.revalidate();
      form.reset({
        ...form.getValues(),
        stripe_secret_key: "",
        stripe_webhook_secret: "",
        clear_stripe_secret_key: false,
        clear_stripe_webhook_secret: false,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5" data-testid="payment-settings">
      <PageHeading title={t("payments_settings_title")} text={t("payments_settings_intro")} />
      <PaymentMethodsBox form={form} available={available} />
      <StripeKeysBox form={form} secrets={secrets} fromEnvironment={available.stripe_from_environment} />
      <BankDetailsBox form={form} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded-full bg-primary px-6 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
        data-testid="payment-settings-save"
      >
        {t("settings_save")}
      </button>
    </form>
  );
}
