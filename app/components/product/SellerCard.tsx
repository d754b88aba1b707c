import { Star, Store } from "lucide-react";
import { useTranslation } from "../../i18n/i18n";
import type { ProductDetails } from "../../../domain/catalog/product-details";

export function SellerCard({ seller }: { seller: NonNullable<ProductDetails["product"]["seller"]> }) {
  const { t, i18n } = useTranslation();
  const joined = new Date(seller.join_date).toLocaleDateString(i18n.language, { year: "numeric", month: "short" });
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-4" aria-label={t("sold_by")}>
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("sold_by")}</p>
      <div className="mt-3 flex items-center gap-3">
        <img src={seller.logo} alt="" width={48} height={48} className="size-12 rounded-full border border-gray-100" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{seller.shop_name}</p>
          <p className="flex items-center gap-1 text-xs text-gray-500"><Star className="size-3.5 fill-amber-400 text-amber-400" />{Number(seller.rating).toFixed(1)} · {t("reviews_count", { count: seller.reviews_count })}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center text-xs">
        <div className="rounded-lg bg-gray-50 p-2"><dt className="text-gray-500">{t("products")}</dt><dd className="font-semibold">{seller.total_products}</dd></div>
        <div className="rounded-lg bg-gray-50 p-2"><dt className="text-gray-500">{t("joined")}</dt><dd className="font-semibold">{joined}</dd></div>
      </dl>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-gray-500"><Store className="size-3.5" />{t("verified_seller")}</p>
    </section>
  );
}
