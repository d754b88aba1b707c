import { AppLink } from "../ui/AppLink";
import { SectionHeading } from "../ui/SectionHeading";

type Post = { id: number; slug: string; title: string; short_description: string; thumbnail: string };

/** The home page's latest news: the newest posts of the blog, each a picture, a title and its summary. */
export function NewsRail({ title, posts, to }: { title: string; posts: Post[]; to: string }) {
  if (!posts.length) return null;
  return (
    <section data-testid="home-latest_news">
      <SectionHeading title={title} to={to} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {posts.map((p) => (
          <li key={p.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-100 bg-white shadow-sm">
              <AppLink to={`/blog/${p.slug}`} tabIndex={-1} aria-hidden="true">
                <img
                  src={p.thumbnail}
                  alt=""
                  width={260}
                  height={175}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[260/175] w-full object-cover"
                />
              </AppLink>
              <div className="flex flex-1 flex-col gap-1.5 p-4">
                <h3 className="font-bold leading-snug">
                  <AppLink to={`/blog/${p.slug}`} className="hover:text-primary">
                    {p.title}
                  </AppLink>
                </h3>
                <p className="line-clamp-2 text-sm text-gray-600">{p.short_description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
