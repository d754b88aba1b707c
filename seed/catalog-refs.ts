import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { attributes, attributeValues, brands, categories, colors, shops } from "../db/schema";
import { brandTrades } from "./data/brands";
import { categoryTree } from "./data/categories";
import { shopTrades } from "./data/shops";
import type { CategoryNode, ProductTemplate } from "./data/types";
import { type CatalogRefs, tradersOf } from "./demo-catalog";

/** Rebuild the ids that product generation needs from a database the demo seed already filled. */
export async function loadCatalogRefs(db: Database): Promise<CatalogRefs> {
  const templatesBySlug = new Map<string, { rootIndex: number; templates: ProductTemplate[]; slugs: string[] }>();
  const walk = (node: CategoryNode, rootIndex: number, above: string[]) => {
    const slugs = [...above, node.slug];
    if (node.products?.length) templatesBySlug.set(node.slug, { rootIndex, templates: node.products, slugs });
    for (const child of node.children ?? []) walk(child, rootIndex, slugs);
  };
  categoryTree.forEach((root, i) => {
    walk(root, i, []);
  });

  const [shopRows, brandRows, categoryRows, colorRows, attributeRows] = await Promise.all([
    db.select({ id: shops.id, slug: shops.slug, verifiedAt: shops.verifiedAt }).from(shops).orderBy(asc(shops.id)),
    db.select({ id: brands.id, slug: brands.slug }).from(brands).orderBy(asc(brands.id)),
    db.select({ id: categories.id, slug: categories.slug }).from(categories).orderBy(asc(categories.id)),
    db.select({ id: colors.id, slug: colors.slug, name: colors.name }).from(colors).orderBy(asc(colors.id)),
    db.select({ id: attributes.id, slug: attributes.slug }).from(attributes),
  ]);
  const sizeAttr = attributeRows.find((a) => a.slug === "size");
  const storageAttr = attributeRows.find((a) => a.slug === "storage");
  if (!sizeAttr || !storageAttr || !shopRows.length) throw new Error("the demo catalog is missing: seed the demo shop first");
  const valuesOf = (attributeId: number) =>
    db
      .select({ id: attributeValues.id, value: attributeValues.value })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, attributeId))
      .orderBy(asc(attributeValues.id));
  const [sizeValues, storageValues] = await Promise.all([valuesOf(sizeAttr.id), valuesOf(storageAttr.id)]);

  return {
    shopIds: shopRows.map((s) => s.id),
    verifiedShopIds: shopRows.filter((s) => s.verifiedAt).map((s) => s.id),
    brandIds: brandRows.map((b) => b.id),
    leaves: categoryRows.flatMap((c) => {
      const t = templatesBySlug.get(c.slug);
      return t
        ? [
            {
              id: c.id,
              rootIndex: t.rootIndex,
              templates: t.templates,
              shopIds: tradersOf(t.slugs, shopRows, shopTrades),
              brandIds: tradersOf(t.slugs, brandRows, brandTrades),
            },
          ]
        : [];
    }),
    colorIds: colorRows.map((c) => c.id),
    colorIdBySlug: Object.fromEntries(colorRows.map((c) => [c.slug, c.id])),
    sizeValueIds: sizeValues.map((v) => v.id),
    storageValueIds: storageValues.map((v) => v.id),
    sizeAttributeId: sizeAttr.id,
    storageAttributeId: storageAttr.id,
    labels: Object.fromEntries([
      ...colorRows.map((c) => [`c${c.id}`, c.name.en]),
      ...sizeValues.map((v) => [`v${v.id}`, v.value]),
      ...storageValues.map((v) => [`v${v.id}`, v.value]),
    ]),
  };
}
