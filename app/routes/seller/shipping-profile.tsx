import { data } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { ProfileEditor } from "../../components/seller/shipping/ProfileEditor";
import { AppLink } from "../../components/ui/AppLink";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/shipping-profile";

/** `/seller/shipping/new` and `/seller/shipping/{id}`: a shipping profile's editor (the shop's own; another's is the 404 screen). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  context.account.require(request);
  const raw = (params as { id?: string }).id;
  if (raw !== undefined && !/^\d{1,9}$/.test(raw)) throw data({ message: "shipping_profile_not_found" }, { status: 404 });
  return context.seller.shippingProfile(raw === undefined ? null : Number(raw));
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: args.data?.profile ? "shipping_edit_profile" : "shipping_new_profile", noindex: true });

export default function ShippingProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t(loaderData.profile ? "shipping_edit_profile" : "shipping_new_profile")}
        text={t("shipping_editor_text")}
        action={
          <AppLink to="/seller/shipping" className="text-sm font-semibold text-primary">
            {t("shipping_back")}
          </AppLink>
        }
      />
      <ProfileEditor key={loaderData.profile?.id ?? "new"} data={loaderData} />
    </>
  );
}
