import type { Hono } from "hono";
import { textParam } from "./api/route";
import ar from "../app/i18n/locales/ar.json";
import en from "../app/i18n/locales/en.json";
import fa from "../app/i18n/locales/fa.json";

const FILES: Record<string, Record<string, string>> = { en, fa, ar };

const merged = new Map<string, Record<string, string>>();

/** The UI strings of a language (the spec's `lang_keywords`), English filling any gap; one object per language. */
export function langKeywords(locale: string): Record<string, string> {
  let keywords = merged.get(locale);
  if (!keywords) {
    keywords = locale === "en" ? en : { ...en, ...(FILES[locale] ?? {}) };
    merged.set(locale, keywords);
  }
  return keywords;
}

/** `GET lang/{locale}.json`: the file that `settings_data.lang_file` points to. */
export function languageFileRoute(app: Hono) {
  app.get("/lang/:file", (c) => {
    const locale = textParam(c, "file").replace(/\.json$/, "");
    if (!FILES[locale]) return c.json({ error: "Language not found" }, 404);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(langKeywords(locale));
  });
}
