import type { TFunction } from "i18next";
import { formatNumber } from "../../kernel/i18n/numbers";

const PLACEHOLDER = /\{\{\s*([^{}\s,]+)\s*\}\}/g;
/** Options i18next gives a meaning of its own; a call with any of them goes to i18next. */
const I18NEXT_OPTIONS = new Set([
  "defaultValue",
  "context",
  "returnObjects",
  "returnDetails",
  "lng",
  "lngs",
  "ns",
  "ordinal",
  "replace",
  "interpolation",
  "joinArrays",
  "postProcess",
  "keyPrefix",
  "fallbackLng",
  "nsSeparator",
  "keySeparator",
]);

const PLURAL_SUFFIXES = ["_zero", "_one", "_two", "_few", "_many", "_other"];

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural form of a count in a language, as i18next picks it: `_zero` for 0 when the string has one, else Intl.PluralRules. */
function pluralSuffix(words: Record<string, string>, key: string, count: number, language: string): string {
  if (count === 0 && words[`${key}_zero`] !== undefined) return "_zero";
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    pluralRules.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

function plainParams(opts: object): boolean {
  for (const key in opts) if (I18NEXT_OPTIONS.has(key)) return false;
  return true;
}

/**
 * `t` for the UI strings: the string itself, `{{name}}` placeholders filled from the options,
 * as i18next does with this app's settings (no key or namespace separators, no escaping, a
 * missing value leaves its placeholder, a number is written in the language's digits as i18next's
 * format hook does, see i18n.tsx). What it does not handle itself (a missing key,
 * plural variants, i18next's own options, nesting) goes to i18next's `t`. i18next's `t`
 * resolves options, plurals and nesting on every call; a listing calls `t` a few hundred times.
 */
export function fastT(words: Record<string, string>, i18nextT: TFunction, language = "en"): TFunction {
  const i18next = (key: unknown, opts?: unknown) => {
    // read the plural forms through `words` too: the server notes what a page reads (ui-strings.ts)
    if (typeof key === "string" && typeof opts === "object" && opts !== null && "count" in opts)
      for (const suffix of PLURAL_SUFFIXES) void words[key + suffix];
    return (i18nextT as (k: unknown, o?: unknown) => string)(key, opts);
  };
  const fill = (text: string, params: Record<string, unknown>) =>
    text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = params[name];
      if (value === undefined || value === null) return whole;
      return (typeof value === "number" && Number.isFinite(value)) || typeof value === "bigint"
        ? formatNumber(value, language)
        : String(value);
    });
  // a count with plural forms: the form of the language's plural rules, as i18next would pick it
  // (a listing has a few dozen counts: i18next's own path cost ~5 % of a page's CPU)
  const plural = (key: string, opts: Record<string, unknown>) => {
    for (const suffix of PLURAL_SUFFIXES) void words[key + suffix];
    const count = opts.count;
    if (typeof count !== "number" || !Number.isFinite(count)) return undefined;
    const text = words[key + pluralSuffix(words, key, count, language)] ?? words[`${key}_other`];
    return typeof text === "string" && !text.includes("$t(") ? fill(text, opts) : undefined;
  };
  const t = (key: unknown, opts?: unknown) => {
    if (typeof key !== "string") return i18next(key, opts);
    if (typeof opts === "object" && opts !== null && "count" in opts && plainParams(opts)) {
      if (words[`${key}_one`] !== undefined && words[`${key}_other`] !== undefined)
        return plural(key, opts as Record<string, unknown>) ?? i18next(key, opts);
      if (words[`${key}_other`] !== undefined) return i18next(key, opts);
    }
    const text = words[key];
    if (typeof text !== "string" || text.includes("$t(")) return i18next(key, opts);
    if (opts === undefined) return text;
    if (typeof opts !== "object" || opts === null || !plainParams(opts)) return i18next(key, opts);
    if (!text.includes("{{")) return text;
    return fill(text, opts as Record<string, unknown>);
  };
  return t as TFunction;
}
