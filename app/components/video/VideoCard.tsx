import type { VideoCard as Card } from "../../../domain/videos/video-shops";
import { useTranslation } from "../../i18n/i18n";
import { AppLink } from "../ui/AppLink";
import { Play } from "../ui/icon-set";
import { SectionHeading } from "../ui/SectionHeading";

/** A shopping video as a portrait card (299×536): its poster, a play mark, its title and the live badge. */
export function VideoCard({ video, eager = false, level = 3 }: { video: Card; eager?: boolean; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? "h2" : "h3";
  const srcSet = video.thumbnail.replace(/-299x536\.webp$/, "");
  const own = srcSet !== video.thumbnail;
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-gray-900 shadow-sm" data-testid="video-card">
      <img
        src={video.thumbnail}
        srcSet={own ? `${srcSet}-150x268.webp 150w, ${video.thumbnail} 299w` : undefined}
        sizes="(min-width: 1024px) 230px, 45vw"
        alt=""
        width={299}
        height={536}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[299/536] w-full object-cover opacity-90 transition duration-300 group-hover:scale-105 group-hover:opacity-100"
      />
      <span className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/80 via-black/10 to-transparent" />
      {video.is_live && (
        <span
          className="absolute start-3 top-3 inline-flex items-center gap-1.5 rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold uppercase text-white"
          data-testid="video-live"
        >
          <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden="true" />
          {t("video_live")}
        </span>
      )}
      <span className="pointer-events-none absolute inset-0 m-auto grid size-12 place-items-center rounded-full bg-white/85 text-gray-900 shadow">
        <Play className="size-5 translate-x-0.5 fill-current" />
      </span>
      <Heading className="absolute inset-x-0 bottom-0 p-3 text-sm font-semibold leading-snug text-white">
        {/* the whole card is the link (its name: the title) */}
        <AppLink to={`/video-shopping/${video.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
          {video.title}
        </AppLink>
      </Heading>
    </article>
  );
}

/** Cards in a grid: four on a phone's two columns, up to six across (`level`: their titles' heading level under the page's). */
export function VideoGrid({ videos, eager = 0, level = 3 }: { videos: Card[]; eager?: number; level?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">
      {videos.map((v, i) => (
        <li key={v.id}>
          <VideoCard video={v} eager={i < eager} level={level} />
        </li>
      ))}
    </ul>
  );
}

/** The home page's `video_shopping` component: four videos and a link to all. */
export function VideoRail({ title, videos }: { title: string; videos: Card[] }) {
  if (!videos.length) return null;
  return (
    <section data-testid="home-video_shopping">
      <SectionHeading title={title} to="/video-shopping" />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {videos.map((v) => (
          <li key={v.id}>
            <VideoCard video={v} />
          </li>
        ))}
      </ul>
    </section>
  );
}
