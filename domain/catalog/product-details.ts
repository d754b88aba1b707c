import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { attributes, attributeValues, brands, campaigns, cartLines, colors, products, productVariants, shops } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { sanitizeHtml } from "../../infra/sanitize-html";
import { NotFoundError } from "../../kernel/errors";
import { localize, tagsIn } from "../../kernel/localize";
import { mediaUrl, productImage } from "../../kernel/media";
import type { Ctx, Viewer } from "../context";
import { isFollowing } from "../shops/follows";
import { allCategories } from "./categories";
import { centsToString, priceView } from "./pricing";
import { cardColumns, priceColumns, productCard } from "./product-card";
import { productGallery } from "./product-gallery";
import { pdfUrl } from "./product-media";
import { productStock } from "./product-stock";
import { specValue, valueLabel } from "./value-label";

/** The product columns the page reads (not the search text and vector). */
const detailColumns = {
  id: products.id,
  shopId: products.shopId,
  brandId: products.brandId,
  categoryId: products.categoryId,
  slug: products.slug,
  status: products.status,
  name: products.name,
  shortDescription: products.shortDescription,
  description: products.description,
  metaTitle: products.metaTitle,
  metaDescription: products.metaDescription,
  specs: products.specs,
  ...priceColumns,
  stock: products.stock,
  minimumOrderQuantity: products.minimumOrderQuantity,
  stockVisibility: products.stockVisibility,
  hasVariants: products.hasVariants,
  colorIds: products.colorIds,
  isDigital: products.isDigital,
  isClassified: products.isClassified,
  contactInfo: products.contactInfo,
  isCatalog: products.isCatalog,
  externalLink: products.externalLink,
  rating: products.rating,
  reviewsCount: products.reviewsCount,
  totalSales: products.totalSales,
  unit: products.unit,
  tags: products.tags,
  tagLabels: products.tagLabels,
  rewardPoints: products.rewardPoints,
  images: products.images,
  videoUrl: products.videoUrl,
};

/** Time left until `end` as the reference's countdown {days, hours, mins, secs}. */
export function countdownTo(end: Date, now: Date) {
  const left = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    mins: Math.floor((left % 3600) / 60),
    secs: left % 60,
  };
}

/**
 * `GET /home/product-details/{slug}` and the product page: the product with its gallery
 * (pictures, video, spec-sheet PDFs), variants with their own price, stock and picture, the
 * choices (colours and attribute values), seller, brand, category path and related products.
 * Only a visible product is found; anything else is 404. With `trxId` (the viewer's cart's
 * `trx_id`, spec §4) the stock shown is what is left to add: less what that cart already holds.
 */
export async function productDetails(ctx: Ctx, viewer: Viewer, input: { slug: string; trxId?: string }) {
  const [product] = await ctx.db
    .select(detailColumns)
    .from(products)
    .where(and(eq(products.slug, input.slug), eq(products.isVisible, true)))
    .limit(1);
  if (!product) throw new NotFoundError("product_not_found");
  const L = (t: Localized | null | undefined) => localize(t, viewer.locale);
  const now = ctx.now();

  const [variants, shop, brand, categoryRows, related, colorRows, followed, campaign, held] = await Promise.all([
    ctx.db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.id)),
    ctx.db
      .select()
      .from(shops)
      .where(eq(shops.id, product.shopId))
      .limit(1)
      .then((r) => r[0]),
    product.brandId
      ? ctx.db
          .select()
          .from(brands)
          .where(eq(brands.id, product.brandId))
          .limit(1)
          .then((r) => r[0])
      : undefined,
    allCategories(ctx),
    ctx.db
      .select(cardColumns(viewer.locale))
      .from(products)
      .where(and(eq(products.categoryId, product.categoryId), eq(products.isVisible, true), ne(products.id, product.id)))
      .orderBy(desc(products.createdAt))
      .limit(6),
    product.colorIds.length ? ctx.db.select().from(colors).where(inArray(colors.id, product.colorIds)).orderBy(asc(colors.id)) : [],
    isFollowing(ctx.db, viewer.userId, product.shopId),
    product.campaignId
      ? ctx.db
          .select({ id: campaigns.id, slug: campaigns.slug, title: campaigns.title, isFlashSale: campaigns.isFlashSale })
          .from(campaigns)
          .where(eq(campaigns.id, product.campaignId))
          .limit(1)
          .then((r) => r[0])
      : undefined,
    input.trxId ? heldInCart(ctx, viewer, product.id, input.trxId) : new Map<number, number>(),
  ]);
  const left = (stock: number, variantId: number) => Math.max(0, stock - (held.get(variantId) ?? 0));

  const valueIds = [...new Set(variants.flatMap((v) => v.attributeValueIds))];
  const valueRows = valueIds.length
    ? await ctx.db
        .select({
          id: attributeValues.id,
          value: attributeValues.value,
          labels: attributeValues.labels,
          attributeId: attributeValues.attributeId,
          name: attributes.name,
          attrSlug: attributes.slug,
        })
        .from(attributeValues)
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inArray(attributeValues.id, valueIds))
        .orderBy(asc(attributeValues.attributeId), asc(attributeValues.id))
    : [];

  const attributeGroups = new Map<number, { id: number; slug: string; title: string; values: { id: number; value: string }[] }>();
  for (const v of valueRows) {
    const group = attributeGroups.get(v.attributeId) ?? { id: v.attributeId, slug: v.attrSlug, title: L(v.name as Localized), values: [] };
    group.values.push({ id: v.id, value: valueLabel(v, viewer.locale) });
    attributeGroups.set(v.attributeId, group);
  }

  const category = categoryRows.find((c) => c.id === product.categoryId);
  const breadcrumb = category
    ? category.path
        .split("/")
        .filter(Boolean)
        .map(Number)
        .map((id) => categoryRows.find((c) => c.id === id))
        .filter((c) => c !== undefined)
        .map((c) => ({ slug: c.slug, title: L(c.name as Localized) }))
    : [];

  const specifications = product.specs.map((s) => {
    const value = specValue(s.value, viewer.locale);
    return { label: L(s.label), value, href: pdfUrl(value) };
  });
  const colorName = new Map(colorRows.map((c) => [c.id, L(c.name as Localized)]));
  const valueName = new Map(valueRows.map((v) => [v.id, valueLabel(v, viewer.locale)]));
  const { gallery, imageKeys } = productGallery({
    mediaBase: ctx.mediaBase,
    name: L(product.name),
    shortDescription: L(product.shortDescription),
    images: product.images,
    variants: variants.map((v) => ({
      image: v.image,
      colorId: v.colorId,
      labels: [v.colorId === null ? undefined : colorName.get(v.colorId), ...v.attributeValueIds.map((id) => valueName.get(id))].filter(
        (l): l is string => !!l,
      ),
    })),
    videoUrl: product.videoUrl,
    sheets: specifications,
  });
  const prices = priceView(product, now);

  return {
    product: {
      id: product.id,
      slug: product.slug,
      product_name: L(product.name),
      /** the reference's publishing state; only a published, visible product is found here (its client treats a product without it as unavailable) */
      status: product.status,
      short_description: L(product.shortDescription),
      /** the seller's title and description for search engines ("" when none: the page uses the name and short description) */
      meta_title: L(product.metaTitle),
      meta_description: L(product.metaDescription),
      /** seller-written rich text, sanitised here (the page renders it as HTML) */
      description: sanitizeHtml(L(product.description)),
      specifications,
      gallery,
      ...prices,
      countdown: prices.discount_ends_at ? countdownTo(new Date(prices.discount_ends_at), now) : null,
      /** the campaign whose price is shown (its page, whether it is a flash sale), else null */
      campaign:
        campaign && prices.campaign_id === campaign.id
          ? { id: campaign.id, slug: campaign.slug, title: L(campaign.title), is_flash_sale: campaign.isFlashSale }
          : null,
      current_stock: left(product.stock, 0),
      product_stock: productStock(product, variants, now),
      minimum_order_quantity: product.minimumOrderQuantity,
      stock_visibility: product.stockVisibility,
      has_variant: product.hasVariants,
      unit: product.unit,
      rating: product.rating,
      reviews_count: product.reviewsCount,
      total_sales: product.totalSales,
      is_digital: product.isDigital,
      is_classified: product.isClassified,
      contact_info: product.isClassified ? product.contactInfo : null,
      is_catalog: product.isCatalog,
      external_link: product.isCatalog ? product.externalLink : null,
      tags: tagsIn(product.tags, product.tagLabels, viewer.locale),
      reward: product.rewardPoints,
      image_72x72: productImage(ctx.mediaBase, product.images[0]).thumb,
      colors: colorRows.map((c) => ({ id: c.id, name: L(c.name as Localized), hex: c.hex })),
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        name: v.name,
        color_id: v.colorId,
        attribute_value_ids: v.attributeValueIds,
        current_stock: left(v.stock, v.id),
        image: v.image ? productImage(ctx.mediaBase, v.image).card : null,
        /** where the variant's picture sits in `gallery` (null: it has none) */
        gallery_index: v.image ? imageKeys.indexOf(v.image) : null,
        ...priceView(product, now, v.priceCents),
      })),
      category: category ? { id: category.id, slug: category.slug, title: L(category.name as Localized) } : null,
      breadcrumb,
      brand: brand ? { id: brand.id, slug: brand.slug, title: L(brand.name), image: mediaUrl(ctx.mediaBase, brand.logo, 130, 93) } : null,
      seller: shop
        ? {
            id: shop.id,
            slug: shop.slug,
            shop_name: L(shop.name),
            logo: mediaUrl(ctx.mediaBase, shop.logo, 82, 82),
            rating: shop.rating,
            reviews_count: shop.reviewsCount,
            total_products: shop.productsCount,
            join_date: shop.createdAt.toISOString(),
            /** the shop's own phone (as its invoices print it), "" when it gave none: how a negotiable price is asked */
            phone: shop.phone ?? "",
            is_followed: followed,
          }
        : null,
      related_products: related.map((r) => productCard(r, now, ctx.mediaBase)),
      price_range: priceRange(
        product,
        variants.map((v) => v.priceCents),
        now,
      ),
      form: { id: product.id, quantity: product.minimumOrderQuantity, attribute_values: [] as number[] },
    },
    attributes: [...attributeGroups.values()],
  };
}

/** The variants' lowest and highest price, before and after the running discount (which keeps their order). */
function priceRange(product: Parameters<typeof priceView>[0], cents: number[], now: Date) {
  if (!cents.length) return null;
  const low = Math.min(...cents);
  const high = Math.max(...cents);
  return {
    min: centsToString(low),
    max: centsToString(high),
    sale_min: priceView(product, now, low).sale_price,
    sale_max: priceView(product, now, high).sale_price,
  };
}

export type ProductDetails = Awaited<ReturnType<typeof productDetails>>;

/**
 * How many of a product the viewer's own cart `trxId` holds, by variant (0: the product without
 * one). Another visitor's trx_id finds nothing: only the viewer's lines (their account's, else
 * their session's) are read.
 */
async function heldInCart(ctx: Ctx, viewer: Viewer, productId: number, trxId: string): Promise<Map<number, number>> {
  const owner = viewer.userId !== null ? eq(cartLines.userId, viewer.userId) : eq(cartLines.sessionHash, viewer.sessionHash);
  const rows = await ctx.db
    .select({ variantId: cartLines.variantId, quantity: sql<number>`sum(${cartLines.quantity})::int` })
    .from(cartLines)
    .where(and(owner, eq(cartLines.productId, productId), eq(cartLines.trxId, trxId)))
    .groupBy(cartLines.variantId);
  return new Map(rows.map((r) => [r.variantId, r.quantity]));
}
