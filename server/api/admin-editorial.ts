import type { Context, Hono } from "hono";
import { adminBlogCategoryList, deleteBlogCategory, saveBlogCategory } from "../../domain/blog/admin-blog-categories";
import { adminCommentList, deleteComment } from "../../domain/blog/admin-blog-comments";
import { adminBlogList, deleteBlogPost, saveBlogPost } from "../../domain/blog/admin-blogs";
import { campaignEntryList, decideEntries } from "../../domain/campaigns/admin-campaign-entries";
import { adminCampaignList, deleteCampaign, saveCampaign } from "../../domain/campaigns/admin-campaigns";
import { adminPageList, deletePage, savePage } from "../../domain/content/admin-pages";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/** A record's id from the path (digits only by the route's pattern; too long: 404). */
function idOf(c: Context): number {
  const id = intParam(c, "id");
  if (id === null) throw new NotFoundError("page_not_found");
  return id;
}

/** One uploaded picture of a multipart field ("" or absent: none; anything but a file: 422 on that field). */
async function fileOf(value: unknown, field: string): Promise<{ bytes: Uint8Array } | null> {
  if (value === undefined || value === null || value === "") return null;
  if (!(value instanceof File)) throw new ValidationError({ [field]: ["v_image"] });
  return value.size === 0 ? null : { bytes: new Uint8Array(await value.arrayBuffer()) };
}

const ID = ":id{[0-9]+}";

/**
 * The admin console's editorial calls (issue 19; decision 046): static pages, blog posts and
 * categories, campaigns and sellers' campaign entries. Operators with `content`; each verb
 * checks the permission itself, validates, writes in one transaction with its audit entry and
 * drops the storefront's caches (domain/content, domain/blog, domain/campaigns).
 */
export function adminEditorialRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;
  const userOf = async (c: Context) => {
    const v = await resolveViewer(c, services);
    return { userId: v.viewer.userId, locale: v.viewer.locale };
  };
  const saved = (locale: string) => translate(locale, "ed_saved");
  const deleted = (locale: string) => translate(locale, "ed_deleted");

  // static pages
  contract(app, "get", "/admin/content/pages/list", { changesState: false }, async (c) =>
    c.json(await adminPageList(ctx, await userOf(c))),
  );
  for (const path of ["/admin/content/pages", `/admin/content/pages/${ID}`])
    contract(app, "post", path, { changesState: true }, async (c) => {
      const { userId, locale } = await userOf(c);
      const page = await savePage(ctx, { userId, pageId: c.req.param("id") ? idOf(c) : null, fields: await readBody(c) });
      return c.json({ success: saved(locale), page });
    });
  contract(app, "post", `/admin/content/pages/${ID}/delete`, { changesState: true }, async (c) => {
    const { userId, locale } = await userOf(c);
    return c.json({ success: deleted(locale), ...(await deletePage(ctx, { userId, pageId: idOf(c) })) });
  });

  // blog posts (multipart: `payload` JSON and the cover `image`)
  contract(app, "get", "/admin/content/blogs/list", { changesState: false }, async (c) => {
    const { userId } = await userOf(c);
    return c.json(await adminBlogList(ctx, { userId, query: c.req.query() }));
  });
  for (const path of ["/admin/content/blogs", `/admin/content/blogs/${ID}`])
    contract(app, "post", path, { changesState: true }, async (c) => {
      const { userId, locale } = await userOf(c);
      const body = await readBody(c);
      const blogId = c.req.param("id") ? idOf(c) : null;
      const post = await saveBlogPost(ctx, {
        userId,
        blogId,
        fields: body,
        image: await fileOf(body.image, "image"),
        uploadsDir,
      });
      return c.json({ success: saved(locale), post });
    });
  contract(app, "post", `/admin/content/blogs/${ID}/delete`, { changesState: true }, async (c) => {
    const { userId, locale } = await userOf(c);
    return c.json({ success: deleted(locale), ...(await deleteBlogPost(ctx, { userId, blogId: idOf(c), uploadsDir })) });
  });

  // blog comments: the newest, and removing one with its replies
  contract(app, "get", "/admin/content/blog-comments/list", { changesState: false }, async (c) => {
    const { userId, locale } = await userOf(c);
    return c.json(await adminCommentList(ctx, { userId, query: c.req.query(), locale }));
  });
  contract(app, "post", `/admin/content/blog-comments/${ID}/delete`, { changesState: true }, async (c) => {
    const { userId, locale } = await userOf(c);
    return c.json({ success: deleted(locale), ...(await deleteComment(ctx, { userId, commentId: idOf(c) })) });
  });

  // blog categories
  contract(app, "get", "/admin/content/blog-categories/list", { changesState: false }, async (c) =>
    c.json(await adminBlogCategoryList(ctx, await userOf(c))),
  );
  for (const path of ["/admin/content/blog-categories", `/admin/content/blog-categories/${ID}`])
    contract(app, "post", path, { changesState: true }, async (c) => {
      const { userId, locale } = await userOf(c);
      const category = await saveBlogCategory(ctx, { userId, categoryId: c.req.param("id") ? idOf(c) : null, fields: await readBody(c) });
      return c.json({ success: saved(locale), category });
    });
  contract(app, "post", `/admin/content/blog-categories/${ID}/delete`, { changesState: true }, async (c) => {
    const { userId, locale } = await userOf(c);
    return c.json({ success: deleted(locale), ...(await deleteBlogCategory(ctx, { userId, categoryId: idOf(c) })) });
  });

  // campaigns (multipart: `payload` JSON, the `image` banner and the square `thumbnail`) and sellers' entries
  contract(app, "get", "/admin/content/campaigns/list", { changesState: false }, async (c) => {
    const { userId } = await userOf(c);
    return c.json(await adminCampaignList(ctx, { userId }));
  });
  for (const path of ["/admin/content/campaigns", `/admin/content/campaigns/${ID}`])
    contract(app, "post", path, { changesState: true }, async (c) => {
      const { userId, locale } = await userOf(c);
      const body = await readBody(c);
      const campaign = await saveCampaign(ctx, {
        userId,
        campaignId: c.req.param("id") ? idOf(c) : null,
        fields: body,
        image: await fileOf(body.image, "image"),
        thumbnail: await fileOf(body.thumbnail, "thumbnail"),
        uploadsDir,
      });
      return c.json({ success: saved(locale), campaign });
    });
  contract(app, "post", `/admin/content/campaigns/${ID}/delete`, { changesState: true }, async (c) => {
    const { userId, locale } = await userOf(c);
    return c.json({ success: deleted(locale), ...(await deleteCampaign(ctx, { userId, campaignId: idOf(c), uploadsDir })) });
  });
  contract(app, "get", `/admin/content/campaigns/${ID}/entries`, { changesState: false }, async (c) => {
    const { userId, locale } = await userOf(c);
    return c.json(await campaignEntryList(ctx, { userId, campaignId: idOf(c), locale }));
  });
  contract(app, "post", `/admin/content/campaigns/${ID}/entries`, { changesState: true }, async (c) => {
    const { userId, locale } = await userOf(c);
    const done = await decideEntries(ctx, { userId, campaignId: idOf(c), fields: await readBody(c) });
    return c.json({ success: saved(locale), ...done });
  });
}
