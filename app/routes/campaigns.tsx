import { pageParam } from "../../kernel/input";
import { CampaignGrid } from "../components/campaigns/CampaignTiles";
import { LoadMoreButton } from "../components/ui/LoadMoreButton";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import { useLoadMore } from "../lib/useLoadMore";
import type { Route } from "./+types/campaigns";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { campaigns: await context.campaigns.list(pageParam(new URL(request.url))) };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageHead(
    { matches, location },
    {
      title: "all_campaigns",
      description: data?.campaigns.data.map((c) => c.title).join(", "),
      image: data?.campaigns.data[0]?.image_374x374,
      page: data?.campaigns.current_page,
    },
  );

/** `/campaigns`: the running campaigns, twelve at a time ("load more" appends the next page, without repeats). */
export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const list = useLoadMore(loaderData.campaigns, "home/campaign-lists", "campaigns");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("all_campaigns")}</h1>
      <p className="mb-6 mt-1 text-sm text-gray-600">{t("campaigns_intro")}</p>
      {list.items.length ? (
        <CampaignGrid campaigns={list.items} />
      ) : (
        <p className="rounded-xl bg-white p-10 text-center text-gray-500" data-testid="no-campaigns">
          {t("no_campaigns")}
        </p>
      )}
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={list.loadMore} />
    </div>
  );
}
