import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { pageParam } from "../../../kernel/input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { AdState } from "../../components/ads/AdState";
import { AppLink } from "../../components/ui/AppLink";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/manage-ads";

/** `/user/manage_ads` (signed in): the viewer's classified ads with their state; edit, mark sold, delete. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return context.classifieds.mine(pageParam(new URL(request.url)));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "manage_ads", noindex: true });

const action = "rounded-full border px-3 py-1.5 text-sm font-semibold";

export default function ManageAds({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const revalidator = useRevalidator();
  const format = useFormatMoney(state.default_currency);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const { ads } = loaderData;
  const act = async (path: string, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    try {
      const answer = await api<{ success: string }>(path, { method: "POST", body: {} });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch {
      // the error toast is shown by api()
    }
  };
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
              <li key={ad.id} className="flex flex-wrap gap-4 p-4 sm:flex-nowrap sm:p-5" data-testid="my-ad" data-ad-id={ad.id}>
                <img
                  src={ad.images[0]?.thumb ?? ""}
                  alt=""
                  width={80}
                  height={80}
                  className="size-20 shrink-0 rounded-lg border border-gray-100 bg-gray-50 object-cover"
                />
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="min-w-0 break-words font-semibold text-gray-900" dir="auto">
                      {ad.product_slug ? (
                        <AppLink to={`/product/${ad.product_slug}`} className="hover:text-primary" data-testid="ad-product-link">
                          {ad.title}
                        </AppLink>
                      ) : (
                        ad.title
                      )}
                    </h2>
                    <AdState status={ad.status} />
                  </div>
                  <p className="text-sm text-gray-700">
                    <bdi>{format(ad.price, { zeroAsNegotiable: true })}</bdi> · {t(`ad_condition_${ad.condition}`)}
                  </p>
                  <p className="text-xs text-gray-500">
                    {t("ad_posted_on", { date: date(ad.created_at) })}
                    {ad.status === "published" && ad.expires_at && <> · {t("ad_ends_on", { date: date(ad.expires_at) })}</>}
                  </p>
                  {ad.status === "rejected" && ad.reject_reason && (
                    <p className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800" data-testid="ad-reject-reason">
                      <span className="font-semibold">{t("ad_reject_reason")}:</span> <span dir="auto">{ad.reject_reason}</span>
                    </p>
                  )}
                  <div className="flex flex-wrap gap-2 pt-1">
                    {(ad.status === "pending" || ad.status === "published" || ad.status === "rejected") && (
                      <AppLink
                        to={`/user/submit_ad?id=${ad.id}`}
                        className={`${action} border-gray-300 text-gray-700 hover:border-primary hover:text-primary`}
                        data-testid="ad-edit"
                      >
                        {t("edit")}
                      </AppLink>
                    )}
                    {ad.status === "published" && (
                      <button
                        type="button"
                        onClick={() => void act(`user/classified-ads/sold/${ad.id}`)}
                        className={`${action} border-emerald-300 text-emerald-800 hover:bg-emerald-50`}
                        data-testid="ad-sold"
                      >
                        {t("ad_mark_sold")}
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => void act(`user/classified-ads/delete/${ad.id}`, t("ad_delete_confirm"))}
                      className={`${action} border-gray-300 text-gray-700 hover:border-red-400 hover:text-red-700`}
                      data-testid="ad-delete"
                    >
                      {t("delete")}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Pagination current={ads.current_page} last={ads.last_page} />
    </>
  );
}
