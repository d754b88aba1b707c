import { Link } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { ShopCardView } from "../../components/home/Sections";
import { Store } from "../../components/ui/icon-set";
import { LoadMoreButton } from "../../components/ui/LoadMoreButton";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useLoadMore } from "../../lib/useLoadMore";
import { useStore } from "../../store/store";
import type { Route } from "./+types/followed-shop";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { sellers: await context.shops.followed(context.account.require(request), 1) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "followed_shop_title", noindex: true });

/**
 * `/user/followed-shop`: the shops the user follows (most products first), twelve more at a
 * time. Unfollowing keeps the card (pressed again, it follows again) until the next visit. As
 * spec §7 says, an empty answer is kept as one placeholder with id 0: it shows the empty state.
 */
export default function FollowedShop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const first = loaderData.sellers;
  const list = useLoadMore(first.data.length ? first : { ...first, data: [PLACEHOLDER] }, "user/followed-sellers", "sellers");
  const shops = list.items.filter((s) => s.id !== 0);
  const following = first.total - shops.filter((s) => !state.shop_follower.includes(s.id)).length;
  if (!shops.length)
    return (
      <>
        <PageHeading title={t("followed_shop_title")} />
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-gray-100 bg-white px-4 py-12 text-center">
          <Store className="size-12 text-gray-300" aria-hidden="true" />
          <p className="text-lg font-semibold text-gray-900" data-testid="followed-empty">
            {t("followed_shop_empty")}
          </p>
          <p className="max-w-sm text-sm text-gray-600">{t("followed_shop_empty_hint")}</p>
          <Link to="/sellers" className="mt-2 rounded-full bg-primary px-6 py-2 font-semibold text-white hover:opacity-90">
            {t("browse_sellers")}
          </Link>
        </div>
      </>
    );
  return (
    <>
      <PageHeading title={t("followed_shop_title")} text={t("followed_shop_total", { count: following })} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="followed-shops">
        {shops.map((s) => (
          <ShopCardView key={s.id} shop={s} />
        ))}
      </div>
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={() => void list.loadMore()} />
    </>
  );
}

/** Spec §7: "if empty a placeholder with id 0 is stored". */
const PLACEHOLDER = {
  id: 0,
  slug: "",
  shop_name: "",
  shop_tagline: "",
  logo: "",
  banner: "",
  rating: "0",
  reviews_count: 0,
  total_products: 0,
  join_date: "",
  is_followed: false,
};
