import type { Hono } from "hono";
import { listVideos, videoDetails } from "../../domain/videos/video-shops";
import { resolveViewer } from "../http/viewer";
import type { AppServices } from "../services";
import { contract, pageLink, pageQuery, textParam } from "./route";

/** Video shopping (the `video_shopping` add-on; off: 404): the videos, twelve a page, and one video with its products. */
export function videoRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  // {videos: paginator of 12}
  contract(app, "get", "/get/video-shops", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ videos: await listVideos(ctx, v.viewer, { page: pageQuery(c) }, { pageUrl: pageLink(c) }) });
  });

  // {video: {slug, title, style, video_type, video_url, thumbnail, products, related_products, popular_videos, …}}
  contract(app, "get", "/get/video-shops-details/:slug", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await videoDetails(ctx, v.viewer, { slug: textParam(c, "slug"), countView: true }));
  });
}
