import { localize } from "../../kernel/localize";
import { mediaUrl, type PictureFamily } from "../../kernel/media";
import type { HomeContent } from "../settings/defaults";

/** The picture size of a home "banner" component by how many pictures it has (contract notes). */
export const BANNER_SIZES: Record<number, { width: number; height: number; family: PictureFamily }> = {
  1: { width: 1260, height: 452, family: "bannerWide" },
  2: { width: 620, height: 320, family: "banner" },
  3: { width: 400, height: 235, family: "bannerThird" },
  4: { width: 300, height: 170, family: "bannerQuarter" },
};

/** A configured link: a path of this shop or an http(s) address; anything else goes home. */
export function safeLink(link: string | undefined): string {
  const l = (link ?? "").trim();
  return /^\/(?!\/)/.test(l) || /^https?:\/\//i.test(l) ? l : "/";
}

export type BannerGroup = {
  family: PictureFamily;
  width: number;
  height: number;
  banners: { image: string; url: string; label: string }[];
};

/** A "banner" component: its 1–4 pictures (at the size their count gives) with their links and names; null without pictures. */
export function bannerGroup(c: HomeContent, locale: string, mediaBase: string): BannerGroup | null {
  const keys = (c.thumbnail ?? []).slice(0, 4);
  if (!keys.length || keys.some((k) => !k)) return null;
  const size = BANNER_SIZES[keys.length];
  return {
    ...size,
    banners: keys.map((k, i) => ({
      image: mediaUrl(mediaBase, k, size.width, size.height),
      url: safeLink(c.url?.[i]),
      label: localize(c.labels?.[i], locale),
    })),
  };
}

/** The tall picture beside a category section or the offers ending soon, and where it links; null without one. */
export function sectionBanner(c: HomeContent, mediaBase: string): { image: string; url: string } | null {
  return c.banner ? { image: mediaUrl(mediaBase, c.banner, 405, 745), url: safeLink(c.banner_url) } : null;
}

/** The "download" block (the newsletter sign-up on this shop): heading, line and picture; the store links stay empty (no app). */
export function downloadSection(c: HomeContent, locale: string, mediaBase: string) {
  return {
    banner: c.banner ? mediaUrl(mediaBase, c.banner, 620, 320) : null,
    text: c.text ? localize(c.text, locale) : "",
    sub_text: c.sub_text ? localize(c.sub_text, locale) : "",
    apple_store: "",
    play_store: "",
  };
}
