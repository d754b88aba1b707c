import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { brands, colors, products, productVariants, shippingProfiles } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { productImage } from "../../kernel/media";
import { centsToDecimal } from "../../kernel/money";
import { normalizeSearchText } from "../catalog/search-text";
import { leafCategories } from "../classifieds/ad-input";
import type { Ctx } from "../context";
import type { SellerAccess } from "../seller/require-seller";
import type { ProductForm } from "./product-schema";
import { ownProduct } from "./save-product";

export const SELLER_LIST_SORTS = ["updated", "newest", "price_asc", "price_desc", "stock_asc", "stock_desc"] as const;
export const SELLER_LIST_STATUSES = ["all", "published", "draft", "pending", "rejected"] as const;
/** Counting stops here (a page count of "10,000+" beyond): counting a huge shop's every product is not worth its time. */
export const COUNT_CAP = 10_000;

export const SellerListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  per_page: z.coerce.number().int().min(5).max(100).catch(20),
  sort: z.enum(SELLER_LIST_SORTS).catch("updated"),
  status: z.enum(SELLER_LIST_STATUSES).catch("all"),
  category_id: z.coerce.number().int().positive().optional().catch(undefined),
  q: z.string().max(100).catch("").default(""),
});
export type SellerListInput = z.input<typeof SellerListQuery>;

/** Each sort through its own index on (shop_id, column, id): the page is read in order, never sorted whole. */
const ORDER: Record<(typeof SELLER_LIST_SORTS)[number], SQL[]> = {
  updated: [sql`${products.updatedAt} desc`, sql`${products.id} desc`],
  newest: [sql`${products.createdAt} desc`, sql`${products.id} desc`],
  price_asc: [sql`${products.priceCents} asc`, sql`${products.id} asc`],
  price_desc: [sql`${products.priceCents} desc`, sql`${products.id} desc`],
  stock_asc: [sql`${products.stock} asc`, sql`${products.id} asc`],
  stock_desc: [sql`${products.stock} desc`, sql`${products.id} desc`],
};

/** Where the seller's list looks: the shop's products but the trashed, narrowed by status, category and a search in every language. */
export function sellerListWhere(shopId: number, q: z.output<typeof SellerListQuery>): SQL {
  const parts: (SQL | undefined)[] = [eq(products.shopId, shopId), ne(products.status, "trash")];
  if (q.status === "published" || q.status === "draft") parts.push(eq(products.status, q.status));
  if (q.status === "pending" || q.status === "rejected") parts.push(eq(products.approval, q.status));
  if (q.category_id) parts.push(eq(products.categoryId, q.category_id));
  const words = normalizeSearchText(q.q);
  if (words) parts.push(sql`${products.searchName} like ${`%${words}%`}`);
  return and(...parts) as SQL;
}

/** A product as a row of the seller's table. */
function rowView(p: typeof products.$inferSelect, locale: string, mediaBase: string) {
  return {
    id: p.id,
    slug: p.slug,
    name: localize(p.name, locale),
    image: productImage(mediaBase, p.images[0]).thumb,
    price: centsToDecimal(p.priceCents),
    sale_price: centsToDecimal(p.salePriceCents),
    stock: p.stock,
    status: p.status,
    approval: p.approval,
    reject_reason: p.rejectReason,
    visible: p.isVisible,
    has_variants: p.hasVariants,
    category_id: p.categoryId,
    updated_at: p.updatedAt.toISOString(),
  };
}
export type SellerProductRow = ReturnType<typeof rowView>;

/**
 * `GET seller/products`: one page of the seller's own products, sorted and narrowed on the
 * server. The total is counted only up to COUNT_CAP (`total_capped` says so).
 */
export async function sellerProducts(ctx: Ctx, seller: SellerAccess, raw: unknown, opts: { locale: string }) {
  const q = SellerListQuery.parse(raw ?? {});
  const where = sellerListWhere(seller.shopId, q);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(sql`(select 1 from ${products} where ${where} limit ${COUNT_CAP + 1}) capped`),
  ]);
  const total = Math.min(n, COUNT_CAP);
  return {
    data: rows.map((p) => rowView(p, opts.locale, ctx.mediaBase)),
    total,
    total_capped: n > COUNT_CAP,
    page: q.page,
    per_page: q.per_page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    query: q,
  };
}

const l3 = (l: Record<string, string> | null | undefined) => ({ en: l?.en ?? "", fa: l?.fa ?? "", ar: l?.ar ?? "" });
const money = (cents: number) => centsToDecimal(cents);
const percent = (hundredths: number) => {
  const s = centsToDecimal(hundredths);
  return s.endsWith(".00") ? s.slice(0, -3) : s;
};
const iso = (d: Date | null) => (d ? d.toISOString() : "");

/** A product as the editor's form values (the same shape the schema reads), with its status. */
export async function productFormOf(ctx: Ctx, seller: SellerAccess, productId: number) {
  const p = await ownProduct(ctx.db, seller.shopId, productId);
  const variants = await ctx.db.select().from(productVariants).where(eq(productVariants.productId, p.id)).orderBy(asc(productVariants.id));
  const form: ProductForm = {
    name: l3(p.name),
    short_description: l3(p.shortDescription),
    description: l3(p.description),
    category_id: String(p.categoryId),
    brand_id: p.brandId ? String(p.brandId) : "",
    unit: p.unit,
    tags: p.tags.join(", "),
    tag_labels: { fa: (p.tagLabels.fa ?? []).join(", "), ar: (p.tagLabels.ar ?? []).join(", ") },
    price: money(p.priceCents),
    stock: String(p.stock),
    minimum_order_quantity: String(p.minimumOrderQuantity),
    shipping_fee: p.shippingFeeCents ? money(p.shippingFeeCents) : "",
    weight_grams: p.weightGrams ? String(p.weightGrams) : "",
    shipping_profile_id: p.shippingProfileId ? String(p.shippingProfileId) : "",
    discount_type: p.discountType ?? "",
    discount_value: p.discountType === "flat" ? money(p.discountValue) : p.discountType ? percent(p.discountValue) : "",
    discount_starts_at: iso(p.discountStartsAt),
    discount_ends_at: iso(p.discountEndsAt),
    reward_points: String(p.rewardPoints),
    is_digital: p.isDigital,
    digital_file: p.digitalFile ?? "",
    is_catalog: p.isCatalog,
    external_link: p.externalLink ?? "",
    is_classified: p.isClassified,
    returnable: p.returnable,
    images: p.images,
    specs: p.specs.map((s) => ({ label: l3(s.label), value: typeof s.value === "string" ? l3({ en: s.value }) : l3(s.value) })),
    variants: variants.map((v) => ({
      name: v.name,
      sku: v.sku,
      color_id: v.colorId ? String(v.colorId) : "",
      price: money(v.priceCents),
      stock: String(v.stock),
      image: v.image ?? "",
    })),
    meta_title: l3(p.metaTitle),
    meta_description: l3(p.metaDescription),
    publish: p.status === "published",
  };
  const keys = [...new Set([...p.images, ...variants.map((v) => v.image).filter((x): x is string => !!x)])];
  return {
    id: p.id,
    slug: p.slug,
    status: p.status,
    approval: p.approval,
    reject_reason: p.rejectReason,
    visible: p.isVisible,
    form,
    pictures: Object.fromEntries(keys.map((k) => [k, productImage(ctx.mediaBase, k).thumb])),
  };
}

/** The editor's choices: leaf categories, brands and colours, named in the viewer's language, and the shop's shipping profiles. */
export async function productFormOptions(ctx: Ctx, locale: string, shopId?: number) {
  const [leaves, brandRows, colourRows, profiles] = await Promise.all([
    leafCategories(ctx),
    ctx.db.select().from(brands).where(eq(brands.isActive, true)).orderBy(asc(brands.position), asc(brands.id)),
    ctx.db.select().from(colors).orderBy(asc(colors.id)),
    shopId === undefined
      ? []
      : ctx.db
          .select({ id: shippingProfiles.id, name: shippingProfiles.name, is_default: shippingProfiles.isDefault })
          .from(shippingProfiles)
          .where(eq(shippingProfiles.shopId, shopId))
          .orderBy(asc(shippingProfiles.id)),
  ]);
  return {
    shipping_profiles: profiles,
    categories: leaves.map(({ row, parent }) => ({
      id: row.id,
      name: parent ? `${localize(parent.name, locale)} › ${localize(row.name, locale)}` : localize(row.name, locale),
    })),
    brands: brandRows.map((b) => ({ id: b.id, name: localize(b.name, locale) })),
    colors: colourRows.map((c) => ({ id: c.id, name: localize(c.name, locale), hex: c.hex })),
  };
}
