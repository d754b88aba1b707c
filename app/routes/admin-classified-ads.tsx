import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { Card, PageHeading } from "../components/account/PageHeading";
import { useTranslation } from "../i18n/i18n";
import { api, formErrorsOf } from "../lib/api";
import { orNotFound } from "../lib/loader-utils";
import { useFormatMoney } from "../lib/price";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/admin-classified-ads";

/** `/admin/classified-ads`: an operator's minimal queue of classified ads waiting for approval (admins only; others the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return { ads: await orNotFound(context.classifieds.pending()) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ads_pending_title", noindex: true });

type PendingAd = Route.ComponentProps["loaderData"]["ads"][number];

function PendingItem({ ad }: { ad: PendingAd }) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const revalidator = useRevalidator();
  const format = useFormatMoney(state.default_currency);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const decide = async (decision: "approve" | "reject") => {
    setError(undefined);
    try {
      const answer = await api<{ success: string }>(`admin/classified-ads/${ad.id}/${decision}`, {
        method: "POST",
        body: decision === "reject" ? { reason } : {},
      });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch (err) {
      setError(formErrorsOf(err)?.reason);
    }
  };
  const c = ad.contact_info;
  return (
    <li className="space-y-3 p-5" data-testid="pending-ad" data-ad-id={ad.id}>
      <div className="flex flex-wrap gap-4">
        <div className="flex gap-2">
          {ad.images.slice(0, 3).map((img) => (
            <a key={img.key} href={img.large} target="_blank" rel="noreferrer">
              <img src={img.thumb} alt="" width={64} height={64} className="size-16 rounded-lg border border-gray-100 object-cover" />
            </a>
          ))}
        </div>
        <div className="min-w-0 flex-1 space-y-1 text-sm">
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
      </div>
      <p className="whitespace-pre-line break-words rounded-lg bg-gray-50 p-3 text-sm text-gray-700" dir="auto">
        {ad.description}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          onClick={() => void decide("approve")}
          className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
          data-testid="ad-approve"
        >
          {t("ad_approve")}
        </button>
        <label className="min-w-0 flex-1 text-sm text-gray-700">
          <span className="sr-only">{t("ad_reject_reason_label")}</span>
          <input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t("ad_reject_placeholder")}
            maxLength={500}
            aria-invalid={!!error}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm ${error ? "border-red-400" : "border-gray-300"}`}
            data-testid="ad-reject-reason-input"
          />
        </label>
        <button
          type="button"
          onClick={() => void decide("reject")}
          className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-700 hover:border-red-400 hover:text-red-700"
          data-testid="ad-reject"
        >
          {t("ad_reject")}
        </button>
      </div>
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export default function AdminClassifiedAds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <PageHeading title={t("ads_pending_title")} />
      <Card className="p-0 sm:p-0">
        {loaderData.ads.length === 0 ? (
          <p className="p-6 text-gray-600">{t("ads_no_pending")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {loaderData.ads.map((ad) => (
              <PendingItem key={ad.id} ad={ad} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
