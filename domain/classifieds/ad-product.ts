import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ClassifiedAd, products, shops, users } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { refreshSearchText } from "../catalog/search-text";

/** The marketplace's own shop that holds published classified ads (decision 032): one, made on the first approval. */
export const HOUSE_SHOP_SLUG = "classified-ads";
const HOUSE_EMAIL = "classified-ads@shop.invalid";

const CONDITION: Record<ClassifiedAd["condition"], Localized> = {
  new: { en: "New", fa: "نو", ar: "جديد" },
  like_new: { en: "Like new", fa: "در حد نو", ar: "كالجديد" },
  used: { en: "Used", fa: "کارکرده", ar: "مستعمل" },
  for_parts: { en: "For parts", fa: "برای قطعات", ar: "لقطع الغيار" },
};
const CONDITION_LABEL: Localized = { en: "Condition", fa: "وضعیت", ar: "الحالة" };

/**
 * The classified-ads shop's id: verified and public (its page `/shop/classified-ads` lists every
 * published ad), owned by a system account that cannot sign in (a password hash no password
 * matches, an address no mail reaches). Made once, inside the caller's transaction; two first
 * approvals at once meet on the unique slug and e-mail.
 */
export async function houseShopId(tx: Database, now: Date): Promise<number> {
  const [found] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.slug, HOUSE_SHOP_SLUG)).limit(1);
  if (found) return found.id;
  await tx
    .insert(users)
    .values({
      email: HOUSE_EMAIL,
      passwordHash: "!",
      firstName: "Classified ads",
      role: "seller",
      status: "active",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, HOUSE_EMAIL)).limit(1);
  await tx
    .insert(shops)
    .values({
      ownerId: owner.id,
      slug: HOUSE_SHOP_SLUG,
      name: { en: "Classified ads", fa: "آگهی‌های نیازمندی", ar: "الإعلانات المبوبة" },
      tagline: { en: "Ads by our members", fa: "آگهی‌های کاربران", ar: "إعلانات أعضائنا" },
      verifiedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.slug, HOUSE_SHOP_SLUG)).limit(1);
  return shop.id;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The ad's plain text as the product's rich text: escaped (a script is only text), one paragraph per blank-line block. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

const everyLanguage = (text: string): Localized => ({ en: text, fa: text, ar: text });

/** The product row's fields that come from the ad (the user's text stands in every language). */
function productFields(ad: ClassifiedAd, now: Date) {
  return {
    categoryId: ad.categoryId,
    name: everyLanguage(ad.title),
    shortDescription: Object.fromEntries(
      Object.entries(CONDITION_LABEL).map(([lang, label]) => [lang, `${label}: ${CONDITION[ad.condition][lang]}`]),
    ) as Localized,
    description: everyLanguage(descriptionHtml(ad.description)),
    priceCents: ad.priceCents,
    images: ad.images,
    isClassified: true,
    contactInfo: { contact_name: ad.contact, phone_no: ad.phone, email: ad.email, address: ad.address },
    stockVisibility: "hide_stock" as const,
    status: "published" as const,
    isApproved: true,
    isVisible: true,
    updatedAt: now,
  };
}

/**
 * Publish an approved ad as its product (inside the caller's transaction): the first approval
 * inserts the row in the classified-ads shop, a later one (after an edit) rewrites it. Answers
 * the product id; the search text follows.
 */
export async function publishAdProduct(tx: Database, ad: ClassifiedAd, now: Date): Promise<number> {
  let productId = ad.productId;
  if (productId) await tx.update(products).set(productFields(ad, now)).where(eq(products.id, productId));
  else {
    const shopId = await houseShopId(tx, now);
    const slug = `ad-${ad.id}-${randomBytes(3).toString("hex")}`;
    const [row] = await tx
      .insert(products)
      .values({ ...productFields(ad, now), shopId, slug, stock: 0, createdAt: now })
      .returning({ id: products.id });
    productId = row.id;
  }
  await refreshSearchText(tx, [productId]);
  await countHouseProducts(tx, productId);
  return productId;
}

/** Keep the shop's product count (its cards' "products") in step with its visible products, as the demo's `refreshShopCounts` does. */
async function countHouseProducts(tx: Database, productId: number): Promise<void> {
  await tx
    .update(shops)
    .set({ productsCount: sql`(select count(*)::int from ${products} where ${products.shopId} = ${shops.id} and ${products.isVisible})` })
    .where(sql`${shops.id} = (select ${products.shopId} from ${products} where ${products.id} = ${productId})`);
}

/** Take an ad's product out of every listing and off its page (pending again, sold, expired, deleted). */
export async function hideAdProduct(tx: Database, productId: number | null, now: Date, trash = false): Promise<void> {
  if (!productId) return;
  await tx
    .update(products)
    .set({ isVisible: false, status: trash ? "trash" : "draft", updatedAt: now })
    .where(eq(products.id, productId));
  await countHouseProducts(tx, productId);
}
