import { createHash } from "node:crypto";
import type { Hono } from "hono";
import type { Ctx } from "../domain/context";
import { syncUiStrings } from "../domain/settings/ui-string-overrides";
import { hasLanguageStrings, langKeywords } from "../kernel/i18n/keywords";
import { textParam } from "./api/route";

export { langKeywords, translate } from "../kernel/i18n/keywords";

const files = new Map<string, { of: Record<string, string>; json: string; version: string }>();

/** A language's file as sent (JSON text) and its version (a hash of it), made again once an operator's wording changes it. */
function languageFile(locale: string) {
  const words = langKeywords(locale);
  let file = files.get(locale);
  if (!file || file.of !== words) {
    const json = JSON.stringify(words);
    file = { of: words, json, version: createHash("sha256").update(json).digest("hex").slice(0, 10) };
    files.set(locale, file);
  }
  return file;
}

/** The versioned URL of a language's file, which pages preload (browsers keep it for good). */
export function languageFileUrl(appPath: string, locale: string): string {
  return `${appPath}/lang/${locale}.json?v=${languageFile(locale).version}`;
}

/** `GET lang/{locale}.json`: the file that `settings_data.lang_file` points to; immutable when asked for by its current version. */
export function languageFileRoute(app: Hono, ctx: Pick<Ctx, "db" | "cache">) {
  app.get("/lang/:file", async (c) => {
    await syncUiStrings(ctx);
    const locale = textParam(c, "file").replace(/\.json$/, "");
    if (!hasLanguageStrings(locale)) return c.json({ error: "Language not found" }, 404);
    const file = languageFile(locale);
    c.header("Cache-Control", c.req.query("v") === file.version ? "public, max-age=31536000, immutable" : "public, max-age=300");
    return c.body(file.json, 200, { "Content-Type": "application/json" });
  });
}
