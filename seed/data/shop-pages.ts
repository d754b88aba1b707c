import type { Localized } from "./types";

const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });
const faDigits = (n: number) => String(n).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);

/** The demo shops' page texts in en/fa/ar: an "about us", section titles and the two policies. */
export function shopPageTexts(i: number, name: Localized, city: string) {
  const shipDays = 1 + (i % 3);
  const returnDays = [14, 30, 7][i % 3];
  return {
    about: L(
      `${name.en} is an independent shop from ${city}. We choose every item ourselves, answer questions within a day and pack with care.`,
      `${name.fa} فروشگاهی مستقل است. همهٔ کالاها را خودمان انتخاب می‌کنیم، ظرف یک روز به پرسش‌ها پاسخ می‌دهیم و با دقت بسته‌بندی می‌کنیم.`,
      `${name.ar} متجر مستقل. نختار كل منتج بأنفسنا، ونجيب عن الأسئلة خلال يوم، ونغلّف بعناية.`,
    ),
    aboutTitle: L("About us", "دربارهٔ ما", "من نحن"),
    bestSellers: L("Best sellers", "پرفروش‌ها", "الأكثر مبيعًا"),
    promo: L("New season, new arrivals", "فصل نو، کالاهای تازه", "موسم جديد ووصول جديد"),
    shipping: L(
      `Orders leave us within ${shipDays} working day${shipDays > 1 ? "s" : ""}, tracked to your door. You get the tracking link by e-mail.`,
      `سفارش‌ها ظرف ${faDigits(shipDays)} روز کاری ارسال می‌شوند و تا درِ خانه قابل پیگیری‌اند. پیوند پیگیری را با ایمیل دریافت می‌کنید.`,
      `تُشحن الطلبات خلال ${shipDays} ${shipDays > 1 ? "أيام عمل" : "يوم عمل"} مع تتبّع حتى باب منزلك. يصلك رابط التتبع بالبريد الإلكتروني.`,
    ),
    returns: L(
      `Changed your mind? Return unused items within ${returnDays} days for a full refund. Faulty items: we pay the return shipping.`,
      `پشیمان شدید؟ کالای استفاده‌نشده را تا ${faDigits(returnDays)} روز برگردانید و کل مبلغ را پس بگیرید. هزینهٔ بازگشت کالای معیوب با ماست.`,
      `غيّرت رأيك؟ أعد المنتجات غير المستخدمة خلال ${returnDays} يومًا واسترد المبلغ كاملًا. المنتجات المعيبة: نتحمّل نحن تكلفة الإرجاع.`,
    ),
  };
}
