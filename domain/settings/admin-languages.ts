import { asc, eq, max } from "drizzle-orm";
import type { z } from "zod";
import { languages } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import type { Language } from "../locale/reference";
import { LanguageInput, LanguageSwitch } from "./language-input";
import { loadSettings } from "./load-settings";
import { saveSetting } from "./save-setting";

const fieldErrors = (error: z.ZodError, fallback: string) =>
  Object.fromEntries(error.issues.map((i) => [i.path.length ? i.path.join(".") : fallback, ["v_setting_invalid"]]));

function view(l: Language, defaultCode: string) {
  return {
    code: l.code,
    name: l.name,
    native_name: l.nativeName,
    direction: l.direction,
    flag: l.flag,
    is_active: l.isActive,
    is_default: l.code === defaultCode,
  };
}
export type AdminLanguage = ReturnType<typeof view>;

/** Every language (on or off) in the storefront's order, and which is the default (operators with `settings`). */
export async function adminLanguages(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const rows = await ctx.db.select().from(languages).orderBy(asc(languages.position), asc(languages.id));
  const defaultCode = String((await loadSettings(ctx)).default_language);
  return { default_language: defaultCode, languages: rows.map((l) => view(l, defaultCode)) };
}

/** The storefront reads languages (and their strings) from caches: drop them after every change here. */
function dropLanguageCaches(ctx: Ctx) {
  ctx.cache.invalidate("languages");
  ctx.cache.invalidate("settings");
}

/**
 * `POST admin/languages`: add a language, switched off until the operator turns it on (its UI
 * strings are English until they are translated on its strings page). A code already there is 422.
 */
export async function addLanguage(ctx: Ctx, input: { userId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "settings", "Not found");
  const parsed = LanguageInput.safeParse(input.fields);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error, "language"));
  const f = parsed.data;
  const saved = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.code, f.code));
    if (taken) throw new ValidationError({ code: ["admin_language_exists"] });
    const [{ last }] = await tx.select({ last: max(languages.position) }).from(languages);
    const [row] = await tx
      .insert(languages)
      .values({
        code: f.code,
        name: f.name,
        nativeName: f.native_name,
        direction: f.direction,
        flag: f.flag,
        isActive: false,
        position: (last ?? 0) + 1,
      })
      .returning();
    await recordAudit(tx, op, { action: "language.add", target: { type: "language", id: f.code }, before: null, after: f }, ctx.now());
    return row;
  });
  dropLanguageCaches(ctx);
  return view(saved, String((await loadSettings(ctx)).default_language));
}

async function languageOf(ctx: Ctx, code: string) {
  const [row] = await ctx.db.select().from(languages).where(eq(languages.code, code));
  if (!row) throw new NotFoundError("language_not_available");
  return row;
}

/**
 * `POST admin/languages/:code/status` `{active}`: switch a language on or off for the storefront.
 * The default language and the last one on cannot be switched off (422). The same state again
 * writes nothing (`repeated`).
 */
export async function setLanguageActive(ctx: Ctx, input: { userId: number | null; code: string; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "settings", "Not found");
  const row = await languageOf(ctx, input.code);
  const parsed = LanguageSwitch.safeParse(input.fields);
  if (!parsed.success) throw new ValidationError({ active: ["v_setting_invalid"] });
  const { active } = parsed.data;
  const defaultCode = String((await loadSettings(ctx)).default_language);
  if (active === row.isActive) return { language: view(row, defaultCode), repeated: true };
  const saved = await ctx.db.transaction(async (tx) => {
    if (!active) {
      if (row.code === defaultCode) throw new ValidationError({ active: ["admin_language_default_off"] });
      const on = await tx.select({ code: languages.code }).from(languages).where(eq(languages.isActive, true));
      if (on.length <= 1) throw new ValidationError({ active: ["admin_language_last_off"] });
    }
    const [updated] = await tx.update(languages).set({ isActive: active }).where(eq(languages.id, row.id)).returning();
    const action = active ? "language.enable" : "language.disable";
    await recordAudit(
      tx,
      op,
      { action, target: { type: "language", id: row.code }, before: { is_active: row.isActive }, after: { is_active: active } },
      ctx.now(),
    );
    return updated;
  });
  dropLanguageCaches(ctx);
  return { language: view(saved, defaultCode), repeated: false };
}

/**
 * `POST admin/languages/:code/default`: the language a visitor without a choice gets (the
 * `default_language` setting). It must be switched on (422 otherwise).
 */
export async function setDefaultLanguage(ctx: Ctx, input: { userId: number | null; code: string }) {
  const op = await requirePermission(ctx, input.userId, "settings", "Not found");
  const row = await languageOf(ctx, input.code);
  const before = String((await loadSettings(ctx)).default_language);
  if (before === row.code) return { language: view(row, before), repeated: true };
  if (!row.isActive) throw new ValidationError({ default_language: ["admin_language_default_inactive"] });
  await ctx.db.transaction(async (tx) => {
    await saveSetting({ ...ctx, db: tx }, { key: "default_language", value: row.code });
    await recordAudit(
      tx,
      op,
      {
        action: "settings.update",
        target: { type: "settings" },
        before: { default_language: before },
        after: { default_language: row.code },
      },
      ctx.now(),
    );
  });
  dropLanguageCaches(ctx);
  return { language: view(row, row.code), repeated: false };
}
