import type { Localized } from "./types";

const b = (slug: string, name: string, namefa: string, en: string, fa: string, ar: string) => ({
  slug,
  name,
  namefa,
  tagline: { en, fa, ar } as Localized,
});

/** Thirty fictional brands (no real trademarks). */
export const brands: { slug: string; name: string; namefa: string; tagline: Localized }[] = [
  b("nordvolt", "Nordvolt", "نوردولت", "Power that lasts", "انرژی ماندگار", "طاقة تدوم"),
  b("lumora", "Lumora", "لومورا", "Screens that glow", "صفحه‌هایی که می‌درخشند", "شاشات تتألق"),
  b("kairo-audio", "Kairo Audio", "کایرو آدیو", "Hear every detail", "هر جزئیات را بشنوید", "اسمع كل التفاصيل"),
  b("pixelsmith", "Pixelsmith", "پیکسل‌اسمیت", "Made for makers", "ساخته شده برای سازندگان", "صُنع للمبدعين"),
  b("orbitra", "Orbitra", "اوربیترا", "Smart living, simply", "زندگی هوشمند، به سادگی", "حياة ذكية ببساطة"),
  b("tessera", "Tessera", "تسرا", "Crafted computing", "رایانش دقیق", "حوسبة متقنة"),
  b("velvet-thread", "Velvet Thread", "ولوت ترد", "Tailored for you", "دوخته شده برای شما", "مفصّل لك"),
  b("sahra", "Sahra", "صحرا", "Desert-born style", "سبکی از دل کویر", "أناقة من الصحراء"),
  b("urbanline", "Urbanline", "اربن‌لاین", "Street to office", "از خیابان تا دفتر", "من الشارع إلى المكتب"),
  b("stridewell", "Stridewell", "استرایدول", "Every step counts", "هر قدم مهم است", "كل خطوة مهمة"),
  b("mahtab", "Mahtab", "مهتاب", "Moonlight elegance", "ظرافت مهتابی", "أناقة ضوء القمر"),
  b("oakhaven", "Oakhaven", "اوک‌هیون", "Furniture for generations", "مبلمانی برای نسل‌ها", "أثاث للأجيال"),
  b("casa-nova", "Casa Nova", "کازا نوا", "Home, renewed", "خانه، نو شده", "منزل متجدد"),
  b("copperleaf", "Copperleaf", "کاپرلیف", "Cook like you mean it", "با دل و جان آشپزی کنید", "اطبخ بشغف"),
  b("golnar", "Golnar", "گلنار", "Handwoven heritage", "میراث دستباف", "تراث منسوج يدويًا"),
  b("brightwick", "Brightwick", "برایت‌ویک", "Light your rooms", "خانه‌تان را روشن کنید", "أضئ غرفك"),
  b("aurelle", "Aurelle", "اورل", "Skin first", "اول پوست", "البشرة أولًا"),
  b("rosewater-co", "Rosewater & Co", "گلاب و شرکا", "Scents of the garden", "عطر باغ", "عطور الحديقة"),
  b("purely", "Purely", "پیورلی", "Clean beauty", "زیبایی پاک", "جمال نقي"),
  b("peakform", "Peakform", "پیک‌فرم", "Train smarter", "هوشمندانه تمرین کنید", "تدرّب بذكاء"),
  b("trailhaven", "Trailhaven", "تریل‌هیون", "Go further outside", "در طبیعت دورتر بروید", "انطلق أبعد في الطبيعة"),
  b("velora-bikes", "Velora Bikes", "ولورا بایک", "Ride the city", "شهر را رکاب بزنید", "جُب المدينة"),
  b("inkwell-press", "Inkwell Press", "نشر دوات", "Stories worth keeping", "داستان‌هایی ماندگار", "قصص تستحق البقاء"),
  b(
    "brightpath-learning",
    "Brightpath Learning",
    "برایت‌پث لرنینگ",
    "Learn anything, anywhere",
    "هر چیزی را هر جا بیاموزید",
    "تعلّم أي شيء في أي مكان",
  ),
  b("codecraft", "Codecraft", "کدکرفت", "Software that respects you", "نرم‌افزاری که به شما احترام می‌گذارد", "برمجيات تحترمك"),
  b("tiny-tribe", "Tiny Tribe", "قبیله کوچک", "Made for little ones", "ساخته شده برای کوچولوها", "صُنع للصغار"),
  b("blockwise", "Blockwise", "بلاک‌وایز", "Build, play, repeat", "بساز، بازی کن، تکرار کن", "ابنِ والعب وكرّر"),
  b("playnest", "Playnest", "پلی‌نست", "Games for every table", "بازی برای هر میز", "ألعاب لكل طاولة"),
  b("motorra", "Motorra", "موتورا", "Trusted wheels", "چرخ‌های مطمئن", "عجلات موثوقة"),
  b("keystead-homes", "Keystead Homes", "کی‌استد هومز", "Find your place", "جای خود را پیدا کنید", "اعثر على مكانك"),
];
