import type { CampaignCard } from "../../../domain/campaigns/campaign-list";
import { srcsetOf } from "../../../kernel/media";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { AppLink } from "../ui/AppLink";
import { Timer } from "../ui/icon-set";

/** A campaign as a tile: its square picture on its own colours, title, short text and end date. */
export function CampaignTile({ campaign }: { campaign: CampaignCard }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to={`/campaign/${campaign.slug}`}
      className="group flex flex-col overflow-hidden rounded-2xl border border-gray-100 transition hover:-translate-y-0.5 hover:shadow-lg"
      style={{ background: campaign.background_color, color: campaign.text_color }}
      data-testid="campaign-card"
    >
      <img
        src={campaign.image_374x374}
        srcSet={srcsetOf(campaign.image_374x374, "campaign")}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, calc(100vw - 2rem)"
        alt=""
        width={374}
        height={374}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-[1.02]"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-bold leading-snug">
          {campaign.title}
          {campaign.is_flash_sale && (
            <span className="ms-2 inline-block rounded-full bg-rose-600 px-2 py-0.5 align-middle text-xs font-semibold text-white">
              {t("flash_sale")}
            </span>
          )}
        </h3>
        {campaign.short_description && <p className="text-sm opacity-90">{campaign.short_description}</p>}
        {campaign.campaign_end_date && (
          <p className="mt-auto flex items-center gap-1.5 pt-2 text-xs font-medium opacity-90">
            <Timer className="size-3.5" aria-hidden="true" />
            <CampaignDate iso={campaign.ends_at} k="campaign_until" />
          </p>
        )}
      </div>
    </AppLink>
  );
}

/**
 * A campaign's moment in the reader's language and calendar, in the shop's time zone, named
 * ("Until Dec 7, 2026, 6:00 PM GMT+1", "تا ۱۶ آذر ۱۴۰۵، ۲۰:۳۰ (‎+۳:۳۰ گرینویچ)"): the server and
 * the browser write the same text.
 */
export function CampaignDate({ iso, k }: { iso: string; k: string }) {
  const { t } = useTranslation();
  const date = useDates().deadline(iso);
  return <time dateTime={iso}>{t(k, { date })}</time>;
}

export function CampaignGrid({ campaigns }: { campaigns: CampaignCard[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {campaigns.map((c) => (
        <CampaignTile key={c.id} campaign={c} />
      ))}
    </div>
  );
}
