import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, products, settings } from "../db/schema";
import type { Localized } from "../db/schema/types";
import type { HomeContent } from "../domain/settings/defaults";
import type { Art } from "./illustrations";
import type { ImageSpec } from "./images";

const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });

/** The home page's promotional pictures: what each shows, its tint, its name and where it links. */
const PROMOS: { art: Art; arts: Art[]; hue: number; label: Localized; url: string }[] = [
  { art: "gift", arts: ["perfume", "watch"], hue: 330, label: L("Gift ideas", "ایده‌های هدیه", "أفكار للهدايا"), url: "/gift-idea" },
  {
    art: "laptop",
    arts: ["mouse", "tablet"],
    hue: 210,
    label: L("Business ideas", "ایده‌های کسب‌وکار", "أفكار للأعمال"),
    url: "/business-idea",
  },
  {
    art: "sneaker",
    arts: ["tshirt", "backpack"],
    hue: 25,
    label: L("Today's deals", "پیشنهادهای امروز", "عروض اليوم"),
    url: "/daily-deals",
  },
  { art: "headphones", arts: ["earbuds", "phone"], hue: 265, label: L("Offers", "تخفیف‌ها", "العروض"), url: "/offer/products" },
  {
    art: "sofa",
    arts: ["floorlamp", "pillow"],
    hue: 150,
    label: L("Home & Kitchen", "خانه و آشپزخانه", "المنزل والمطبخ"),
    url: "/category/home-kitchen",
  },
  {
    art: "bicycle",
    arts: ["helmet", "tent"],
    hue: 95,
    label: L("Sports & Outdoors", "ورزش و سفر", "الرياضة والهواء الطلق"),
    url: "/category/sports-outdoors",
  },
  {
    art: "serum",
    arts: ["lipstick", "creamjar"],
    hue: 350,
    label: L("Beauty & Health", "آرایشی و بهداشتی", "الجمال والصحة"),
    url: "/category/beauty-health",
  },
  {
    art: "blocks",
    arts: ["book", "gamepad"],
    hue: 45,
    label: L("Toys & Baby", "اسباب‌بازی و کودک", "الألعاب والأطفال"),
    url: "/category/toys-baby",
  },
  {
    art: "watch",
    arts: ["smartwatch", "perfume"],
    hue: 190,
    label: L("Best sellers", "پرفروش‌ترین‌ها", "الأكثر مبيعًا"),
    url: "/best-selling/products",
  },
];

/** The tall pictures beside the category sections and the offers ending soon. */
const TALL: { key: string; art: Art; hue: number }[] = [
  { key: "electronics", art: "phone", hue: 215 },
  { key: "fashion", art: "jacket", hue: 15 },
  { key: "offers", art: "gift", hue: 340 },
];

/**
 * The demo home page (`home_page_contents`): every section type this shop renders, with real
 * pictures, categories and products. The sections 0–3 are rendered on the server, the rest
 * come from `GET home/page` as the shopper scrolls.
 */
export async function seedDemoHome(db: Database, images: ImageSpec[]) {
  PROMOS.forEach((p, i) => {
    images.push({ kind: "home-banner", key: `demo/home/promo-${i + 1}`, hue: p.hue, art: p.art, arts: p.arts });
  });
  for (const t of TALL) images.push({ kind: "section-banner", key: `demo/home/tall-${t.key}`, hue: t.hue, art: t.art });
  images.push({ kind: "home-banner", key: "demo/home/newsletter", hue: 280, art: "gift", arts: ["tote", "teaglass"] });

  const tops = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, ["electronics", "fashion"]));
  const idOf = (slug: string) => tops.find((c) => c.slug === slug)?.id;
  // the operator's pick: twelve best-rated visible products with a picture, one per shop
  const picked = await db
    .selectDistinctOn([products.shopId], { id: products.id })
    .from(products)
    .where(and(eq(products.isVisible, true), sql`cardinality(${products.images}) > 0`))
    .orderBy(asc(products.shopId), desc(products.rating), asc(products.id))
    .limit(12);
  const promo = (from: number, count: number): HomeContent => {
    const list = PROMOS.slice(from, from + count);
    return {
      type: "banner",
      thumbnail: list.map((_, i) => `demo/home/promo-${from + i + 1}`),
      url: list.map((p) => p.url),
      labels: list.map((p) => p.label),
    };
  };
  const contents: HomeContent[] = [
    // the running flash sale first, right under the slider, then the campaigns
    { type: "flash_deal" },
    { type: "popular_category" },
    { type: "campaign" },
    { type: "todays_deal" },
    promo(0, 2),
    { type: "latest_product" },
    { type: "category_section", category: idOf("electronics"), banner: "demo/home/tall-electronics", banner_url: "/category/electronics" },
    { type: "best_selling_products" },
    { type: "offer_ending_soon", banner: "demo/home/tall-offers", banner_url: "/offer/products" },
    { type: "top_category" },
    promo(2, 3),
    { type: "gift_idea" },
    { type: "category_section", category: idOf("fashion"), banner: "demo/home/tall-fashion", banner_url: "/category/fashion" },
    { type: "popular_brands" },
    { type: "business_idea" },
    { type: "custom_products", ids: picked.map((p) => p.id), title: L("Picked for you", "برگزیده برای شما", "مختارات لك") },
    promo(5, 4),
    { type: "top_sellers" },
    { type: "video_shopping" },
    { type: "latest_news" },
    {
      type: "download_section",
      banner: "demo/home/newsletter",
      text: L("Deals in your inbox", "تخفیف‌ها در صندوق نامه‌تان", "العروض في بريدك"),
      sub_text: L(
        "New shops, seasonal picks and offers ending soon, once a week. No spam.",
        "فروشگاه‌های تازه، برگزیده‌های فصل و تخفیف‌هایی که به‌زودی تمام می‌شوند؛ هفته‌ای یک بار، بدون هرزنامه.",
        "متاجر جديدة ومختارات موسمية وعروض تنتهي قريبًا، مرة في الأسبوع. بلا رسائل مزعجة.",
      ),
    },
  ];
  await db
    .insert(settings)
    .values({ key: "home_page_contents", value: contents as object })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
