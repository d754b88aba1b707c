import { desc, eq } from "drizzle-orm";
import { blogs, users } from "../../db/schema";
import { sanitizeHtml } from "../../infra/sanitize-html";
import { escapeXml as xml } from "../../kernel/escape";
import { localize } from "../../kernel/localize";
import type { Ctx } from "../context";
import { visiblePost } from "./blog-posts";

export const FEED_ENTRIES = 20;

/**
 * The blog's Atom feed (RFC 4287) in one language: the twenty newest published posts with
 * their summary and their sanitised body. `base` is the shop's public address (APP_URL +
 * APP_PATH, never a request's Host); each entry's link names its language (`?lang=`).
 */
export async function blogFeed(ctx: Ctx, input: { locale: string; base: string; siteName: string }): Promise<string> {
  const rows = await ctx.db
    .select({
      slug: blogs.slug,
      title: blogs.title,
      excerpt: blogs.excerpt,
      body: blogs.body,
      publishedAt: blogs.publishedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(visiblePost(ctx.now()))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(FEED_ENTRIES);
  const { locale, base } = input;
  const self = `${base}/blogs/feed.xml?lang=${encodeURIComponent(locale)}`;
  const updated = (rows[0]?.publishedAt ?? new Date(0)).toISOString();
  const entries = rows.map((r) => {
    const url = `${base}/blog/${encodeURIComponent(r.slug)}?lang=${encodeURIComponent(locale)}`;
    const author = [r.firstName, r.lastName].filter(Boolean).join(" ") || input.siteName;
    return [
      "<entry>",
      `<id>${xml(`${base}/blog/${r.slug}`)}</id>`,
      `<title>${xml(localize(r.title, locale))}</title>`,
      `<link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `<published>${r.publishedAt.toISOString()}</published>`,
      `<updated>${r.publishedAt.toISOString()}</updated>`,
      `<author><name>${xml(author)}</name></author>`,
      `<summary>${xml(localize(r.excerpt, locale))}</summary>`,
      `<content type="html">${xml(sanitizeHtml(localize(r.body, locale)))}</content>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(locale)}">`,
    `<id>${xml(`${base}/blogs`)}</id>`,
    `<title>${xml(input.siteName)}</title>`,
    `<link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(`${base}/blogs?lang=${encodeURIComponent(locale)}`)}"/>`,
    `<updated>${updated}</updated>`,
    ...entries,
    "</feed>",
  ].join("\n");
}
