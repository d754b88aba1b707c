import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attributes, attributeValues, categories, colors, products, productVariants, shops, users } from "../../db/schema";

let seq = 0;
const DAY = 86_400_000;

/**
 * A product with a known grid of variants, in a seeded shop (verified), for the details and
 * reviews tests:
 *   red  + S : 10.00, 5 in stock, picture p01
 *   red  + M : 12.00, out of stock
 *   blue + S : 11.00, 3 in stock, picture p02
 *   (blue + M does not exist)
 * and a 10 % discount that ends in two days and some hours.
 */
export async function variantProduct(db: Database, now: Date, extra: Partial<typeof products.$inferInsert> = {}) {
  const [shop] = await db
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(isNotNull(shops.verifiedAt))
    .orderBy(asc(shops.id))
    .limit(1);
  const [category] = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1);
  const [red, blue] = await db.select({ id: colors.id }).from(colors).orderBy(asc(colors.id)).limit(2);
  const [size] = await db.select({ id: attributes.id }).from(attributes).where(eq(attributes.slug, "size"));
  const [small, medium] = await db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(and(eq(attributeValues.attributeId, size.id)))
    .orderBy(asc(attributeValues.id))
    .limit(2);
  const n = ++seq;
  const slug = `fixture-variant-product-${process.pid}-${n}`;
  const [product] = await db
    .insert(products)
    .values({
      shopId: shop.id,
      categoryId: category.id,
      slug,
      name: { en: `Fixture jacket ${n}`, fa: `کاپشن ${n}`, ar: `سترة ${n}` },
      priceCents: 1000,
      stock: 8,
      hasVariants: true,
      colorIds: [red.id, blue.id],
      attributeValueIds: [small.id, medium.id],
      discountType: "percentage",
      discountValue: 1000,
      discountStartsAt: new Date(now.getTime() - DAY),
      discountEndsAt: new Date(now.getTime() + 2 * DAY + 5 * 3_600_000),
      images: ["demo/products/p00"],
      stockVisibility: "visible_with_quantity",
      minimumOrderQuantity: 2,
      ...extra,
    })
    .returning({ id: products.id });
  await db.insert(productVariants).values([
    {
      productId: product.id,
      sku: `FX-${n}-RS`,
      name: "Red-S",
      colorId: red.id,
      attributeValueIds: [small.id],
      priceCents: 1000,
      stock: 5,
      image: "demo/products/p01",
    },
    {
      productId: product.id,
      sku: `FX-${n}-RM`,
      name: "Red-M",
      colorId: red.id,
      attributeValueIds: [medium.id],
      priceCents: 1200,
      stock: 0,
      image: "demo/products/p01",
    },
    {
      productId: product.id,
      sku: `FX-${n}-BS`,
      name: "Blue-S",
      colorId: blue.id,
      attributeValueIds: [small.id],
      priceCents: 1100,
      stock: 3,
      image: "demo/products/p02",
    },
  ]);
  return { id: product.id, slug, shop, red: red.id, blue: blue.id, sizeId: size.id, small: small.id, medium: medium.id };
}

/** `count` fresh customers (the reviews tests need more writers than the seed has). */
export async function customers(db: Database, count: number, tag: string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${tag}-${process.pid}-${++seq}-${i}@test.example`,
    passwordHash: "x",
    firstName: `Reviewer${i}`,
    lastName: `Lastname${i}`,
  }));
  return db.insert(users).values(rows).returning({ id: users.id, firstName: users.firstName });
}
