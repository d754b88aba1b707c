import { useState } from "react";
import type { BlogDetails } from "../../../domain/blog/blog-details";
import { useTranslation } from "../../i18n/i18n";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { breadcrumbLd, JsonLd } from "../seo/JsonLd";
import { AppLink } from "../ui/AppLink";

type Blog = BlogDetails["blog"];

/** schema.org BlogPosting and the breadcrumb trail of a post. */
export function BlogPostJsonLd({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  const base = useBaseUrl();
  const origin = base.replace(/^(https?:\/\/[^/]+).*$/, "$1");
  const url = `${base}/blog/${blog.slug}`;
  const abs = (src: string) => (/^https?:/.test(src) ? src : `${origin}${src}`);
  const author = blog.user ? `${blog.user.first_name} ${blog.user.last_name}`.trim() : undefined;
  return (
    <JsonLd
      data={[
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: blog.title,
          description: blog.short_description,
          image: [abs(blog.banner_img), abs(blog.thumbnail)],
          datePublished: blog.published_date,
          dateModified: blog.published_date,
          inLanguage: blog.current_language[0],
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          url,
          keywords: blog.tags.join(", "),
          articleSection: blog.category.title,
          timeRequired: `PT${blog.reading_time}M`,
          ...(author ? { author: { "@type": "Person", name: author } } : {}),
          interactionStatistic: {
            "@type": "InteractionCounter",
            interactionType: "https://schema.org/ReadAction",
            userInteractionCount: blog.blog_views_count,
          },
        },
        breadcrumbLd([
          { name: t("home"), url: `${base}/` },
          { name: t("blog_title"), url: `${base}/blogs` },
          { name: blog.category.title, url: `${base}/category-blogs/${blog.category.slug}` },
          { name: blog.title, url },
        ]),
      ]}
    />
  );
}

/** Share links (plain links to each network's share page: no third-party script) and "copy link". */
export function ShareLinks({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  const base = useBaseUrl();
  const [copied, setCopied] = useState(false);
  const url = encodeURIComponent(`${base}/blog/${blog.slug}`);
  const text = encodeURIComponent(blog.title);
  const links = [
    ["X", `https://x.com/intent/post?url=${url}&text=${text}`],
    ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${url}`],
    ["LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
    ["Telegram", `https://t.me/share/url?url=${url}&text=${text}`],
    ["WhatsApp", `https://wa.me/?text=${text}%20${url}`],
  ];
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="blog-share">
      <span className="font-semibold">{t("blog_share")}:</span>
      {links.map(([name, href]) => (
        <a
          key={name}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full border border-gray-200 bg-white px-3 py-1 hover:border-primary"
        >
          {name}
        </a>
      ))}
      <button
        type="button"
        className="rounded-full border border-gray-200 bg-white px-3 py-1 hover:border-primary"
        onClick={() => {
          void navigator.clipboard?.writeText(decodeURIComponent(url)).then(() => setCopied(true));
        }}
      >
        {copied ? t("blog_link_copied") : t("blog_copy_link")}
      </button>
    </div>
  );
}

/** The recent posts of the side column. */
export function RecentPosts({ posts }: { posts: BlogDetails["recent_posts"] }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-4">
      <h2 className="mb-3 font-bold">{t("blog_recent_posts")}</h2>
      <ul className="space-y-3">
        {posts.map((p) => (
          <li key={p.id}>
            <AppLink to={`/blog/${p.slug}`} className="flex items-center gap-3 hover:text-primary">
              <img
                src={p.recent_post_image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-lg object-cover object-[80%_50%]"
              />
              <span className="line-clamp-2 text-sm font-medium">{p.title}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
