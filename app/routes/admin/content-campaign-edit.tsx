import { Link } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { CampaignEntries } from "../../components/admin/campaigns/CampaignEntries";
import { CampaignForm } from "../../components/admin/campaigns/CampaignForm";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-campaign-edit";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/campaigns/:id` (`new` for a new one): a campaign's editor and its sellers' entries (operators with `content`). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.id === "new") {
    await context.admin.require("content");
    return { campaign: null, entries: [] };
  }
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const [campaign, entries] = await Promise.all([context.admin.campaign(id), context.admin.campaignEntries(id)]);
  return { campaign, entries: entries.entries };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_campaigns_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminCampaignEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { campaign, entries } = loaderData;
  return (
    <div className="max-w-5xl space-y-5">
      <PageHeading
        title={campaign ? campaign.title.en || campaign.slug : t("ed_new_campaign")}
        action={
          <Link to="/admin/content/campaigns" className="text-sm text-primary hover:underline">
            {t("ed_back")}
          </Link>
        }
      />
      <CampaignForm campaign={campaign} />
      {campaign && <CampaignEntries campaignId={campaign.id} entries={entries} />}
    </div>
  );
}
