import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema";
import { SETTING_DEFAULTS } from "./defaults";

type SettingKey = keyof typeof SETTING_DEFAULTS;

/** A setting's value read inside a transaction (the cached settings are for requests), else its default. */
export async function settingIn<K extends SettingKey>(tx: Database, key: K): Promise<(typeof SETTING_DEFAULTS)[K] | unknown> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? row.value : SETTING_DEFAULTS[key];
}

/** A whole-number setting inside a transaction; its default when unset or not a whole number ≥ 0. */
export async function countSettingIn(tx: Database, key: SettingKey): Promise<number> {
  const n = Number(await settingIn(tx, key));
  return Number.isSafeInteger(n) && n >= 0 ? n : Number(SETTING_DEFAULTS[key]);
}
