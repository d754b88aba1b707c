import { PageHeading } from "../../components/account/PageHeading";
import { VideoAdTagList } from "../../components/video/VideoAdTagList";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/videos";
import { AdminErrorBoundary } from "./layout";

/** `/admin/videos`: every shopping video and its pre-roll ad tag (operators with `content`; decision 069). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.videos();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "video_ads_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminVideos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="max-w-4xl">
      <PageHeading title={t("video_ads_title")} text={t("video_ads_intro_admin")} />
      <VideoAdTagList videos={loaderData.videos} scope="admin" />
    </div>
  );
}
