import { useTranslation } from "../../i18n/i18n";
import { useStore } from "../../store/store";
import { AppLink } from "../ui/AppLink";

/**
 * "Recently viewed": the visitor's viewed products from the store (page data, refreshed by the
 * startup call 10 s after load and by each product view), without the product on screen.
 */
export function RecentlyViewed({ currentId }: { currentId: number }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const list = state.viewed_products.filter((p) => p.id !== currentId).slice(0, 12);
  if (!list.length) return null;
  return (
    <section className="mt-10" aria-labelledby="recently-viewed-heading" data-testid="recently-viewed">
      <h2 id="recently-viewed-heading" className="mb-4 text-xl font-bold text-gray-900">
        {t("pd_recently_viewed")}
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-2 scrollbar-none">
        {list.map((p) => (
          <li key={p.id} className="w-28 shrink-0">
            <AppLink
              to={`/product/${p.slug}`}
              className="group block rounded-xl border border-gray-100 bg-white p-2 transition hover:border-primary"
            >
              <img src={p.image_72x72} alt="" width={96} height={96} loading="lazy" className="mx-auto size-20 rounded-lg object-cover" />
              <span className="mt-2 line-clamp-2 text-xs leading-4 text-gray-700 group-hover:text-primary">{p.product_name}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
