import { Link } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { BlogPostForm } from "../../components/admin/blog/BlogPostForm";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-blog-edit";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/blogs/:id` (`new` for a new one): a blog post's editor (operators with `content`). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { categories } = await context.admin.blogCategories();
  if (params.id === "new") return { post: null, categories };
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  return { post: await context.admin.blog(id), categories };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_blogs_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminBlogEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, categories } = loaderData;
  return (
    <div className="max-w-5xl">
      <PageHeading
        title={post ? post.title.en || post.slug : t("ed_new_post")}
        action={
          <Link to="/admin/content/blogs" className="text-sm text-primary hover:underline">
            {t("ed_back")}
          </Link>
        }
      />
      <BlogPostForm post={post} categories={categories} />
    </div>
  );
}
