import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId, useState } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { useTranslation } from "../../i18n/i18n";
import { Eye, EyeOff } from "./icon-set";

/**
 * The shop's text input: a roomy one on the storefront and the account pages, a compact one in
 * the back office. `invalid` is the field's error (or whether it has one).
 */
export const inputClass = (invalid?: string | boolean, size: "compact" | "roomy" = "compact") =>
  size === "roomy"
    ? `block w-full rounded-lg border bg-white px-3 py-2.5 text-sm outline-none transition focus:ring-2 focus:ring-primary/20 ${invalid ? "border-red-400 focus:border-red-500" : "border-gray-300 focus:border-primary"}`
    : `block w-full rounded-lg border bg-white px-3 py-2 text-sm ${invalid ? "border-red-400" : "border-gray-300"} focus:border-primary focus:outline-none`;

/** The error message at a dotted path of react-hook-form's errors ("variants.1.sku"). */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

/**
 * A labelled field with its error below it (the control is the child). A message may be a
 * UI-string key of the shared schema (checked in the browser) or a sentence from the server: both
 * go through `t`, which leaves a sentence as it is. The error's line is always there (empty) so
 * nothing jumps.
 */
export function Field({
  label,
  error,
  hint,
  children,
  className = "",
  group = false,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
  /** the child names itself (a rich-text area with its toolbar): a group, not a label, which would click the toolbar's first button */
  group?: boolean;
}) {
  const { t } = useTranslation();
  const Tag = group ? "div" : "label";
  return (
    <Tag className={`block text-sm ${className}`}>
      <span className="mb-1 block font-medium text-gray-800">{label}</span>
      {children}
      {hint && <span className="mt-1 block text-xs text-gray-500">{hint}</span>}
      <span className="mt-0.5 block min-h-4 text-xs text-red-600" role={error ? "alert" : undefined}>
        {error ? t(error, { attribute: label.toLowerCase() }) : ""}
      </span>
    </Tag>
  );
}

function Frame({
  id,
  label,
  error,
  hint,
  children,
  optional,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700 first-letter:uppercase">
        {label}
        {optional && <span className="ms-1 font-normal text-gray-500">({t("optional")})</span>}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
};

/** A labelled input with its error (from the server's 422) or hint below; passwords get a show/hide toggle. */
export function TextField({ name, label, error, hint, optional, type = "text", ...rest }: TextFieldProps) {
  const id = `${useId()}-${name}`;
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  // E-mails and phone numbers read left to right in every language.
  const dir = rest.dir ?? (type === "email" || type === "tel" ? "ltr" : undefined);
  const input = (
    <input
      id={id}
      name={name}
      type={type === "password" && visible ? "text" : type}
      dir={dir}
      aria-invalid={!!error}
      aria-describedby={describedBy}
      className={`${inputClass(error, "roomy")} ${type === "password" ? "pe-10" : ""} ${dir === "ltr" ? "rtl:text-right" : ""}`}
      {...rest}
    />
  );
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      {type === "password" ? (
        <div className="relative">
          {input}
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 end-0 grid w-10 place-items-center text-gray-500 hover:text-gray-700"
            aria-label={visible ? t("hide_password") : t("show_password")}
          >
            {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        </div>
      ) : (
        input
      )}
    </Frame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  options: { value: string | number; label: string }[];
  placeholder?: string;
};

export function SelectField({ name, label, error, hint, optional, options, placeholder, ...rest }: SelectFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      <select id={id} name={name} aria-invalid={!!error} className={inputClass(error, "roomy")} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** The form's own error (sign-in refused, too many attempts …) above the fields. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid="form-error" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </div>
  );
}

export function SubmitButton({ busy, children, className = "" }: { busy: boolean; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      disabled={busy}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-primary-dark disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {busy ? t("saving") : children}
    </button>
  );
}
