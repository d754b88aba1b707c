import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, classifiedAds, products, users } from "../db/schema";
import { publishAdProduct } from "../domain/classifieds/ad-product";
import { SETTING_DEFAULTS } from "../domain/settings/defaults";
import { DEMO_ACCOUNTS } from "./demo-catalog";

const DAY_MS = 86_400_000;

/**
 * The demo customer's classified ads (decision 032): one published (a classified product in
 * the listings), one waiting in the operator's queue and one rejected with a reason, each in the
 * category and with the picture of one of the demo's classified products (cars, motorcycles).
 */
export async function seedDemoAds(db: Database, now: Date) {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email));
  const models = await db
    .select({ categoryId: products.categoryId, images: products.images, slug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isClassified, true), eq(products.isVisible, true)))
    .orderBy(asc(products.id));
  if (!customer || models.length === 0) return;
  // a demo classified product of the ad's category (its picture), else the first one
  const model = (slug: string) => models.find((m) => m.slug === slug) ?? models[0];
  const contact = {
    contact: "Cyrus Customer",
    phone: "+1 555 0142",
    email: DEMO_ACCOUNTS.customer.email,
    address: "8 Harbor Road, Springfield",
  };
  const ads = [
    {
      title: "Family car, one owner, full service history",
      category: "used-cars",
      priceCents: 1_150_000,
      condition: "used" as const,
      description: "Serviced every year at the dealer; new tyres last spring.\n\nViewing any evening; test drive with a licence.",
      status: "published" as const,
    },
    {
      title: "Scooter for the city, 125 cc",
      category: "motorcycles",
      priceCents: 0,
      condition: "like_new" as const,
      description: "Bought last year, ridden on weekends only. Comes with two helmets and a cover.",
      status: "pending" as const,
    },
    {
      title: "Motorcycle spare parts bundle",
      category: "motorcycles",
      priceCents: 9_900,
      condition: "for_parts" as const,
      description: "Mirrors, a headlight and a seat; pick up only.",
      status: "rejected" as const,
    },
  ];
  for (const [i, ad] of ads.entries()) {
    const created = new Date(now.getTime() - (3 - i) * DAY_MS);
    const [row] = await db
      .insert(classifiedAds)
      .values({
        userId: customer.id,
        title: ad.title,
        categoryId: model(ad.category).categoryId,
        priceCents: ad.priceCents,
        condition: ad.condition,
        description: ad.description,
        images: model(ad.category).images.slice(0, 1),
        ...contact,
        status: ad.status === "published" ? "pending" : ad.status,
        rejectReason: ad.status === "rejected" ? "Please add a picture of the parts themselves and the model they fit." : "",
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    if (ad.status === "published") {
      const productId = await publishAdProduct(db, row, created);
      const days = SETTING_DEFAULTS.classified_ad_days;
      await db
        .update(classifiedAds)
        .set({ status: "published", productId, publishedAt: created, expiresAt: new Date(now.getTime() + days * DAY_MS) })
        .where(eq(classifiedAds.id, row.id));
    }
  }
}
