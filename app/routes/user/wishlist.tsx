import { Link } from "react-router";
import { toast } from "sonner";
import { PageHeading } from "../../components/account/PageHeading";
import { showListError } from "../../components/lists/list-toasts";
import { useWishlistPages } from "../../components/lists/useWishlistPages";
import { Price } from "../../components/product/Price";
import { Heart, Trash2 } from "../../components/ui/icon-set";
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
  const { t, i18n } = useTranslation();
  const { dispatch } = useStore();
  const list = useWishlistPages(loaderData.wishlist);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));

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
              {list.items.map((item) => {
                const out = !item.product.is_digital && !item.product.is_classified && item.current_stock <= 0;
                return (
                  <li key={item.id} className="flex items-center gap-3 p-3 sm:gap-4 sm:px-5" data-testid="wishlist-item">
                    <Link to={`/product/${item.slug}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
                      <img
                        src={item.image_72x72}
                        alt=""
                        width={72}
                        height={72}
                        loading="lazy"
                        className="size-16 rounded-lg bg-gray-100 object-cover sm:size-18"
                      />
                    </Link>
                    <div className="min-w-0 flex-1">
                      <Link to={`/product/${item.slug}`} className="line-clamp-2 font-medium text-gray-900 hover:text-primary">
                        {item.product_name}
                      </Link>
                      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                        <Price price={item.price} salePrice={item.sale_price} hasDiscount={item.has_discount} />
                        <span className={out ? "text-red-600" : "text-emerald-700"}>{out ? t("out_of_stock") : t("in_stock")}</span>
                      </div>
                      <p className="mt-0.5 text-xs text-gray-500">{t("wishlist_added_on", { date: date(item.date) })}</p>
                    </div>
                    <button
                      type="button"
                      onClick={() => void remove(item.id)}
                      className="shrink-0 rounded-lg p-2 text-gray-500 hover:bg-red-50 hover:text-red-600"
                      aria-label={`${t("wishlist_remove")}: ${item.product_name}`}
                      title={t("wishlist_remove")}
                      data-testid="wishlist-remove"
                    >
                      <Trash2 className="size-5" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )
      )}
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={() => void list.loadMore()} />
    </>
  );
}
