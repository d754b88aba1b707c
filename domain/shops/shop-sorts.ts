/** The orders of the shops list (/sellers, `home/sellers?sort=`); the first is the default. Pure: the page uses it too. */
export const SHOP_SORTS = ["top_rated", "most_products", "newest"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export function shopSortOf(raw: string | null | undefined): ShopSort {
  return (SHOP_SORTS as readonly string[]).includes(raw ?? "") ? (raw as ShopSort) : "top_rated";
}
