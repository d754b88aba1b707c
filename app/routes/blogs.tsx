import { Form } from "react-router";
import { pageParam } from "../../kernel/input";
import { BlogCard, BlogSidebar } from "../components/blog/BlogCard";
import { Pagination } from "../components/ui/Pagination";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/blogs";

const SORTS = ["newest", "oldest", "popular"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const [list, categories] = await Promise.all([
    context.blogs.list({
      page: pageParam(url),
      sort: (q.get("sort") ?? "newest") as "newest",
      slug: params.slug ?? "",
      title: q.get("title") ?? "",
    }),
    context.blogs.categories(),
  ]);
  return { ...list, categories, feed: `${context.appPath}/blogs/feed.xml?lang=${context.locale}` };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title: (t) => (args.data?.category ? `${args.data.category.title} · ${t("blog_title")}` : t("blog_title")),
    description: args.data?.category?.title,
    page: args.data?.blogs.current_page,
    noindex: !!args.data?.title,
  }),
  ...(args.data ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: "Atom", href: args.data.feed }] : []),
];

/** `/blogs` and `/category-blogs/{slug}`: twelve posts a page, searchable by title and sorted; categories beside. */
export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { blogs, category, categories, sort, title, feed } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{category ? category.title : t("blog_title")}</h1>
          <p className="mt-1 text-gray-600">{t("blog_intro")}</p>
        </div>
        <a href={feed} className="text-sm font-medium text-primary hover:underline" data-testid="blog-feed-link">
          {t("blog_feed")}
        </a>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_280px]">
        <section>
          <Form method="get" className="mb-5 flex flex-wrap gap-2" role="search" data-testid="blog-search">
            <label className="sr-only" htmlFor="blog-title">
              {t("blog_search_label")}
            </label>
            <input
              id="blog-title"
              name="title"
              type="search"
              defaultValue={title}
              placeholder={t("blog_search_placeholder")}
              className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
            />
            <label className="sr-only" htmlFor="blog-sort">
              {t("blog_sort_label")}
            </label>
            <select
              id="blog-sort"
              name="sort"
              defaultValue={sort}
              className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            >
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`blog_sort_${s}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white">
              {t("blog_search_label")}
            </button>
          </Form>
          {blogs.data.length === 0 ? (
            <p className="rounded-2xl bg-white p-8 text-center text-gray-600">{t("blog_no_posts")}</p>
          ) : (
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {blogs.data.map((post, i) => (
                <BlogCard key={post.id} post={post} eager={i < 2} />
              ))}
            </div>
          )}
          <Pagination current={blogs.current_page} last={blogs.last_page} />
        </section>
        <aside>
          <BlogSidebar categories={categories} active={category?.slug} />
        </aside>
      </div>
    </div>
  );
}
