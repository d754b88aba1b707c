import { pageParam } from "../../kernel/input";
import { BlogSidebar } from "../components/blog/BlogCard";
import { BlogPostJsonLd, RecentPosts, ShareLinks } from "../components/blog/BlogPostParts";
import { Comments } from "../components/blog/Comments";
import { useOrderDate } from "../components/orders/order-format";
import { AppLink } from "../components/ui/AppLink";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/blog";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const details = await context.blogs.details(params.slug, pageParam(new URL(request.url)));
  return { ...details, feed: `${context.appPath}/blogs/feed.xml?lang=${context.locale}` };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title: () => args.data?.blog.title ?? "",
    description: args.data?.blog.short_description,
    image: args.data?.blog.banner_img,
    type: "article",
    page: args.data?.comments.current_page,
  }),
  ...(args.data
    ? [
        { property: "article:published_time", content: args.data.blog.published_date },
        ...args.data.blog.tags.map((tag) => ({ property: "article:tag", content: tag })),
        { tagName: "link", rel: "alternate", type: "application/atom+xml", title: "Atom", href: args.data.feed },
      ]
    : []),
];

/** `/blog/{slug}`: the post (sanitised rich text), its author, reading time, tags, share links and comments. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { day } = useOrderDate();
  const { blog, categories, recent_posts, comments } = loaderData;
  const author = blog.user ? `${blog.user.first_name} ${blog.user.last_name}`.trim() : "";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <BlogPostJsonLd blog={blog} />
      <div className="grid gap-8 lg:grid-cols-[1fr_300px]">
        <article className="min-w-0" data-testid="blog-post">
          <img
            src={blog.banner_img}
            alt=""
            width={900}
            height={300}
            fetchPriority="high"
            className="mb-5 aspect-[3/1] w-full rounded-2xl object-cover"
          />
          <AppLink to={`/category-blogs/${blog.category.slug}`} className="text-sm font-semibold text-primary hover:underline">
            {blog.category.title}
          </AppLink>
          <h1 className="mt-1 text-2xl font-bold leading-tight sm:text-4xl">{blog.title}</h1>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600" data-testid="blog-meta">
            {author && <span>{t("blog_by", { name: author })}</span>}
            <time dateTime={blog.published_date}>{day(blog.published_date)}</time>
            <span>{t("blog_reading_time", { count: blog.reading_time })}</span>
            <span data-testid="blog-views">{t("blog_views", { count: blog.blog_views_count })}</span>
          </p>
          <p className="mt-4 text-lg text-gray-700">{blog.short_description}</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: staff-written rich text, sanitised on the server (domain/blog/blog-details.ts → sanitizeHtml) */}
          <div className="prose-shop mt-6 rounded-2xl bg-white p-5 sm:p-6" dangerouslySetInnerHTML={{ __html: blog.long_description }} />
          {blog.tags.length > 0 && (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("blog_tags")}>
              {blog.tags.map((tag) => (
                <li key={tag}>
                  <AppLink
                    to={`/blogs?title=${encodeURIComponent(tag)}`}
                    className="rounded-full bg-gray-100 px-3 py-1 text-xs text-gray-700 hover:bg-primary-soft"
                  >
                    <bdi>#{tag}</bdi>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-5">
            <ShareLinks blog={blog} />
          </div>
          <Comments blogId={blog.id} page={comments} />
        </article>
        <aside className="space-y-5">
          <RecentPosts posts={recent_posts} />
          <BlogSidebar categories={categories} active={blog.category.slug} />
        </aside>
      </div>
    </div>
  );
}
