import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { addons, settings } from "../../db/schema";
import { NotFoundError, UnauthorizedError } from "../../kernel/errors";
import type { Ctx, Viewer } from "../context";
import { SETTING_DEFAULTS } from "../settings/defaults";
import { loadSettings } from "../settings/load-settings";

/** The active add-ons' identifiers (cached like the page data's list; an operator's change calls `ctx.cache.invalidate("addons")`). */
export function activeAddons(ctx: Ctx): Promise<string[]> {
  return ctx.cache.get("addons", 60_000, async () =>
    (await ctx.db.select({ id: addons.identifier }).from(addons).where(eq(addons.isActive, true))).map((a) => a.id),
  );
}

/** Points per 1.00 of the shop's money (`reward_convert_rate`); 0 when unset or not a positive number. */
export async function rewardRate(ctx: Ctx): Promise<number> {
  return positive((await loadSettings(ctx)).reward_convert_rate);
}

/** Rewards are on when the `reward` add-on is active and the convert rate is a positive number (decision 029). */
export async function rewardOn(ctx: Ctx): Promise<boolean> {
  return (await activeAddons(ctx)).includes("reward") && (await rewardRate(ctx)) > 0;
}

const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * `rewardOn` read through the caller's transaction, uncached: for code inside a transaction
 * (on PGlite's one connection a query outside it would wait for it forever).
 */
export async function rewardOnIn(tx: Database): Promise<boolean> {
  const [addon] = await tx.select({ on: addons.isActive }).from(addons).where(eq(addons.identifier, "reward"));
  const [rate] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "reward_convert_rate"));
  return Boolean(addon?.on) && positive(rate ? rate.value : SETTING_DEFAULTS.reward_convert_rate) > 0;
}

/** The signed-in viewer's id for a rewards call: rewards off is the 404 of an unknown page; a guest must sign in (401). */
export async function rewardUser(ctx: Ctx, viewer: Pick<Viewer, "userId">): Promise<number> {
  if (!(await rewardOn(ctx))) throw new NotFoundError();
  if (viewer.userId === null) throw new UnauthorizedError("login_first");
  return viewer.userId;
}
