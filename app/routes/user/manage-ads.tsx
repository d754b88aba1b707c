import { pageParam } from "../../../kernel/input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { MyAdRow } from "../../components/ads/MyAdRow";
import { useAdAction } from "../../components/ads/useAdAction";
import { AppLink } from "../../components/ui/AppLink";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/manage-ads";

/** `/user/manage_ads` (signed in): the viewer's classified ads with their state; edit, mark sold, delete. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return context.classifieds.mine(pageParam(new URL(request.url)));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "manage_ads", noindex: true });

export default function ManageAds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const act = useAdAction();
  const { ads } = loaderData;
  return (
    <>
      <PageHeading
        title={t("manage_ads")}
        text={t("manage_ads_intro")}
        action={
          <AppLink to="/user/submit_ad" className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90">
            {t("submit_ad")}
          </AppLink>
        }
      />
      <Card className="p-0 sm:p-0">
        {ads.data.length === 0 ? (
          <p className="p-6 text-gray-600">{t("ads_none")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {ads.data.map((ad) => (
              <MyAdRow key={ad.id} ad={ad} act={act} />
            ))}
          </ul>
        )}
      </Card>
      <Pagination current={ads.current_page} last={ads.last_page} />
    </>
  );
}
