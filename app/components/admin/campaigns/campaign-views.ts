import type { campaignEntryList } from "../../../../domain/campaigns/admin-campaign-entries";
import type { adminCampaign } from "../../../../domain/campaigns/admin-campaigns";

/** A campaign as its editor starts from: the form's fields with its id and pictures. */
export type CampaignView = Awaited<ReturnType<typeof adminCampaign>>;
/** A seller's product entered in the campaign, with its discount and where the operator's decision stands. */
export type CampaignEntryView = Awaited<ReturnType<typeof campaignEntryList>>["entries"][number];
