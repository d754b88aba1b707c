import { Link } from "react-router";
import { SHOP_SORTS, shopSortOf } from "../../domain/shops/shop-sorts";
import { pageParam } from "../../kernel/input";
import { ShopCardView } from "../components/home/Sections";
import { LoadMoreButton } from "../components/ui/LoadMoreButton";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import { useLoadMore } from "../lib/useLoadMore";
import type { Route } from "./+types/sellers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sort = shopSortOf(url.searchParams.get("sort"));
  return { sort, sellers: await context.shops.list({ page: pageParam(url), sort }) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "all_sellers" });

/** `/sellers`: every public shop, top rated, with the most products or newest first; twelve more at a time. */
export default function Sellers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sort } = loaderData;
  const list = useLoadMore(loaderData.sellers, `home/sellers?sort=${sort}`, "sellers");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("all_sellers")}</h1>
        <nav
          aria-label={t("sellers_sort")}
          className="flex gap-1 overflow-x-auto rounded-full bg-gray-100 p-1 text-sm"
          data-testid="sellers-sort"
        >
          {SHOP_SORTS.map((s) => (
            <Link
              key={s}
              to={s === "top_rated" ? "/sellers" : `/sellers?sort=${s}`}
              aria-current={s === sort ? "page" : undefined}
              preventScrollReset
              className={`whitespace-nowrap rounded-full px-3 py-1.5 font-medium ${s === sort ? "bg-white text-primary shadow-sm" : "text-gray-600 hover:text-gray-900"}`}
            >
              {t(`sellers_sort_${s}`)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {list.items.map((s) => (
          <ShopCardView key={s.id} shop={s} />
        ))}
      </div>
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={list.loadMore} />
    </div>
  );
}
