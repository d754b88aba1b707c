import { type LanguageFormValues, LanguageInput } from "../../../../domain/settings/language-input";
import { useTranslation } from "../../../i18n/i18n";
import { useShopForm } from "../../../lib/use-shop-form";
import { Card } from "../../account/PageHeading";
import { Field, inputClass } from "../../ui/FormField";
import { fieldMessage } from "../field-message";

/** A new language's form: code, names, direction and flag, checked with the server's schema (LanguageInput); `onAdded` once it is in. */
export function AddLanguage({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const empty: LanguageFormValues = { code: "", name: "", native_name: "", direction: "ltr", flag: "" };
  const { form, send } = useShopForm(LanguageInput, { defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const message = (name: keyof LanguageFormValues) => fieldMessage(errors, name);
  const submit = form.handleSubmit(async (values) => {
    if (!(await send("admin/languages", values, { placeError: (field) => field }))) return;
    form.reset(empty);
    onAdded();
  });
  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="language-add">
        <h2 className="text-base font-semibold">{t("languages_add")}</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t("languages_col_code")} error={message("code")} hint={t("languages_code_hint")}>
            <input dir="ltr" className={inputClass(!!errors.code)} {...form.register("code")} data-testid="language-code" />
          </Field>
          <Field label={t("languages_english_name")} error={message("name")}>
            <input className={inputClass(!!errors.name)} {...form.register("name")} data-testid="language-name" />
          </Field>
          <Field label={t("languages_native_name")} error={message("native_name")}>
            <input
              dir="auto"
              className={inputClass(!!errors.native_name)}
              {...form.register("native_name")}
              data-testid="language-native"
            />
          </Field>
          <Field label={t("languages_col_direction")}>
            <select className={inputClass(false)} {...form.register("direction")} data-testid="language-direction">
              <option value="ltr">{t("languages_dir_ltr")}</option>
              <option value="rtl">{t("languages_dir_rtl")}</option>
            </select>
          </Field>
          <Field label={t("languages_flag")} error={message("flag")} hint={t("languages_flag_hint")}>
            <input className={inputClass(!!errors.flag)} {...form.register("flag")} data-testid="language-flag" />
          </Field>
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          data-testid="language-add-submit"
        >
          {t("languages_add_submit")}
        </button>
      </form>
    </Card>
  );
}
