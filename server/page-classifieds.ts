import type { Ctx, Viewer } from "../domain/context";
import { adForm, myAds, pendingAds } from "../domain/classifieds/ad-views";

/**
 * Classified ads in a page loader's context (decision 903): `/user/submit_ad` (the form's data
 * and the ad being edited, the viewer's own or 404), `/user/manage_ads` (a page of the viewer's
 * ads) and the operator's queue `/admin/classified-ads` (404 for anyone but an admin).
 */
export function pageClassifieds(ctx: Ctx, viewer: Viewer, opts: { mediaBase: string; appPath: string }) {
  return {
    form: (adId: number | null) => adForm(ctx, viewer, { adId, mediaBase: opts.mediaBase }),
    mine: (page: number) =>
      myAds(ctx, viewer, { page, mediaBase: opts.mediaBase, pageUrl: (p) => `${opts.appPath}/user/manage_ads?page=${p}` }),
    pending: () => pendingAds(ctx, viewer, { mediaBase: opts.mediaBase }),
  };
}
