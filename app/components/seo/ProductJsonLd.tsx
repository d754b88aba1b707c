import type { ProductDetails } from "../../../domain/catalog/product-details";
import { decimalsOf } from "../../../kernel/money";
import { useTranslation } from "../../i18n/i18n";
import { useMoneySettings } from "../../lib/price";
import { productLd } from "../../lib/product-ld";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { useStore } from "../../store/store";
import { breadcrumbLd, JsonLd } from "./JsonLd";

/** The product page's structured data: the Product (prices in the viewer's currency) and its breadcrumb trail. */
export function ProductJsonLd({ product, reviews }: { product: ProductDetails["product"]; reviews: { average: string; total: number } }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const base = useBaseUrl();
  const decimals = decimalsOf(useMoneySettings());
  const url = `${base}/product/${product.slug}`;
  const crumbs = [
    { name: t("home"), url: `${base}/` },
    ...product.breadcrumb.map((b) => ({ name: b.title, url: `${base}/category/${b.slug}` })),
    { name: product.product_name, url },
  ];
  return <JsonLd data={[productLd({ product, reviews, base, currency: state.active_currency, decimals }), breadcrumbLd(crumbs)]} />;
}
