import { type ReactNode, useId } from "react";
import type { FieldPath } from "react-hook-form";
import {
  ADDON_IDS,
  type SettingsChange,
  type SettingsFormValues,
  SettingsInput,
  SOCIAL_LINKS,
  SYMBOL_FORMATS,
} from "../../../domain/settings/settings-input";
import { formatPrice } from "../../../kernel/money";
import { useTranslation } from "../../i18n/i18n";
import { type ShopForm, useShopForm } from "../../lib/use-shop-form";
import { useStore } from "../../store/store";
import { inputClass } from "../ui/FormField";

type Name = FieldPath<SettingsFormValues>;
const FLAGS = ["disable_guest", "coupon_system", "site_popup_status", "pushar_activated", "demo_mode"] as const;
const LANGS = ["en", "fa", "ar"] as const;

/** The stored values as the form holds them: switches as true/false. */
export function formValuesOf(current: Required<SettingsChange>): SettingsFormValues {
  const values: Record<string, unknown> = { ...current };
  for (const f of FLAGS) values[f] = Number(current[f]) === 1;
  return values as SettingsFormValues;
}

/**
 * The admin settings form (react-hook-form): checked in the browser with the very schema the
 * server checks with (domain/settings/settings-input.ts), then sent whole; the server writes only
 * what changed. Its 422 field errors show beside their fields.
 */
export function SettingsForm({ initial, zones }: { initial: SettingsFormValues; zones: string[] }) {
  const { t } = useTranslation();
  const uid = useId();
  const { form, send } = useShopForm(SettingsInput, { defaultValues: initial, mode: "onBlur" });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const answer = await send("admin/settings", values, {
      placeError: (field) => (field === "form" || field === "settings" ? null : field),
    });
    if (answer) form.reset(form.getValues());
  });
  const f = { form, uid };
  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="settings-form">
      <GeneralSection {...f} zones={zones} />
      <Section title={t("settings_section_checkout")}>
        <Check {...f} name="disable_guest" label={t("settings_disable_guest")} />
        <Check {...f} name="coupon_system" label={t("settings_coupon_system")} />
        <Text {...f} name="order_prefix" label={t("settings_order_prefix")} ltr />
      </Section>
      <Section title={t("settings_section_popup")}>
        <Check {...f} name="site_popup_status" label={t("settings_popup_on")} />
        <Select
          {...f}
          name="popup_show_in"
          label={t("settings_popup_show_in")}
          options={[
            ["home_page", t("settings_popup_home")],
            ["all_page", t("settings_popup_all")],
          ]}
        />
        {LANGS.map((l) => (
          <Text key={`t${l}`} {...f} name={`popup_title.${l}`} label={`${t("settings_popup_title")} (${l})`} lang={l} />
        ))}
        {LANGS.map((l) => (
          <Text key={`d${l}`} {...f} name={`popup_description.${l}`} label={`${t("settings_popup_description")} (${l})`} lang={l} area />
        ))}
      </Section>
      <Section title={t("settings_section_social")}>
        {SOCIAL_LINKS.map((name) => (
          <Text key={name} {...f} name={name} label={t(`settings_${name}`)} ltr type="url" />
        ))}
      </Section>
      <Section title={t("settings_section_realtime")}>
        <Check {...f} name="pushar_activated" label={t("settings_realtime")} />
        <Check {...f} name="demo_mode" label={t("settings_demo_mode")} />
      </Section>
      <Section title={t("settings_section_analytics")}>
        <Select
          {...f}
          name="analytics_provider"
          label={t("settings_analytics_provider")}
          options={[
            ["none", t("settings_analytics_none")],
            ["google", "Google Analytics"],
          ]}
        />
        <Text {...f} name="analytics_id" label={t("settings_analytics_id")} ltr />
      </Section>
      <Section title={t("settings_section_video_ads")}>
        <Text {...f} name="video_ad_tag_url" label={t("settings_video_ad_tag_url")} ltr type="url" />
        <p className="self-end text-xs text-gray-500">{t("settings_video_ad_tag_help")}</p>
      </Section>
      <Section title={t("settings_section_addons")}>
        {ADDON_IDS.map((id) => (
          <Check key={id} {...f} name={`addons.${id}`} label={t(`settings_addon_${id}`)} />
        ))}
      </Section>
      <div className="sticky bottom-0 -mx-1 bg-white/90 px-1 py-3 backdrop-blur">
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-full bg-primary px-6 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50 sm:w-auto"
          data-testid="settings-save"
        >
          {t("settings_save")}
        </button>
      </div>
    </form>
  );
}

/** General and currency format: the shop's time zone, then how amounts are written, with an example. */
function GeneralSection({ form, uid, zones }: Pick<FieldProps, "form" | "uid"> & { zones: string[] }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const [format, decimals, separator] = form.watch(["currency_symbol_format", "no_of_decimals", "decimal_separator"]);
  const preview = formatPrice("1234.5", state.default_currency, {
    no_of_decimals: Number(decimals),
    decimal_separator: separator === "," ? "," : ".",
    currency_symbol_format: format ?? "symbol_amount",
  });
  const f = { form, uid };
  return (
    <Section title={t("settings_section_currency")}>
      <Select {...f} name="time_zone" label={t("settings_time_zone")} options={zones.map((z) => [z, z])} />
      <Select
        {...f}
        name="currency_symbol_format"
        label={t("settings_symbol_format")}
        options={SYMBOL_FORMATS.map((v) => [v, t(`settings_format_${v}`)])}
      />
      <Select
        {...f}
        name="no_of_decimals"
        label={t("settings_decimals")}
        number
        options={[0, 1, 2, 3].map((n) => [String(n), String(n)])}
      />
      <Select
        {...f}
        name="decimal_separator"
        label={t("settings_decimal_separator")}
        options={[
          [".", t("settings_separator_dot")],
          [",", t("settings_separator_comma")],
        ]}
      />
      <p className="self-end rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-700" data-testid="settings-preview">
        {t("settings_preview")}: <bdi dir="ltr">{preview}</bdi>
      </p>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface FieldProps {
  form: ShopForm<typeof SettingsInput>;
  uid: string;
  name: Name;
  label: string;
}

/** A field's error: the server's (already in the page's language) or the browser's check. */
function useFieldError({ form, name, label }: FieldProps) {
  const { t } = useTranslation();
  const error = form.getFieldState(name, form.formState).error;
  if (!error) return undefined;
  return error.type === "server" && error.message ? error.message : t("v_setting_invalid", { attribute: label });
}

function ErrorText({ id, text, name }: { id: string; text?: string; name: string }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm text-red-600" role="alert" data-testid={`settings-error-${name}`}>
      {text}
    </p>
  );
}

function Text(props: FieldProps & { ltr?: boolean; area?: boolean; lang?: string; type?: string }) {
  const { form, uid, name, label, ltr, area, lang, type } = props;
  const error = useFieldError(props);
  const id = `${uid}-${name}`;
  const common = {
    id,
    lang,
    dir: ltr ? "ltr" : lang ? (lang === "en" ? "ltr" : "rtl") : undefined,
    "aria-invalid": !!error,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `${inputClass(error)} ${ltr ? "rtl:text-right" : ""}`,
    "data-testid": `settings-${name}`,
    ...form.register(name),
  };
  return (
    <div className={`space-y-1.5 ${area ? "sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {area ? <textarea rows={2} {...common} /> : <input type={type ?? "text"} {...common} />}
      <ErrorText id={`${id}-error`} text={error} name={name} />
    </div>
  );
}

function Select(props: FieldProps & { options: [string, string][]; number?: boolean }) {
  const { form, uid, name, label, options, number } = props;
  const error = useFieldError(props);
  const id = `${uid}-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select id={id} className={inputClass(error)} data-testid={`settings-${name}`} {...form.register(name, { valueAsNumber: number })}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} text={error} name={name} />
    </div>
  );
}

function Check(props: FieldProps) {
  const { form, uid, name, label } = props;
  const error = useFieldError(props);
  const id = `${uid}-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-[var(--color-primary)]"
          data-testid={`settings-${name}`}
          {...form.register(name)}
        />
        {label}
      </label>
      <ErrorText id={`${id}-error`} text={error} name={name} />
    </div>
  );
}
