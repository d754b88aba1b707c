import type { Localized } from "./types";

const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });

/** Arabic adjectives agree with the noun; `arFem` is the feminine form (same as `ar` when invariant). */
const A = (en: string, fa: string, ar: string, arFem: string = ar) => ({ loc: L(en, fa, ar), arFem });

const adjectiveForms = [
  A("Classic", "کلاسیک", "كلاسيكي", "كلاسيكية"),
  A("Modern", "مدرن", "عصري", "عصرية"),
  A("Premium", "ممتاز", "فاخر", "فاخرة"),
  A("Compact", "جمع‌وجور", "مدمج", "مدمجة"),
  A("Essential", "کاربردی", "أساسي", "أساسية"),
  A("Urban", "شهری", "حضري", "حضرية"),
  A("Pro", "حرفه‌ای", "احترافي", "احترافية"),
  A("Eco", "سازگار با محیط زیست", "صديق للبيئة", "صديقة للبيئة"),
  A("Deluxe", "لوکس", "ديلوكس"),
  A("Everyday", "روزمره", "للاستخدام اليومي"),
  A("Smart", "هوشمند", "ذكي", "ذكية"),
  A("Lightweight", "سبک", "خفيف", "خفيفة"),
  A("Heritage", "اصیل", "تراثي", "تراثية"),
  A("Nordic", "نوردیک", "اسكندنافي", "اسكندنافية"),
  A("Vintage", "وینتیج", "بطراز عتيق"),
  A("Sport", "اسپرت", "رياضي", "رياضية"),
  A("Elegant", "شیک", "أنيق", "أنيقة"),
  A("Travel", "مسافرتی", "للسفر"),
  A("Signature", "ویژه", "مميز", "مميزة"),
  A("Soft", "نرم", "ناعم", "ناعمة"),
  A("Ultra", "اولترا", "ألترا"),
  A("Handmade", "دست‌ساز", "مصنوع يدويًا", "مصنوعة يدويًا"),
  A("Family", "خانوادگی", "عائلي", "عائلية"),
  A("Select", "منتخب", "منتقى", "منتقاة"),
];

export const adjectives: Localized[] = adjectiveForms.map((a) => a.loc);

const arFeminine = new Map(adjectiveForms.map((a) => [a.loc.ar, a.arFem]));
/** Loanwords and nouns that are feminine without a tāʾ marbūṭa. */
const feminineArNouns = new Set(["كاميرا", "يد"]);
function isFeminineAr(noun: string): boolean {
  const head = noun.trim().split(/\s+/)[0] ?? "";
  return head.endsWith("ة") || head.endsWith("ات") || feminineArNouns.has(head);
}

/**
 * English: adjective first; Persian and Arabic: the adjective follows the noun.
 * In Arabic the adjective takes the feminine form after a feminine noun (or a non-human plural).
 */
export function composeProductName(noun: Localized, adjective: Localized, model: string): Localized {
  const arAdjective = isFeminineAr(noun.ar) ? (arFeminine.get(adjective.ar) ?? adjective.ar) : adjective.ar;
  return { en: `${adjective.en} ${noun.en} ${model}`, fa: `${noun.fa} ${adjective.fa} ${model}`, ar: `${noun.ar} ${arAdjective} ${model}` };
}

export const descriptionSentences: Localized[] = [
  L(
    "{name} is built for daily use and made to last.",
    "{name} برای استفاده روزانه ساخته شده و عمر طولانی دارد.",
    "صُمّم {name} للاستخدام اليومي ويدوم طويلًا.",
  ),
  L(
    "Every {name} is checked by the seller before it ships.",
    "هر {name} پیش از ارسال توسط فروشنده بررسی می‌شود.",
    "يفحص البائع كل {name} قبل شحنه.",
  ),
  L(
    "The {name} comes with a 12-month seller warranty.",
    "{name} با ۱۲ ماه گارانتی فروشنده عرضه می‌شود.",
    "يأتي {name} بضمان من البائع لمدة 12 شهرًا.",
  ),
  L(
    "Orders of {name} placed before noon leave the same day.",
    "سفارش‌های {name} که تا ظهر ثبت شوند همان روز ارسال می‌شوند.",
    "تُشحن طلبات {name} المقدمة قبل الظهر في اليوم نفسه.",
  ),
  L(
    "Materials in the {name} were chosen for comfort and durability.",
    "مواد به‌کاررفته در {name} برای راحتی و دوام انتخاب شده‌اند.",
    "اختيرت خامات {name} للراحة والمتانة.",
  ),
  L(
    "Customers praise the {name} for its value for money.",
    "مشتریان {name} را به خاطر ارزش خریدش تحسین می‌کنند.",
    "يثني العملاء على {name} لقيمته مقابل سعره.",
  ),
  L(
    "You can return the {name} within 14 days if it is not right for you.",
    "اگر {name} مناسب شما نبود، تا ۱۴ روز می‌توانید آن را برگردانید.",
    "يمكنك إرجاع {name} خلال 14 يومًا إن لم يناسبك.",
  ),
  L(
    "The {name} is packed in recyclable packaging.",
    "{name} در بسته‌بندی قابل بازیافت ارسال می‌شود.",
    "يُغلَّف {name} بتغليف قابل لإعادة التدوير.",
  ),
  L(
    "Care for the {name} is simple: wipe it clean and keep it dry.",
    "نگهداری {name} ساده است: تمیزش کنید و خشک نگهش دارید.",
    "العناية بـ{name} بسيطة: امسحه واحفظه جافًا.",
  ),
  L(
    "The {name} pairs well with the rest of the collection.",
    "{name} با دیگر محصولات این مجموعه هماهنگ است.",
    "يتناسب {name} مع بقية المجموعة.",
  ),
  L(
    "Each {name} is tested to the seller's quality standard.",
    "هر {name} مطابق استاندارد کیفیت فروشنده آزمایش می‌شود.",
    "يُختبر كل {name} وفق معايير جودة البائع.",
  ),
  L(
    "The {name} makes a thoughtful gift for friends and family.",
    "{name} هدیه‌ای سنجیده برای دوستان و خانواده است.",
    "يُعد {name} هدية مدروسة للأصدقاء والعائلة.",
  ),
  L(
    "Ask the seller about the {name}: most questions are answered within a day.",
    "درباره {name} از فروشنده بپرسید: بیشتر پرسش‌ها ظرف یک روز پاسخ داده می‌شوند.",
    "اسأل البائع عن {name}: يُجاب عن معظم الأسئلة خلال يوم.",
  ),
  L(
    "The {name} has a clean design that fits any style.",
    "{name} طراحی ساده‌ای دارد که با هر سلیقه‌ای جور است.",
    "يتميز {name} بتصميم أنيق يناسب كل الأذواق.",
  ),
  L(
    "Pay for the {name} by card, cash on delivery or from your wallet.",
    "هزینه {name} را با کارت، پرداخت در محل یا کیف پول بپردازید.",
    "ادفع ثمن {name} بالبطاقة أو نقدًا عند الاستلام أو من محفظتك.",
  ),
  L(
    "Thousands of shoppers have already chosen the {name}.",
    "هزاران خریدار تاکنون {name} را انتخاب کرده‌اند.",
    "اختار آلاف المتسوقين {name} بالفعل.",
  ),
];

export const shortDescriptions: Localized[] = [
  L("Reliable quality at a fair price.", "کیفیت مطمئن با قیمتی منصفانه.", "جودة موثوقة بسعر عادل."),
  L("A customer favourite, ready to ship.", "محبوب مشتریان و آماده ارسال.", "المفضّل لدى العملاء، وجاهز للشحن."),
  L("Thoughtful design for everyday life.", "طراحی سنجیده برای زندگی روزمره.", "تصميم مدروس للحياة اليومية."),
  L("Made to last, easy to love.", "بادوام و دوست‌داشتنی.", "متين يدوم طويلًا، وستحبه من أول استخدام."),
  L("Fresh from an independent shop.", "تازه رسیده از یک فروشگاه مستقل.", "وصل حديثًا من متجر مستقل."),
  L("Great value with a seller warranty.", "ارزش خرید عالی با گارانتی فروشنده.", "قيمة رائعة مع ضمان البائع."),
  L("Light, practical and beautifully finished.", "سبک، کاربردی و خوش‌ساخت.", "خفيف وعملي وبتشطيب جميل."),
  L("The upgrade you have been waiting for.", "ارتقایی که منتظرش بودید.", "الترقية التي كنت تنتظرها."),
  L("Simple, honest and well made.", "ساده، بی‌تکلف و خوش‌ساخت.", "بسيط وعملي ومتقن الصنع."),
  L("Chosen by our editors this season.", "انتخاب ویراستاران ما در این فصل.", "اختيار محررينا لهذا الموسم."),
];

export const colors: { slug: string; name: Localized; hex: string }[] = [
  { slug: "black", name: L("Black", "مشکی", "أسود"), hex: "#111827" },
  { slug: "white", name: L("White", "سفید", "أبيض"), hex: "#f9fafb" },
  { slug: "red", name: L("Red", "قرمز", "أحمر"), hex: "#dc2626" },
  { slug: "blue", name: L("Blue", "آبی", "أزرق"), hex: "#2563eb" },
  { slug: "green", name: L("Green", "سبز", "أخضر"), hex: "#16a34a" },
  { slug: "yellow", name: L("Yellow", "زرد", "أصفر"), hex: "#facc15" },
  { slug: "grey", name: L("Grey", "خاکستری", "رمادي"), hex: "#9ca3af" },
  { slug: "navy", name: L("Navy", "سرمه‌ای", "كحلي"), hex: "#1e3a8a" },
  { slug: "pink", name: L("Pink", "صورتی", "وردي"), hex: "#ec4899" },
  { slug: "brown", name: L("Brown", "قهوه‌ای", "بني"), hex: "#92400e" },
];

export const sizes = ["XS", "S", "M", "L", "XL", "XXL"];
export const storageSizes = ["64 GB", "128 GB", "256 GB", "512 GB"];
