import type { Context, Hono } from "hono";
import { AD_PICTURE_MAX_BYTES, AD_PICTURES_MAX } from "../../domain/classifieds/ad-pictures";
import { decideAd, deleteAd, markAdSold } from "../../domain/classifieds/ad-states";
import { adView, myAds, pendingAds } from "../../domain/classifieds/ad-views";
import { submitAd, updateAd } from "../../domain/classifieds/save-ad";
import { NotFoundError } from "../../kernel/errors";
import { requireUserId } from "../http/account-session";
import { readBody, uploadedPictures } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, pageQuery } from "./route";

/** store, update and the page's form carry up to 8 pictures (a trailing slash: every path under it). */
const AD_BODY = AD_PICTURES_MAX * AD_PICTURE_MAX_BYTES + 64 * 1024;
export const AD_BODY_LIMITS: Record<string, number> = {
  "/user/classified-ads/store": AD_BODY,
  "/user/classified-ads/update/": AD_BODY,
  // the form's own post without the page's scripts (the route's action)
  "/user/submit_ad": AD_BODY,
};

const idOf = (c: Context): number => {
  const id = intParam(c, "id");
  if (id === null) throw new NotFoundError("ad_not_found");
  return id;
};

/**
 * Classified ads (issue 17, decision 032): a signed-in user's ads (`user/classified-ads…`) and
 * the operator's queue (`admin/classified-ads…`). Thin: parse, verb, JSON; the rules are in
 * `domain/classifieds/`.
 */
export function classifiedAdRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;

  contract(app, "get", "/user/classified-ads", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    requireUserId(c);
    const pageUrl = (p: number) => `${env.APP_PATH}/user/classified-ads?page=${p}`;
    return c.json(await myAds(ctx, v.viewer, { page: pageQuery(c), pageUrl }));
  });

  contract(app, "post", "/user/classified-ads/store", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    requireUserId(c);
    const body = await readBody(c);
    const ad = await submitAd(ctx, v.viewer, { fields: body, images: await uploadedPictures(body), uploadsDir });
    return c.json({ success: translate(v.viewer.locale, "ad_submitted"), ad: adView(ad, { mediaBase: ctx.mediaBase }) });
  });

  contract(app, "post", "/user/classified-ads/update/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    requireUserId(c);
    const body = await readBody(c);
    const ad = await updateAd(ctx, v.viewer, idOf(c), { fields: body, images: await uploadedPictures(body), uploadsDir });
    return c.json({ success: translate(v.viewer.locale, "ad_updated"), ad: adView(ad, { mediaBase: ctx.mediaBase }) });
  });

  contract(app, "post", "/user/classified-ads/sold/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    requireUserId(c);
    const ad = await markAdSold(ctx, v.viewer, idOf(c));
    return c.json({ success: translate(v.viewer.locale, "ad_marked_sold"), ad: adView(ad, { mediaBase: ctx.mediaBase }) });
  });

  contract(app, "post", "/user/classified-ads/delete/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    requireUserId(c);
    await deleteAd(ctx, v.viewer, idOf(c), uploadsDir);
    return c.json({ success: translate(v.viewer.locale, "ad_deleted") });
  });

  contract(app, "get", "/admin/classified-ads/pending", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ ads: await pendingAds(ctx, v.viewer) });
  });

  for (const decision of ["approve", "reject"] as const)
    contract(app, "post", `/admin/classified-ads/:id/${decision}`, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const done = await decideAd(ctx, v.viewer, { adId: idOf(c), decision, fields: await readBody(c) });
      return c.json({
        success: translate(v.viewer.locale, decision === "approve" ? "ad_approved" : "ad_rejected"),
        repeated: done.repeated,
        ad: adView(done.ad, { mediaBase: ctx.mediaBase }),
      });
    });
}
