import type { ReactNode } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { useTranslation } from "../../i18n/i18n";

export const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-sm ${invalid ? "border-red-400" : "border-gray-300"} focus:border-primary focus:outline-none`;

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
 * A labelled field with its error below it. A message may be a UI-string key of the shared
 * schema (checked in the browser) or a sentence from the server: both go through `t`, which
 * leaves a sentence as it is. The error's line is always there (empty) so nothing jumps.
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
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
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

export const LANGS = ["en", "fa", "ar"] as const;
export const dirOf = (lang: string) => (lang === "en" ? "ltr" : "rtl");

export function Section({ title, children, hidden }: { title: string; children: ReactNode; hidden: boolean }) {
  return (
    <section hidden={hidden} className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-6" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}
