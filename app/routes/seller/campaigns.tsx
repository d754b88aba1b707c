import { Link } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { CampaignEntryForm } from "../../components/seller/CampaignEntryForm";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/campaigns";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.campaigns();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_campaigns", noindex: true });

const TONES: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800",
  approved: "bg-emerald-50 text-emerald-800",
  rejected: "bg-gray-100 text-gray-700",
};

/** `/seller/campaigns`: ask for a product to join a running or coming campaign at a discount; the operator accepts or rejects. */
export default function SellerCampaigns({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { number } = useNumbers();
  const d = loaderData;
  const discount = (e: (typeof d.entries)[number]) =>
    e.discount_type === "percentage" ? `${number(e.discount)}%` : money(e.discount, { zeroAsNegotiable: false });
  return (
    <>
      <PageHeading title={t("seller_campaigns")} text={t("seller_campaigns_text")} />
      <Card>
        {d.campaigns.length === 0 ? (
          <p className="text-gray-600">{t("seller_no_open_campaigns")}</p>
        ) : (
          <CampaignEntryForm campaigns={d.campaigns} products={d.products} />
        )}
      </Card>
      <Card className="mt-4">
        <h2 className="mb-3 font-semibold">{t("seller_campaign_entries")}</h2>
        {d.entries.length === 0 ? (
          <p className="text-sm text-gray-600">{t("seller_no_campaign_entries")}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm" data-testid="seller-campaign-entries">
            {d.entries.map((e) => (
              <li key={`${e.campaign_id}-${e.product_id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium" dir="auto">
                    {e.product}
                  </span>
                  <span className="block text-xs text-gray-500">
                    {e.campaign} · <bdi>{discount(e)}</bdi>
                  </span>
                </span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[e.status] ?? ""}`}>
                  {t(`seller_entry_state_${e.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-gray-500">
          <Link to="/campaigns" className="text-primary hover:underline">
            {t("seller_see_campaigns")}
          </Link>
        </p>
      </Card>
    </>
  );
}
