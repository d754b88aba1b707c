import { ProductCard } from "../components/product/ProductCard";
import { AppLink } from "../components/ui/AppLink";
import { SectionHeading } from "../components/ui/SectionHeading";
import { VideoGrid } from "../components/video/VideoCard";
import { VideoObjectJsonLd } from "../components/video/VideoObjectJsonLd";
import { VideoPlayer } from "../components/video/VideoPlayer";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/video-shopping-details";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { video: await context.videos.details(params.slug) };
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title: () => args.data?.video.meta_title ?? "",
    description: args.data?.video.meta_description,
    image: args.data?.video.poster,
    imageAlt: args.data?.video.title,
  });

/**
 * `/video-shopping/{slug}`: the player with the products shown in the video beside it (their
 * cart buttons add without leaving the page), then related products and popular videos.
 */
export default function VideoShoppingDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { video } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <VideoObjectJsonLd video={video} />
      <nav className="mb-3 text-sm" aria-label={t("video_shopping")}>
        <AppLink to="/video-shopping" className="font-medium text-primary hover:underline">
          {t("video_all_videos")}
        </AppLink>
      </nav>
      <h1 className="mb-4 flex flex-wrap items-center gap-2 text-2xl font-bold leading-tight sm:text-3xl">
        {video.is_live && (
          <span className="rounded-md bg-red-600 px-2 py-0.5 text-sm font-bold uppercase text-white" data-testid="video-live">
            {t("video_live")}
          </span>
        )}
        {video.title}
      </h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <VideoPlayer key={video.slug} video={video} />
        <section aria-labelledby="in-this-video" data-testid="video-products">
          <h2 id="in-this-video" className="mb-3 text-lg font-bold">
            {t("video_in_this_video")}
          </h2>
          {video.products.length ? (
            <div className="grid grid-cols-2 gap-3">
              {video.products.map((p, i) => (
                <ProductCard key={p.id} product={p} eager={i < 2} />
              ))}
            </div>
          ) : (
            <p className="rounded-xl bg-white p-4 text-sm text-gray-600">{t("video_no_products")}</p>
          )}
        </section>
      </div>
      {video.related_products.length > 0 && (
        <section className="mt-10" data-testid="video-related">
          <SectionHeading title={t("video_related_products")} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {video.related_products.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}
      {video.popular_videos.length > 0 && (
        <section className="mt-10" data-testid="video-popular">
          <SectionHeading title={t("video_popular")} to="/video-shopping" />
          <VideoGrid videos={video.popular_videos} />
        </section>
      )}
    </div>
  );
}
