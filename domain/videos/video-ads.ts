import { desc, eq } from "drizzle-orm";
import { videoShoppings } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import type { SellerShop } from "../seller/require-seller";
import { loadSettings } from "../settings/load-settings";
import { AdTagInput, adTagOf } from "./ad-tag";

/** One row of the ad tag lists: the video and its own tag. */
function adRow(r: { id: number; slug: string; title: Record<string, string>; adTagUrl: string }, locale: string) {
  return { id: r.id, slug: r.slug, title: localize(r.title, locale), ad_tag_url: r.adTagUrl };
}
export type VideoAdRow = ReturnType<typeof adRow>;

const rowColumns = {
  id: videoShoppings.id,
  slug: videoShoppings.slug,
  title: videoShoppings.title,
  adTagUrl: videoShoppings.adTagUrl,
  userId: videoShoppings.userId,
};

function parseTag(fields: unknown): string {
  const parsed = AdTagInput.safeParse(fields);
  if (!parsed.success) throw new ValidationError({ ad_tag_url: ["video_ad_tag_invalid"] });
  return parsed.data.ad_tag_url;
}

/** `GET seller/video-list`: the seller's own shopping videos, newest first, each with its ad tag. */
export async function sellerVideoAds(ctx: Ctx, shop: SellerShop, opts: { locale: string }) {
  const rows = await ctx.db
    .select(rowColumns)
    .from(videoShoppings)
    .where(eq(videoShoppings.userId, shop.ownerId))
    .orderBy(desc(videoShoppings.createdAt), desc(videoShoppings.id));
  return { videos: rows.map((r) => adRow(r, opts.locale)) };
}

/**
 * `POST seller/videos/{id}/ad-tag`: the seller sets the ad tag of a video of their own. Another's
 * video, or none, is the same 404; a bad address is 422 and nothing changes.
 */
export async function setSellerVideoAdTag(ctx: Ctx, shop: SellerShop, input: { id: number; fields: unknown; locale: string }) {
  // another seller's video is the 404 of an unknown one, whatever was sent: it is looked up first
  const [v] = await ctx.db.select(rowColumns).from(videoShoppings).where(eq(videoShoppings.id, input.id));
  if (!v || v.userId !== shop.ownerId) throw new NotFoundError("video_not_found");
  const tag = parseTag(input.fields);
  await ctx.db.update(videoShoppings).set({ adTagUrl: tag }).where(eq(videoShoppings.id, v.id));
  return { video: adRow({ ...v, adTagUrl: tag }, input.locale) };
}

/** `GET admin/video-list`: every shopping video with its ad tag (`content`). */
export async function adminVideoAds(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const rows = await ctx.db.select(rowColumns).from(videoShoppings).orderBy(desc(videoShoppings.createdAt), desc(videoShoppings.id));
  return { videos: rows.map((r) => adRow(r, input.locale)) };
}

/** `POST admin/videos/{id}/ad-tag`: an operator with `content` sets any video's ad tag, in one transaction with its audit entry. */
export async function setAdminVideoAdTag(ctx: Ctx, input: { userId: number | null; id: number; fields: unknown; locale: string }) {
  const op = await requirePermission(ctx, input.userId, "content", "video_not_found");
  const tag = parseTag(input.fields);
  const [v] = await ctx.db.select(rowColumns).from(videoShoppings).where(eq(videoShoppings.id, input.id));
  if (!v) throw new NotFoundError("video_not_found");
  if (v.adTagUrl !== tag)
    await ctx.db.transaction(async (tx) => {
      await tx.update(videoShoppings).set({ adTagUrl: tag }).where(eq(videoShoppings.id, v.id));
      await recordAudit(
        tx,
        op,
        {
          action: "video.ad_tag",
          target: { type: "video", id: v.id },
          before: { ad_tag_url: v.adTagUrl },
          after: { ad_tag_url: tag },
        },
        ctx.now(),
      );
    });
  return { video: adRow({ ...v, adTagUrl: tag }, input.locale) };
}

/**
 * The origin of the ad tag a video's page asks (its own, else the shop's default), which the
 * page's content security policy lets its VAST, media and pixels come from; null: no ad.
 */
export async function adTagOrigin(ctx: Ctx, slug: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const [v] = await ctx.db
    .select({ adTagUrl: videoShoppings.adTagUrl })
    .from(videoShoppings)
    .where(eq(videoShoppings.slug, decoded))
    .limit(1);
  const tag = v ? adTagOf(v.adTagUrl, (await loadSettings(ctx)).video_ad_tag_url) : "";
  if (!tag) return null;
  try {
    return new URL(tag).origin;
  } catch {
    return null;
  }
}
