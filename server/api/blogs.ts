import type { Hono } from "hono";
import { setReplyLike, writeComment } from "../../domain/blog/blog-comments";
import { blogDetails } from "../../domain/blog/blog-details";
import { blogFeed } from "../../domain/blog/blog-feed";
import { listBlogs } from "../../domain/blog/blog-posts";
import { blogCategoryPage, referenceCommentPage, setReferenceCommentLike, writeReferenceReply } from "../../domain/blog/reference-comments";
import { sendMessage } from "../../domain/content/send-message";
import { clientAddress } from "../http/account-session";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, pageLink, pageQuery, textParam } from "./route";

/** The blog (list, details, comments and likes, Atom feed) and the contact form. */
export function blogRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const trust = env.TRUST_PROXY === "1";

  // {blogs: paginator of 12}; ?page=&sort=newest|oldest|popular&slug=<category>&title=<text>
  contract(app, "get", "/home/blogs", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const q = c.req.query();
    const list = await listBlogs(ctx, v.viewer, { page: q.page, sort: q.sort, slug: q.slug, title: q.title } as never, {
      pageUrl: (p) => {
        const next = new URL(c.req.url);
        next.searchParams.set("page", String(p));
        return `${env.APP_PATH}/home/blogs${next.search}`;
      },
    });
    return c.json({ blogs: list.blogs, category: list.category });
  });

  // {blog, categories, tags, recent_posts, comments}; ?page= pages the comments (ten threads)
  contract(app, "get", "/home/blog-details/:slug", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await blogDetails(ctx, v.viewer, { slug: textParam(c, "slug"), page: pageQuery(c) }));
  });

  contract(app, "post", "/blog/comment", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const answer = await writeComment(ctx, v.viewer, { fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, answer.reply ? "bl_reply_saved" : "bl_comment_saved"), comment: answer.comment });
  });

  for (const [path, liked] of [
    ["/blog/like-reply", true],
    ["/blog/unlike-reply", false],
  ] as const)
    contract(app, "post", path, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const answer = await setReplyLike(ctx, v.viewer, { fields: await readBody(c), liked });
      return c.json({ success: translate(v.viewer.locale, liked ? "bl_liked" : "bl_unliked"), ...answer });
    });

  // The reference client's comment calls (domain/blog/reference-comments.ts), beside ours.
  contract(app, "post", "/store/blog-comment", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const body = (await readBody(c)) as Record<string, unknown> | null;
    await writeComment(ctx, v.viewer, { fields: { blog_id: body?.blog_id, comment: body?.comment } });
    return c.json({ success: translate(v.viewer.locale, "bl_comment_saved") });
  });

  contract(app, "post", "/store/blog-comment-reply", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    await writeReferenceReply(ctx, v.viewer, await readBody(c));
    return c.json({ success: translate(v.viewer.locale, "bl_reply_saved") });
  });

  // {comments: paginator of ten threads}
  contract(app, "get", "/load/blog-comments/:blog_id", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const input = { blogId: c.req.param("blog_id"), page: pageQuery(c), pageUrl: pageLink(c) };
    return c.json({ comments: await referenceCommentPage(ctx, v.viewer, input) });
  });

  // {categories: paginator of ten}
  contract(app, "get", "/load/blog-categories", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ categories: await blogCategoryPage(ctx, v.viewer, { page: pageQuery(c), pageUrl: pageLink(c) }) });
  });

  for (const [path, liked] of [
    ["/blog/like-comments", true],
    ["/blog/unlike-comments", false],
  ] as const)
    contract(app, "post", path, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const comments = await setReferenceCommentLike(ctx, v.viewer, { fields: await readBody(c), liked });
      return c.json({ success: translate(v.viewer.locale, liked ? "bl_liked" : "bl_unliked"), comments });
    });

  app.get("/blogs/feed.xml", async (c) => {
    const v = await resolveViewer(c, services);
    const body = await ctx.cache.get(`blog-feed:${v.viewer.locale}`, 300_000, () =>
      blogFeed(ctx, { locale: v.viewer.locale, base: `${env.publicOrigin}${env.APP_PATH}`, siteName: String(v.settings.site_name) }),
    );
    c.header("Content-Type", "application/atom+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=600");
    return c.body(body);
  });

  contract(app, "post", "/send-message", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    await sendMessage(ctx, v.viewer, { fields: await readBody(c), client: clientAddress(c, trust) });
    return c.json({ success: translate(v.viewer.locale, "ct_message_sent") });
  });
}
