import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { affiliateProfiles } from "../../db/schema";
import { UnauthorizedError } from "../../kernel/errors";
import type { Ctx, Viewer } from "../context";
import { type AffiliateProfile, profileOf, requireAffiliateOn } from "./affiliate-on";

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_PATTERN = /^[2-9A-HJ-KM-NP-Z]{8}$/;

export function newAffiliateCode(): string {
  return [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}

/**
 * Make a user a member (inside the caller's transaction): one profile per user with an
 * unguessable 8-character code; joining twice answers the first profile. The user's role stays
 * what it was, so a customer who joins keeps buying as one.
 */
export async function openAffiliateProfile(tx: Database, userId: number): Promise<AffiliateProfile> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await profileOf(tx, userId);
    if (existing) return existing;
    const [row] = await tx.insert(affiliateProfiles).values({ userId, code: newAffiliateCode() }).onConflictDoNothing().returning();
    if (row) return row;
  }
  throw new Error("affiliate code space exhausted");
}

/** `POST user/affiliate-join`: the signed-in user joins the program (404 with it off, 401 for a guest). */
export async function joinProgram(ctx: Ctx, viewer: Pick<Viewer, "userId">) {
  await requireAffiliateOn(ctx);
  if (viewer.userId === null) throw new UnauthorizedError("login_first");
  const userId = viewer.userId;
  const before = await profileOf(ctx.db, userId);
  if (before) return { profile: before, joined: false };
  return { profile: await ctx.db.transaction((tx) => openAffiliateProfile(tx, userId)), joined: true };
}
