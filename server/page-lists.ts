import type { Ctx, Viewer } from "../domain/context";
import { compareOwnerOf } from "../domain/lists/compare-owner";
import { compareProducts } from "../domain/lists/compare-products";
import { wishlistPage } from "../domain/lists/wishlist-page";

/** The wishlist and compare pages' part of a page loader's context (the first wishlist page, the compare list). */
export function pageLists(ctx: Ctx, viewer: Viewer, opts: { appPath: string }) {
  return {
    /** `userId` from `context.account.require(request)`: the page is the signed-in user's own */
    wishlist: (userId: number, page: number) =>
      wishlistPage(ctx, {
        userId,
        page,
        locale: viewer.locale,
        pageUrl: (p) => `${opts.appPath}/user/wishlists?page=${p}`,
      }),
    compare: () => compareProducts(ctx, { owner: compareOwnerOf(viewer), locale: viewer.locale }),
  };
}
