import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { products } from "../db/schema";

/**
 * Product videos for the gallery: the two best-selling products and the newest one get a
 * YouTube or Vimeo link in the forms sellers paste (watch page, short link, Vimeo page).
 * The gallery turns them into privacy-friendly embeds (youtube-nocookie.com, player.vimeo.com).
 */
export const DEMO_VIDEO_URLS = [
  "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  "https://vimeo.com/76979871",
  "https://youtu.be/eRsGyueVLvQ",
];

export async function seedDemoVideos(db: Database) {
  const [bestSelling, newest] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isVisible, true))
      .orderBy(desc(products.totalSales), desc(products.id))
      .limit(2),
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isVisible, true))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(1),
  ]);
  const ids = [...new Set([...bestSelling, ...newest].map((p) => p.id))];
  for (const [i, id] of ids.entries())
    await db
      .update(products)
      .set({ videoUrl: DEMO_VIDEO_URLS[i % DEMO_VIDEO_URLS.length] })
      .where(eq(products.id, id));
}
