import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { addons, affiliateProfiles, settings } from "../../db/schema";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../kernel/errors";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx, Viewer } from "../context";
import { activeAddons } from "../rewards/reward-on";
import { SETTING_DEFAULTS, type Settings } from "../settings/defaults";
import { loadSettings } from "../settings/load-settings";

export type AffiliateProfile = typeof affiliateProfiles.$inferSelect;

/** A percent with two decimals at most ("5", "7.5", "12.25") as basis points (500, 750, 1225); 0 when unset, bad or not below 100%. */
export function rateBasisPoints(value: unknown): number {
  const text = String(value ?? "").trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return 0;
  const [whole, part = ""] = text.split(".");
  const bp = Number(whole) * 100 + Number(part.padEnd(2, "0"));
  return bp > 0 && bp < 10_000 ? bp : 0;
}

/** The program's terms from settings: the commission in basis points, the days a `?ref=` is kept, the least withdrawal in base cents. */
export function termsOf(all: Pick<Settings, "affiliate_commission_rate" | "affiliate_cookie_days" | "affiliate_min_withdrawal_cents">) {
  const days = Math.trunc(Number(all.affiliate_cookie_days));
  const min = Math.trunc(Number(all.affiliate_min_withdrawal_cents));
  return {
    rateBp: rateBasisPoints(all.affiliate_commission_rate),
    cookieDays: days >= 1 && days <= 365 ? days : SETTING_DEFAULTS.affiliate_cookie_days,
    minWithdrawalCents: min >= 1 ? min : SETTING_DEFAULTS.affiliate_min_withdrawal_cents,
  };
}

export async function affiliateTerms(ctx: Ctx) {
  return termsOf(await loadSettings(ctx));
}

/** The terms as the pages and calls show them: `commission_rate` in percent ("5.00"), `cookie_days`, `min_withdrawal` (base currency decimal). */
export async function termsView(ctx: Ctx) {
  const t = await affiliateTerms(ctx);
  return { commission_rate: (t.rateBp / 100).toFixed(2), cookie_days: t.cookieDays, min_withdrawal: centsToDecimal(t.minWithdrawalCents) };
}

/** The program is on when the `affiliate` add-on is active (decision 030). */
export async function affiliateOn(ctx: Ctx): Promise<boolean> {
  return (await activeAddons(ctx)).includes("affiliate");
}

/** `affiliateOn` and the commission rate read through the caller's transaction, uncached (PGlite's one connection). */
export async function affiliateOnIn(tx: Database): Promise<{ on: boolean; rateBp: number }> {
  const [addon] = await tx.select({ on: addons.isActive }).from(addons).where(eq(addons.identifier, "affiliate"));
  const [rate] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "affiliate_commission_rate"));
  return { on: Boolean(addon?.on), rateBp: rateBasisPoints(rate ? rate.value : SETTING_DEFAULTS.affiliate_commission_rate) };
}

/** The program off is the 404 of an unknown page, for guests and members alike. */
export async function requireAffiliateOn(ctx: Ctx): Promise<void> {
  if (!(await affiliateOn(ctx))) throw new NotFoundError();
}

export async function profileOf(db: Database, userId: number): Promise<AffiliateProfile | null> {
  const [row] = await db.select().from(affiliateProfiles).where(eq(affiliateProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** The signed-in member for an affiliate call: off → 404, guest → 401, not a member → 403 `affiliate_join_first`. */
export async function affiliateMember(ctx: Ctx, viewer: Pick<Viewer, "userId">): Promise<AffiliateProfile> {
  await requireAffiliateOn(ctx);
  if (viewer.userId === null) throw new UnauthorizedError("login_first");
  const profile = await profileOf(ctx.db, viewer.userId);
  if (!profile) throw new ForbiddenError("affiliate_join_first");
  return profile;
}
