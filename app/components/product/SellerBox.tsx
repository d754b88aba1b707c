import type { ProductDetails } from "../../../domain/catalog/product-details";
import type { ShopCoupon } from "../../../domain/shops/shop-coupons";
import { useTranslation } from "../../i18n/i18n";
import { FollowButton } from "../shop/FollowButton";
import { ShopCoupons } from "../shop/ShopCoupons";
import { SellerCard } from "./SellerCard";

/** A product page's seller box: the seller's card with the follow button, and the seller's coupons a shopper can use now. */
export function SellerBox({ seller, coupons }: { seller: ProductDetails["product"]["seller"]; coupons: ShopCoupon[] }) {
  const { t } = useTranslation();
  return (
    <aside className="space-y-4">
      {seller && (
        <SellerCard
          seller={seller}
          followButton={<FollowButton shopId={seller.id} shopName={seller.shop_name} followed={seller.is_followed} className="w-full" />}
        />
      )}
      {coupons.length > 0 && (
        <div className="rounded-2xl border border-gray-100 bg-white p-4">
          <ShopCoupons coupons={coupons} heading={t("shop_seller_coupons")} compact />
        </div>
      )}
    </aside>
  );
}
