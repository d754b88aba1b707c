import type { Localized } from "./types";

const s = (slug: string, name: Localized, tagline: Localized, city: string, phone: string) => ({ slug, name, tagline, city, phone });
const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });

/** 24 fictional independent shops; the first belongs to the demo seller. */
export const shops: { slug: string; name: Localized; tagline: Localized; city: string; phone: string }[] = [
  s("harbor-electronics", L("Harbor Electronics", "الکترونیک بندر", "إلكترونيات الميناء"), L("Phones, laptops and everything that plugs in", "گوشی، لپ‌تاپ و هر چیزی که به برق وصل می‌شود", "هواتف وحواسيب وكل ما يعمل بالكهرباء"), "Hamburg", "+1 555 0101"),
  s("pars-digital", L("Pars Digital", "پارس دیجیتال", "بارس ديجيتال"), L("Genuine gadgets with warranty", "گجت‌های اصل با گارانتی", "أجهزة أصلية مع ضمان"), "Tehran", "+1 555 0102"),
  s("atlas-audio", L("Atlas Audio", "صوتی اطلس", "أطلس للصوتيات"), L("Sound for every room", "صدا برای هر اتاق", "صوت لكل غرفة"), "Berlin", "+1 555 0103"),
  s("maison-mode", L("Maison Mode", "خانه مد", "ميزون مود"), L("Seasonal fashion, fairly made", "مد فصلی، منصفانه تولیدشده", "أزياء موسمية مصنوعة بإنصاف"), "Paris", "+1 555 0104"),
  s("bazaar-textiles", L("Bazaar Textiles", "منسوجات بازار", "منسوجات البازار"), L("Fabrics and clothes from family workshops", "پارچه و پوشاک از کارگاه‌های خانوادگی", "أقمشة وملابس من ورش عائلية"), "Isfahan", "+1 555 0105"),
  s("step-forward", L("Step Forward", "گامی به پیش", "خطوة للأمام"), L("Shoes for walking, running and standing out", "کفش برای پیاده‌روی، دویدن و دیده شدن", "أحذية للمشي والجري والتميّز"), "Milan", "+1 555 0106"),
  s("timekeepers", L("Timekeepers", "نگهبانان زمان", "حُرّاس الوقت"), L("Watches with character", "ساعت‌هایی با شخصیت", "ساعات ذات طابع"), "Geneva", "+1 555 0107"),
  s("nest-and-nook", L("Nest & Nook", "آشیانه و کنج", "العش والركن"), L("Furniture for small spaces", "مبلمان برای فضاهای کوچک", "أثاث للمساحات الصغيرة"), "Copenhagen", "+1 555 0108"),
  s("saffron-kitchen", L("Saffron Kitchen", "آشپزخانه زعفران", "مطبخ الزعفران"), L("Tools for cooks who love to share", "ابزار برای آشپزهایی که عاشق مهمانی‌اند", "أدوات لطهاة يحبون المشاركة"), "Mashhad", "+1 555 0109"),
  s("persian-rug-house", L("Persian Rug House", "خانه فرش ایرانی", "بيت السجاد الفارسي"), L("Hand-knotted rugs and kilims", "فرش و گلیم دستباف", "سجاد وكليم معقود يدويًا"), "Tabriz", "+1 555 0110"),
  s("glow-lab", L("Glow Lab", "آزمایشگاه درخشش", "مختبر التوهج"), L("Skincare that is kind to skin", "مراقبت پوستی مهربان با پوست", "عناية لطيفة بالبشرة"), "Seoul", "+1 555 0111"),
  s("oud-and-rose", L("Oud & Rose", "عود و گل", "عود وورد"), L("Perfumes and attars", "ادکلن و عطرهای روغنی", "عطور ودهن العود"), "Dubai", "+1 555 0112"),
  s("wellness-corner", L("Wellness Corner", "گوشه سلامت", "ركن العافية"), L("Everyday health, delivered", "سلامت روزمره، درب منزل", "الصحة اليومية حتى بابك"), "Toronto", "+1 555 0113"),
  s("summit-sports", L("Summit Sports", "ورزشی قله", "قمة الرياضة"), L("Gear for training and trails", "تجهیزات تمرین و کوهنوردی", "معدات للتدريب والمسارات"), "Denver", "+1 555 0114"),
  s("pedal-works", L("Pedal Works", "کارگاه پدال", "ورشة الدواسة"), L("Bikes, helmets and repairs", "دوچرخه، کلاه و تعمیر", "دراجات وخوذ وإصلاحات"), "Amsterdam", "+1 555 0115"),
  s("page-turner-books", L("Page Turner Books", "کتاب‌فروشی ورق", "مكتبة الصفحات"), L("New and second-hand books in three languages", "کتاب نو و دست‌دوم به سه زبان", "كتب جديدة ومستعملة بثلاث لغات"), "Shiraz", "+1 555 0116"),
  s("byte-store", L("Byte Store", "فروشگاه بایت", "متجر بايت"), L("Licences, courses and e-books", "لایسنس، دوره و کتاب الکترونیکی", "تراخيص ودورات وكتب إلكترونية"), "Austin", "+1 555 0117"),
  s("little-stars", L("Little Stars", "ستاره‌های کوچک", "النجوم الصغيرة"), L("Toys and clothes for little ones", "اسباب‌بازی و لباس برای کوچولوها", "ألعاب وملابس للصغار"), "Istanbul", "+1 555 0118"),
  s("game-den", L("Game Den", "پاتوق بازی", "وكر الألعاب"), L("Board games and controllers", "بازی رومیزی و دسته بازی", "ألعاب لوحية ويدات تحكم"), "Osaka", "+1 555 0119"),
  s("green-leaf-home", L("Green Leaf Home", "خانه برگ سبز", "منزل الورقة الخضراء"), L("Natural materials for calm homes", "مواد طبیعی برای خانه‌های آرام", "خامات طبيعية لمنازل هادئة"), "Lisbon", "+1 555 0120"),
  s("city-motors", L("City Motors", "خودرو شهر", "سيارات المدينة"), L("Checked used cars and scooters", "خودرو و اسکوتر کارکرده بازدیدشده", "سيارات وسكوترات مستعملة مفحوصة"), "Karaj", "+1 555 0121"),
  s("key-realty", L("Key Realty", "املاک کلید", "عقارات المفتاح"), L("Homes to rent and to buy", "خانه برای اجاره و خرید", "منازل للإيجار والشراء"), "Tehran", "+1 555 0122"),
  s("craft-corner", L("Craft Corner", "گوشه هنر", "ركن الحِرف"), L("Handmade gifts and decor", "هدایا و دکور دست‌ساز", "هدايا وديكور مصنوع يدويًا"), "Yazd", "+1 555 0123"),
  s("northwind-outfitters", L("Northwind Outfitters", "تجهیزات باد شمال", "تجهيزات رياح الشمال"), L("Outdoor clothing for every season", "پوشاک طبیعت‌گردی برای هر فصل", "ملابس خارجية لكل موسم"), "Oslo", "+1 555 0124"),
];
