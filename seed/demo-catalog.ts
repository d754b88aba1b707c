import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { attributes, attributeValues, brands, categories, colors, shops, users } from "../db/schema";
import { brands as brandData, brandTrades } from "./data/brands";
import { categoryTree } from "./data/categories";
import { labelsOf } from "./data/measures";
import { shops as shopData, shopTrades } from "./data/shops";
import type { CategoryNode, ProductTemplate } from "./data/types";
import { colors as colorData, sizes, storageSizes } from "./data/words";
import type { Art } from "./illustrations";
import type { ImageSpec } from "./images";
import { artOf, categoryArts } from "./product-art";

export const DEMO_ACCOUNTS = {
  customer: { email: "customer@example.com", password: "customer123" },
  seller: { email: "seller@example.com", password: "seller123" },
  admin: { email: "admin@example.com", password: "admin123" },
};

export interface CatalogRefs {
  shopIds: number[];
  verifiedShopIds: number[];
  brandIds: number[];
  /** each leaf category with the shops that sell it and the brands that make it */
  leaves: { id: number; rootIndex: number; templates: ProductTemplate[]; shopIds: number[]; brandIds: number[] }[];
  colorIds: number[];
  /** colour ids by slug (the palettes of seed/product-art.ts name colours by slug) */
  colorIdBySlug: Record<string, number>;
  sizeValueIds: number[];
  storageValueIds: number[];
  sizeAttributeId: number;
  storageAttributeId: number;
  /** human names for variant labels: "c{id}" for colours, "v{id}" for attribute values */
  labels: Record<string, string>;
}

/** Demo users, shops, categories, brands, colours and attributes; returns the ids products need. */
export async function seedCatalogBase(db: Database, images: ImageSpec[]): Promise<CatalogRefs> {
  const [customerHash, sellerHash, adminHash] = await Promise.all(
    [DEMO_ACCOUNTS.customer.password, DEMO_ACCOUNTS.seller.password, DEMO_ACCOUNTS.admin.password].map((p) => hash(p)),
  );
  await db.insert(users).values([
    { email: DEMO_ACCOUNTS.admin.email, passwordHash: adminHash, firstName: "Ada", lastName: "Admin", role: "admin" },
    {
      email: DEMO_ACCOUNTS.customer.email,
      passwordHash: customerHash,
      firstName: "Cyrus",
      lastName: "Customer",
      role: "customer",
      phone: "+1 555 0100",
    },
  ]);
  const owners = await db
    .insert(users)
    .values(
      shopData.map((s, i) => ({
        email: i === 0 ? DEMO_ACCOUNTS.seller.email : `seller${i + 1}@example.com`,
        passwordHash: sellerHash,
        firstName: s.name.en.split(" ")[0],
        lastName: "Seller",
        role: "seller" as const,
        phone: s.phone,
      })),
    )
    .returning({ id: users.id });

  const shopRows = await db
    .insert(shops)
    .values(
      shopData.map((s, i) => {
        images.push(
          { kind: "shop-logo", key: `demo/shops/${s.slug}-logo`, hue: (i * 47) % 360, label: s.name.en },
          { kind: "shop-banner", key: `demo/shops/${s.slug}-banner`, hue: (i * 47 + 20) % 360, ...shopScenery(s.slug) },
          // the wide picture of the shop page's own banner section (seed/demo-shop-pages.ts)
          { kind: "shop-banner", key: `demo/shops/${s.slug}-promo`, hue: (i * 47 + 200) % 360, ...promoScenery(s.slug) },
        );
        return {
          ownerId: owners[i].id,
          slug: s.slug,
          name: s.name,
          tagline: s.tagline,
          phone: s.phone,
          address: s.city,
          logo: `demo/shops/${s.slug}-logo`,
          banner: `demo/shops/${s.slug}-banner`,
          // two shops still wait for an admin's verification
          verifiedAt: i < shopData.length - 2 ? new Date(Date.UTC(2024, i % 12, 1 + i)) : null,
          // counted from its products' reviews once they are written (seed/demo-reviews.ts)
          rating: "0.00",
          reviewsCount: 0,
          createdAt: new Date(Date.UTC(2023, i % 12, 1 + i)),
        };
      }),
    )
    .returning({ id: shops.id, slug: shops.slug, verifiedAt: shops.verifiedAt });

  const brandRows = await db
    .insert(brands)
    .values(
      brandData.map((b, i) => {
        images.push({ kind: "brand", key: `demo/brands/${b.slug}`, hue: (i * 29) % 360, label: b.name });
        return {
          slug: b.slug,
          name: { en: b.name, fa: b.namefa, ar: b.name },
          tagline: b.tagline,
          logo: `demo/brands/${b.slug}`,
          position: i,
        };
      }),
    )
    .returning({ id: brands.id, slug: brands.slug });

  const leaves: CatalogRefs["leaves"] = [];
  const arts = categoryArts();
  const insertNode = async (
    node: CategoryNode,
    parent: { id: number; path: string; slugs: string[] } | null,
    depth: number,
    position: number,
    rootIndex: number,
  ) => {
    images.push({
      kind: "category",
      key: `demo/categories/${node.slug}`,
      // each category its own tint: the roots spread round the colour wheel, their children near them
      hue: (rootIndex * 45 + depth * 14 + position * 11) % 360,
      art: arts.get(node.slug),
    });
    const [row] = await db
      .insert(categories)
      .values({
        parentId: parent?.id ?? null,
        slug: node.slug,
        name: node.name,
        icon: node.icon,
        image: `demo/categories/${node.slug}`,
        path: "pending",
        depth,
        position,
        isFeatured: depth === 1,
      })
      .returning({ id: categories.id });
    const path = `${parent?.path ?? "/"}${row.id}/`;
    await db.update(categories).set({ path }).where(eqId(row.id));
    const slugs = [...(parent?.slugs ?? []), node.slug];
    if (node.products?.length)
      leaves.push({
        id: row.id,
        rootIndex,
        templates: node.products,
        shopIds: tradersOf(slugs, shopRows, shopTrades),
        brandIds: tradersOf(slugs, brandRows, brandTrades),
      });
    for (const [i, child] of (node.children ?? []).entries()) await insertNode(child, { id: row.id, path, slugs }, depth + 1, i, rootIndex);
  };
  for (const [i, root] of categoryTree.entries()) await insertNode(root, null, 0, i, i);

  const colorRows = await db
    .insert(colors)
    .values(colorData.map((c) => ({ slug: c.slug, name: c.name, hex: c.hex })))
    .returning({ id: colors.id });
  const [sizeAttr, storageAttr] = await db
    .insert(attributes)
    .values([
      { slug: "size", name: { en: "Size", fa: "سایز", ar: "المقاس" } },
      { slug: "storage", name: { en: "Storage", fa: "حافظه", ar: "السعة" } },
    ])
    .returning({ id: attributes.id });
  const sizeValues = await db
    .insert(attributeValues)
    .values(sizes.map((v) => ({ attributeId: sizeAttr.id, value: v })))
    .returning({ id: attributeValues.id });
  const storageValues = await db
    .insert(attributeValues)
    .values(storageSizes.map((v) => ({ attributeId: storageAttr.id, value: v, labels: labelsOf(v) })))
    .returning({ id: attributeValues.id });

  return {
    shopIds: shopRows.map((s) => s.id),
    verifiedShopIds: shopRows.filter((s) => s.verifiedAt).map((s) => s.id),
    brandIds: brandRows.map((b) => b.id),
    leaves,
    colorIds: colorRows.map((c) => c.id),
    colorIdBySlug: Object.fromEntries(colorRows.map((c, i) => [colorData[i].slug, c.id])),
    sizeValueIds: sizeValues.map((v) => v.id),
    storageValueIds: storageValues.map((v) => v.id),
    sizeAttributeId: sizeAttr.id,
    storageAttributeId: storageAttr.id,
    labels: Object.fromEntries([
      ...colorRows.map((c, i) => [`c${c.id}`, colorData[i].name.en]),
      ...sizeValues.map((v, i) => [`v${v.id}`, sizes[i]]),
      ...storageValues.map((v, i) => [`v${v.id}`, storageSizes[i]]),
    ]),
  };
}

const eqId = (id: number) => eq(categories.id, id);

/** A shop banner shows what the shop sells: the drawings of the first categories of its trade. */
function shopScenery(slug: string): { art?: Art; arts?: Art[] } {
  const arts = categoryArts();
  const [art, ...rest] = (shopTrades[slug] ?? []).map((t) => arts.get(t)).filter((a): a is Art => !!a);
  const more = [...new Set(allTemplatesUnder(shopTrades[slug] ?? []).map(artOf))].filter((a) => a !== art);
  return art ? { art, arts: [...rest, ...more].slice(0, 2) } : {};
}

/** The shop page's promotion picture: the same trade, its objects in another order. */
function promoScenery(slug: string): { art?: Art; arts?: Art[] } {
  const { art, arts = [] } = shopScenery(slug);
  if (!art) return {};
  const [first, ...rest] = [...arts, art];
  return { art: first, arts: rest };
}

function allTemplatesUnder(slugs: string[]): ProductTemplate[] {
  const out: ProductTemplate[] = [];
  const walk = (nodes: CategoryNode[], inside: boolean) => {
    for (const n of nodes) {
      const here = inside || slugs.includes(n.slug);
      if (here) out.push(...(n.products ?? []));
      walk(n.children ?? [], here);
    }
  };
  walk(categoryTree, false);
  return out;
}

/**
 * The shops (or brands) whose trade (seed/data/shops.ts, brands.ts) covers a category, given
 * its slug and its ancestors'; all of them when none does.
 */
export function tradersOf(categorySlugs: string[], rows: { id: number; slug: string }[], trades: Record<string, string[]>): number[] {
  const ids = rows.filter((r) => (trades[r.slug] ?? []).some((t) => categorySlugs.includes(t))).map((r) => r.id);
  return ids.length ? ids : rows.map((r) => r.id);
}
