import { z } from "zod";

/**
 * A VAST ad tag (decision 069): empty (no ad of its own) or an http(s) address of at most 1000
 * characters. The same check for a video's tag, the shop's default (`video_ad_tag_url` in the
 * settings) and the forms that send them (browser-safe: zod only).
 */
export const AdTagUrl = z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(1000)]);
export const AdTagInput = z.object({ ad_tag_url: z.string().trim().pipe(AdTagUrl) }).strict();

/** The ad tag a video's player asks: its own, else the shop's default; empty means no ad. */
export const adTagOf = (own: string, shopDefault: string) => own || shopDefault || "";
