import { and, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { products, videoShoppings } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { paginate } from "../../kernel/paginated";
import { localizedColumn } from "../catalog/product-card";
import { chosenProducts, productRail } from "../content/home-rails";
import type { Ctx, Viewer } from "../context";
import { activeAddons } from "../rewards/reward-on";
import { loadSettings } from "../settings/load-settings";
import { adTagOf } from "./ad-tag";
import { videoSource } from "./video-source";

export const VIDEOS_PER_PAGE = 12;
const RELATED_LIMIT = 8;
const POPULAR_LIMIT = 4;

/** Video shopping is on while the `video_shopping` add-on is active; off, its pages and calls are the unknown page's 404. */
export async function videoShoppingOn(ctx: Ctx): Promise<boolean> {
  return (await activeAddons(ctx)).includes("video_shopping");
}

async function requireOn(ctx: Ctx) {
  if (!(await videoShoppingOn(ctx))) throw new NotFoundError();
}

/** A published video. */
const published = eq(videoShoppings.status, true);

function cardColumns(locale: string) {
  return {
    id: videoShoppings.id,
    slug: videoShoppings.slug,
    title: localizedColumn(videoShoppings.title, locale),
    thumbnail: videoShoppings.thumbnail,
    isLive: videoShoppings.isLive,
  };
}

/** A video as a card: the home component's `{id, slug, is_live, thumbnail (299×536), title}`. */
function videoCard(r: { id: number; slug: string; title: string; thumbnail: string | null; isLive: boolean }, mediaBase: string) {
  return { id: r.id, slug: r.slug, is_live: r.isLive, thumbnail: mediaUrl(mediaBase, r.thumbnail, 299, 536), title: r.title };
}
export type VideoCard = ReturnType<typeof videoCard>;

/**
 * `GET get/video-shops?page=`: published videos, twelve a page, live ones first and then the
 * newest, in the shop's one paginator shape (the reference client pages through it by `next_page_url`).
 */
export async function listVideos(ctx: Ctx, viewer: Viewer, input: { page: number }, opts: { pageUrl?: (p: number) => string } = {}) {
  await requireOn(ctx);
  const page = Math.max(1, Math.min(100_000, Math.trunc(input.page) || 1));
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select(cardColumns(viewer.locale))
      .from(videoShoppings)
      .where(published)
      .orderBy(desc(videoShoppings.isLive), desc(videoShoppings.createdAt), desc(videoShoppings.id))
      .limit(VIDEOS_PER_PAGE)
      .offset((page - 1) * VIDEOS_PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(videoShoppings).where(published),
  ]);
  return paginate(
    rows.map((r) => videoCard(r, ctx.mediaBase)),
    n,
    page,
    VIDEOS_PER_PAGE,
    opts.pageUrl,
  );
}

/** The home page's `video_shopping` component (result key `video_shopping-i`): four videos, live ones first. */
export async function homeVideos(ctx: Ctx, viewer: Viewer): Promise<VideoCard[]> {
  if (!(await videoShoppingOn(ctx))) return [];
  const rows = await ctx.db
    .select(cardColumns(viewer.locale))
    .from(videoShoppings)
    .where(published)
    .orderBy(desc(videoShoppings.isLive), desc(videoShoppings.views), desc(videoShoppings.id))
    .limit(4);
  return rows.map((r) => videoCard(r, ctx.mediaBase));
}

/**
 * `GET get/video-shops-details/{slug}`: the video with what the player needs (its source, poster,
 * captions and preview thumbnails), the products shown in it as product cards (the one pricing),
 * related products (from the same categories, when the video allows them) and the most watched
 * other videos. Unknown or unpublished slug, or the add-on off: 404. Counts a view when asked.
 */
export async function videoDetails(ctx: Ctx, viewer: Viewer, input: { slug: string; countView?: boolean }) {
  await requireOn(ctx);
  const [v] = await ctx.db
    .select()
    .from(videoShoppings)
    .where(and(eq(videoShoppings.slug, input.slug), published));
  if (!v) throw new NotFoundError("video_not_found");
  if (input.countView)
    await ctx.db
      .update(videoShoppings)
      .set({ views: sql`${videoShoppings.views} + 1` })
      .where(eq(videoShoppings.id, v.id));
  const ids = v.productIds;
  const file = v.videoType === "mp4" || v.videoType === "webm";
  const url = (key: string | null) => (key ? `${ctx.mediaBase}/${key}` : null);
  const videoUrl = file ? (url(v.videoUrl) as string) : v.videoUrl;
  const [shown, popular, settings] = await Promise.all([
    chosenProducts(ctx, viewer, ids),
    ctx.db
      .select(cardColumns(viewer.locale))
      .from(videoShoppings)
      .where(and(published, ne(videoShoppings.id, v.id)))
      .orderBy(desc(videoShoppings.views), desc(videoShoppings.id))
      .limit(POPULAR_LIMIT),
    loadSettings(ctx),
  ]);
  const categories = [...new Set(shown.map((p) => p.category_id))];
  const related =
    v.enableRelatedProduct && categories.length
      ? await productRail(
          ctx,
          viewer,
          [inArray(products.categoryId, categories), ...(ids.length ? [notInArray(products.id, ids)] : [])],
          [desc(products.totalSales), desc(products.id)],
          RELATED_LIMIT,
        )
      : [];
  const title = localize(v.title, viewer.locale);
  return {
    video: {
      id: v.id,
      slug: v.slug,
      title,
      meta_title: localize(v.metaTitle, viewer.locale) || title,
      meta_description: localize(v.metaDescription, viewer.locale),
      style: v.style,
      video_type: v.videoType,
      video_url: videoUrl,
      source: videoSource(v.videoType, videoUrl),
      // the viewer's language first: the player shows the first track when captions are turned on
      captions: file
        ? Object.entries(v.captions)
            .sort(([a], [b]) => Number(b === viewer.locale) - Number(a === viewer.locale))
            .map(([lang, key]) => ({ lang, src: url(key) as string }))
        : [],
      preview_thumbnails: file ? url(v.previewThumbnails) : null,
      // the VAST tag of the pre-roll: the video's own, else the shop's default; empty: no ad (decision 069)
      ad_tag_url: adTagOf(v.adTagUrl, settings.video_ad_tag_url),
      thumbnail: mediaUrl(ctx.mediaBase, v.thumbnail, 299, 536),
      poster: mediaUrl(ctx.mediaBase, v.thumbnail, 640, 360),
      is_live: v.isLive,
      views: v.views + (input.countView ? 1 : 0),
      published_at: v.createdAt.toISOString(),
      products: shown,
      related_products: related,
      popular_videos: popular.map((r) => videoCard(r, ctx.mediaBase)),
    },
  };
}
export type VideoDetails = Awaited<ReturnType<typeof videoDetails>>["video"];
