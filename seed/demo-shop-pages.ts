import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { shops } from "../db/schema";
import type { ShopSection } from "../db/schema/shops";
import { shopPageTexts } from "./data/shop-pages";
import { shops as shopData } from "./data/shops";

/**
 * Every demo shop's own page: an "about us" text, a best-sellers row and its promotion picture
 * (drawn with the catalog's pictures, seed/demo-catalog.ts), and its shipping and returns
 * policies, in en/fa/ar. One product row only: the shop's listing follows with every product.
 */
export async function seedDemoShopPages(db: Database) {
  const rows = await db.select({ id: shops.id, slug: shops.slug, name: shops.name }).from(shops).orderBy(asc(shops.id));
  for (const [i, shop] of rows.entries()) {
    const city = shopData.find((s) => s.slug === shop.slug)?.city ?? "";
    const text = shopPageTexts(i, shop.name as Parameters<typeof shopPageTexts>[1], city);
    const sections: ShopSection[] = [
      { type: "text", title: text.aboutTitle, body: text.about },
      { type: "products", title: text.bestSellers, sort: "top_selling", limit: 6 },
      { type: "banner", image: `demo/shops/${shop.slug}-promo`, title: text.promo },
    ];
    await db
      .update(shops)
      .set({ sections, policies: { shipping: text.shipping, returns: text.returns } })
      .where(eq(shops.id, shop.id));
  }
}
