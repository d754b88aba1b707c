import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { PaymentSettingsForm, type PaymentSettingsValues, paymentSettingsChange } from "../../../domain/settings/payment-settings";
import { PageHeading } from "../../components/account/PageHeading";
import { fieldMessage } from "../../components/admin/field-message";
import { Field, inputClass } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { dirOf, LANGS } from "../../lib/content-languages";
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

const METHODS = ["cash_on_delivery", "offline_payment", "wallet_system", "payment_sandbox", "stripe_activated"] as const;
const SECRETS = ["stripe_secret_key", "stripe_webhook_secret"] as const;

export default function PaymentSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { values, secrets, available } = loaderData;
  const initial: PaymentSettingsValues = { ...values, stripe_secret_key: "", stripe_webhook_secret: "" };
  const { form, send } = useShopForm(PaymentSettingsForm, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const message = (name: string) => fieldMessage(errors, name);
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
  const unavailable: Partial<Record<(typeof METHODS)[number], string>> = {
    payment_sandbox: available.sandbox ? undefined : t("payments_settings_sandbox_off"),
    stripe_activated: available.stripe ? undefined : t("payments_settings_stripe_missing"),
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5" data-testid="payment-settings">
      <PageHeading title={t("payments_settings_title")} text={t("payments_settings_intro")} />
      <Box title={t("payments_settings_methods")}>
        {METHODS.map((name) => (
          <label key={name} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-[var(--color-primary)]"
              {...form.register(name)}
              data-testid={`pay-${name}`}
            />
            <span>
              <span className="font-medium">{t(`payments_settings_${name}`)}</span>
              {unavailable[name] && <span className="block text-xs text-amber-700">{unavailable[name]}</span>}
            </span>
          </label>
        ))}
      </Box>
      <Box title={t("payments_settings_stripe")}>
        {available.stripe_from_environment && <p className="text-sm text-gray-600 sm:col-span-2">{t("payments_settings_stripe_env")}</p>}
        <Field label={t("payments_settings_publishable_key")} error={message("stripe_publishable_key")} className="sm:col-span-2">
          <input
            dir="ltr"
            autoComplete="off"
            className={inputClass(!!errors.stripe_publishable_key)}
            {...form.register("stripe_publishable_key")}
          />
        </Field>
        {SECRETS.map((name) => (
          <div key={name} className="space-y-1">
            <Field
              label={t(`payments_settings_${name}`)}
              error={message(name)}
              hint={t(secrets[name] ? "payments_settings_secret_set" : "payments_settings_secret_unset")}
            >
              <input
                type="password"
                dir="ltr"
                autoComplete="new-password"
                placeholder={secrets[name] ? "••••••••" : ""}
                className={inputClass(!!errors[name])}
                {...form.register(name)}
                data-testid={`pay-${name}`}
              />
            </Field>
            {secrets[name] && (
              <label className="flex items-center gap-2 text-xs text-gray-700">
                <input type="checkbox" className="size-4" {...form.register(`clear_${name}`)} />
                {t("payments_settings_secret_clear")}
              </label>
            )}
          </div>
        ))}
      </Box>
      <Box title={t("payments_settings_bank")}>
        {LANGS.map((l) => (
          <Field
            key={l}
            label={`${t("payments_settings_bank_details")} (${l})`}
            error={message(`offline_bank_details.${l}`)}
            className="sm:col-span-2"
          >
            <textarea rows={2} lang={l} dir={dirOf(l)} className={inputClass(false)} {...form.register(`offline_bank_details.${l}`)} />
          </Field>
        ))}
      </Box>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-full bg-primary px-6 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
        data-testid="payment-settings-save"
      >
        {t("settings_save")}
      </button>
    </form>
  );
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
