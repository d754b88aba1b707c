import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";
import { dirOf, errorAt, Field, inputClass, LANGS } from "../backoffice/FormBits";
import { RichText } from "../backoffice/RichText";

/**
 * Pieces of the editorial console's forms (pages, posts, campaigns): a text in every shop
 * language, a rich text in every language (the Tiptap editor), a switch, and the save that sends
 * the form (as JSON, or multipart with its pictures) and puts the server's 422 beside the fields.
 */
export function LocalizedInputs<F extends FieldValues>({
  form,
  name,
  label,
  textarea = false,
  testId,
}: {
  form: UseFormReturn<F>;
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

export function LocalizedRichText<F extends FieldValues>({ form, name, label }: { form: UseFormReturn<F>; name: string; label: string }) {
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

export function Switch<F extends FieldValues>({
  form,
  name,
  label,
  testId,
}: {
  form: UseFormReturn<F>;
  name: Path<F>;
  label: string;
  testId?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...form.register(name)} data-testid={testId} />
      {label}
    </label>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl border border-gray-100 bg-white p-4 sm:p-6" aria-label={title}>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Send the form to `path`: JSON, or multipart (`payload` + the chosen pictures) when there are
 * files. Answers the server's answer, or null after showing its errors (fields beside them).
 */
export async function sendEditorial<F extends FieldValues, T>(
  form: UseFormReturn<F>,
  path: string,
  values: F,
  files: Record<string, File | null | undefined>,
  fallback: string,
): Promise<T | null> {
  const chosen = Object.entries(files).filter((e): e is [string, File] => !!e[1]);
  let body: unknown = values;
  if (chosen.length) {
    const data = new FormData();
    data.set("payload", JSON.stringify(values));
    for (const [k, f] of chosen) data.set(k, f);
    body = data;
  }
  try {
    const answer = await api<T & { success: string }>(path, { method: "POST", body, quiet: true });
    toast.success(answer.success);
    return answer;
  } catch (err) {
    const found = formErrorsOf(err);
    if (!found) {
      toast.error(fallback);
      return null;
    }
    for (const [field, text] of Object.entries(found)) {
      if (field === "form") toast.error(text);
      else form.setError(field as Path<F>, { type: "server", message: text });
    }
    return null;
  }
}

/** A delete button that asks first, then calls `path` and runs `done`. */
export function DeleteButton({ path, name, done, testId }: { path: string; name: string; done: () => void; testId?: string }) {
  const { t } = useTranslation();
  const run = async () => {
    if (!window.confirm(t("ed_delete_confirm", { name }))) return;
    try {
      const answer = await api<{ success: string }>(path, { method: "POST", body: {}, quiet: true });
      toast.success(answer.success);
      done();
    } catch (err) {
      const found = formErrorsOf(err);
      toast.error(found ? Object.values(found)[0] : t("network_error"));
    }
  };
  return (
    <button type="button" onClick={() => void run()} className="text-sm font-medium text-red-600 hover:underline" data-testid={testId}>
      {t("ed_delete")}
    </button>
  );
}

export const buttonClass = "rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50";
export const linkButtonClass =
  "inline-flex items-center rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm font-medium hover:bg-gray-50";
