import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { affiliateClicks, affiliateProfiles, users } from "../../db/schema";
import type { Ctx } from "../context";
import { affiliateOn, affiliateOnIn, affiliateTerms } from "./affiliate-on";
import { CODE_PATTERN } from "./join-program";

/** The first-party cookie that keeps the last `?ref=` code (decision 030). */
export const REF_COOKIE = "bz_ref";

/** Clicks counted per visitor and affiliate: one an hour; per client address: 30 an hour in all. */
export const CLICK_LIMIT = { windowMs: 60 * 60_000, perAddress: 30 };

/** A code as a link or the cookie carries it: upper-cased, or null when it cannot be one. */
export function cleanCode(raw: unknown): string | null {
  const code = typeof raw === "string" ? raw.trim().toUpperCase() : "";
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * A visit through `?ref=CODE` on any storefront page: with the program on and the code a
 * member's (not the visitor's own), answer the code and the days to keep it (last click wins:
 * the caller overwrites the cookie), and count the click once per visitor and hour (and at most
 * 30 an hour from one address).
 */
export async function followReferral(
  ctx: Ctx,
  input: { code: unknown; path: string; visitor: string; address: string; userId: number | null },
): Promise<{ code: string; days: number } | null> {
  const code = cleanCode(input.code);
  if (!code || !(await affiliateOn(ctx))) return null;
  const [profile] = await ctx.db.select().from(affiliateProfiles).where(eq(affiliateProfiles.code, code)).limit(1);
  if (!profile || profile.userId === input.userId) return null;
  const { cookieDays } = await affiliateTerms(ctx);
  const fresh = (await ctx.limiter.hit(`affclick:${code}:${input.visitor}`, CLICK_LIMIT.windowMs)) === 1;
  if (fresh && (await ctx.limiter.hit(`affclick:addr:${input.address}`, CLICK_LIMIT.windowMs)) <= CLICK_LIMIT.perAddress)
    await ctx.db.insert(affiliateClicks).values({ affiliateUserId: profile.userId, path: input.path.slice(0, 500), createdAt: ctx.now() });
  return { code, days: cookieDays };
}

/**
 * At checkout, inside its transaction, with the program on: the affiliate a kept code names, unless it is the buyer
 * (by account, or a guest using the affiliate's own e-mail): no self-referral.
 */
export async function referrerOf(
  tx: Database,
  input: { code: unknown; buyerId: number | null; buyerEmail: string },
): Promise<number | null> {
  const code = cleanCode(input.code);
  if (!code || !(await affiliateOnIn(tx)).on) return null;
  const [row] = await tx
    .select({ userId: affiliateProfiles.userId, email: users.email })
    .from(affiliateProfiles)
    .innerJoin(users, eq(users.id, affiliateProfiles.userId))
    .where(eq(affiliateProfiles.code, code))
    .limit(1);
  if (!row || row.userId === input.buyerId) return null;
  if (row.email && row.email.toLowerCase() === input.buyerEmail.trim().toLowerCase()) return null;
  return row.userId;
}
