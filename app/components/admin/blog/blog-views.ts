import type { adminBlogCategoryList } from "../../../../domain/blog/admin-blog-categories";
import type { adminCommentList } from "../../../../domain/blog/admin-blog-comments";
import type { AdminBlogPost } from "../../../../domain/blog/admin-blogs";

/** A post as the console lists and edits it. */
export type BlogPostView = AdminBlogPost;
/** A blog category with how many posts it holds. */
export type BlogCategoryView = Awaited<ReturnType<typeof adminBlogCategoryList>>["categories"][number];
/** One of the newest comments, with its post. */
export type BlogCommentView = Awaited<ReturnType<typeof adminCommentList>>["comments"][number];
