import type { Context, Hono } from "hono";
import { homeContentForm, saveHomeContents, savePopupImage } from "../../domain/content/admin-home";
import { deleteSlide, listSlides, reorderSlides, type SlideKind, saveSlide } from "../../domain/content/admin-slides";
import { PICTURE_MAX_BYTES } from "../../infra/store-picture";
import { ValidationError } from "../../kernel/errors";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/** One picture with the form's other fields. */
export const ADMIN_CONTENT_BODY_LIMITS: Record<string, number> = { "/admin/content/": PICTURE_MAX_BYTES + 64 * 1024 };

/** A form's `image` part (read after the verb has checked the caller): a file, or nothing (an empty file input); anything else is 422 on `image`. */
async function pictureOf(body: Record<string, unknown>): Promise<{ bytes: Uint8Array } | null> {
  const value = body.image;
  if (value === undefined || value === "" || value === null) return null;
  if (!(value instanceof File)) throw new ValidationError({ image: ["v_image"] });
  return value.size > 0 ? { bytes: new Uint8Array(await value.arrayBuffer()) } : null;
}

/**
 * The home page's content in the admin console (issue 19; decision 047): slides, banners, the
 * order and configuration of the home components, the pop-up's picture. Thin: each verb checks
 * `content` itself and writes its audit entry; tests/setup/back-office-rules.ts holds one rule
 * per route. GET paths differ from the pages' own (/admin/content/sliders is the page).
 */
export function adminContentRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;
  const viewer = async (c: Context) => (await resolveViewer(c, services)).viewer;

  for (const kind of ["sliders", "banners"] as SlideKind[]) {
    contract(app, "get", `/admin/content/${kind}/list`, { changesState: false }, async (c) => {
      const v = await viewer(c);
      return c.json(await listSlides(ctx, kind, { userId: v.userId }));
    });
    const save = async (c: Context, id?: number) => {
      const v = await viewer(c);
      const { image, ...fields } = await readBody(c);
      const picture = () => pictureOf({ image });
      const item = await saveSlide(ctx, kind, { userId: v.userId, id, fields, picture, uploadsDir });
      return c.json({ success: translate(v.locale, "hc_saved"), item });
    };
    contract(app, "post", `/admin/content/${kind}`, { changesState: true }, (c) => save(c));
    contract(app, "post", `/admin/content/${kind}/order`, { changesState: true }, async (c) => {
      const v = await viewer(c);
      const done = await reorderSlides(ctx, kind, { userId: v.userId, fields: await readBody(c) });
      return c.json({ success: translate(v.locale, "hc_saved"), ...done });
    });
    contract(app, "post", `/admin/content/${kind}/:id{[0-9]+}`, { changesState: true }, (c) => save(c, intParam(c, "id") ?? 0));
    contract(app, "post", `/admin/content/${kind}/:id{[0-9]+}/delete`, { changesState: true }, async (c) => {
      const v = await viewer(c);
      const done = await deleteSlide(ctx, kind, { userId: v.userId, id: intParam(c, "id") ?? 0, uploadsDir });
      return c.json({ success: translate(v.locale, "hc_deleted"), ...done });
    });
  }

  contract(app, "get", "/admin/content/home/list", { changesState: false }, async (c) => {
    const v = await viewer(c);
    return c.json(await homeContentForm(ctx, { userId: v.userId, locale: v.locale }));
  });
  contract(app, "post", "/admin/content/home-order", { changesState: true }, async (c) => {
    const v = await viewer(c);
    const done = await saveHomeContents(ctx, { userId: v.userId, fields: await readBody(c) });
    return c.json({ success: translate(v.locale, "hc_saved"), ...done });
  });
  contract(app, "post", "/admin/content/popup-image", { changesState: true }, async (c) => {
    const v = await viewer(c);
    const body = await readBody(c);
    const remove = body.remove === "1" || body.remove === 1 || body.remove === true;
    const done = await savePopupImage(ctx, { userId: v.userId, picture: () => pictureOf(body), remove, uploadsDir });
    return c.json({ success: translate(v.locale, "hc_saved"), ...done });
  });
}
