import type { ComponentProps } from "react";
import { useTranslation } from "../../i18n/i18n";
import { ListingPanel } from "../listing/ListingPanel";
import { WithQuery } from "../listing/SearchMiss";

/** The shop's products through the shared listing (every filter), headed "All products" or the search inside the shop. */
export function ShopProducts(listing: Omit<ComponentProps<typeof ListingPanel>, "header" | "productsHeading">) {
  const { t } = useTranslation();
  const { products, search, q } = listing;
  return (
    <section aria-labelledby="shop-products">
      <ListingPanel
        {...listing}
        productsHeading
        header={
          <div className="min-w-0">
            <h2 id="shop-products" className="text-xl font-bold wrap-anywhere sm:text-2xl" data-testid="listing-title">
              {search ? <WithQuery t={t} k="search_results_for" q={q} /> : t("shop_all_products")}
            </h2>
            <p className="mt-1 text-sm text-gray-500" data-testid="products-total">
              {t("products_found", { count: products.total })}
            </p>
          </div>
        }
      />
    </section>
  );
}
