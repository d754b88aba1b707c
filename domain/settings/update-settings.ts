import { inArray } from "drizzle-orm";
import { addons } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { type Operator, requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import type { SettingKey } from "./defaults";
import { loadSettings } from "./load-settings";
import { saveSetting } from "./save-setting";
import { ADDON_IDS, type AddonId, isSecretSetting, maskSecret, type SettingsChange, SettingsInput } from "./settings-input";

/** The add-ons' switches as stored (a module without a row is off). */
async function addonStates(ctx: Pick<Ctx, "db">): Promise<Record<AddonId, boolean>> {
  const rows = await ctx.db
    .select()
    .from(addons)
    .where(inArray(addons.identifier, [...ADDON_IDS]));
  const on = new Map(rows.map((r) => [r.identifier, r.isActive]));
  return Object.fromEntries(ADDON_IDS.map((id) => [id, on.get(id) ?? false])) as Record<AddonId, boolean>;
}

/**
 * The settings page's values: every setting `POST admin/settings` takes, as in force now
 * (a stored one, else the default), and the add-ons' switches. Operators with `settings` only.
 */
export async function settingsForm(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const all = (await loadSettings(ctx)) as Record<string, unknown>;
  // the secrets stay on the server: a page sees only whether they are set (paymentSettings)
  const keys = Object.keys(SettingsInput.shape).filter((k) => k !== "addons" && !isSecretSetting(k));
  return { ...Object.fromEntries(keys.map((k) => [k, all[k] ?? null])), addons: await addonStates(ctx) } as Required<SettingsChange>;
}

/** Whether two values are the same JSON, whatever the order of their keys (jsonb keeps its own order). */
const stable = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(stable)
    : v && typeof v === "object"
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, x]) => [k, stable(x)]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(stable(a)) === JSON.stringify(stable(b));

/**
 * `POST admin/settings`: an operator with `settings` changes the shop's settings (spec section 3:
 * currency format, guest checkout, pop-up, social links, demo mode, realtime; checkout's shipping,
 * tax, coupons and order prefix; the add-ons). Anyone else gets the same 404 as a missing page (staff without
 * the permission 403); bad values are 422 with field errors and change nothing. Only what really
 * changes is written, in one transaction with its audit entry (before and after); the cached
 * settings and add-ons are dropped, so the storefront follows at once. Answers what changed.
 */
export async function updateSettings(ctx: Ctx, input: { userId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "settings", "Not found");
  const parsed = SettingsInput.safeParse(input.fields);
  if (!parsed.success)
    throw new ValidationError(
      Object.fromEntries(parsed.error.issues.map((i) => [i.path.length ? i.path.join(".") : "settings", ["v_setting_invalid"]])),
    );
  const { addons: addonInput, ...values } = parsed.data;
  // switching a provider on needs its id (the one sent, else the one kept)
  if (values.analytics_provider === "google") {
    const kept = (await loadSettings(ctx)).analytics_id;
    if (!(values.analytics_id ?? kept)) throw new ValidationError({ analytics_id: ["v_setting_invalid"] });
  }
  return commitSettings(ctx, op, values, { addons: addonInput });
}

/**
 * The write behind the settings verb, for an operator already checked (`updateSettings` with
 * `settings`; the home page's content, domain/content/admin-home.ts, with `content`) and values
 * already validated: only what really differs from what is in force is written, in one
 * transaction with one audit entry (`action`, before and after of the changed keys); the cached
 * settings and add-ons are dropped after the commit. Answers what changed (empty: nothing did).
 */
export async function commitSettings(
  ctx: Ctx,
  op: Operator,
  values: Partial<Record<SettingKey, unknown>>,
  opts: { addons?: Partial<Record<AddonId, boolean>>; action?: string } = {},
): Promise<Record<string, unknown>> {
  // the values in force before (a stored one, else the default), as the audit log shows them
  const current = (await loadSettings(ctx)) as Record<string, unknown>;
  const changed = Object.entries(values).filter(([k, v]) => !same(current[k] ?? null, v));
  const states = await addonStates(ctx);
  const switched = Object.entries(opts.addons ?? {}).filter(([id, on]) => states[id as AddonId] !== on) as [AddonId, boolean][];
  if (!changed.length && !switched.length) return {};

  // a secret is recorded as set or not set, never as it is
  const shown = (k: string, v: unknown) => (isSecretSetting(k) ? maskSecret(v) : v);
  const before: Record<string, unknown> = Object.fromEntries(changed.map(([k]) => [k, shown(k, current[k] ?? null)]));
  const after: Record<string, unknown> = Object.fromEntries(changed.map(([k, v]) => [k, shown(k, v)]));
  if (switched.length) {
    before.addons = Object.fromEntries(switched.map(([id]) => [id, states[id]]));
    after.addons = Object.fromEntries(switched);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [key, value] of changed) await saveSetting({ ...ctx, db: tx }, { key, value });
    for (const [identifier, isActive] of switched)
      await tx.insert(addons).values({ identifier, isActive }).onConflictDoUpdate({ target: addons.identifier, set: { isActive } });
    await recordAudit(tx, op, { action: opts.action ?? "settings.update", target: { type: "settings" }, before, after }, ctx.now());
  });
  ctx.cache.invalidate("settings");
  ctx.cache.invalidate("addons");
  return after;
}
