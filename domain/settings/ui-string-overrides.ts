import { languages, uiStringOverrides } from "../../db/schema";
import { applyStringOverrides, type StringOverrides } from "../../kernel/i18n/keywords";
import type { Ctx } from "../context";

const TTL_MS = 60_000;
/** under "languages": adding or switching a language drops it too (ctx.cache.invalidate("languages")) */
export const STRINGS_CACHE_KEY = "languages.strings";

/** The operators' wordings of UI strings and the shop's languages, as stored (cached; their writers invalidate). */
export function loadStringOverrides(ctx: Pick<Ctx, "db" | "cache">): Promise<StringOverrides> {
  return ctx.cache.get(STRINGS_CACHE_KEY, TTL_MS, async () => {
    const [rows, langs] = await Promise.all([
      ctx.db
        .select({ locale: uiStringOverrides.locale, key: uiStringOverrides.key, value: uiStringOverrides.value })
        .from(uiStringOverrides),
      ctx.db.select({ code: languages.code }).from(languages),
    ]);
    const words: Record<string, Record<string, string>> = {};
    for (const r of rows) {
      words[r.locale] ??= {};
      words[r.locale][r.key] = r.value;
    }
    return { words, locales: langs.map((l) => l.code) };
  });
}

/**
 * Bring this process's UI strings (kernel/i18n/keywords.ts) in line with the stored wordings:
 * called on every request before anything is translated, so a change made here or in another
 * process (the cache's invalidation reaches them all) holds from the next request on.
 */
export async function syncUiStrings(ctx: Pick<Ctx, "db" | "cache">): Promise<void> {
  applyStringOverrides(await loadStringOverrides(ctx));
}
