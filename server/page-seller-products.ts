import type { Ctx, Viewer } from "../domain/context";
import { sellerAccess } from "../domain/seller/require-seller";
import { CSV_MAX_ROWS } from "../domain/seller-products/product-csv";
import { productFormOf, productFormOptions, sellerProducts } from "../domain/seller-products/seller-list";
import { ForbiddenError, NotFoundError } from "../kernel/errors";

/**
 * The seller centre's product pages in a page loader's context (decision 038): the list, the
 * editor's data and the import page's limits. Only the owner of a verified shop: anyone else
 * gets the 404 screen (the pages do not tell they exist); a guest is sent to sign in first by
 * the loader (`account.require`).
 */
export function pageSellerProducts(ctx: Ctx, viewer: Viewer) {
  const seller = async () => {
    try {
      return await sellerAccess(ctx, viewer.userId);
    } catch (err) {
      if (err instanceof ForbiddenError) throw new NotFoundError("page_not_found");
      throw err;
    }
  };
  return {
    list: async (query: Record<string, string>) => {
      const s = await seller();
      const [page, options] = await Promise.all([
        sellerProducts(ctx, s, query, { locale: viewer.locale }),
        productFormOptions(ctx, viewer.locale),
      ]);
      return { ...page, categories: options.categories, shop_slug: s.shopSlug };
    },
    editor: async (productId: number | null) => {
      const s = await seller();
      const [options, product] = await Promise.all([
        productFormOptions(ctx, viewer.locale, s.shopId),
        productId === null ? null : productFormOf(ctx, s, productId),
      ]);
      return { options, product, media_base: ctx.mediaBase };
    },
    importLimits: async () => {
      await seller();
      return { max_rows: CSV_MAX_ROWS };
    },
  };
}
