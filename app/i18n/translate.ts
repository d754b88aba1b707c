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
  const t = (key: unknown, opts?: unknown) => {
    const text = typeof key === "string" ? words[key] : undefined;
    if (typeof text !== "string" || text.includes("$t(")) return i18next(key, opts);
    if (opts === undefined) return text;
    if (typeof opts !== "object" || opts === null || !plainParams(opts)) return i18next(key, opts);
    if ("count" in opts && (words[`${key}_one`] !== undefined || words[`${key}_other`] !== undefined)) return i18next(key, opts);
    if (!text.includes("{{")) return text;
    const params = opts as Record<string, unknown>;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = params[name];
      if (value === undefined || value === null) return whole;
      return (typeof value === "number" && Number.isFinite(value)) || typeof value === "bigint"
        ? formatNumber(value, language)
        : String(value);
    });
  };
  return t as TFunction;
}
