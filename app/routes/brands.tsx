import { Link } from "react-router";
import { pageParam } from "../../kernel/input";
import { LoadMoreButton } from "../components/ui/LoadMoreButton";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import { useLoadMore } from "../lib/useLoadMore";
import type { Route } from "./+types/brands";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { brands: await context.catalog.brands(pageParam(new URL(request.url))) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "all_brands" });

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const list = useLoadMore(loaderData.brands, "home/brands", "brands");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t("all_brands")}</h1>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
        {list.items.map((b) => (
          <Link
            key={b.id}
            to={`/brand/${b.slug}`}
            className="group flex flex-col items-center gap-2 rounded-2xl border border-gray-100 bg-white p-4 text-center hover:border-primary"
            data-testid="brand-card"
          >
            <img src={b.image} alt="" width={130} height={93} loading="lazy" className="h-16 w-auto object-contain" />
            <span className="text-sm font-semibold group-hover:text-primary">{b.title}</span>
          </Link>
        ))}
      </div>
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={list.loadMore} />
    </div>
  );
}
