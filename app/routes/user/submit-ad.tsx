import { useNavigate } from "react-router";
import { AdForm } from "../../components/ads/AdForm";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { useTranslation } from "../../i18n/i18n";
import { orNotFound } from "../../lib/loader-utils";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/submit-ad";

/** `/user/submit_ad` (signed in; free): a new classified ad, or `?id=` an edit of one of the viewer's own (another's: the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  const raw = new URL(request.url).searchParams.get("id");
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (raw !== null && id === null) return orNotFound(Promise.reject({ status: 404, message: "ad_not_found" }));
  return orNotFound(context.classifieds.form(id));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: args.data?.ad ? "ad_edit" : "submit_ad", noindex: true });

export default function SubmitAd({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const navigate = useNavigate();
  const { categories, limits, ad } = loaderData;
  const full = !ad && limits.active >= limits.ads_per_user;
  return (
    <>
      <PageHeading
        title={t(ad ? "ad_edit" : "submit_ad")}
        text={t(ad ? "ad_edit_intro" : "submit_ad_intro", { days: number(limits.days), count: number(limits.ads_per_user) })}
      />
      <Card>
        {full && (
          <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="ad-limit-note">
            {t("ad_limit_reached", { count: number(limits.ads_per_user) })}
          </p>
        )}
        <AdForm categories={categories} limits={limits} ad={ad} onDone={() => void navigate("/user/manage_ads")} />
      </Card>
    </>
  );
}
