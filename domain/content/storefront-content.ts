import { asc, eq } from "drizzle-orm";
import { banners, pages, services, sliders } from "../../db/schema";
import { sanitizeHtml } from "../../infra/sanitize-html";
import { NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import type { Ctx } from "../context";

const TTL_MS = 60_000;

export async function sliderList(ctx: Ctx, locale: string) {
  const rows = await ctx.cache.get("sliders", TTL_MS, () =>
    ctx.db.select().from(sliders).where(eq(sliders.isActive, true)).orderBy(asc(sliders.position)),
  );
  return rows.map((s) => ({
    id: s.id,
    link: s.link,
    title: localize(s.title, locale),
    subtitle: localize(s.subtitle, locale),
    cta: localize(s.cta, locale),
    slider_bg_image: mediaUrl(ctx.mediaBase, s.image, 1260, 452),
    slider_bg_image_mobile: mediaUrl(ctx.mediaBase, s.image, 768, 420),
  }));
}

export async function bannerList(ctx: Ctx, locale: string) {
  const rows = await ctx.cache.get("banners", TTL_MS, () =>
    ctx.db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.position)),
  );
  return rows.map((b) => ({ id: b.id, link: b.link, title: localize(b.title, locale), image: mediaUrl(ctx.mediaBase, b.image, 620, 320) }));
}

export async function serviceList(ctx: Ctx, locale: string) {
  const rows = await ctx.cache.get("services", TTL_MS, () => ctx.db.select().from(services).orderBy(asc(services.position)));
  return rows.map((s) => ({ id: s.id, icon: s.icon, title: localize(s.title, locale), sub_title: localize(s.subtitle, locale) }));
}

function activePages(ctx: Ctx) {
  return ctx.cache.get("pages", TTL_MS, () => ctx.db.select().from(pages).where(eq(pages.isActive, true)).orderBy(asc(pages.position)));
}

/** Links to the static pages (footer). */
export async function pageLinks(ctx: Ctx, locale: string) {
  const rows = await activePages(ctx);
  return rows.filter((p) => p.showInFooter).map((p) => ({ id: p.id, title: localize(p.title, locale), link: p.slug }));
}

/** `GET home/others-page/{slug}`: one static page (its rich text sanitised); an unknown slug is 404. */
export async function staticPage(ctx: Ctx, input: { slug: string; locale: string }) {
  const page = (await activePages(ctx)).find((p) => p.slug === input.slug);
  if (!page) throw new NotFoundError("page_not_found");
  return { title: localize(page.title, input.locale), link: page.slug, content: sanitizeHtml(localize(page.content, input.locale)) };
}
