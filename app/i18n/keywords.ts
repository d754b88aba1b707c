import ar from "./locales/ar.json";
import en from "./locales/en.json";
import fa from "./locales/fa.json";

/** Every language's UI strings (server side: page data, mails, error messages). */
export const LANGUAGE_FILES: Record<string, Record<string, string>> = { en, fa, ar };

const merged = new Map<string, Record<string, string>>();

/** The UI strings of a language (the spec's `lang_keywords`), English filling any gap; one object per language. */
export function langKeywords(locale: string): Record<string, string> {
  let keywords = merged.get(locale);
  if (!keywords) {
    keywords = locale === "en" ? en : { ...en, ...(LANGUAGE_FILES[locale] ?? {}) };
    merged.set(locale, keywords);
  }
  return keywords;
}

/**
 * A message in a language: `key` is a UI-string key ({{name}} placeholders filled from
 * `params`) or, when no such key exists, already a sentence and returned as it is.
 */
export function translate(locale: string, key: string, params: Record<string, string | number> = {}): string {
  const text = langKeywords(locale)[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
