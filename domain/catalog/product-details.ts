import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { mediaUrl, productImage } from "../../app/lib/media";
import { attributes, attributeValues, brands, colors, products, productVariants, shops } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import type { Ctx, Viewer } from "../context";
import { NotFoundError } from "../errors";
import { localize } from "../shared/localize";
import { allCategories } from "./categories";
import { cardColumns, productCard } from "./product-card";
import { centsToString, priceView } from "./pricing";

/** Everything the product page shows: the product, its variants and choices, seller, brand, related products. */
export async function productDetails(ctx: Ctx, viewer: Viewer, input: { slug: string }, opts: { mediaBase: string }) {
  const [product] = await ctx.db.select().from(products).where(and(eq(products.slug, input.slug), eq(products.isVisible, true))).limit(1);
  if (!product) throw new NotFoundError("Product not found");
  const L = (t: Localized | null | undefined) => localize(t, viewer.locale);
  const now = ctx.now();

  const [variants, shop, brand, categoryRows, related, colorRows] = await Promise.all([
    ctx.db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.id)),
    ctx.db.select().from(shops).where(eq(shops.id, product.shopId)).limit(1).then((r) => r[0]),
    product.brandId ? ctx.db.select().from(brands).where(eq(brands.id, product.brandId)).limit(1).then((r) => r[0]) : undefined,
    allCategories(ctx),
    ctx.db.select(cardColumns(viewer.locale)).from(products)
      .where(and(eq(products.categoryId, product.categoryId), eq(products.isVisible, true), ne(products.id, product.id)))
      .orderBy(desc(products.createdAt)).limit(6),
    product.colorIds.length ? ctx.db.select().from(colors).where(inArray(colors.id, product.colorIds)) : [],
  ]);

  const valueIds = [...new Set(variants.flatMap((v) => v.attributeValueIds))];
  const valueRows = valueIds.length ? await ctx.db.select({ id: attributeValues.id, value: attributeValues.value, attributeId: attributeValues.attributeId, name: attributes.name, attrSlug: attributes.slug })
    .from(attributeValues).innerJoin(attributes, eq(attributes.id, attributeValues.attributeId)).where(inArray(attributeValues.id, valueIds)).orderBy(asc(attributeValues.id)) : [];

  const attributeGroups = new Map<number, { id: number; slug: string; title: string; values: { id: number; value: string }[] }>();
  for (const v of valueRows) {
    const group = attributeGroups.get(v.attributeId) ?? { id: v.attributeId, slug: v.attrSlug, title: L(v.name as Localized), values: [] };
    group.values.push({ id: v.id, value: v.value });
    attributeGroups.set(v.attributeId, group);
  }

  const category = categoryRows.find((c) => c.id === product.categoryId);
  const breadcrumb = category ? category.path.split("/").filter(Boolean).map(Number)
    .map((id) => categoryRows.find((c) => c.id === id)).filter(Boolean).map((c) => ({ slug: c!.slug, title: L(c!.name as Localized) })) : [];

  const gallery = [...product.images, ...variants.map((v) => v.image).filter((i): i is string => !!i && !product.images.includes(i))]
    .map((key) => productImage(opts.mediaBase, key));

  return {
    product: {
      id: product.id,
      slug: product.slug,
      product_name: L(product.name),
      short_description: L(product.shortDescription),
      description: L(product.description),
      specifications: product.specs.map((s) => ({ label: L(s.label), value: s.value })),
      gallery,
      ...priceView(product, now),
      current_stock: product.stock,
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
      tags: product.tags,
      reward: product.rewardPoints,
      colors: colorRows.map((c) => ({ id: c.id, name: L(c.name as Localized), hex: c.hex })),
      variants: variants.map((v) => ({
        id: v.id, sku: v.sku, name: v.name, color_id: v.colorId, attribute_value_ids: v.attributeValueIds,
        current_stock: v.stock, image: v.image ? productImage(opts.mediaBase, v.image).card : null,
        ...priceView(product, now, v.priceCents),
      })),
      category: category ? { id: category.id, slug: category.slug, title: L(category.name as Localized) } : null,
      breadcrumb,
      brand: brand ? { id: brand.id, slug: brand.slug, title: L(brand.name), image: mediaUrl(opts.mediaBase, brand.logo, 130, 93) } : null,
      seller: shop ? {
        id: shop.id, slug: shop.slug, shop_name: L(shop.name), logo: mediaUrl(opts.mediaBase, shop.logo, 82, 82),
        rating: shop.rating, reviews_count: shop.reviewsCount, total_products: shop.productsCount,
        join_date: shop.createdAt.toISOString(), is_followed: false,
      } : null,
      related_products: related.map((r) => productCard(r, now, opts.mediaBase)),
      price_range: variants.length ? { min: centsToString(Math.min(...variants.map((v) => v.priceCents))), max: centsToString(Math.max(...variants.map((v) => v.priceCents))) } : null,
      form: { id: product.id, quantity: product.minimumOrderQuantity, attribute_values: [] as number[] },
    },
    attributes: [...attributeGroups.values()],
  };
}

export type ProductDetails = Awaited<ReturnType<typeof productDetails>>;
