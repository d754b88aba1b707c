/** A text in several languages, by language code (the jsonb `{en, fa, ar}` columns). */
export type Localized = Readonly<Record<string, string>>;

export const DEFAULT_LOCALE = "en";

/** The text in `locale`, else the default language, else any language that has it. */
export function localize(text: Localized | null | undefined, locale: string): string {
  if (!text) return "";
  return text[locale] || text[DEFAULT_LOCALE] || Object.values(text).find(Boolean) || "";
}
