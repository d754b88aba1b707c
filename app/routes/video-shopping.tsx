import { pageParam } from "../../kernel/input";
import { Pagination } from "../components/ui/Pagination";
import { VideoGrid } from "../components/video/VideoCard";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/video-shopping";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { videos: await context.videos.list(pageParam(new URL(request.url))) };
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title: "video_shopping",
    description: args.data?.videos.data.map((v) => v.title).join(" · "),
    page: args.data?.videos.current_page,
  });

/** `/video-shopping`: the shopping videos, twelve a page, live ones first (the `video_shopping` add-on; off: 404). */
export default function VideoShopping({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { videos } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <header className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("video_shopping")}</h1>
        <p className="mt-1 text-gray-600">{t("video_intro")}</p>
      </header>
      {videos.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-gray-600">{t("video_no_videos")}</p>
      ) : (
        <VideoGrid videos={videos.data} eager={4} level={2} />
      )}
      <Pagination current={videos.current_page} last={videos.last_page} />
    </div>
  );
}
