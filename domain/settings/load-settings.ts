import { settings as settingsTable } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import type { Ctx } from "../context";
import { PUBLIC_SETTINGS, SETTING_DEFAULTS, type Settings } from "./defaults";

const TTL_MS = 30_000;

/** All settings: defaults overridden by the stored rows. Cached; `saveSetting` invalidates. */
export function loadSettings(ctx: Ctx): Promise<Settings> {
  return ctx.cache.get("settings", TTL_MS, async () => {
    const rows = await ctx.db.select().from(settingsTable);
    const merged: Record<string, unknown> = { ...SETTING_DEFAULTS };
    for (const row of rows) if (row.key in SETTING_DEFAULTS) merged[row.key] = row.value;
    return merged as Settings;
  });
}

export type SettingsData = Record<string, unknown> & { lang_file: string; text_direction: "ltr" | "rtl" };

/**
 * The `settings_data` the page embeds and `GET settings-data` answers: public settings only,
 * per-language values resolved to the active language, plus `lang_file` (the UI strings' URL).
 */
export function publicSettings(
  all: Settings,
  opts: { locale: string; direction: "ltr" | "rtl"; baseUrl: string; mediaBase: string },
): SettingsData {
  const out: Record<string, unknown> = {};
  for (const key of PUBLIC_SETTINGS) {
    const value = all[key];
    out[key] = value && typeof value === "object" && !Array.isArray(value) ? localize(value as Record<string, string>, opts.locale) : value;
  }
  out.disable_guest = Number(all.disable_guest);
  out.popup_image = all.popup_image ? mediaUrl(opts.mediaBase, all.popup_image, 270, 260) : "";
  return { ...out, lang_file: `${opts.baseUrl}/lang/${opts.locale}.json`, text_direction: opts.direction };
}
