import i18next, { type i18n, type TFunction } from "i18next";
import { createContext, useContext } from "react";
import { formatNumber } from "../../kernel/i18n/numbers";
import { fastT } from "./translate";

const instances = new Map<string, { keywords: Record<string, string>; instance: i18n }>();
const keywordsOf = new WeakMap<i18n, Record<string, string>>();

/**
 * The i18next instance for a language, from that language's keyword map (the spec's
 * lang_keywords). Made once per language and process, not per request or render.
 */
export function createI18n(locale: string, keywords: Record<string, string>): i18n {
  const cached = instances.get(locale);
  if (cached && (cached.keywords === keywords || sameKeys(cached.keywords, keywords))) return cached.instance;
  const instance = i18next.createInstance().use(numberFormatter);
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: keywords } },
    keySeparator: false,
    nsSeparator: false,
    // numbers put into a string ({{count}}, {{minutes}} …) in the language's digits (Persian ۱۲۳)
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n["init"]>[0]);
  instances.set(locale, { keywords, instance });
  keywordsOf.set(instance, keywords);
  return instance;
}

/**
 * i18next's formatter module (it replaces the built-in one; no string uses `{{x, format}}`):
 * with `alwaysFormat`, every value put into a string passes here, and a number is written in the
 * language's digits (Persian ۱۲۳) by Intl.NumberFormat; anything else stays as it is.
 */
const numberFormatter = {
  type: "formatter" as const,
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, _format: string | undefined, lng: string | undefined): unknown {
    return (typeof value === "number" && Number.isFinite(value)) || typeof value === "bigint" ? formatNumber(value, lng ?? "en") : value;
  },
};

function sameKeys(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
}

const I18nContext = createContext<{ t: TFunction; i18n: i18n } | null>(null);
const bound = new WeakMap<object, { t: TFunction; i18n: i18n }>();

/**
 * Provides `{ t, i18n }` for a language. `words` are the strings `t` reads (by default the
 * instance's own): the server passes a view that notes which strings a page used.
 */
export function I18nProvider({ i18n, words, children }: { i18n: i18n; words?: Record<string, string>; children: React.ReactNode }) {
  const strings = words ?? keywordsOf.get(i18n) ?? {};
  let value = bound.get(strings);
  if (!value || value.i18n !== i18n) {
    value = { t: fastT(strings, i18n.t.bind(i18n) as TFunction, i18n.language), i18n };
    bound.set(strings, value);
  }
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * `{ t, i18n }` of the page's language. A context read, nothing more: react-i18next's hook
 * built a wrapper per call and was the largest single cost of rendering a listing.
 */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation outside I18nProvider");
  return value;
}
