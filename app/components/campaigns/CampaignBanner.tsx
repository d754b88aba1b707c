import type { CampaignView } from "../../../domain/campaigns/campaign-page";
import { srcsetOf } from "../../../kernel/media";
import { useTranslation } from "../../i18n/i18n";
import { Countdown } from "../product/Countdown";
import { CampaignDate } from "./CampaignTiles";

/** The campaign page's head: its wide banner, title and text on its own colours, and where it stands (countdown, upcoming, ended). */
export function CampaignBanner({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  return (
    <header
      className="overflow-hidden rounded-2xl"
      style={{ background: campaign.background_color, color: campaign.text_color }}
      data-testid="campaign-banner"
    >
      <img
        src={campaign.image_1920x412}
        srcSet={srcsetOf(campaign.image_1920x412, "campaignStrip")}
        sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"
        alt=""
        width={1920}
        height={412}
        fetchPriority="high"
        className="aspect-[1920/412] w-full object-cover"
      />
      <div className="flex flex-wrap items-end justify-between gap-4 p-5 sm:p-6">
        <div className="min-w-0 max-w-2xl">
          <h1 className="text-2xl font-bold sm:text-3xl" data-testid="campaign-title">
            {campaign.title}
          </h1>
          {campaign.description && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: staff-written HTML, sanitised on the server (domain/campaigns/campaign-page.ts → sanitizeHtml)
            <div className="mt-2 text-sm opacity-90 sm:text-base" dangerouslySetInnerHTML={{ __html: campaign.description }} />
          )}
        </div>
        {campaign.state !== "ended" && campaign.countdown && (
          <div className="rounded-xl bg-white/95 px-3 py-2 text-gray-900 shadow-sm">
            <Countdown
              endsAt={campaign.state === "upcoming" ? campaign.starts_at : campaign.ends_at}
              initial={campaign.countdown}
              label={campaign.state === "upcoming" ? "campaign_starts_in" : "campaign_ends_in"}
              className=""
            />
          </div>
        )}
      </div>
      {campaign.state === "ended" && (
        <p className="bg-gray-900/80 px-5 py-3 text-sm font-semibold text-white" role="status" data-testid="campaign-ended">
          {t("campaign_ended")}
        </p>
      )}
      {campaign.state === "upcoming" && (
        <p className="bg-gray-900/80 px-5 py-3 text-sm font-semibold text-white" role="status" data-testid="campaign-upcoming">
          <CampaignDate iso={campaign.starts_at} k="campaign_upcoming" />
        </p>
      )}
    </header>
  );
}
