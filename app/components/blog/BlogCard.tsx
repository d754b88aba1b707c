import type { BlogCard as Card } from "../../../domain/blog/blog-posts";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { useOrderDate } from "../orders/order-format";
import { AppLink } from "../ui/AppLink";

/** A post in the blog's grid: picture, category, title, summary, date. */
export function BlogCard({ post, eager = false }: { post: Card; eager?: boolean }) {
  const { t } = useTranslation();
  const { day } = useOrderDate();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-gray-100 bg-white shadow-sm" data-testid="blog-card">
      <AppLink to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden="true">
        <img
          src={post.thumbnail}
          srcSet={`${post.thumbnail} 260w, ${post.thumbnail.replace("260x175", "520x350")} 520w`}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
          alt=""
          width={260}
          height={175}
          loading={eager ? "eager" : "lazy"}
          className="aspect-[260/175] w-full object-cover"
        />
      </AppLink>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <AppLink to={`/category-blogs/${post.category.slug}`} className="text-xs font-semibold uppercase text-primary hover:underline">
          {post.category.title}
        </AppLink>
        <h2 className="text-lg font-bold leading-snug">
          <AppLink to={`/blog/${post.slug}`} className="hover:text-primary">
            {post.title}
          </AppLink>
        </h2>
        <p className="line-clamp-3 text-sm text-gray-600">{post.short_description}</p>
        <div className="mt-auto flex items-center justify-between pt-2 text-xs text-gray-500">
          <time dateTime={post.published_date}>{day(post.published_date)}</time>
          <AppLink to={`/blog/${post.slug}`} className="font-semibold text-primary hover:underline">
            {t("blog_read_more")}
          </AppLink>
        </div>
      </div>
    </article>
  );
}

/** The blog's side column: categories with their counts, recent posts. */
export function BlogSidebar({
  categories,
  active,
}: {
  categories: { id: number; slug: string; title: string; posts_count: number }[];
  active?: string;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  return (
    <nav aria-label={t("blog_categories")} className="rounded-2xl border border-gray-100 bg-white p-4">
      <h2 className="mb-3 font-bold">{t("blog_categories")}</h2>
      <ul className="space-y-1 text-sm">
        <li>
          <AppLink to="/blogs" className={`block rounded-lg px-2 py-1.5 hover:bg-gray-50 ${!active ? "font-semibold text-primary" : ""}`}>
            {t("blog_all_posts")}
          </AppLink>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <AppLink
              to={`/category-blogs/${c.slug}`}
              aria-current={active === c.slug ? "page" : undefined}
              className={`flex justify-between rounded-lg px-2 py-1.5 hover:bg-gray-50 ${active === c.slug ? "font-semibold text-primary" : ""}`}
            >
              <span>{c.title}</span>
              <span className="text-gray-400">{number(c.posts_count)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
