import { AccountStats, DefaultShippingCard, LatestNotifications, ShopStatus } from "../../components/account/AccountOverview";
import { PageHeading } from "../../components/account/PageHeading";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { overview: await context.account.overview(request) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "dashboard", noindex: true });

/** `/user/dashboard`: what the account holds now, the shop's status for a seller, the latest notifications. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const { counts, latest_notifications } = loaderData.overview;
  const user = state.user;
  return (
    <div className="space-y-6">
      <PageHeading title={t("hello_name", { name: user?.first_name ?? "" })} text={t("my_account")} />
      {user?.shop && <ShopStatus shop={user.shop} />}
      <AccountStats counts={counts} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DefaultShippingCard address={user?.shipping_address} />
        <LatestNotifications items={latest_notifications} />
      </div>
    </div>
  );
}
