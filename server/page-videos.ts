import type { Ctx, Viewer } from "../domain/context";
import { listVideos, videoDetails } from "../domain/videos/video-shops";

/** Video shopping's loaders' verbs, bound to the viewer (the add-on off: the 404 screen). */
export function pageVideos(ctx: Ctx, viewer: Viewer) {
  return {
    /** a page of twelve videos */
    list: (page: number) => listVideos(ctx, viewer, { page }),
    /** one video with the products in it, related products and popular videos; counts the view */
    details: async (slug: string) => (await videoDetails(ctx, viewer, { slug, countView: true })).video,
  };
}
