import { asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, cities, coupons, products, shops, states } from "../../db/schema";

let seq = 0;

/** A plain product (no variants) in the n-th verified shop, with a known price and stock. */
export async function simpleProduct(
  db: Database,
  opts: { shopIndex?: number; priceCents?: number; stock?: number; min?: number; extra?: Partial<typeof products.$inferInsert> } = {},
) {
  const verified = await db
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(isNotNull(shops.verifiedAt))
    .orderBy(asc(shops.id));
  const shop = verified[opts.shopIndex ?? 0];
  const [category] = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1);
  const n = ++seq;
  const slug = `fixture-simple-${process.pid}-${n}`;
  const [row] = await db
    .insert(products)
    .values({
      shopId: shop.id,
      categoryId: category.id,
      slug,
      name: { en: `Fixture mug ${n}`, fa: `ماگ ${n}` },
      priceCents: opts.priceCents ?? 2500,
      stock: opts.stock ?? 10,
      minimumOrderQuantity: opts.min ?? 1,
      images: ["demo/products/p03"],
      shippingFeeCents: 300,
      ...opts.extra,
    })
    .returning({ id: products.id });
  return { id: row.id, slug, shopId: shop.id, ownerId: shop.ownerId };
}

/** A city with its state and country, as a typed checkout address. */
export async function typedAddress(db: Database, email = "buyer@test.example") {
  const [city] = await db
    .select({ id: cities.id, stateId: cities.stateId, countryId: states.countryId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(cities.id))
    .limit(1);
  return {
    name: "Sara Buyer",
    email,
    phone_no: "+98 912 000 0000",
    country_id: city.countryId,
    state_id: city.stateId,
    city_id: city.id,
    address: "12 Test Street",
    postal_code: "12345",
  };
}

/** A site-wide (or seller's) coupon with a fresh code. */
export async function makeCoupon(db: Database, values: Partial<typeof coupons.$inferInsert> = {}) {
  const code = `TEST${process.pid}X${++seq}`;
  const [row] = await db
    .insert(coupons)
    .values({ code, discountType: "percentage", discountValue: 1000, ...values })
    .returning();
  return row;
}

/** A product's stock as the database holds it. */
export const stockOf = async (db: Database, productId: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;
