import { pageParam } from "../../kernel/input";
import { FlashGrid } from "../components/campaigns/FlashSale";
import { Countdown } from "../components/product/Countdown";
import { Zap } from "../components/ui/icon-set";
import { LoadMoreButton } from "../components/ui/LoadMoreButton";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import { useLoadMore } from "../lib/useLoadMore";
import type { Route } from "./+types/flash-sale";

export async function loader({ request, context }: Route.LoaderArgs) {
  return await context.campaigns.flashSale(pageParam(new URL(request.url)));
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageHead(
    { matches, location },
    {
      title: "flash_sale",
      description: data?.products.data
        .slice(0, 6)
        .map((p) => p.product_name)
        .join(", "),
      image: data?.products.data[0]?.image,
      page: data?.products.current_page,
    },
  );

/** `/flash-sale`: the running flash sales' products with a countdown to the first end and how much of each has sold. */
export default function FlashSale({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const list = useLoadMore(loaderData.products, "home/flash-sale", "products");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-gradient-to-r from-rose-700 to-rose-500 p-5 text-white sm:p-6">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Zap className="size-7" aria-hidden="true" />
            {t("flash_sale")}
          </h1>
          <p className="mt-1 text-sm text-rose-50">{t("flash_sale_intro")}</p>
        </div>
        {loaderData.ends_at && loaderData.countdown && (
          <div className="rounded-xl bg-white/95 px-3 py-2 text-gray-900">
            <Countdown endsAt={loaderData.ends_at} initial={loaderData.countdown} label="flash_sale_ends_in" className="" />
          </div>
        )}
      </header>
      {list.items.length ? (
        <FlashGrid products={list.items} />
      ) : (
        <p className="rounded-xl bg-white p-10 text-center text-gray-500" data-testid="no-products">
          {t("no_flash_sale")}
        </p>
      )}
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={list.loadMore} />
    </div>
  );
}
