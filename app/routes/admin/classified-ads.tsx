import { ApprovalQueue, DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/classified-ads";
import { AdminErrorBoundary } from "./layout";

/** `/admin/classified-ads`: classified ads waiting for approval (operators with `approvals`). */
export async function loader({ context }: Route.LoaderArgs) {
  return { ads: await context.classifieds.pending() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ads_pending_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminClassifiedAds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const date = useDateTime();
  return (
    <ApprovalQueue title={t("ads_pending_title")} empty={t("ads_no_pending")} items={loaderData.ads} itemTestId="pending-ad">
      {(ad) => {
        const c = ad.contact_info;
        return (
          <>
            <div className="flex gap-2">
              {ad.images.slice(0, 3).map((img) => (
                <a key={img.key} href={img.large} target="_blank" rel="noreferrer">
                  <img src={img.thumb} alt="" width={64} height={64} className="size-16 rounded-lg border border-gray-100 object-cover" />
                </a>
              ))}
            </div>
            <div className="min-w-0 flex-1 space-y-1 text-sm" data-ad-id={ad.id}>
              <p className="font-semibold text-gray-900" dir="auto">
                {ad.title}
              </p>
              <p className="text-gray-700">
                <bdi>{format(ad.price, { zeroAsNegotiable: true })}</bdi> · {ad.category} · {t(`ad_condition_${ad.condition}`)}
              </p>
              <p className="text-gray-600">
                <bdi>{t("ad_by", { name: ad.user.name })}</bdi>{" "}
                <span dir="ltr" className="inline-block break-all text-gray-500">
                  {ad.user.email}
                </span>{" "}
                · {date(ad.updated_at)}
              </p>
              <p className="text-gray-600">
                <bdi className="inline-block">{c.contact_name}</bdi> ·{" "}
                <bdi dir="ltr" className="inline-block">
                  {c.phone_no}
                </bdi>{" "}
                ·{" "}
                <bdi dir="ltr" className="inline-block break-all">
                  {c.email}
                </bdi>
                {c.address && (
                  <>
                    {" "}
                    · <bdi>{c.address}</bdi>
                  </>
                )}
              </p>
            </div>
            <p className="w-full whitespace-pre-line break-words rounded-lg bg-gray-50 p-3 text-sm text-gray-700" dir="auto">
              {ad.description}
            </p>
            <DecisionButtons
              decisions={[
                {
                  key: "approve",
                  label: t("ad_approve"),
                  path: `admin/classified-ads/${ad.id}/approve`,
                  primary: true,
                  testId: "ad-approve",
                },
                { key: "reject", label: t("ad_reject"), path: `admin/classified-ads/${ad.id}/reject`, testId: "ad-reject" },
              ]}
              reason={{ placeholder: t("ad_reject_placeholder"), forKey: "reject" }}
            />
          </>
        );
      }}
    </ApprovalQueue>
  );
}
