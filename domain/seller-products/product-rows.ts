import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { brands, colors, type products, shippingProfiles } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { sanitizeHtml } from "../../infra/sanitize-html";
import { ValidationError } from "../../kernel/errors";
import { allCategories } from "../catalog/categories";
import type { Ctx } from "../context";
import { isOwnDigitalFile, isOwnPicture } from "./product-files";
import { discountValueOf, type ProductFields, ProductInput } from "./product-schema";

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, "shopId" | "slug">;
export interface VariantValues {
  sku: string;
  name: string;
  colorId: number | null;
  priceCents: number;
  stock: number;
  image: string | null;
}

export interface Folders {
  uploadsDir: string;
  downloadsDir: string;
}

/**
 * The product form's fields or a ValidationError whose keys are the fields' paths
 * (`name.en`, `variants.1.sku`), so the editor and the CSV report point at the very field.
 */
export function parseProductFields(raw: unknown): ProductFields {
  const parsed = ProductInput.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  throw new ValidationError(fieldErrorsOf(parsed.error));
}

export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const trimmed = (l: { en: string; fa: string; ar: string }): Localized =>
  Object.fromEntries(Object.entries(l).filter(([, v]) => v !== "")) as Localized;
const sanitized = (l: { en: string; fa: string; ar: string }): Localized =>
  Object.fromEntries(
    Object.entries(l)
      .map(([k, v]) => [k, v === "" ? "" : sanitizeHtml(v)])
      .filter(([, v]) => v !== ""),
  ) as Localized;

/**
 * Check what the fields point at against the catalog and the seller's own files: an active leaf
 * category, an active brand, known colours, pictures this shop uploaded (or the product already
 * shows) and its own digital file. Answers the product's and its variants' values; the product's
 * price, stock, colours are its variants' when it has any (the lowest price, the sum of stock),
 * as the demo's products are written.
 */
/**
 * Cached reference rows read before a transaction and handed in: inside one, a wait on the cache
 * can wait forever on PGlite, whose one connection runs a load that another request began only
 * after the transaction ends.
 */
export type ReferenceRows = { categories?: Awaited<ReturnType<typeof allCategories>> };

export async function productValues(
  ctx: Ctx,
  shopId: number,
  f: ProductFields,
  before: { row: ProductRow; variantImages: string[] } | null,
  folders: Folders,
  reference: ReferenceRows = {},
): Promise<{ values: ProductValues; variants: VariantValues[] }> {
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  const cats = reference.categories ?? (await allCategories(ctx));
  const category = cats.find((c) => c.id === f.category_id);
  if (!category || cats.some((c) => c.parentId === category.id)) fail("category_id", "sp_v_category");
  if (f.brand_id !== null) {
    const [brand] = await ctx.db.select({ active: brands.isActive }).from(brands).where(eq(brands.id, f.brand_id)).limit(1);
    if (!brand?.active) fail("brand_id", "sp_v_brand");
  }
  const colourIds = [...new Set(f.variants.map((v) => v.color_id).filter((c): c is number => c !== null))];
  if (colourIds.length) {
    const known = new Set((await ctx.db.select({ id: colors.id }).from(colors).where(inArray(colors.id, colourIds))).map((r) => r.id));
    f.variants.forEach((v, i) => {
      if (v.color_id !== null && !known.has(v.color_id)) fail(`variants.${i}.color_id`, "sp_v_color");
    });
  }
  const kept = new Set([...(before?.row.images ?? []), ...(before?.variantImages ?? [])]);
  const pictureOk = async (key: string) => kept.has(key) || (await isOwnPicture(key, shopId, folders.uploadsDir));
  for (const [i, key] of f.images.entries()) if (!(await pictureOk(key))) fail(`images.${i}`, "sp_v_image");
  for (const [i, v] of f.variants.entries()) if (v.image && !(await pictureOk(v.image))) fail(`variants.${i}.image`, "sp_v_image");
  if (f.is_digital && f.digital_file !== before?.row.digitalFile && !(await isOwnDigitalFile(f.digital_file, shopId, folders.downloadsDir)))
    fail("digital_file", "sp_v_digital_file");
  if (f.shipping_profile_id !== null) {
    const [own] = await ctx.db
      .select({ id: shippingProfiles.id })
      .from(shippingProfiles)
      .where(and(eq(shippingProfiles.id, f.shipping_profile_id), eq(shippingProfiles.shopId, shopId)))
      .limit(1);
    if (!own) fail("shipping_profile_id", "v_in");
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const variants: VariantValues[] = f.variants.map((v) => ({
    sku: v.sku,
    name: v.name,
    colorId: v.color_id,
    priceCents: v.price,
    stock: v.stock,
    image: v.image || null,
  }));
  const has = variants.length > 0;
  const images = f.images.length ? f.images : [...new Set(variants.map((v) => v.image).filter((x): x is string => !!x))];
  const values: ProductValues = {
    name: trimmed(f.name),
    shortDescription: trimmed(f.short_description),
    description: sanitized(f.description),
    categoryId: f.category_id as number,
    brandId: f.brand_id,
    unit: f.unit,
    tags: tagList(f.tags),
    tagLabels: Object.fromEntries(
      Object.entries(f.tag_labels)
        .map(([lang, text]): [string, string[]] => [lang, tagList(text)])
        .filter(([, list]) => list.length > 0),
    ),
    priceCents: has ? Math.min(...variants.map((v) => v.priceCents)) : f.price,
    stock: has ? variants.reduce((s, v) => s + v.stock, 0) : f.stock,
    minimumOrderQuantity: f.minimum_order_quantity,
    shippingFeeCents: f.shipping_fee,
    weightGrams: f.weight_grams,
    shippingProfileId: f.shipping_profile_id,
    // the product's own special discount: the one pricing (domain/catalog/pricing.ts) reads it,
    // and the database's trigger keeps sale_price_cents in step on this write
    discountType: f.discount_type === "" ? null : f.discount_type,
    discountValue: discountValueOf(f),
    discountStartsAt: f.discount_type === "" ? null : f.discount_starts_at,
    discountEndsAt: f.discount_type === "" ? null : f.discount_ends_at,
    rewardPoints: f.reward_points,
    isDigital: f.is_digital,
    digitalFile: f.is_digital ? f.digital_file : null,
    isCatalog: f.is_catalog,
    externalLink: f.is_catalog ? f.external_link : null,
    isClassified: f.is_classified,
    returnable: f.returnable,
    images,
    // a value written in English only stays one text, shown in every language
    specs: f.specs.map((s) => ({ label: trimmed(s.label), value: s.value.fa || s.value.ar ? trimmed(s.value) : s.value.en })),
    hasVariants: has,
    colorIds: [...new Set(variants.map((v) => v.colorId).filter((c): c is number => c !== null))],
    metaTitle: trimmed(f.meta_title),
    metaDescription: trimmed(f.meta_description),
  };
  return { values, variants };
}

/** A new product's address: its English name in Latin letters, and a random tail that keeps it unique. */
export function newSlug(name: string): string {
  const base = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "product"}-${randomBytes(3).toString("hex")}`;
}

/** A comma-separated list of tags (the Latin or the Arabic-script comma): trimmed, each once, at most 20. */
function tagList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,،]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);
}
