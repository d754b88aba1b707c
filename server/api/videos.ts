import type { Context, Hono } from "hono";
import { requireSeller } from "../../domain/seller/require-seller";
import { adminVideoAds, sellerVideoAds, setAdminVideoAdTag, setSellerVideoAdTag } from "../../domain/videos/video-ads";
import { listVideos, videoDetails } from "../../domain/videos/video-shops";
import { NotFoundError } from "../../kernel/errors";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, pageLink, pageQuery, textParam } from "./route";

/**
 * Video shopping (the `video_shopping` add-on; off: 404): the videos, twelve a page, and one video
 * with its products; and the videos' pre-roll ad tags (decision 069), set by the seller who owns
 * a video (`seller/…`, `requireSeller`) or by an operator with `content` (`admin/…`).
 */
export function videoRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  // {videos: paginator of 12}
  contract(app, "get", "/get/video-shops", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ videos: await listVideos(ctx, v.viewer, { page: pageQuery(c) }, { pageUrl: pageLink(c) }) });
  });

  // {video: {slug, title, style, video_type, video_url, thumbnail, ad_tag_url, products, related_products, popular_videos, …}}
  contract(app, "get", "/get/video-shops-details/:slug", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await videoDetails(ctx, v.viewer, { slug: textParam(c, "slug"), countView: true }));
  });

  const videoId = (c: Context) => {
    const id = intParam(c, "id");
    if (id === null) throw new NotFoundError("video_not_found");
    return id;
  };

  contract(app, "get", "/seller/video-list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const shop = await requireSeller(ctx, v.viewer.userId);
    return c.json(await sellerVideoAds(ctx, shop, { locale: v.viewer.locale }));
  });

  contract(app, "post", "/seller/videos/:id{[0-9]+}/ad-tag", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const shop = await requireSeller(ctx, v.viewer.userId, "video_not_found");
    const done = await setSellerVideoAdTag(ctx, shop, { id: videoId(c), fields: await readBody(c), locale: v.viewer.locale });
    return c.json({ success: translate(v.viewer.locale, "video_ad_tag_saved"), ...done });
  });

  contract(app, "get", "/admin/video-list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await adminVideoAds(ctx, { userId: v.viewer.userId, locale: v.viewer.locale }));
  });

  contract(app, "post", "/admin/videos/:id{[0-9]+}/ad-tag", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await setAdminVideoAdTag(ctx, {
      userId: v.viewer.userId,
      id: videoId(c),
      fields: await readBody(c),
      locale: v.viewer.locale,
    });
    return c.json({ success: translate(v.viewer.locale, "video_ad_tag_saved"), ...done });
  });
}
