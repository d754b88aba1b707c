import { type ReactNode, useEffect, useId, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../../i18n/i18n";
import { api, formErrorsOf } from "../../../lib/api";
import { errorAt, inputClass, LANGS } from "../../backoffice/FormBits";

/**
 * Send a catalog form: JSON, or multipart with the form as JSON in `payload` and the picture in
 * `fileField` when one was chosen. The server's 422 field errors go beside their fields (keyed by
 * path, `name.en`), a refusal (409: still in use) is shown as a toast. Answers whether it saved.
 */
export function useCatalogSave<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return async (path: string, values: T, picture?: { field: string; file: File | null }): Promise<boolean> => {
    let body: unknown = values;
    if (picture?.file) {
      const data = new FormData();
      data.append("payload", JSON.stringify(values));
      data.append(picture.field, picture.file);
      body = data;
    }
    try {
      const answer = await api<{ success: string }>(path, { method: "POST", body, quiet: true });
      toast.success(answer.success);
      void revalidator.revalidate();
      return true;
    } catch (err) {
      const found = formErrorsOf(err);
      if (!found) toast.error(t("network_error"));
      else
        for (const [field, text] of Object.entries(found)) {
          if (field === "form") toast.error(text);
          else form.setError(field as Path<T>, { type: "server", message: text });
        }
      return false;
    }
  };
}

/** A row's call without a form (delete, move): a toast with the answer or the refusal, then the list again. */
export function useCatalogAction() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return async (path: string, body: unknown = {}, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    try {
      const answer = await api<{ success: string; repeated?: boolean }>(path, { method: "POST", body, quiet: true });
      if (!answer.repeated) toast.success(answer.success);
      void revalidator.revalidate();
    } catch (err) {
      const found = formErrorsOf(err);
      toast.error(found ? (found.form ?? Object.values(found)[0]) : t("network_error"));
    }
  };
}

/** A text field of a catalog form with its error (the browser's check as a UI-string key, or the server's sentence). */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  lang,
  ltr,
  type = "text",
  testId,
  className = "",
}: {
  form: UseFormReturn<T>;
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
        dir={ltr ? "ltr" : lang ? (lang === "en" ? "ltr" : "rtl") : undefined}
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

/** The name in the shop's three languages (English required). */
export function NameFields<T extends FieldValues>({
  form,
  base = "name",
  label,
}: {
  form: UseFormReturn<T>;
  base?: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {LANGS.map((l) => (
        <TextField key={l} form={form} name={`${base}.${l}` as Path<T>} label={`${label} (${t(`cat_lang_${l}`)})`} lang={l} />
      ))}
    </>
  );
}

export function CheckField<T extends FieldValues>({ form, name, label }: { form: UseFormReturn<T>; name: Path<T>; label: string }) {
  return (
    <label className="flex items-center gap-2 self-center text-sm text-gray-800">
      <input type="checkbox" className="size-4 accent-primary" data-testid={`cat-${name}`} {...form.register(name)} />
      {label}
    </label>
  );
}

/** A picture chooser with the current picture or the chosen one beside it; the server checks and re-encodes it. */
export function PictureField({
  label,
  current,
  error,
  onChange,
  testId,
}: {
  label: string;
  current: string | null;
  error?: string;
  onChange: (file: File | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? current;
  return (
    <div className="space-y-1 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {shown ? (
          <img src={shown} alt="" className="h-16 w-24 rounded-lg border border-gray-100 object-cover" />
        ) : (
          <span className="grid h-16 w-24 place-items-center rounded-lg border border-dashed border-gray-300 text-xs text-gray-400">
            {t("cat_no_picture")}
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="text-sm file:me-3 file:rounded-full file:border-0 file:bg-primary-soft file:px-3 file:py-1.5 file:text-primary"
          data-testid={testId}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0] ?? null;
            setPreview(file ? URL.createObjectURL(file) : null);
            onChange(file);
          }}
        />
      </div>
      <p className="min-h-4 text-xs text-red-600" role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>
    </div>
  );
}

/** The editor's frame: its title, the fields in two columns, save and cancel. */
export function EditorCard({
  title,
  onSubmit,
  onCancel,
  busy,
  children,
  testId,
}: {
  title: string;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="mb-5 rounded-2xl border border-primary/30 bg-white p-4 sm:p-5" data-testid={testId}>
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-3">{children}</div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          data-testid="cat-save"
        >
          {t("cat_save")}
        </button>
        <button type="button" onClick={onCancel} className="rounded-full border border-gray-300 px-5 py-2 text-sm hover:bg-gray-50">
          {t("cat_cancel")}
        </button>
      </div>
    </form>
  );
}

/** A row's buttons: edit, up and down (where the storefront shows an order) and delete. */
export function RowButtons({
  onEdit,
  onDelete,
  onMove,
  label,
}: {
  onEdit: () => void;
  onDelete: () => void;
  onMove?: (direction: "up" | "down") => void;
  label: string;
}) {
  const { t } = useTranslation();
  const small = "rounded-full border border-gray-300 px-3 py-1 text-xs hover:bg-gray-50";
  return (
    <div className="flex flex-wrap gap-1.5">
      <button type="button" className={small} onClick={onEdit} aria-label={`${t("cat_edit")}: ${label}`} data-testid="cat-edit">
        {t("cat_edit")}
      </button>
      {onMove && (
        <>
          <button type="button" className={small} onClick={() => onMove("up")} aria-label={`${t("cat_move_up")}: ${label}`}>
            ↑
          </button>
          <button type="button" className={small} onClick={() => onMove("down")} aria-label={`${t("cat_move_down")}: ${label}`}>
            ↓
          </button>
        </>
      )}
      <button
        type="button"
        className={`${small} border-red-200 text-red-700 hover:bg-red-50`}
        onClick={onDelete}
        aria-label={`${t("cat_delete")}: ${label}`}
        data-testid="cat-delete"
      >
        {t("cat_delete")}
      </button>
    </div>
  );
}

/** The "new" button above a list. */
export function NewButton({ onClick, label, testId }: { onClick: () => void; label: string; testId: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      data-testid={testId}
    >
      {label}
    </button>
  );
}

/** A slug from an English name: lower-case words joined by hyphens. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);

/** A new record's slug follows its English name until the operator types a slug of their own. */
export function useSlugFromName<T extends FieldValues>(form: UseFormReturn<T>, isNew: boolean) {
  useEffect(() => {
    if (!isNew) return;
    const sub = form.watch((values, { name }) => {
      if (name !== "name.en" || form.getFieldState("slug" as Path<T>).isDirty) return;
      const en = (values as { name?: { en?: string } }).name?.en ?? "";
      form.setValue("slug" as Path<T>, slugify(en) as never);
    });
    return () => sub.unsubscribe();
  }, [form, isNew]);
}
