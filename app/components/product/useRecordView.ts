import { useEffect, useEffectEvent } from "react";
import type { ProductDetails } from "../../../domain/catalog/product-details";
import { api } from "../../lib/api";
import { useStore } from "../../store/store";

/**
 * Record the view of a product page (a failure is silently ignored, spec §8) and put the product
 * first in the store's viewed list, so the next product page's "recently viewed" strip shows it.
 */
export function useRecordView(product: Pick<ProductDetails["product"], "id" | "slug" | "product_name" | "image_72x72">) {
  const { dispatch } = useStore();
  const recordView = useEffectEvent((slug: string) => {
    api("home/product-view", { method: "POST", body: { product_slug: slug }, quiet: true })
      .then(() => {
        const mine = { id: product.id, slug: product.slug, product_name: product.product_name, image_72x72: product.image_72x72 };
        dispatch({ type: "viewedFirst", product: mine });
      })
      .catch(() => {});
  });
  useEffect(() => recordView(product.slug), [product.slug]);
}
