import { adForm, myAds, pendingAds } from "../domain/classifieds/ad-views";
import { submitAd, updateAd } from "../domain/classifieds/save-ad";
import type { Ctx, Viewer } from "../domain/context";
import { RateLimitError, UnprocessableError, ValidationError } from "../kernel/errors";
import { uploadedPictures } from "./http/body";
import { translateFieldErrors } from "./http/errors";
import { translate } from "./i18n";

/** What the form's post without the page's scripts answers: saved, or each field's first message and the typed values. */
export type AdFormResult = { ok: true } | { ok: false; status: number; errors: Record<string, string>; values: Record<string, string> };

/**
 * Classified ads in a page loader's context (decision 032): `/user/submit_ad` (the form's data
 * and the ad being edited, the viewer's own or 404), `/user/manage_ads` (a page of the viewer's
 * ads) and the operator's queue `/admin/classified-ads` (404 for anyone but an admin). `save`
 * is the form's own post (the route's action) for a browser without scripts: the page's CSRF
 * token in `_token`, then the same verbs and rules as `user/classified-ads/store|update`.
 */
export function pageClassifieds(
  ctx: Ctx,
  viewer: Viewer,
  opts: { appPath: string; uploadsDir: string; verifyCsrf: (token: string | null) => boolean },
) {
  const failed = (status: number, errors: Record<string, string>, values: Record<string, string>): AdFormResult => ({
    ok: false,
    status,
    errors,
    values,
  });
  return {
    form: (adId: number | null) => adForm(ctx, viewer, { adId }),
    mine: (page: number) => myAds(ctx, viewer, { page, pageUrl: (p) => `${opts.appPath}/user/manage_ads?page=${p}` }),
    pending: () => pendingAds(ctx, viewer),
    save: async (adId: number | null, form: FormData): Promise<AdFormResult> => {
      const values: Record<string, string> = {};
      for (const [k, v] of form.entries()) if (typeof v === "string" && k !== "_token") values[k] = v;
      const token = form.get("_token");
      if (!opts.verifyCsrf(typeof token === "string" ? token : null))
        return failed(419, { form: translate(viewer.locale, "session_expired") }, values);
      try {
        const images = await uploadedPictures({ "images[]": form.getAll("images[]") });
        const input = { fields: values, images, uploadsDir: opts.uploadsDir };
        await (adId === null ? submitAd(ctx, viewer, input) : updateAd(ctx, viewer, adId, input));
        return { ok: true };
      } catch (err) {
        if (err instanceof ValidationError) {
          const messages = translateFieldErrors(viewer.locale, err.fieldErrors, err.params);
          return failed(422, Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, v[0]])), values);
        }
        if (err instanceof UnprocessableError)
          return failed(422, { [err.field]: translate(viewer.locale, err.message, err.params) }, values);
        if (err instanceof RateLimitError) return failed(429, { form: translate(viewer.locale, err.message) }, values);
        throw err;
      }
    },
  };
}
