import type { paymentSettings } from "../../../../domain/settings/payment-settings";
import type { PaymentSettingsForm } from "../../../../domain/settings/payment-settings-input";
import { useTranslation } from "../../../i18n/i18n";
import { dirOf, LANGS } from "../../../lib/content-languages";
import type { ShopForm } from "../../../lib/use-shop-form";
import { Field, inputClass } from "../../ui/FormField";
import { fieldMessage } from "../field-message";
import { SettingsBox } from "./SettingsBox";

type Form = ShopForm<typeof PaymentSettingsForm>;
type PaymentPage = Awaited<ReturnType<typeof paymentSettings>>;
const METHODS = ["cash_on_delivery", "offline_payment", "wallet_system", "payment_sandbox", "stripe_activated"] as const;
const SECRETS = ["stripe_secret_key", "stripe_webhook_secret"] as const;

/** Which methods the checkout offers, each with a note when the server cannot run it (the sandbox off, Stripe without keys). */
export function PaymentMethodsBox({ form, available }: { form: Form; available: PaymentPage["available"] }) {
  const { t } = useTranslation();
  const unavailable: Partial<Record<(typeof METHODS)[number], string>> = {
    payment_sandbox: available.sandbox ? undefined : t("payments_settings_sandbox_off"),
    stripe_activated: available.stripe ? undefined : t("payments_settings_stripe_missing"),
  };
  return (
    <SettingsBox title={t("payments_settings_methods")}>
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
    </SettingsBox>
  );
}

/** Stripe's keys: the publishable one shown, each secret typed anew (empty keeps the stored one) or cleared. */
export function StripeKeysBox({
  form,
  secrets,
  fromEnvironment,
}: {
  form: Form;
  secrets: PaymentPage["secrets"];
  fromEnvironment: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const message = (name: string) => fieldMessage(errors, name);
  return (
    <SettingsBox title={t("payments_settings_stripe")}>
      {fromEnvironment && <p className="text-sm text-gray-600 sm:col-span-2">{t("payments_settings_stripe_env")}</p>}
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
    </SettingsBox>
  );
}

/** The bank details a transfer shows, in each shop language. */
export function BankDetailsBox({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <SettingsBox title={t("payments_settings_bank")}>
      {LANGS.map((l) => (
        <Field
          key={l}
          label={`${t("payments_settings_bank_details")} (${l})`}
          error={fieldMessage(form.formState.errors, `offline_bank_details.${l}`)}
          className="sm:col-span-2"
        >
          <textarea rows={2} lang={l} dir={dirOf(l)} className={inputClass(false)} {...form.register(`offline_bank_details.${l}`)} />
        </Field>
      ))}
    </SettingsBox>
  );
}
