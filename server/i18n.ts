import type { Hono } from "hono";
import { LANGUAGE_FILES, langKeywords } from "../app/i18n/keywords";
import { textParam } from "./api/route";

export { langKeywords, translate } from "../app/i18n/keywords";

/** `GET lang/{locale}.json`: the file that `settings_data.lang_file` points to. */
export function languageFileRoute(app: Hono) {
  app.get("/lang/:file", (c) => {
    const locale = textParam(c, "file").replace(/\.json$/, "");
    if (!LANGUAGE_FILES[locale]) return c.json({ error: "Language not found" }, 404);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(langKeywords(locale));
  });
}
