import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { Card } from "../account/PageHeading";
import { FormError, SelectField, SubmitButton, TextField } from "../ui/FormField";

export interface PayoutSettingsView {
  schedule: string;
  minimum: string;
  method: string;
  account_holder: string;
  iban_masked: string;
  bic: string;
  stripe_account_masked: string;
  methods: string[];
  min_payout: string;
}

/** A stored detail, masked, in its own left-to-right order whatever the page's direction, and how to keep it. */
function Stored({ masked, testId }: { masked: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <bdi dir="ltr" className="font-mono" data-testid={testId}>
        {masked}
      </bdi>{" "}
      {t("seller_payout_stored_keep")}
    </>
  );
}

/** What the form sends; the server checks it (the IBAN's check digits, the minimum). */
const Input = z.object({
  schedule: z.string(),
  minimum: z.string(),
  method: z.string(),
  account_holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  stripe_account_id: z.string(),
});

/**
 * The seller's payout schedule (`POST seller/payout-settings`, decision 073): manual, weekly or
 * monthly above a minimum, by bank transfer or (when offered) Stripe Connect. The stored IBAN is
 * only shown masked; a blank IBAN keeps it.
 */
export function PayoutSettingsForm({ settings }: { settings: PayoutSettingsView }) {
  const { t } = useTranslation();
  const defaults = {
    schedule: settings.schedule,
    minimum: settings.minimum,
    method: settings.method,
    account_holder: settings.account_holder,
    iban: "",
    bic: settings.bic,
    stripe_account_id: "",
  };
  const { form, send } = useShopForm(Input, { defaultValues: defaults });
  const errors = messagesOf(form.formState.errors);
  const method = form.watch("method");
  const submit = form.handleSubmit(async (values) => {
    if (await send("seller/payout-settings", values, { loud: true, placeError: formErrorAbove, revalidate: true }))
      form.reset({ ...values, iban: "", stripe_account_id: "" });
  });
  return (
    <Card className="mt-4">
      <h2 className="font-semibold">{t("seller_payout_settings")}</h2>
      <p className="mb-3 mt-1 text-sm text-gray-600">{t("seller_payout_settings_text")}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="payout-settings-form">
        <div className="sm:col-span-2">
          <FormError message={errors.form} />
        </div>
        <SelectField
          {...form.register("schedule")}
          label={t("seller_payout_schedule")}
          error={errors.schedule}
          options={["manual", "weekly", "monthly"].map((s) => ({ value: s, label: t(`seller_payout_schedule_${s}`) }))}
        />
        <TextField {...form.register("minimum")} label={t("seller_payout_minimum")} error={errors.minimum} inputMode="decimal" dir="ltr" />
        <SelectField
          {...form.register("method")}
          label={t("seller_payout_method")}
          error={errors.method}
          options={settings.methods.map((m) => ({ value: m, label: t(`seller_payout_method_${m}`) }))}
        />
        {method === "stripe_connect" ? (
          <TextField
            {...form.register("stripe_account_id")}
            label={t("seller_payout_stripe_account")}
            error={errors.stripe_account_id}
            dir="ltr"
            hint={
              settings.stripe_account_masked ? <Stored masked={settings.stripe_account_masked} testId="payout-account-masked" /> : undefined
            }
          />
        ) : (
          <>
            <TextField
              {...form.register("account_holder")}
              label={t("seller_payout_account_holder")}
              error={errors.account_holder}
              dir="auto"
            />
            <TextField
              {...form.register("iban")}
              label={t("seller_payout_iban")}
              error={errors.iban}
              dir="ltr"
              autoComplete="off"
              hint={settings.iban_masked ? <Stored masked={settings.iban_masked} testId="payout-iban-masked" /> : undefined}
            />
            <TextField {...form.register("bic")} label={t("seller_payout_bic")} error={errors.bic} dir="ltr" />
          </>
        )}
        <div className="sm:col-span-2">
          <SubmitButton busy={form.formState.isSubmitting}>{t("seller_payout_settings_save")}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
