import { z } from "zod";
import { settings as settingsTable } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { SETTING_DEFAULTS, type SettingKey } from "./defaults";

const Key = z.enum(Object.keys(SETTING_DEFAULTS) as [SettingKey, ...SettingKey[]]);

/** Store one setting (admin console, seed, tests) and drop the cached copy. */
export async function saveSetting(ctx: Ctx, input: { key: string; value: unknown }): Promise<void> {
  const key = Key.safeParse(input.key);
  if (!key.success) throw new ValidationError({ key: [`Unknown setting ${input.key}`] });
  await ctx.db
    .insert(settingsTable)
    .values({ key: key.data, value: input.value as object })
    .onConflictDoUpdate({ target: settingsTable.key, set: { value: input.value as object, updatedAt: ctx.now() } });
  ctx.cache.invalidate("settings");
}
