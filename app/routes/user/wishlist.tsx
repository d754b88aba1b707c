import { Link } from "react-router";
import { toast } from "sonner";
import { PageHeading } from "../../components/account/PageHeading";
import { showListError } from "../../components/lists/list-toasts";
import { useWishlistPages } from "../../components/lists/useWishlistPages";
import { WishlistRow } from "../../components/lists/WishlistRow";
import { Heart } from "../../components/ui/icon-set";
import { LoadMoreButton } from "../../components/ui/LoadMoreButton";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/wishlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { wishlist: await context.lists.wishlist(context.account.require(request), 1) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "wishlist_title", noindex: true });

/** `/user/wishlist`: what the shopper keeps for later, newest first, ten more at a time; remove from the list. */
export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dispatch } = useStore();
  const list = useWishlistPages(loaderData.wishlist);

  const remove = async (id: number) => {
    const putBack = list.drop(id);
    dispatch({ type: "wishlist", productId: id, on: false });
    try {
      const answer = await api<{ success: string }>(`user/remove-wishlist-product/${id}`, { quiet: true });
      toast.success("Success !!", { description: answer.success });
    } catch (err) {
      putBack();
      dispatch({ type: "wishlist", productId: id, on: true });
      showListError(err);
    }
  };

  return (
    <>
      <PageHeading title={t("wishlist_title")} text={list.total > 0 ? t("wishlist_total", { count: list.total }) : undefined} />
      {list.items.length === 0 && !list.hasMore ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-gray-100 bg-white px-4 py-12 text-center">
          <Heart className="size-12 text-gray-300" aria-hidden="true" />
          <p className="text-lg font-semibold text-gray-900" data-testid="wishlist-empty">
            {t("wishlist_empty")}
          </p>
          <p className="max-w-sm text-sm text-gray-600">{t("wishlist_empty_hint")}</p>
          <Link to="/products" className="mt-2 rounded-full bg-primary px-6 py-2 font-semibold text-white hover:opacity-90">
            {t("lists_browse_products")}
          </Link>
        </div>
      ) : (
        list.items.length > 0 && (
          <div className="rounded-2xl border border-gray-100 bg-white">
            <ul className="divide-y divide-gray-100">
              {list.items.map((item) => (
                <WishlistRow key={item.id} item={item} onRemove={() => void remove(item.id)} />
              ))}
            </ul>
          </div>
        )
      )}
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={() => void list.loadMore()} />
    </>
  );
}
