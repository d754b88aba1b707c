import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { banners, blogCategories, blogs, pages, services, sliders, users } from "../db/schema";
import {
  banners as bannerData,
  blogCategories as blogCategoryData,
  blogs as blogData,
  services as serviceData,
  sliders as sliderData,
} from "./data/content";
import { staticPages } from "./data/pages";
import { tagLabelsOf } from "./data/tag-words";
import type { Art } from "./illustrations";
import type { ImageSpec } from "./images";

const DAY = 86_400_000;

/** What the content pictures show, in the order of seed/data/content.ts: the main object, then the ones beside it. */
const SLIDE_ARTS: Art[][] = [
  ["laptop", "phone", "headphones"], // Gadget Week
  ["jacket", "beanie", "sneaker"], // winter wardrobe
  ["watch", "backpack", "perfume"], // best sellers
  ["sofa", "floorlamp", "pillow"], // home
];
const BANNER_ARTS: Art[][] = [
  ["gift", "smartwatch", "tote"], // today's deals
  ["sneaker", "tshirt", "camera"], // new arrivals
  ["headphones", "watch", "perfume"], // shop by brand
  ["basket", "teaglass", "rug"], // meet our sellers
  ["perfume", "lipstick", "serum"], // best sellers
  ["bookcase", "camera", "blocks"], // all categories
];
const BLOG_ARTS: Art[][] = [
  ["laptop", "mouse"],
  ["rug", "floorlamp"],
  ["pan", "teaglass"],
  ["armchair", "bookcase"],
  ["headphones", "earbuds"],
  ["tote", "backpack"],
  ["bicycle", "helmet"],
  ["serum", "creamjar"],
  ["gift", "perfume"],
  ["phone", "powerbank"],
];

/** The `art` and `arts` of the i-th content picture (cycling through the list). */
function scenery(list: Art[][], i: number): { art: Art; arts: Art[] } {
  const [art, ...arts] = list[i % list.length];
  return { art, arts };
}

/** Static pages, sliders, banners, services and blogs of the demo shop (its campaigns: seed/demo-campaigns.ts). */
export async function seedContent(db: Database, images: ImageSpec[], now: Date) {
  await db
    .insert(pages)
    .values(staticPages.map((p, i) => ({ slug: p.slug, title: p.title, content: p.content, position: i, showInFooter: true })));

  await db.insert(sliders).values(
    sliderData.map((s, i) => {
      images.push({ kind: "slider", key: `demo/sliders/slide-${i + 1}`, hue: s.hue, ...scenery(SLIDE_ARTS, i) });
      return { image: `demo/sliders/slide-${i + 1}`, title: s.title, subtitle: s.subtitle, cta: s.cta, link: s.link, position: i };
    }),
  );
  await db.insert(banners).values(
    bannerData.map((b, i) => {
      images.push({ kind: "banner", key: `demo/banners/banner-${i + 1}`, hue: b.hue, ...scenery(BANNER_ARTS, i) });
      return { image: `demo/banners/banner-${i + 1}`, title: b.title, link: b.link, position: i };
    }),
  );
  await db.insert(services).values(serviceData.map((s, i) => ({ icon: s.icon, title: s.title, subtitle: s.subtitle, position: i })));
  images.push({ kind: "popup", key: "demo/popup/offer", hue: 280, art: "gift" });

  const cats = await db
    .insert(blogCategories)
    .values(blogCategoryData.map((c) => ({ slug: c.slug, name: c.name })))
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  await db.insert(blogs).values(
    blogData.map((b, i) => {
      images.push({ kind: "blog", key: `demo/blogs/${b.slug}`, hue: (i * 36 + 10) % 360, ...scenery(BLOG_ARTS, i) });
      return {
        categoryId: cats.find((c) => c.slug === b.category)?.id ?? cats[0].id,
        authorId: admin?.id ?? null,
        slug: b.slug,
        title: b.title,
        excerpt: b.excerpt,
        body: b.body,
        image: `demo/blogs/${b.slug}`,
        tags: b.tags,
        tagLabels: tagLabelsOf(b.tags),
        publishedAt: new Date(now.getTime() - (i * 6 + 1) * DAY),
        views: 40 + i * 17,
      };
    }),
  );
}
