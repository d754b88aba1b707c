import type { Database } from "../../db/client";
import { attributes, attributeValues, brands, categories, colors, currencies, languages, products, shops, users } from "../../db/schema";

/**
 * A small fixed catalog for filter and listing tests: a category tree
 * Electronics > Phones > Smartphones and Electronics > Audio, plus Fashion; two brands, two
 * colours, one attribute with two values, USD (1) and EUR (0.92). Prices in cents.
 */
export async function seedSmallCatalog(db: Database) {
  await db.insert(languages).values([{ code: "en", name: "English", nativeName: "English", flag: "gb", position: 1 }]);
  await db.insert(currencies).values([
    { code: "USD", name: "US Dollar", symbol: "$", exchangeRate: "1", position: 1 },
    { code: "EUR", name: "Euro", symbol: "€", exchangeRate: "0.92", position: 2 },
  ]);
  const [owner] = await db
    .insert(users)
    .values({ email: "owner@example.com", passwordHash: "x", firstName: "Owner", role: "seller" })
    .returning({ id: users.id });
  const [shop] = await db
    .insert(shops)
    .values({ ownerId: owner.id, slug: "tiny-shop", name: { en: "Tiny Shop" }, verifiedAt: new Date("2025-01-01") })
    .returning({ id: shops.id });
  const cat = async (slug: string, parent: { id: number; path: string } | null) => {
    const [row] = await db
      .insert(categories)
      .values({
        slug,
        name: { en: slug },
        parentId: parent?.id ?? null,
        path: "",
        depth: parent ? parent.path.split("/").filter(Boolean).length : 0,
      })
      .returning({ id: categories.id });
    const path = `${parent?.path ?? "/"}${row.id}/`;
    await db
      .update(categories)
      .set({ path })
      .where((await import("drizzle-orm")).eq(categories.id, row.id));
    return { id: row.id, path };
  };
  const electronics = await cat("electronics", null);
  const phones = await cat("phones", electronics);
  const smartphones = await cat("smartphones", phones);
  const audio = await cat("audio", electronics);
  const fashion = await cat("fashion", null);
  const [acme, zeta] = await db
    .insert(brands)
    .values([
      { slug: "acme", name: { en: "Acme" } },
      { slug: "zeta", name: { en: "Zeta" } },
    ])
    .returning({ id: brands.id });
  const [red, blue] = await db
    .insert(colors)
    .values([
      { slug: "red", name: { en: "Red" }, hex: "#f00" },
      { slug: "blue", name: { en: "Blue" }, hex: "#00f" },
    ])
    .returning({ id: colors.id });
  const [size] = await db
    .insert(attributes)
    .values({ slug: "size", name: { en: "Size" } })
    .returning({ id: attributes.id });
  const [small, large] = await db
    .insert(attributeValues)
    .values([
      { attributeId: size.id, value: "S" },
      { attributeId: size.id, value: "L" },
    ])
    .returning({ id: attributeValues.id });
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const base = { shopId: shop.id, stock: 10 };
  const rows = [
    {
      slug: "phone-a",
      categoryId: smartphones.id,
      brandId: acme.id,
      priceCents: 50_000,
      rating: "4.50",
      totalSales: 40,
      colorIds: [red.id],
      attributeValueIds: [],
      createdAt: day(1),
    },
    {
      slug: "phone-b",
      categoryId: phones.id,
      brandId: zeta.id,
      priceCents: 30_000,
      rating: "3.80",
      totalSales: 90,
      colorIds: [blue.id],
      attributeValueIds: [],
      createdAt: day(2),
    },
    {
      slug: "speaker",
      categoryId: audio.id,
      brandId: acme.id,
      priceCents: 9_999,
      rating: "5.00",
      totalSales: 10,
      colorIds: [red.id, blue.id],
      attributeValueIds: [],
      createdAt: day(3),
    },
    {
      slug: "shirt-s",
      categoryId: fashion.id,
      brandId: zeta.id,
      priceCents: 2_000,
      rating: "2.40",
      totalSales: 5,
      colorIds: [blue.id],
      attributeValueIds: [small.id],
      createdAt: day(4),
    },
    {
      slug: "shirt-l",
      categoryId: fashion.id,
      brandId: null,
      priceCents: 2_500,
      rating: "0.00",
      totalSales: 0,
      colorIds: [],
      attributeValueIds: [large.id],
      createdAt: day(5),
    },
    {
      slug: "hidden-phone",
      categoryId: smartphones.id,
      brandId: acme.id,
      priceCents: 10_000,
      rating: "5.00",
      totalSales: 999,
      colorIds: [red.id],
      attributeValueIds: [],
      createdAt: day(6),
      isVisible: false,
    },
  ];
  await db.insert(products).values(rows.map((r) => ({ ...base, ...r, name: { en: r.slug } })));
  return {
    categories: { electronics, phones, smartphones, audio, fashion },
    brands: { acme: acme.id, zeta: zeta.id },
    colors: { red: red.id, blue: blue.id },
    values: { small: small.id, large: large.id },
  };
}
