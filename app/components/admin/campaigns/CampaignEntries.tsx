import { useTranslation } from "../../../i18n/i18n";
import { Panel } from "../Panel";
import { useAdminAction } from "../useAdminAction";
import type { CampaignEntryView } from "./campaign-views";

/** Sellers' entries: the waiting ones accepted or rejected through the campaigns' own verb (prices follow). */
export function CampaignEntries({ campaignId, entries }: { campaignId: number; entries: CampaignEntryView[] }) {
  const { t } = useTranslation();
  const call = useAdminAction();
  const decide = (productId: number, decision: "approve" | "reject") =>
    call(`admin/content/campaigns/${campaignId}/entries`, { product_ids: [productId], decision }, { revalidate: true });
  return (
    <Panel title={t("ed_entries")}>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-500">{t("ed_no_entries")}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="ed-entries">
          {entries.map((e) => (
            <li key={e.product_id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="min-w-40 flex-1">
                <span className="font-medium">{e.product}</span> · <span className="text-gray-500">{e.shop}</span>
              </span>
              <bdi dir="ltr">
                {e.discount_type === "percentage" ? `${(e.discount / 100).toFixed(2)} %` : `−${(e.discount / 100).toFixed(2)}`}
              </bdi>
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">{t(`ed_entry_${e.status}`)}</span>
              {e.status !== "approved" && (
                <button type="button" className="text-primary hover:underline" onClick={() => void decide(e.product_id, "approve")}>
                  {t("ed_approve")}
                </button>
              )}
              {e.status !== "rejected" && (
                <button type="button" className="text-red-600 hover:underline" onClick={() => void decide(e.product_id, "reject")}>
                  {t("ed_reject")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
