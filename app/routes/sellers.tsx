import { useTranslation } from "../i18n/i18n";
import { ShopCardView } from "../components/home/Sections";
import { LoadMoreButton } from "../components/ui/LoadMoreButton";
import { pageParam } from "../../kernel/input";
import { pageHead } from "../lib/seo";
import { useLoadMore } from "../lib/useLoadMore";
import type { Route } from "./+types/sellers";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { sellers: await context.catalog.shops(pageParam(new URL(request.url))) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "all_sellers" });

export default function Sellers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const list = useLoadMore(loaderData.sellers, "home/sellers", "sellers");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t("all_sellers")}</h1>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {list.items.map((s) => (
          <ShopCardView key={s.id} shop={s} />
        ))}
      </div>
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={list.loadMore} />
    </div>
  );
}
