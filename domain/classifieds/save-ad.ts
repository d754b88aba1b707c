import { and, count, eq, inArray } from "drizzle-orm";
import { type ClassifiedAd, classifiedAds } from "../../db/schema";
import { NotFoundError, RateLimitError, ValidationError } from "../../kernel/errors";
import type { Ctx, Viewer } from "../context";
import { loadSettings } from "../settings/load-settings";
import { parseAd } from "./ad-input";
import { removeAdPictures, storeAdPictures } from "./ad-pictures";
import { hideAdProduct } from "./ad-product";

/** Submissions (new ads and edits) one user, and one session, may make in the window. */
export const AD_SUBMIT_LIMIT = { perUser: 10, windowMs: 60 * 60_000 };

export interface SaveAdInput {
  fields: Record<string, unknown>;
  images: { bytes: Uint8Array }[];
  uploadsDir: string;
}

async function limits(ctx: Ctx) {
  const s = await loadSettings(ctx);
  return {
    perUser: Number(s.classified_ads_per_user),
    pictures: { count: Number(s.classified_ad_pictures), bytes: Number(s.classified_ad_picture_bytes) },
  };
}

async function rateLimit(ctx: Ctx, viewer: Viewer, userId: number) {
  for (const key of [`ads:u:${userId}`, `ads:s:${viewer.sessionHash}`])
    if ((await ctx.limiter.hit(key, AD_SUBMIT_LIMIT.windowMs)) > AD_SUBMIT_LIMIT.perUser)
      throw new RateLimitError("ad_too_many", AD_SUBMIT_LIMIT.windowMs / 1000);
}

/** The viewer's own ad, or the unknown ad's 404 (another user's ad is never told apart from none). */
export async function ownAd(ctx: Ctx, userId: number, adId: number): Promise<ClassifiedAd> {
  const [ad] = await ctx.db
    .select()
    .from(classifiedAds)
    .where(and(eq(classifiedAds.id, adId), eq(classifiedAds.userId, userId)))
    .limit(1);
  if (!ad) throw new NotFoundError("ad_not_found");
  return ad;
}

/**
 * `POST user/classified-ads/store`: a signed-in user's new ad, free, pending until an operator
 * approves it. Fields are checked first (422, nothing stored), then the limits: the active
 * ads (pending or published) a user may have and the pictures (count, size, content) from the
 * settings; submissions are rate-limited per user and per session.
 */
export async function submitAd(ctx: Ctx, viewer: Viewer, input: SaveAdInput): Promise<ClassifiedAd> {
  const userId = viewer.userId as number;
  const fields = await parseAd(ctx, input.fields);
  const l = await limits(ctx);
  if (input.images.length === 0) throw new ValidationError({ images: ["ad_v_images"] });
  const [{ active }] = await ctx.db
    .select({ active: count() })
    .from(classifiedAds)
    .where(and(eq(classifiedAds.userId, userId), inArray(classifiedAds.status, ["pending", "published"])));
  if (active >= l.perUser) throw new ValidationError({ form: ["ad_limit_reached"] }, undefined, { count: l.perUser });
  await rateLimit(ctx, viewer, userId);
  const images = await storeAdPictures(input.images, { uploadsDir: input.uploadsDir, userId, limits: l.pictures });
  const now = ctx.now();
  try {
    const [ad] = await ctx.db
      .insert(classifiedAds)
      .values({ ...fields, userId, images, status: "pending", createdAt: now, updatedAt: now })
      .returning();
    return ad;
  } catch (err) {
    await removeAdPictures(images, input.uploadsDir);
    throw err;
  }
}

/**
 * `POST user/classified-ads/update/{id}`: the owner edits an ad (another user's: 404). New
 * pictures replace the old ones; none keeps them. A pending, published or rejected ad goes
 * (back) to pending for an operator to look at again, and a published ad's product leaves the
 * listings meanwhile (decision 032); sold and expired ads cannot be edited (422).
 */
export async function updateAd(ctx: Ctx, viewer: Viewer, adId: number, input: SaveAdInput): Promise<ClassifiedAd> {
  const userId = viewer.userId as number;
  const before = await ownAd(ctx, userId, adId);
  if (before.status === "sold" || before.status === "expired") throw new ValidationError({ form: ["ad_not_editable"] });
  const fields = await parseAd(ctx, input.fields);
  await rateLimit(ctx, viewer, userId);
  const l = await limits(ctx);
  const images = input.images.length
    ? await storeAdPictures(input.images, { uploadsDir: input.uploadsDir, userId, limits: l.pictures })
    : before.images;
  const now = ctx.now();
  const ad = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(classifiedAds)
      .set({ ...fields, images, status: "pending", rejectReason: "", updatedAt: now })
      .where(and(eq(classifiedAds.id, adId), eq(classifiedAds.userId, userId)))
      .returning();
    await hideAdProduct(tx, row.productId, now);
    return row;
  });
  if (input.images.length) await removeAdPictures(before.images, input.uploadsDir);
  ctx.cache.invalidate("count:");
  return ad;
}
