import { type Localized, localize } from "../../kernel/localize";

/** An attribute value as a language writes it: its label in that language, else the default language's value. */
export function valueLabel(v: { value: string; labels: Localized | null }, locale: string): string {
  return v.labels?.[locale] || v.value;
}

/** A specification's value as a language writes it: one text for every language, or its own. */
export function specValue(value: string | Localized, locale: string): string {
  return typeof value === "string" ? value : localize(value, locale);
}
