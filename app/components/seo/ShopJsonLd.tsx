import type { ShopProfile } from "../../../domain/shops/shop-profile";
import { useTranslation } from "../../i18n/i18n";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { breadcrumbLd, JsonLd } from "./JsonLd";

/** A shop page's structured data: its breadcrumb trail and the Store (logo, banner, tagline, rating once reviewed). */
export function ShopJsonLd({ shop }: { shop: Omit<ShopProfile["shop"], "shop_page_contents" | "component_names"> }) {
  const { t } = useTranslation();
  const base = useBaseUrl();
  const origin = base ? new URL(base).origin : "";
  const url = `${base}/shop/${shop.slug}`;
  return (
    <JsonLd
      data={[
        breadcrumbLd([
          { name: t("home"), url: `${base}/` },
          { name: t("sellers"), url: `${base}/sellers` },
          { name: shop.shop_name, url },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "Store",
          "@id": `${url}#store`,
          name: shop.shop_name,
          url,
          logo: `${origin}${shop.image_82x82}`,
          image: `${origin}${shop.image_899x480}`,
          ...(shop.shop_tagline ? { description: shop.shop_tagline } : {}),
          ...(shop.reviews_count > 0
            ? {
                aggregateRating: {
                  "@type": "AggregateRating",
                  ratingValue: shop.rating,
                  reviewCount: shop.reviews_count,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
        },
      ]}
    />
  );
}
