import { and, eq } from "drizzle-orm";
import { languages, uiStringOverrides } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { LANGUAGE_FILES, langKeywords, shippedString } from "../../kernel/i18n/keywords";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { StringInput, StringReset } from "./ui-string-input";
import { STRINGS_CACHE_KEY, syncUiStrings } from "./ui-string-overrides";

export const STRINGS_PER_PAGE = 50;

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));
const isKey = (key: string) => Object.hasOwn(LANGUAGE_FILES.en, key);

async function languageOf(ctx: Ctx, code: string) {
  const [row] = await ctx.db.select().from(languages).where(eq(languages.code, code));
  if (!row) throw new NotFoundError("language_not_available");
  return row;
}

async function overridesOf(ctx: Ctx, code: string) {
  const rows = await ctx.db.select().from(uiStringOverrides).where(eq(uiStringOverrides.locale, code));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * A language's file for the strings page (operators with `settings`): every UI-string key with
 * its wording in the language (the operator's, else the shipped one, else English) and the
 * English beside it, searched by `q` (key or either text) and paged.
 */
export async function languageStrings(ctx: Ctx, input: { userId: number | null; code: string; query: Record<string, string> }) {
  await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const language = await languageOf(ctx, input.code);
  await syncUiStrings(ctx);
  const own = await overridesOf(ctx, language.code);
  const words = langKeywords(language.code);
  const english = langKeywords("en");
  const q = (input.query.q ?? "").trim().toLowerCase().slice(0, 100);
  const keys = Object.keys(LANGUAGE_FILES.en)
    .sort()
    .filter((k) => !q || k.toLowerCase().includes(q) || english[k].toLowerCase().includes(q) || (words[k] ?? "").toLowerCase().includes(q));
  const pages = Math.max(1, Math.ceil(keys.length / STRINGS_PER_PAGE));
  const page = Math.min(Math.max(1, Number.parseInt(input.query.page ?? "1", 10) || 1), pages);
  const rows = keys
    .slice((page - 1) * STRINGS_PER_PAGE, page * STRINGS_PER_PAGE)
    .map((key) => ({ id: key, key, value: words[key] ?? english[key], english: english[key], overridden: own.has(key) }));
  return {
    language: { code: language.code, name: language.name, native_name: language.nativeName, direction: language.direction },
    data: rows,
    total: keys.length,
    current_page: page,
    last_page: pages,
    q,
  };
}

function dropStrings(ctx: Ctx) {
  ctx.cache.invalidate(STRINGS_CACHE_KEY);
}

/**
 * `POST admin/languages/:code/strings` `{key, value}`: the operator's wording of one UI string in
 * one language, kept as an override of the shipped file; the language file (`GET lang/{code}.json`,
 * a new version), the server's rendering and its messages use it from the next request on. An
 * unknown key, an empty value or a `{{placeholder}}` the English text has not is 422. A wording
 * equal to the shipped one removes the override.
 */
export async function setUiString(ctx: Ctx, input: { userId: number | null; code: string; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "settings", "Not found");
  const language = await languageOf(ctx, input.code);
  const parsed = StringInput.safeParse(input.fields);
  if (!parsed.success)
    throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "value"), ["v_setting_invalid"]])));
  const { key, value } = parsed.data;
  if (!isKey(key)) throw new ValidationError({ key: ["admin_string_unknown"] });
  const allowed = placeholders(LANGUAGE_FILES.en[key]);
  if ([...placeholders(value)].some((p) => !allowed.has(p))) throw new ValidationError({ value: ["admin_string_placeholders"] });
  const own = await overridesOf(ctx, language.code);
  const shipped = shippedString(language.code, key) ?? "";
  const before = own.get(key) ?? shipped;
  if (before === value) return { key, value, overridden: own.has(key), repeated: true };
  await ctx.db.transaction(async (tx) => {
    const where = and(eq(uiStringOverrides.locale, language.code), eq(uiStringOverrides.key, key));
    if (value === shipped) await tx.delete(uiStringOverrides).where(where);
    else
      await tx
        .insert(uiStringOverrides)
        .values({ locale: language.code, key, value, updatedAt: ctx.now() })
        .onConflictDoUpdate({ target: [uiStringOverrides.locale, uiStringOverrides.key], set: { value, updatedAt: ctx.now() } });
    await recordAudit(
      tx,
      op,
      {
        action: "ui_string.update",
        target: { type: "ui_string", id: `${language.code}:${key}` },
        before: { value: before },
        after: { value },
      },
      ctx.now(),
    );
  });
  dropStrings(ctx);
  return { key, value, overridden: value !== shipped, repeated: false };
}

/** `POST admin/languages/:code/strings/reset` `{key}`: back to the shipped wording (no override: `repeated`). */
export async function resetUiString(ctx: Ctx, input: { userId: number | null; code: string; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "settings", "Not found");
  const language = await languageOf(ctx, input.code);
  const parsed = StringReset.safeParse(input.fields);
  if (!parsed.success || !isKey(parsed.data.key)) throw new ValidationError({ key: ["admin_string_unknown"] });
  const { key } = parsed.data;
  const shipped = shippedString(language.code, key) ?? "";
  const own = await overridesOf(ctx, language.code);
  if (!own.has(key)) return { key, value: shipped, overridden: false, repeated: true };
  await ctx.db.transaction(async (tx) => {
    await tx.delete(uiStringOverrides).where(and(eq(uiStringOverrides.locale, language.code), eq(uiStringOverrides.key, key)));
    await recordAudit(
      tx,
      op,
      {
        action: "ui_string.reset",
        target: { type: "ui_string", id: `${language.code}:${key}` },
        before: { value: own.get(key) },
        after: { value: shipped },
      },
      ctx.now(),
    );
  });
  dropStrings(ctx);
  return { key, value: shipped, overridden: false, repeated: false };
}
