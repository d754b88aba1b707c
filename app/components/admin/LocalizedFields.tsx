import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "../../i18n/i18n";
import { dirOf, LANGS } from "../../lib/content-languages";
import { RichText } from "../backoffice/RichText";
import { errorAt, Field, inputClass } from "../ui/FormField";

/**
 * A text of the editorial console's forms (pages, posts, campaigns) in every shop language: a
 * line or an area each, or a rich text each (the Tiptap editor), with its error beside it.
 */
export function LocalizedInputs<F extends FieldValues, O>({
  form,
  name,
  label,
  textarea = false,
  testId,
}: {
  form: UseFormReturn<F, unknown, O>;
  name: string;
  label: string;
  textarea?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-x-4 sm:grid-cols-3">
      {LANGS.map((l) => {
        const path = `${name}.${l}` as Path<F>;
        const err = errorAt(form.formState.errors, path);
        const props = { ...form.register(path), dir: dirOf(l), lang: l, className: inputClass(!!err), "data-testid": `${testId}-${l}` };
        return (
          <Field key={l} label={`${label} (${t(`ed_lang_${l}`)})`} error={err}>
            {textarea ? <textarea rows={3} {...props} /> : <input {...props} />}
          </Field>
        );
      })}
    </div>
  );
}

export function LocalizedRichText<F extends FieldValues, O>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<F, unknown, O>;
  name: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      {LANGS.map((l) => {
        const path = `${name}.${l}` as Path<F>;
        const err = errorAt(form.formState.errors, path);
        const named = `${label} (${t(`ed_lang_${l}`)})`;
        return (
          <Field key={l} label={named} error={err} group>
            <Controller
              control={form.control}
              name={path}
              render={({ field }) => (
                <RichText value={field.value ?? ""} onChange={field.onChange} dir={dirOf(l)} lang={l} label={named} invalid={!!err} />
              )}
            />
          </Field>
        );
      })}
    </div>
  );
}
