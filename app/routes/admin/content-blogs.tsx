import { Link, useRevalidator } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { BlogCategories } from "../../components/admin/blog/BlogCategories";
import { BlogComments } from "../../components/admin/blog/BlogComments";
import { BlogPostList } from "../../components/admin/blog/BlogPostList";
import { linkButtonClass } from "../../components/admin/button-classes";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-blogs";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/blogs?q=&page=`: the blog's posts (drafts too) and its categories (operators with `content`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [list, categories, comments] = await Promise.all([
    context.admin.blogs(url),
    context.admin.blogCategories(),
    context.admin.blogComments(),
  ]);
  return { ...list, categories: categories.categories, comments: comments.comments, q: url.searchParams.get("q") ?? "" };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_blogs_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  return (
    <div className="max-w-5xl space-y-5">
      <PageHeading
        title={t("ed_blogs_title")}
        text={t("ed_blogs_intro")}
        action={
          <Link to="/admin/content/blogs/new" className={linkButtonClass} data-testid="ed-new-post">
            {t("ed_new_post")}
          </Link>
        }
      />
      <BlogPostList list={loaderData} onChange={refresh} />
      <BlogCategories categories={loaderData.categories} onChange={refresh} />
      <BlogComments comments={loaderData.comments} onChange={refresh} />
    </div>
  );
}
