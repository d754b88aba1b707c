import type { AdView } from "../../../domain/classifieds/ad-views";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useFormatMoney } from "../../lib/price";
import { useStore } from "../../store/store";
import { AppLink } from "../ui/AppLink";
import { AdState } from "./AdState";

type Act = (path: string, confirmText?: string) => Promise<void>;
const action = "rounded-full border px-3 py-1.5 text-sm font-semibold";

/** One of the viewer's own ads: picture, title (a link to its product once published), state, price, dates, the reason it was turned down. */
export function MyAdRow({ ad, act }: { ad: AdView; act: Act }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const date = useDates().day;
  return (
    <li className="flex flex-wrap gap-4 p-4 sm:flex-nowrap sm:p-5" data-testid="my-ad" data-ad-id={ad.id}>
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
        <MyAdActions ad={ad} act={act} />
      </div>
    </li>
  );
}

/** What can be done with an ad in its state: edit it (until sold or expired), mark it sold (once published), delete it. */
function MyAdActions({ ad, act }: { ad: AdView; act: Act }) {
  const { t } = useTranslation();
  return (
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
  );
}
