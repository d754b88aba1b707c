import { data, redirect, useActionData, useNavigate } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { AdForm } from "../../components/ads/AdForm";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/submit-ad";

/** `?id=`: the ad to edit (null: a new ad); anything but digits is the 404 screen. */
function adIdOf(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("id");
  if (raw === null) return null;
  if (!/^\d{1,9}$/.test(raw)) throw data({ message: "ad_not_found" }, { status: 404 });
  return Number(raw);
}

/** `/user/submit_ad` (signed in; free): a new classified ad, or `?id=` an edit of one of the viewer's own (another's: the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  const form = await context.classifieds.form(adIdOf(request));
  return { ...form, token: context.csrfToken };
}

/**
 * The form posted without the page's scripts (the scripts post it to `user/classified-ads/…`
 * themselves): saved → `/user/manage_ads`; refused → the page again with each field's message
 * beside it and what was typed (422; 419 for a stale token, 429 when rate-limited).
 */
export async function action({ request, context }: Route.ActionArgs) {
  context.account.require(request);
  const id = adIdOf(request);
  const result = await context.classifieds.save(id, await request.formData());
  if (result.ok) return redirect(`${context.appPath}/user/manage_ads`, 303);
  return data({ errors: result.errors, values: result.values }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: args.data?.ad ? "ad_edit" : "submit_ad", noindex: true });

export default function SubmitAd({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const navigate = useNavigate();
  const posted = useActionData<typeof action>();
  const { categories, limits, ad, token } = loaderData;
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
        <AdForm
          categories={categories}
          limits={limits}
          ad={ad}
          token={token}
          posted={posted}
          onDone={() => void navigate("/user/manage_ads")}
        />
      </Card>
    </>
  );
}
