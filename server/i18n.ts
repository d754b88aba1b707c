import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { LANGUAGE_FILES, langKeywords } from "../kernel/i18n/keywords";
import { textParam } from "./api/route";

export { langKeywords, translate } from "../kernel/i18n/keywords";

const files = new Map<string, { json: string; version: string }>();

/** A language's file as sent (JSON text) and its version (a hash of it), made once per process. */
function languageFile(locale: string) {
  let file = files.get(locale);
  if (!file) {
    const json = JSON.stringify(langKeywords(locale));
    file = { json, version: createHash("sha256").update(json).digest("hex").slice(0, 10) };
    files.set(locale, file);
  }
  return file;
}

/** The versioned URL of a language's file, which pages preload (browsers keep it for good). */
export function languageFileUrl(appPath: string, locale: string): string {
  return `${appPath}/lang/${locale}.json?v=${languageFile(locale).version}`;
}

/** `GET lang/{locale}.json`: the file that `settings_data.lang_file` points to; immutable when asked for by its current version. */
export function languageFileRoute(app: Hono) {
  app.get("/lang/:file", (c) => {
    const locale = textParam(c, "file").replace(/\.json$/, "");
    if (!LANGUAGE_FILES[locale]) return c.json({ error: "Language not found" }, 404);
    const file = languageFile(locale);
    c.header("Cache-Control", c.req.query("v") === file.version ? "public, max-age=31536000, immutable" : "public, max-age=300");
    return c.body(file.json, 200, { "Content-Type": "application/json" });
  });
}
