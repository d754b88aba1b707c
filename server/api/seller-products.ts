import path from "node:path";
import type { Context, Hono } from "hono";
import { stream } from "hono/streaming";
import { sellerAccess } from "../../domain/seller/require-seller";
import { decideProduct, pendingProducts } from "../../domain/seller-products/approve-product";
import { CSV_MAX_BYTES, exportProductsCsv, importProductsCsv } from "../../domain/seller-products/product-csv";
import {
  DIGITAL_FILE_MAX_BYTES,
  SELLER_PICTURE_MAX_BYTES,
  SELLER_PICTURES_PER_UPLOAD,
  storeDigitalFile,
  storeSellerPictures,
} from "../../domain/seller-products/product-files";
import { createProduct, setPublished, updateProduct } from "../../domain/seller-products/save-product";
import { productFormOf, productFormOptions, sellerProducts } from "../../domain/seller-products/seller-list";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { productImage } from "../../kernel/media";
import { readBody, uploadedPictures } from "../http/body";
import { translateFieldErrors } from "../http/errors";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/** Uploads: pictures, a digital file and a CSV file need more than the standard 1 MB body. */
export const SELLER_PRODUCT_BODY_LIMITS: Record<string, number> = {
  "/seller/products/pictures": SELLER_PICTURES_PER_UPLOAD * SELLER_PICTURE_MAX_BYTES + 64 * 1024,
  "/seller/products/digital-file": DIGITAL_FILE_MAX_BYTES + 64 * 1024,
  "/seller/products/import": CSV_MAX_BYTES + 64 * 1024,
  // a product's form with long descriptions in three languages
  "/seller/products/store": 512 * 1024,
  "/seller/products/update/": 512 * 1024,
};

const idOf = (c: Context): number => {
  const id = intParam(c, "id");
  if (id === null) throw new NotFoundError("product_not_found");
  return id;
};

/**
 * The seller centre's products (issue 19, decision 038) and the operator's approval of them.
 * Every `seller/…` call is the owner of a verified shop's only (`requireSeller`: a guest 401,
 * anyone else 403), and reaches only that shop's products (another's: 404). Thin: the rules are
 * in `domain/seller-products/`.
 */
export function sellerProductRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const folders = { uploadsDir: `${env.dataDir}/uploads`, downloadsDir: path.join(env.dataDir, "downloads") };
  const seller = async (c: Context) => {
    const v = await resolveViewer(c, services);
    return { v, seller: await sellerAccess(ctx, v.viewer.userId) };
  };
  const productAnswer = (row: { id: number; slug: string; status: string; approval: string; isVisible: boolean }) => ({
    id: row.id,
    slug: row.slug,
    status: row.status,
    approval: row.approval,
    visible: row.isVisible,
  });

  contract(app, "get", "/seller/products/list", { changesState: false }, async (c) => {
    const { v, seller: s } = await seller(c);
    return c.json(await sellerProducts(ctx, s, c.req.query(), { locale: v.viewer.locale }));
  });

  contract(app, "get", "/seller/products/options", { changesState: false }, async (c) => {
    const { v, seller: s } = await seller(c);
    return c.json(await productFormOptions(ctx, v.viewer.locale, s.shopId));
  });

  contract(app, "get", "/seller/products/export", { changesState: false }, async (c) => {
    const { seller: s } = await seller(c);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="products-${s.shopSlug}.csv"`);
    c.header("Cache-Control", "private, no-store");
    return stream(c, async (out) => {
      for await (const chunk of exportProductsCsv(ctx, s)) await out.write(chunk);
    });
  });

  contract(app, "get", "/seller/products/:id/form", { changesState: false }, async (c) => {
    const { seller: s } = await seller(c);
    return c.json(await productFormOf(ctx, s, idOf(c)));
  });

  contract(app, "post", "/seller/products/store", { changesState: true }, async (c) => {
    const { v, seller: s } = await seller(c);
    const row = await createProduct(ctx, s, await readBody(c), folders);
    return c.json({ success: translate(v.viewer.locale, "sp_saved_pending"), product: productAnswer(row) }, 201);
  });

  contract(app, "post", "/seller/products/update/:id", { changesState: true }, async (c) => {
    const { v, seller: s } = await seller(c);
    const row = await updateProduct(ctx, s, idOf(c), await readBody(c), folders);
    return c.json({ success: translate(v.viewer.locale, "sp_saved_pending"), product: productAnswer(row) });
  });

  for (const verb of ["publish", "unpublish"] as const)
    contract(app, "post", `/seller/products/:id/${verb}`, { changesState: true }, async (c) => {
      const { v, seller: s } = await seller(c);
      const row = await setPublished(ctx, s, idOf(c), verb === "publish");
      return c.json({ success: translate(v.viewer.locale, `sp_${verb}ed`), product: productAnswer(row) });
    });

  contract(app, "post", "/seller/products/pictures", { changesState: true }, async (c) => {
    const { seller: s } = await seller(c);
    const keys = await storeSellerPictures(await uploadedPictures(await readBody(c)), { uploadsDir: folders.uploadsDir, shopId: s.shopId });
    return c.json({ pictures: keys.map((key) => ({ key, thumb: productImage(ctx.mediaBase, key).thumb })) }, 201);
  });

  contract(app, "post", "/seller/products/digital-file", { changesState: true }, async (c) => {
    const { seller: s } = await seller(c);
    const file = (await readBody(c)).file;
    if (!(file instanceof File)) throw new ValidationError({ file: ["v_required"] });
    const name = await storeDigitalFile(new Uint8Array(await file.arrayBuffer()), { downloadsDir: folders.downloadsDir, shopId: s.shopId });
    return c.json({ file: name }, 201);
  });

  contract(app, "post", "/seller/products/import", { changesState: true }, async (c) => {
    const { v, seller: s } = await seller(c);
    const body = await readBody(c);
    const file = body.file;
    if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ["v_required"] });
    const mode = body.mode === "valid" ? "valid" : "all";
    const report = await importProductsCsv(ctx, s, { text: await file.text(), bytes: file.size, mode, folders });
    const locale = v.viewer.locale;
    const problems = report.errors.map((e) => ({
      line: e.line,
      field: e.field,
      message: translateFieldErrors(locale, { [e.field]: e.messages })[e.field].join(" "),
    }));
    const status = report.rejected ? 422 : 200;
    const message = translate(locale, report.rejected ? "sp_import_rejected" : "sp_import_done", {
      created: report.created,
      updated: report.updated,
      failed: new Set(report.errors.map((e) => e.line)).size,
    });
    const { errors: _, ...figures } = report;
    return c.json({ ...figures, problems, message, ...(report.rejected ? {} : { success: message }) }, status);
  });

  contract(app, "get", "/admin/products/pending", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ products: await pendingProducts(ctx, v.viewer) });
  });

  for (const decision of ["approve", "reject"] as const)
    contract(app, "post", `/admin/products/:id/${decision}`, { changesState: true }, async (c) => {
      const v = await resolveViewer(c, services);
      const done = await decideProduct(ctx, v.viewer, { productId: idOf(c), decision, fields: await readBody(c) });
      return c.json({ success: translate(v.viewer.locale, decision === "approve" ? "sp_approved" : "sp_rejected"), product: done });
    });
}
