import type { Context, Hono } from "hono";
import { attributeList, createAttribute, deleteAttribute, updateAttribute } from "../../domain/catalog/admin-attributes";
import { brandList, createBrand, deleteBrand, moveBrand, updateBrand } from "../../domain/catalog/admin-brands";
import { categoryList, createCategory, deleteCategory, moveCategory, updateCategory } from "../../domain/catalog/admin-categories";
import { colourList, createColour, deleteColour, updateColour } from "../../domain/catalog/admin-colours";
import { PICTURE_MAX_BYTES } from "../../infra/store-picture";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { refuseUncleanText } from "../../kernel/input";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/** A category's picture or a brand's logo with room for the form's fields. */
export const ADMIN_CATALOG_BODY_LIMITS: Record<string, number> = { "/admin/catalog/": PICTURE_MAX_BYTES + 64 * 1024 };

/**
 * A write's fields and picture: JSON, or multipart with the form as JSON in `payload` and the
 * picture in `field` (`image` for a category, `logo` for a brand). A value there that is not a
 * file is 422 on that field.
 */
async function formOf(c: Context, field?: "image" | "logo") {
  const body = await readBody(c);
  let fields: unknown = body;
  if (typeof body.payload === "string") {
    try {
      fields = JSON.parse(body.payload);
    } catch {
      throw new ValidationError({ form: ["request_malformed"] });
    }
    // the form inside keeps the body's rule for text
    if (fields && typeof fields === "object") refuseUncleanText(fields as Record<string, unknown>);
  }
  if (fields && typeof fields === "object" && field) delete (fields as Record<string, unknown>)[field];
  const raw = field ? body[field] : undefined;
  let picture: { bytes: Uint8Array } | null = null;
  if (field && raw !== undefined && raw !== null && raw !== "" && typeof body.payload === "string") {
    if (!(raw instanceof File)) throw new ValidationError({ [field]: ["v_image"] });
    if (raw.size > 0) picture = { bytes: new Uint8Array(await raw.arrayBuffer()) };
  }
  return { fields, picture };
}

const idOf = (c: Context): number => {
  const id = intParam(c, "id");
  if (id === null) throw new NotFoundError("page_not_found");
  return id;
};

/**
 * The admin console's catalog (issue 19): categories, brands, colours and attributes, for
 * operators with `catalog`. Thin: each verb (domain/catalog/admin-*.ts) checks the permission, writes
 * in one transaction with its audit entry and drops the storefront's catalog caches.
 */
export function adminCatalogRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;
  const who = async (c: Context) => {
    const v = await resolveViewer(c, services);
    return { userId: v.viewer.userId, locale: v.viewer.locale, uploadsDir };
  };
  const saved = (locale: string) => translate(locale, "cat_saved");
  const deleted = (locale: string) => translate(locale, "cat_deleted");

  // categories
  contract(app, "get", "/admin/catalog/categories/list", { changesState: false }, async (c) =>
    c.json(await categoryList(ctx, await who(c))),
  );
  contract(app, "post", "/admin/catalog/categories", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await createCategory(ctx, { ...w, ...(await formOf(c, "image")) })) });
  });
  contract(app, "post", "/admin/catalog/categories/:id{[0-9]+}", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await updateCategory(ctx, { ...w, id: idOf(c), ...(await formOf(c, "image")) })) });
  });
  contract(app, "post", "/admin/catalog/categories/:id{[0-9]+}/move", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await moveCategory(ctx, { ...w, id: idOf(c), fields: await readBody(c) })) });
  });
  contract(app, "post", "/admin/catalog/categories/:id{[0-9]+}/delete", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: deleted(w.locale), ...(await deleteCategory(ctx, { ...w, id: idOf(c) })) });
  });

  // brands
  contract(app, "get", "/admin/catalog/brands/list", { changesState: false }, async (c) => c.json(await brandList(ctx, await who(c))));
  contract(app, "post", "/admin/catalog/brands", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await createBrand(ctx, { ...w, ...(await formOf(c, "logo")) })) });
  });
  contract(app, "post", "/admin/catalog/brands/:id{[0-9]+}", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await updateBrand(ctx, { ...w, id: idOf(c), ...(await formOf(c, "logo")) })) });
  });
  contract(app, "post", "/admin/catalog/brands/:id{[0-9]+}/move", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await moveBrand(ctx, { ...w, id: idOf(c), fields: await readBody(c) })) });
  });
  contract(app, "post", "/admin/catalog/brands/:id{[0-9]+}/delete", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: deleted(w.locale), ...(await deleteBrand(ctx, { ...w, id: idOf(c) })) });
  });

  // colours
  contract(app, "get", "/admin/catalog/colours/list", { changesState: false }, async (c) => c.json(await colourList(ctx, await who(c))));
  contract(app, "post", "/admin/catalog/colours", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await createColour(ctx, { ...w, fields: await readBody(c) })) });
  });
  contract(app, "post", "/admin/catalog/colours/:id{[0-9]+}", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await updateColour(ctx, { ...w, id: idOf(c), fields: await readBody(c) })) });
  });
  contract(app, "post", "/admin/catalog/colours/:id{[0-9]+}/delete", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: deleted(w.locale), ...(await deleteColour(ctx, { ...w, id: idOf(c) })) });
  });

  // attributes and their values
  contract(app, "get", "/admin/catalog/attributes/list", { changesState: false }, async (c) =>
    c.json(await attributeList(ctx, await who(c))),
  );
  contract(app, "post", "/admin/catalog/attributes", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await createAttribute(ctx, { ...w, fields: await readBody(c) })) });
  });
  contract(app, "post", "/admin/catalog/attributes/:id{[0-9]+}", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: saved(w.locale), ...(await updateAttribute(ctx, { ...w, id: idOf(c), fields: await readBody(c) })) });
  });
  contract(app, "post", "/admin/catalog/attributes/:id{[0-9]+}/delete", { changesState: true }, async (c) => {
    const w = await who(c);
    return c.json({ success: deleted(w.locale), ...(await deleteAttribute(ctx, { ...w, id: idOf(c) })) });
  });
}
