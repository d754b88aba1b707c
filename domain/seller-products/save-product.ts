import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, productVariants, shops } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { refreshSearchText } from "../catalog/search-text";
import type { Ctx } from "../context";
import type { SellerAccess } from "../seller/require-seller";
import {
  type Folders,
  newSlug,
  type ProductRow,
  type ProductValues,
  parseProductFields,
  productValues,
  type ReferenceRows,
  type VariantValues,
} from "./product-rows";

/** The seller's own product (any status), or the unknown product's 404: another shop's product is never told apart from none. */
export async function ownProduct(db: Database, shopId: number, productId: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
    .limit(1);
  if (!row || row.status === "trash") throw new NotFoundError("product_not_found");
  return row;
}

/**
 * After a product's write (inside its transaction): its search text, the shop's count of
 * visible products; then (after commit) the storefront's caches that hold the shop's or the
 * listings' products.
 */
export async function afterProductWrite(tx: Database, productIds: number[], shopId: number): Promise<void> {
  if (productIds.length) await refreshSearchText(tx, productIds);
  await tx
    .update(shops)
    .set({ productsCount: sql`(select count(*)::int from ${products} where ${products.shopId} = ${shops.id} and ${products.isVisible})` })
    .where(eq(shops.id, shopId));
}

export function forgetStorefrontCaches(ctx: Ctx, shopId: number): void {
  for (const prefix of ["count:", "facets:", "filters:", "home:", "viewed:recent:", `shop-contents:${shopId}:`, `shop-products:${shopId}`])
    ctx.cache.invalidate(prefix);
}

/** Replace a product's variants, keeping the ids of those whose SKU stays (carts and orders name variants by id). */
async function writeVariants(tx: Database, productId: number, variants: VariantValues[]): Promise<void> {
  const skus = variants.map((v) => v.sku);
  await tx
    .delete(productVariants)
    .where(
      skus.length
        ? and(eq(productVariants.productId, productId), notInArray(productVariants.sku, skus))
        : eq(productVariants.productId, productId),
    );
  if (!variants.length) return;
  const existing = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), inArray(productVariants.sku, skus)));
  const idBySku = new Map(existing.map((r) => [r.sku, r.id]));
  for (const v of variants) {
    const id = idBySku.get(v.sku);
    if (id) await tx.update(productVariants).set(v).where(eq(productVariants.id, id));
    else await tx.insert(productVariants).values({ ...v, productId });
  }
}

async function variantImages(db: Database, productId: number): Promise<string[]> {
  const rows = await db.select({ image: productVariants.image }).from(productVariants).where(eq(productVariants.productId, productId));
  return rows.map((r) => r.image).filter((x): x is string => !!x);
}

/**
 * `POST seller/products`: a seller's new product. Checked whole first (422 with every field's
 * message, nothing written); saved as a draft or published, and pending until an operator
 * approves it, so no shopper sees it before (decision 038).
 */
export async function createProduct(
  ctx: Ctx,
  seller: SellerAccess,
  raw: unknown,
  folders: Folders,
  reference: ReferenceRows = {},
): Promise<ProductRow> {
  const db = ctx.db;
  const fields = parseProductFields(raw);
  const { values, variants } = await productValues(ctx, seller.shopId, fields, null, folders, reference);
  const now = ctx.now();
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(products)
      .values({
        ...values,
        shopId: seller.shopId,
        slug: newSlug(values.name.en ?? ""),
        status: fields.publish ? "published" : "draft",
        approval: "pending",
        isApproved: false,
        isVisible: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeVariants(tx, made.id, variants);
    await afterProductWrite(tx, [made.id], seller.shopId);
    return made;
  });
  forgetStorefrontCaches(ctx, seller.shopId);
  return row;
}

/** JSON with object keys in order (jsonb gives them back sorted), to compare what is stored with what is sent. */
function stable(v: unknown): string {
  if (v instanceof Date) return JSON.stringify(v.toISOString());
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v ?? null);
}

/** Whether the form changes nothing of the product and its variants (a save without edits, a file imported again). */
async function unchanged(db: Database, before: ProductRow, values: ProductValues, variants: VariantValues[]): Promise<boolean> {
  const was: Readonly<Record<string, unknown>> = before;
  if (Object.entries(values).some(([k, v]) => stable(v) !== stable(was[k]))) return false;
  const rows = await db
    .select({
      sku: productVariants.sku,
      name: productVariants.name,
      colorId: productVariants.colorId,
      priceCents: productVariants.priceCents,
      stock: productVariants.stock,
      image: productVariants.image,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, before.id))
    .orderBy(asc(productVariants.id));
  return stable(rows) === stable(variants);
}

/**
 * `POST seller/products/{id}`: the seller changes an own product (another shop's: 404, nothing
 * changes). Any change sends it back to the operator (pending, out of the listings until
 * approved); its address and its sales, ratings and campaign stay. A save that changes nothing
 * (the same form again, a file exported and imported again) asks nothing of the operator.
 */
export async function updateProduct(
  ctx: Ctx,
  seller: SellerAccess,
  productId: number,
  raw: unknown,
  folders: Folders,
  reference: ReferenceRows = {},
): Promise<ProductRow> {
  const db = ctx.db;
  const before = await ownProduct(db, seller.shopId, productId);
  const fields = parseProductFields(raw);
  const { values, variants } = await productValues(
    ctx,
    seller.shopId,
    fields,
    { row: before, variantImages: await variantImages(db, productId) },
    folders,
    reference,
  );
  // nothing changed but (perhaps) published or not: no new approval needed
  if (await unchanged(db, before, values, variants)) return setPublished(ctx, seller, productId, fields.publish);
  const now = ctx.now();
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(products)
      .set({
        ...values,
        status: fields.publish ? "published" : "draft",
        approval: "pending",
        rejectReason: "",
        isApproved: false,
        isVisible: false,
        updatedAt: now,
      })
      .where(and(eq(products.id, productId), eq(products.shopId, seller.shopId)))
      .returning();
    await writeVariants(tx, productId, variants);
    await afterProductWrite(tx, [productId], seller.shopId);
    return saved;
  });
  forgetStorefrontCaches(ctx, seller.shopId);
  return row;
}

/**
 * `POST seller/products/{id}/publish|unpublish`: the seller shows or hides an own product. An
 * approved product shows at once; a pending one shows when it is approved. Again: no change.
 */
export async function setPublished(ctx: Ctx, seller: SellerAccess, productId: number, publish: boolean): Promise<ProductRow> {
  const before = await ownProduct(ctx.db, seller.shopId, productId);
  const status = publish ? "published" : "draft";
  if (before.status === status) return before;
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(products)
      .set({ status, isVisible: publish && before.approval === "approved", updatedAt: ctx.now() })
      .where(eq(products.id, productId))
      .returning();
    await afterProductWrite(tx, [productId], seller.shopId);
    return saved;
  });
  forgetStorefrontCaches(ctx, seller.shopId);
  return row;
}
