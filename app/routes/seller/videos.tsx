import { PageHeading } from "../../components/account/PageHeading";
import { VideoAdTagList } from "../../components/video/VideoAdTagList";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/videos";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.videos();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "video_ads_title", noindex: true });

/** `/seller/videos`: the seller's own shopping videos and the pre-roll ad tag of each (decision 069). */
export default function SellerVideos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("video_ads_title")} text={t("video_ads_intro_seller")} />
      <VideoAdTagList videos={loaderData.videos} scope="seller" />
    </>
  );
}
