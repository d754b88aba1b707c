import { useId } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "../../i18n/i18n";
import { dirOf, LANGS } from "../../lib/content-languages";
import { errorAt, inputClass } from "./FormField";

/** A text field registered with its form, with its error (the browser's check as a UI-string key, or the server's sentence). */
export function BoundTextField<T extends FieldValues, O>({
  form,
  name,
  label,
  lang,
  ltr,
  type = "text",
  testId,
  className = "",
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  lang?: string;
  ltr?: boolean;
  type?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = errorAt(form.formState.errors, name);
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        type={type}
        lang={lang}
        dir={ltr ? "ltr" : lang ? dirOf(lang) : undefined}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass(!!error)} ${ltr ? "rtl:text-right" : ""}`}
        data-testid={testId ?? `cat-${name}`}
        {...form.register(name)}
      />
      <p id={`${id}-error`} className="min-h-4 text-xs text-red-600" role={error ? "alert" : undefined}>
        {error ? t(error, { attribute: label }) : ""}
      </p>
    </div>
  );
}

/** A name in the shop's three languages (English required), one text field each. */
export function BoundNameFields<T extends FieldValues, O>({
  form,
  base = "name",
  label,
}: {
  form: UseFormReturn<T, unknown, O>;
  base?: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {LANGS.map((l) => (
        <BoundTextField key={l} form={form} name={`${base}.${l}` as Path<T>} label={`${label} (${t(`cat_lang_${l}`)})`} lang={l} />
      ))}
    </>
  );
}

/** A checkbox registered with its form. */
export function BoundCheckbox<T extends FieldValues, O>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
}) {
  return (
    <label className="flex items-center gap-2 self-center text-sm text-gray-800">
      <input type="checkbox" className="size-4 accent-primary" data-testid={`cat-${name}`} {...form.register(name)} />
      {label}
    </label>
  );
}
