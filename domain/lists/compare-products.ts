import { and, asc, eq, inArray } from "drizzle-orm";
import { attributes, attributeValues, brands, categories, colors, compareItems, products } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { localize } from "../../kernel/localize";
import { cardColumns, localizedColumn, productCard } from "../catalog/product-card";
import { specValue, valueLabel } from "../catalog/value-label";
import type { Ctx } from "../context";
import { type CompareOwner, ownedBy } from "./compare-owner";

/**
 * `GET home/compare-list`: the visitor's compared products in the order they were added, with
 * what the table sets side by side (price, rating, brand, category, stock, colours,
 * attributes and specifications). Three queries whatever the number of products.
 */
export async function compareProducts(ctx: Ctx, input: { owner: CompareOwner; locale: string }) {
  const { locale } = input;
  const rows = await ctx.db
    .select({
      ...cardColumns(locale),
      brandSlug: brands.slug,
      brandName: localizedColumn(brands.name, locale),
      categorySlug: categories.slug,
      categoryName: localizedColumn(categories.name, locale),
      colorIds: products.colorIds,
      valueIds: products.attributeValueIds,
      specs: products.specs,
    })
    .from(compareItems)
    .innerJoin(products, eq(products.id, compareItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(ownedBy(input.owner), eq(products.isVisible, true)))
    .orderBy(asc(compareItems.createdAt), asc(compareItems.id));

  const valueIds = [...new Set(rows.flatMap((r) => r.valueIds))];
  const colorIds = [...new Set(rows.flatMap((r) => r.colorIds))];
  const [valueRows, colorRows] = await Promise.all([
    valueIds.length
      ? ctx.db
          .select({
            id: attributeValues.id,
            value: attributeValues.value,
            labels: attributeValues.labels,
            attributeId: attributes.id,
            attributeName: attributes.name,
          })
          .from(attributeValues)
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(inArray(attributeValues.id, valueIds))
          .orderBy(asc(attributes.id), asc(attributeValues.id))
      : [],
    colorIds.length ? ctx.db.select().from(colors).where(inArray(colors.id, colorIds)).orderBy(asc(colors.id)) : [],
  ]);
  const colorById = new Map(colorRows.map((c) => [c.id, c]));
  const now = ctx.now();

  return rows.map((row) => {
    const card = productCard(row, now, ctx.mediaBase);
    const groups = new Map<number, { id: number; title: string; values: string[] }>();
    for (const v of valueRows) {
      if (!row.valueIds.includes(v.id)) continue;
      const group = groups.get(v.attributeId) ?? { id: v.attributeId, title: localize(v.attributeName as Localized, locale), values: [] };
      group.values.push(valueLabel(v, locale));
      groups.set(v.attributeId, group);
    }
    return {
      id: card.id,
      slug: card.slug,
      product_name: card.product_name,
      image_190x230: card.image,
      image_srcset: card.image_srcset,
      price: card.price,
      sale_price: card.sale_price,
      has_discount: card.has_discount,
      discount_percent: card.discount_percent,
      rating: card.rating,
      reviews_count: card.reviews_count,
      current_stock: card.current_stock,
      stock_visibility: card.stock_visibility,
      minimum_order_quantity: card.minimum_order_quantity,
      has_variant: card.has_variant,
      is_digital: card.is_digital,
      is_classified: card.is_classified,
      brand: row.brandSlug ? { slug: row.brandSlug, title: row.brandName } : null,
      category: row.categorySlug ? { id: row.categoryId, slug: row.categorySlug, title: row.categoryName } : null,
      colors: row.colorIds
        .map((id) => colorById.get(id))
        .filter((c) => c !== undefined)
        .map((c) => ({ id: c.id, name: localize(c.name as Localized, locale), hex: c.hex })),
      attributes: [...groups.values()],
      specifications: row.specs.map((s) => ({ label: localize(s.label, locale), value: specValue(s.value, locale) })),
    };
  });
}

export type CompareProduct = Awaited<ReturnType<typeof compareProducts>>[number];
