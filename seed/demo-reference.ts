import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { addons, settings } from "../db/schema";
import { ensureReferenceData } from "../domain/locale/reference-data";
import { popup } from "./data/content";
import { contactInfo } from "./data/pages";

/** The reference data every shop starts with (domain/locale/reference-data.ts), with the places it delivers to, then the demo's modules and settings. */
export async function seedReference(db: Database) {
  await ensureReferenceData(db);
  await db.insert(addons).values([
    { identifier: "ishopet", isActive: false },
    { identifier: "reward", isActive: true },
    { identifier: "affiliate", isActive: true },
    { identifier: "offline_payment", isActive: true },
    { identifier: "video_shopping", isActive: true },
    { identifier: "refund", isActive: true },
  ]);

  const values: Record<string, unknown> = {
    site_name: "Bazaar",
    // the demo's colour switcher (spec sections 2 and 6): visitors may try other colours in their browser
    demo_mode: 1,
    facebook_link: "https://facebook.com/bazaar.example",
    twitter_link: "https://twitter.com/bazaar_example",
    instagram_link: "https://instagram.com/bazaar.example",
    youtube_link: "https://youtube.com/@bazaar-example",
    linkedin_link: "",
    popup_title: popup.title,
    popup_description: popup.description,
    popup_image: "demo/popup/offer",
    contact_info: contactInfo,
    // the contact page's map: the demo address (Hamburg)
    latitude: "53.5436",
    longitude: "9.9886",
    zoom_level: 14,
    footer_about: {
      en: "Bazaar is a marketplace where independent shops sell to you directly: compare offers, follow the sellers you like, and pay the way that suits you.",
      fa: "بازار فروشگاهی چندفروشنده است که در آن فروشگاه‌های مستقل مستقیم به شما می‌فروشند: پیشنهادها را مقایسه کنید، فروشندگان محبوبتان را دنبال کنید و به روش دلخواه پرداخت کنید.",
      ar: "بازار سوق متعدد البائعين تبيع فيه المتاجر المستقلة إليك مباشرة: قارن العروض وتابع البائعين المفضلين وادفع بالطريقة التي تناسبك.",
    },
    copyright: {
      en: "© 2026 Bazaar. All rights reserved.",
      fa: "© ۲۰۲۶ بازار. همه حقوق محفوظ است.",
      ar: "© 2026 بازار. جميع الحقوق محفوظة.",
    },
    // home_page_contents: seed/demo-home.ts (it names the demo's categories and products)
  };
  await db
    .insert(settings)
    .values(Object.entries(values).map(([key, value]) => ({ key, value: value as object })))
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
