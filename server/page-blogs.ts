import { blogDetails } from "../domain/blog/blog-details";
import { type BlogListInput, blogCategoryList, listBlogs } from "../domain/blog/blog-posts";
import { contactPage } from "../domain/content/contact-page";
import type { Ctx, Viewer } from "../domain/context";

/** The blog's and the contact page's loaders' verbs, bound to the viewer. */
export function pageBlogs(ctx: Ctx, viewer: Viewer) {
  return {
    /** a page of twelve posts (`slug`: one category's; unknown: 404) */
    list: (input: BlogListInput, pageUrl?: (p: number) => string) => listBlogs(ctx, viewer, input, { pageUrl }),
    /** a post with categories, tags, recent posts and a page of comments; counts the view once per visitor */
    details: (slug: string, page = 1) => blogDetails(ctx, viewer, { slug, page }),
    categories: () => blogCategoryList(ctx, viewer.locale),
    contact: () => contactPage(ctx, { locale: viewer.locale }),
  };
}
