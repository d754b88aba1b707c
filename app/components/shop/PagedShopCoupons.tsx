import type { CouponPage } from "../../../domain/shops/shop-coupons";
import { useLoadMore } from "../../lib/useLoadMore";
import { LoadMoreButton } from "../ui/LoadMoreButton";
import { ShopCoupons } from "./ShopCoupons";

/**
 * The shop page's coupons (spec §4): the first page from the loader, then `GET seller/coupons/{user_id}?page=`
 * page by page behind "load more", appended without the ones already shown — as the brand and seller lists do.
 */
export function PagedShopCoupons({ first, userId, heading }: { first: CouponPage; userId: number; heading: string }) {
  const list = useLoadMore(first, `seller/coupons/${userId}`, "coupons");
  return (
    <ShopCoupons
      coupons={list.items}
      heading={heading}
      footer={<LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={list.loadMore} />}
    />
  );
}
