import type { Ctx, Viewer } from "../domain/context";
import { followedShops } from "../domain/shops/followed-shops";
import { listShops } from "../domain/shops/list-shops";

/** The shop lists' part of a page loader's context: /sellers and /user/followed-shop (the first page). */
export function pageShops(ctx: Ctx, viewer: Viewer, opts: { appPath: string }) {
  return {
    /** `sort` as the query gave it; a bad sort or page is a 422 (the loader shows the first page instead) */
    list: (input: { page: number; sort: string }) =>
      listShops(
        ctx,
        { page: String(input.page), sort: input.sort, locale: viewer.locale, userId: viewer.userId },
        { pageUrl: (p) => `${opts.appPath}/home/sellers?sort=${input.sort}&page=${p}` },
      ),
    /** `userId` from `context.account.require(request)` */
    followed: (userId: number, page: number) =>
      followedShops(
        ctx,
        { userId, page: String(page), locale: viewer.locale },
        { pageUrl: (p) => `${opts.appPath}/user/followed-sellers?page=${p}` },
      ),
  };
}
