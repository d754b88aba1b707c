import type { CategoryNode, Localized, ProductTemplate, VariantKind } from "./types";

const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });
const node = (slug: string, name: Localized, icon: string, children: CategoryNode[]): CategoryNode => ({ slug, name, icon, children });
const leaf = (slug: string, name: Localized, icon: string, products: ProductTemplate[]): CategoryNode => ({ slug, name, icon, products });
const p = (
  noun: Localized,
  priceRange: [number, number],
  specs: ProductTemplate["specs"],
  extra: { variants?: VariantKind; digital?: boolean; classified?: boolean } = {},
): ProductTemplate => ({ noun, priceRange, specs, ...extra });
const spec = (label: Localized, values: string[]) => ({ label, values });

// Spec labels shared by many templates.
const material = (values: string[]) => spec(L("Material", "جنس", "الخامة"), values);
const weight = (values: string[]) => spec(L("Weight", "وزن", "الوزن"), values);
const warranty = spec(L("Warranty", "گارانتی", "الضمان"), ["6 months", "12 months", "18 months", "24 months"]);
const origin = spec(L("Made in", "ساخت", "بلد الصنع"), ["Germany", "Iran", "Turkey", "Japan", "Italy", "Portugal", "Vietnam"]);
const screen = (values: string[]) => spec(L("Screen", "صفحه نمایش", "الشاشة"), values);
const battery = (values: string[]) => spec(L("Battery", "باتری", "البطارية"), values);
const capacity = (values: string[]) => spec(L("Capacity", "ظرفیت", "السعة"), values);
const power = (values: string[]) => spec(L("Power", "توان", "القدرة"), values);
const pages = spec(L("Pages", "تعداد صفحات", "عدد الصفحات"), ["180", "240", "320", "416", "512"]);
const language = spec(L("Language", "زبان", "اللغة"), ["English", "Persian", "Arabic"]);
const format = (values: string[]) => spec(L("Format", "قالب", "الصيغة"), values);
const age = spec(L("Age", "سن", "العمر"), ["0–12 months", "1–3 years", "3–6 years", "6+ years", "8+ years"]);
const year = spec(L("Year", "سال ساخت", "سنة الصنع"), ["2016", "2018", "2019", "2021", "2022"]);
const area = spec(L("Area", "متراژ", "المساحة"), ["48 m²", "65 m²", "82 m²", "110 m²", "140 m²"]);
const fit = spec(L("Fit", "فرم", "القصّة"), ["Regular", "Slim", "Relaxed", "Oversized"]);
const condition = spec(L("Condition", "وضعیت", "الحالة"), ["Like new", "Good", "Fair"]);
const volume = spec(L("Volume", "حجم", "الحجم"), ["30 ml", "50 ml", "100 ml", "200 ml", "250 ml"]);

export const categoryTree: CategoryNode[] = [
  node("electronics", L("Electronics", "کالای دیجیتال", "الإلكترونيات"), "smartphone", [
    node("phones-tablets", L("Phones & Tablets", "موبایل و تبلت", "الهواتف والأجهزة اللوحية"), "tablet-smartphone", [
      leaf("smartphones", L("Smartphones", "گوشی هوشمند", "الهواتف الذكية"), "smartphone", [
        p(
          L("Smartphone", "گوشی هوشمند", "هاتف ذكي"),
          [149, 1199],
          [screen(["6.1 in", "6.4 in", "6.7 in"]), battery(["4000 mAh", "4500 mAh", "5000 mAh"]), warranty],
          { variants: "storage" },
        ),
        p(
          L("Rugged Phone", "گوشی مقاوم", "هاتف متين"),
          [199, 599],
          [screen(["6.0 in", "6.3 in"]), battery(["6000 mAh", "8000 mAh"]), warranty],
          { variants: "storage" },
        ),
      ]),
      leaf("tablets", L("Tablets", "تبلت", "الأجهزة اللوحية"), "tablet", [
        p(
          L("Tablet", "تبلت", "جهاز لوحي"),
          [129, 999],
          [screen(["8 in", "10.9 in", "12.9 in"]), battery(["6000 mAh", "8000 mAh", "10000 mAh"]), warranty],
          { variants: "storage" },
        ),
        p(L("E-Reader", "کتاب‌خوان", "قارئ كتب إلكترونية"), [79, 249], [screen(["6 in", "7 in"]), weight(["180 g", "210 g"])]),
      ]),
      leaf("phone-accessories", L("Phone Accessories", "لوازم جانبی موبایل", "إكسسوارات الهواتف"), "plug", [
        p(
          L("Phone Case", "قاب گوشی", "غطاء هاتف"),
          [9, 39],
          [material(["Silicone", "Leather", "TPU"]), spec(L("Fits", "سازگار با", "متوافق مع"), ["6.1 in", "6.4 in", "6.7 in"])],
          { variants: "color" },
        ),
        p(L("Fast Charger", "شارژر سریع", "شاحن سريع"), [15, 59], [power(["20 W", "33 W", "65 W"]), warranty]),
        p(L("Power Bank", "پاوربانک", "شاحن محمول"), [19, 89], [capacity(["10000 mAh", "20000 mAh"]), warranty], { variants: "color" }),
      ]),
    ]),
    node("computers", L("Computers", "کامپیوتر", "الحواسيب"), "laptop", [
      leaf("laptops", L("Laptops", "لپ‌تاپ", "الحواسيب المحمولة"), "laptop", [
        p(
          L("Laptop", "لپ‌تاپ", "حاسوب محمول"),
          [449, 2499],
          [screen(["13.3 in", "14 in", "15.6 in"]), spec(L("Memory", "حافظه رم", "الذاكرة"), ["8 GB", "16 GB", "32 GB"]), warranty],
          { variants: "storage" },
        ),
        p(L("Chromebook", "کروم‌بوک", "كرومبوك"), [199, 499], [screen(["11.6 in", "14 in"]), battery(["10 h", "12 h"])]),
      ]),
      leaf("monitors", L("Monitors", "مانیتور", "الشاشات"), "monitor", [
        p(
          L("Monitor", "مانیتور", "شاشة"),
          [119, 899],
          [
            screen(["24 in", "27 in", "32 in"]),
            spec(L("Refresh rate", "نرخ نوسازی", "معدل التحديث"), ["60 Hz", "144 Hz", "165 Hz"]),
            warranty,
          ],
        ),
        p(
          L("Webcam", "وب‌کم", "كاميرا ويب"),
          [29, 149],
          [
            spec(L("Resolution", "وضوح", "الدقة"), ["1080p", "2K", "4K"]),
            spec(L("Frame rate", "نرخ فریم", "معدل الإطارات"), ["30 fps", "60 fps"]),
          ],
        ),
      ]),
      leaf("keyboards-mice", L("Keyboards & Mice", "کیبورد و ماوس", "لوحات المفاتيح والفأرات"), "keyboard", [
        p(
          L("Mechanical Keyboard", "کیبورد مکانیکال", "لوحة مفاتيح ميكانيكية"),
          [49, 199],
          [
            spec(L("Switches", "سوییچ", "المفاتيح"), ["Red", "Brown", "Blue"]),
            spec(L("Layout", "چیدمان", "التخطيط"), ["US", "Persian/US", "Arabic/US"]),
          ],
          { variants: "color" },
        ),
        p(
          L("Wireless Mouse", "ماوس بی‌سیم", "فأرة لاسلكية"),
          [12, 89],
          [spec(L("DPI", "دقت", "الدقة"), ["1600", "4000", "16000"]), battery(["AA", "Rechargeable"])],
          { variants: "color" },
        ),
      ]),
    ]),
    node("audio-video", L("Audio & Video", "صوتی و تصویری", "الصوت والصورة"), "headphones", [
      leaf("headphones", L("Headphones", "هدفون", "سماعات الرأس"), "headphones", [
        p(
          L("Wireless Headphones", "هدفون بی‌سیم", "سماعات لاسلكية"),
          [29, 399],
          [battery(["20 h", "30 h", "40 h"]), spec(L("Noise cancelling", "حذف نویز", "إلغاء الضوضاء"), ["Yes", "No"]), warranty],
          { variants: "color" },
        ),
        p(
          L("Earbuds", "ایرباد", "سماعات أذن"),
          [19, 249],
          [battery(["6 h", "8 h"]), spec(L("Water resistance", "مقاومت در برابر آب", "مقاومة الماء"), ["IPX4", "IPX5", "IP67"])],
          { variants: "color" },
        ),
      ]),
      leaf("televisions", L("Televisions", "تلویزیون", "أجهزة التلفاز"), "tv", [
        p(
          L("Smart TV", "تلویزیون هوشمند", "تلفاز ذكي"),
          [299, 2499],
          [screen(["43 in", "55 in", "65 in", "75 in"]), spec(L("Resolution", "وضوح", "الدقة"), ["Full HD", "4K", "8K"]), warranty],
        ),
        p(L("Soundbar", "ساندبار", "مكبر صوت عمودي"), [99, 699], [power(["120 W", "300 W", "500 W"]), warranty]),
      ]),
      leaf("cameras", L("Cameras", "دوربین", "الكاميرات"), "camera", [
        p(
          L("Mirrorless Camera", "دوربین بدون آینه", "كاميرا بدون مرآة"),
          [499, 2999],
          [
            spec(L("Sensor", "حسگر", "المستشعر"), ["APS-C", "Full frame"]),
            spec(L("Megapixels", "مگاپیکسل", "ميغابكسل"), ["24 MP", "33 MP", "45 MP"]),
            warranty,
          ],
        ),
        p(
          L("Action Camera", "دوربین ورزشی", "كاميرا رياضية"),
          [99, 499],
          [spec(L("Resolution", "وضوح", "الدقة"), ["4K30", "4K60", "5.3K"]), battery(["1500 mAh", "1720 mAh"])],
        ),
      ]),
    ]),
  ]),
  node("fashion", L("Fashion", "مد و پوشاک", "الأزياء"), "shirt", [
    node("women-clothing", L("Women's Clothing", "پوشاک زنانه", "ملابس نسائية"), "shirt", [
      leaf("women-dresses", L("Dresses", "پیراهن زنانه", "فساتين"), "sparkles", [
        p(L("Summer Dress", "پیراهن تابستانی", "فستان صيفي"), [25, 120], [material(["Cotton", "Linen", "Viscose"]), fit], {
          variants: "color_size",
        }),
        p(L("Evening Dress", "لباس مجلسی", "فستان سهرة"), [60, 320], [material(["Silk", "Satin", "Chiffon"]), fit], { variants: "size" }),
      ]),
      leaf("women-tops", L("Tops & Blouses", "تاپ و بلوز", "بلوزات وقمصان"), "shirt", [
        p(L("Blouse", "بلوز", "بلوزة"), [18, 79], [material(["Cotton", "Silk", "Polyester"]), fit], { variants: "color_size" }),
        p(L("Knit Cardigan", "ژاکت بافتنی", "كارديغان محبوك"), [29, 99], [material(["Wool", "Cotton", "Cashmere blend"]), fit], {
          variants: "size",
        }),
      ]),
      leaf("women-outerwear", L("Coats & Jackets", "کت و کاپشن زنانه", "معاطف وسترات نسائية"), "wind", [
        p(L("Trench Coat", "بارانی", "معطف مطر"), [79, 260], [material(["Cotton gabardine", "Polyester"]), fit], {
          variants: "color_size",
        }),
        p(
          L("Puffer Jacket", "کاپشن پفی", "سترة منفوخة"),
          [59, 199],
          [material(["Down", "Synthetic fill"]), weight(["450 g", "600 g", "750 g"])],
          { variants: "size" },
        ),
      ]),
    ]),
    node("men-clothing", L("Men's Clothing", "پوشاک مردانه", "ملابس رجالية"), "shirt", [
      leaf("men-shirts", L("Shirts", "پیراهن مردانه", "قمصان"), "shirt", [
        p(L("Oxford Shirt", "پیراهن آکسفورد", "قميص أكسفورد"), [24, 89], [material(["Cotton", "Cotton blend"]), fit], {
          variants: "color_size",
        }),
        p(L("Polo Shirt", "پولوشرت", "قميص بولو"), [15, 59], [material(["Piqué cotton", "Jersey"]), fit], { variants: "color_size" }),
      ]),
      leaf("men-trousers", L("Trousers & Jeans", "شلوار و جین", "سراويل وجينز"), "ruler", [
        p(L("Slim Jeans", "شلوار جین اسلیم", "جينز ضيق"), [29, 110], [material(["Denim", "Stretch denim"]), fit], { variants: "size" }),
        p(L("Chino Trousers", "شلوار کتان", "بنطال تشينو"), [25, 85], [material(["Cotton twill"]), fit], { variants: "color_size" }),
      ]),
      leaf("men-suits", L("Suits & Blazers", "کت و شلوار", "بدلات وسترات"), "briefcase", [
        p(L("Wool Blazer", "کت تک پشمی", "سترة صوف"), [89, 349], [material(["Wool", "Wool blend"]), fit], { variants: "size" }),
        p(L("Two-Piece Suit", "کت و شلوار دو تکه", "بدلة من قطعتين"), [149, 599], [material(["Wool", "Linen"]), fit], {
          variants: "color_size",
        }),
      ]),
    ]),
    node("shoes-accessories", L("Shoes & Accessories", "کفش و اکسسوری", "الأحذية والإكسسوارات"), "footprints", [
      leaf("sneakers", L("Sneakers", "کفش کتانی", "أحذية رياضية"), "footprints", [
        p(L("Running Shoes", "کفش دویدن", "حذاء جري"), [39, 189], [material(["Mesh", "Knit"]), weight(["240 g", "280 g", "310 g"])], {
          variants: "color_size",
        }),
        p(L("Canvas Sneakers", "کفش پارچه‌ای", "حذاء قماشي"), [25, 79], [material(["Canvas"]), origin], { variants: "color_size" }),
      ]),
      leaf("watches", L("Watches", "ساعت", "الساعات"), "watch", [
        p(
          L("Automatic Watch", "ساعت اتوماتیک", "ساعة أوتوماتيكية"),
          [129, 1299],
          [
            spec(L("Case", "قاب", "العلبة"), ["38 mm", "40 mm", "42 mm"]),
            spec(L("Water resistance", "مقاومت در برابر آب", "مقاومة الماء"), ["50 m", "100 m", "200 m"]),
            warranty,
          ],
        ),
        p(
          L("Smartwatch", "ساعت هوشمند", "ساعة ذكية"),
          [79, 499],
          [screen(["1.4 in", "1.8 in"]), battery(["2 days", "7 days", "14 days"]), warranty],
          { variants: "color" },
        ),
      ]),
      leaf("bags", L("Bags", "کیف", "الحقائب"), "shopping-bag", [
        p(
          L("Leather Backpack", "کوله‌پشتی چرمی", "حقيبة ظهر جلدية"),
          [59, 249],
          [material(["Full-grain leather", "Vegan leather"]), capacity(["15 l", "20 l", "25 l"])],
          { variants: "color" },
        ),
        p(L("Tote Bag", "کیف دستی", "حقيبة يد"), [19, 129], [material(["Canvas", "Leather", "Jute"]), capacity(["12 l", "18 l"])], {
          variants: "color",
        }),
      ]),
    ]),
  ]),
  node("home-kitchen", L("Home & Kitchen", "خانه و آشپزخانه", "المنزل والمطبخ"), "sofa", [
    node("furniture", L("Furniture", "مبلمان", "الأثاث"), "sofa", [
      leaf("sofas", L("Sofas & Armchairs", "مبل و کاناپه", "الكنب والكراسي"), "sofa", [
        p(
          L("Three-Seat Sofa", "کاناپه سه‌نفره", "كنبة ثلاثية"),
          [399, 1899],
          [material(["Linen", "Velvet", "Leather"]), spec(L("Width", "عرض", "العرض"), ["190 cm", "210 cm", "230 cm"])],
          { variants: "color" },
        ),
        p(
          L("Armchair", "مبل راحتی", "كرسي بذراعين"),
          [149, 699],
          [material(["Bouclé", "Velvet", "Rattan"]), spec(L("Seat height", "ارتفاع نشیمن", "ارتفاع المقعد"), ["42 cm", "45 cm", "48 cm"])],
          { variants: "color" },
        ),
      ]),
      leaf("tables-desks", L("Tables & Desks", "میز", "الطاولات والمكاتب"), "table", [
        p(
          L("Standing Desk", "میز ایستاده", "مكتب قائم"),
          [249, 899],
          [spec(L("Top", "رویه", "السطح"), ["120×60 cm", "140×70 cm", "160×80 cm"]), warranty],
        ),
        p(
          L("Dining Table", "میز ناهارخوری", "طاولة طعام"),
          [199, 1299],
          [material(["Oak", "Walnut", "Ash"]), spec(L("Seats", "نفرات", "المقاعد"), ["4", "6", "8"])],
        ),
      ]),
      leaf("storage", L("Storage", "ذخیره‌سازی و قفسه", "التخزين"), "archive", [
        p(
          L("Bookcase", "کتابخانه", "خزانة كتب"),
          [79, 449],
          [material(["Pine", "Oak veneer", "Steel"]), spec(L("Shelves", "طبقه", "الرفوف"), ["4", "5", "6"])],
        ),
        p(
          L("Storage Basket", "سبد نگهداری", "سلة تخزين"),
          [9, 49],
          [material(["Seagrass", "Cotton rope", "Felt"]), capacity(["10 l", "20 l", "35 l"])],
          { variants: "color" },
        ),
      ]),
    ]),
    node("kitchen", L("Kitchen", "آشپزخانه", "المطبخ"), "utensils", [
      leaf("cookware", L("Cookware", "ظروف پخت", "أواني الطهي"), "cooking-pot", [
        p(
          L("Cast Iron Pan", "تابه چدنی", "مقلاة حديد زهر"),
          [29, 129],
          [spec(L("Diameter", "قطر", "القطر"), ["20 cm", "26 cm", "30 cm"]), weight(["1.8 kg", "2.6 kg", "3.4 kg"]), origin],
        ),
        p(
          L("Cookware Set", "سرویس قابلمه", "طقم أواني"),
          [79, 499],
          [material(["Stainless steel", "Granite coating", "Copper"]), spec(L("Pieces", "تعداد", "القطع"), ["5", "8", "12"])],
        ),
      ]),
      leaf("small-appliances", L("Small Appliances", "لوازم برقی کوچک", "الأجهزة الصغيرة"), "microwave", [
        p(
          L("Espresso Machine", "اسپرسوساز", "آلة إسبريسو"),
          [99, 899],
          [power(["1100 W", "1350 W", "1600 W"]), spec(L("Pressure", "فشار", "الضغط"), ["15 bar", "19 bar", "20 bar"]), warranty],
          { variants: "color" },
        ),
        p(
          L("Blender", "مخلوط‌کن", "خلاط"),
          [29, 249],
          [power(["600 W", "1000 W", "1500 W"]), capacity(["1.2 l", "1.5 l", "2 l"]), warranty],
        ),
        p(
          L("Air Fryer", "سرخ‌کن بدون روغن", "قلاية هوائية"),
          [49, 229],
          [capacity(["3.5 l", "5.5 l", "7 l"]), power(["1400 W", "1700 W"]), warranty],
        ),
      ]),
      leaf("tableware", L("Tableware", "ظروف سرو", "أدوات المائدة"), "utensils", [
        p(
          L("Dinner Set", "سرویس غذاخوری", "طقم عشاء"),
          [39, 349],
          [material(["Porcelain", "Stoneware", "Bone china"]), spec(L("Pieces", "تعداد", "القطع"), ["12", "18", "30"])],
        ),
        p(
          L("Tea Glass Set", "سرویس استکان", "طقم كؤوس شاي"),
          [12, 69],
          [material(["Glass", "Crystal"]), spec(L("Pieces", "تعداد", "القطع"), ["6", "12"])],
        ),
      ]),
    ]),
    node("home-decor", L("Home Decor", "دکوراسیون", "ديكور المنزل"), "lamp", [
      leaf("lighting", L("Lighting", "روشنایی", "الإضاءة"), "lamp", [
        p(
          L("Floor Lamp", "آباژور ایستاده", "مصباح أرضي"),
          [49, 299],
          [power(["9 W LED", "12 W LED"]), spec(L("Height", "ارتفاع", "الارتفاع"), ["150 cm", "165 cm", "180 cm"])],
          { variants: "color" },
        ),
        p(
          L("Pendant Light", "چراغ آویز", "مصباح معلق"),
          [39, 259],
          [material(["Rattan", "Brass", "Glass"]), spec(L("Bulb", "لامپ", "المصباح"), ["E27", "E14", "GU10"])],
        ),
      ]),
      leaf("rugs", L("Rugs", "فرش", "السجاد"), "square", [
        p(
          L("Hand-Knotted Rug", "فرش دستباف", "سجادة معقودة يدويًا"),
          [199, 2999],
          [
            material(["Wool", "Silk", "Wool and silk"]),
            spec(L("Size", "اندازه", "المقاس"), ["150×100 cm", "200×150 cm", "300×200 cm"]),
            origin,
          ],
        ),
        p(
          L("Kilim", "گلیم", "كليم"),
          [59, 499],
          [material(["Wool", "Cotton"]), spec(L("Size", "اندازه", "المقاس"), ["120×80 cm", "180×120 cm"])],
        ),
      ]),
      leaf("bedding", L("Bedding", "کالای خواب", "مفروشات السرير"), "bed-double", [
        p(
          L("Duvet Cover Set", "روتختی", "طقم غطاء لحاف"),
          [35, 159],
          [material(["Cotton sateen", "Linen", "Percale"]), spec(L("Bed", "تخت", "السرير"), ["Single", "Double", "King"])],
          { variants: "color" },
        ),
        p(
          L("Memory Foam Pillow", "بالش مموری فوم", "وسادة إسفنج ذكي"),
          [19, 79],
          [material(["Memory foam", "Latex"]), spec(L("Size", "اندازه", "المقاس"), ["50×70 cm", "40×60 cm"])],
        ),
      ]),
    ]),
  ]),
  node("beauty-health", L("Beauty & Health", "آرایشی و بهداشتی", "الجمال والصحة"), "sparkles", [
    node("skincare", L("Skincare", "مراقبت پوست", "العناية بالبشرة"), "droplet", [
      leaf("face-care", L("Face Care", "مراقبت صورت", "العناية بالوجه"), "smile", [
        p(
          L("Vitamin C Serum", "سرم ویتامین سی", "سيروم فيتامين سي"),
          [12, 69],
          [volume, spec(L("Skin type", "نوع پوست", "نوع البشرة"), ["All", "Dry", "Oily", "Sensitive"])],
        ),
        p(
          L("Moisturising Cream", "کرم آبرسان", "كريم مرطب"),
          [9, 59],
          [volume, spec(L("Skin type", "نوع پوست", "نوع البشرة"), ["All", "Dry", "Combination"])],
        ),
      ]),
      leaf("sun-care", L("Sun Care", "ضدآفتاب", "الوقاية من الشمس"), "sun", [
        p(
          L("Sunscreen SPF 50", "کرم ضدآفتاب SPF 50", "واقي شمس SPF 50"),
          [9, 39],
          [volume, spec(L("Finish", "بافت", "اللمسة"), ["Matte", "Dewy", "Tinted"])],
        ),
        p(
          L("After-Sun Gel", "ژل بعد از آفتاب", "جل ما بعد الشمس"),
          [7, 25],
          [volume, spec(L("Key ingredient", "ماده اصلی", "المكوّن الرئيسي"), ["Aloe vera", "Panthenol", "Cucumber"])],
        ),
      ]),
    ]),
    node("makeup-fragrance", L("Makeup & Fragrance", "آرایش و عطر", "المكياج والعطور"), "palette", [
      leaf("fragrance", L("Fragrance", "عطر", "العطور"), "flower", [
        p(
          L("Eau de Parfum", "ادو پرفیوم", "ماء عطر"),
          [29, 249],
          [volume, spec(L("Notes", "نت‌ها", "النوتات"), ["Rose, oud", "Citrus, vetiver", "Vanilla, amber", "Saffron, leather"])],
        ),
        p(L("Attar Oil", "عطر روغنی", "زيت عطري"), [15, 120], [volume, origin]),
      ]),
      leaf("makeup", L("Makeup", "لوازم آرایش", "المكياج"), "palette", [
        p(
          L("Matte Lipstick", "رژ لب مات", "أحمر شفاه مطفي"),
          [8, 39],
          [spec(L("Finish", "بافت", "اللمسة"), ["Matte", "Satin"]), weight(["3.5 g", "4 g"])],
          { variants: "color" },
        ),
        p(
          L("Eyeshadow Palette", "پالت سایه چشم", "لوحة ظلال عيون"),
          [14, 69],
          [
            spec(L("Shades", "رنگ‌ها", "الدرجات"), ["9", "12", "18"]),
            spec(L("Finish", "بافت", "اللمسة"), ["Matte", "Shimmer", "Matte & shimmer"]),
          ],
        ),
      ]),
    ]),
    node("health-wellness", L("Health & Wellness", "سلامت", "الصحة والعافية"), "heart-pulse", [
      leaf("personal-care-devices", L("Personal Care Devices", "لوازم شخصی برقی", "أجهزة العناية الشخصية"), "zap", [
        p(L("Electric Toothbrush", "مسواک برقی", "فرشاة أسنان كهربائية"), [25, 149], [battery(["14 days", "30 days"]), warranty], {
          variants: "color",
        }),
        p(L("Hair Dryer", "سشوار", "مجفف شعر"), [25, 299], [power(["1800 W", "2200 W"]), warranty]),
      ]),
      leaf("supplements", L("Supplements", "مکمل‌ها", "المكملات"), "pill", [
        p(
          L("Multivitamin", "مولتی‌ویتامین", "فيتامينات متعددة"),
          [9, 39],
          [
            spec(L("Count", "تعداد", "العدد"), ["60 tablets", "90 tablets", "120 tablets"]),
            spec(L("Dose", "مصرف", "الجرعة"), ["1 a day", "2 a day"]),
          ],
        ),
        p(
          L("Whey Protein", "پروتئین وی", "بروتين مصل اللبن"),
          [29, 89],
          [weight(["900 g", "2 kg"]), spec(L("Flavour", "طعم", "النكهة"), ["Vanilla", "Chocolate", "Strawberry"])],
        ),
      ]),
    ]),
  ]),
  node("sports-outdoors", L("Sports & Outdoors", "ورزش و سفر", "الرياضة والهواء الطلق"), "dumbbell", [
    node("fitness", L("Fitness", "تناسب اندام", "اللياقة البدنية"), "dumbbell", [
      leaf("gym-equipment", L("Gym Equipment", "تجهیزات بدنسازی", "معدات الصالة الرياضية"), "dumbbell", [
        p(
          L("Adjustable Dumbbell", "دمبل قابل تنظیم", "دمبل قابل للتعديل"),
          [59, 399],
          [weight(["2–24 kg", "5–32 kg"]), material(["Steel", "Cast iron"])],
        ),
        p(
          L("Yoga Mat", "مت یوگا", "حصيرة يوغا"),
          [15, 89],
          [material(["TPE", "Natural rubber", "Cork"]), spec(L("Thickness", "ضخامت", "السماكة"), ["4 mm", "6 mm", "8 mm"])],
          { variants: "color" },
        ),
      ]),
      leaf("sportswear", L("Sportswear", "پوشاک ورزشی", "الملابس الرياضية"), "shirt", [
        p(L("Training T-Shirt", "تی‌شرت ورزشی", "قميص تدريب"), [12, 49], [material(["Recycled polyester", "Merino"]), fit], {
          variants: "color_size",
        }),
        p(
          L("Running Shorts", "شلوارک دویدن", "شورت جري"),
          [15, 55],
          [material(["Nylon", "Polyester"]), spec(L("Length", "طول", "الطول"), ["5 in", "7 in"])],
          { variants: "size" },
        ),
      ]),
    ]),
    node("outdoor-recreation", L("Outdoor Recreation", "طبیعت‌گردی", "الأنشطة الخارجية"), "tent", [
      leaf("camping", L("Camping", "کمپینگ", "التخييم"), "tent", [
        p(
          L("Two-Person Tent", "چادر دونفره", "خيمة لشخصين"),
          [79, 399],
          [weight(["1.6 kg", "2.1 kg", "2.8 kg"]), spec(L("Season", "فصل", "الموسم"), ["3-season", "4-season"])],
          { variants: "color" },
        ),
        p(
          L("Sleeping Bag", "کیسه خواب", "كيس نوم"),
          [39, 249],
          [spec(L("Comfort", "دمای آسایش", "درجة الراحة"), ["+10 °C", "0 °C", "-10 °C"]), weight(["900 g", "1.4 kg"])],
        ),
      ]),
      leaf("cycling", L("Cycling", "دوچرخه‌سواری", "ركوب الدراجات"), "bike", [
        p(
          L("City Bike", "دوچرخه شهری", "دراجة مدينة"),
          [249, 1199],
          [spec(L("Frame", "بدنه", "الإطار"), ["Aluminium", "Steel", "Carbon"]), spec(L("Gears", "دنده", "السرعات"), ["1", "7", "21"])],
          { variants: "size" },
        ),
        p(
          L("Bike Helmet", "کلاه دوچرخه", "خوذة دراجة"),
          [29, 149],
          [weight(["250 g", "300 g"]), spec(L("Vents", "منافذ تهویه", "فتحات التهوية"), ["12", "18", "24"])],
          { variants: "color_size" },
        ),
      ]),
    ]),
  ]),
  node("books-media", L("Books & Media", "کتاب و رسانه", "الكتب والوسائط"), "book-open", [
    node("books", L("Books", "کتاب", "الكتب"), "book", [
      leaf("fiction", L("Fiction", "داستان", "الروايات"), "book-open", [
        p(L("Novel", "رمان", "رواية"), [8, 35], [pages, language, format(["Paperback", "Hardcover"])]),
        p(L("Short Story Collection", "مجموعه داستان کوتاه", "مجموعة قصص قصيرة"), [7, 29], [pages, language]),
      ]),
      leaf("non-fiction", L("Non-Fiction", "غیرداستانی", "الكتب غير الروائية"), "library", [
        p(L("Cookbook", "کتاب آشپزی", "كتاب طبخ"), [15, 49], [pages, language, format(["Hardcover"])]),
        p(L("History Book", "کتاب تاریخ", "كتاب تاريخ"), [12, 59], [pages, language, format(["Paperback", "Hardcover"])]),
      ]),
      leaf("children-books", L("Children's Books", "کتاب کودک", "كتب الأطفال"), "baby", [
        p(L("Picture Book", "کتاب تصویری", "كتاب مصور"), [6, 25], [pages, age, language]),
        p(L("Activity Book", "کتاب سرگرمی", "كتاب أنشطة"), [5, 19], [age, language]),
      ]),
    ]),
    node("digital-media", L("Digital Media", "محصولات دیجیتال", "الوسائط الرقمية"), "download", [
      leaf("ebooks", L("E-Books", "کتاب الکترونیکی", "الكتب الإلكترونية"), "tablet", [
        p(L("E-Book", "کتاب الکترونیکی", "كتاب إلكتروني"), [3, 19], [format(["EPUB", "PDF"]), language], { digital: true }),
        p(
          L("Audiobook", "کتاب صوتی", "كتاب صوتي"),
          [5, 29],
          [format(["MP3", "M4B"]), spec(L("Length", "مدت", "المدة"), ["4 h", "9 h", "14 h"])],
          { digital: true },
        ),
      ]),
      leaf("software", L("Software", "نرم‌افزار", "البرمجيات"), "app-window", [
        p(
          L("Photo Editor Licence", "لایسنس ویرایشگر عکس", "ترخيص محرر صور"),
          [19, 149],
          [
            spec(L("Licence", "لایسنس", "الترخيص"), ["1 device", "3 devices", "5 devices"]),
            spec(L("Platform", "سیستم‌عامل", "النظام"), ["Windows", "macOS", "Windows & macOS"]),
          ],
          { digital: true },
        ),
        p(
          L("Antivirus Subscription", "اشتراک آنتی‌ویروس", "اشتراك مكافح فيروسات"),
          [15, 79],
          [
            spec(L("Term", "مدت", "المدة"), ["1 year", "2 years"]),
            spec(L("Devices", "تعداد دستگاه", "عدد الأجهزة"), ["1", "3", "5", "10"]),
          ],
          { digital: true },
        ),
      ]),
      leaf("online-courses", L("Online Courses", "دوره‌های آنلاین", "الدورات عبر الإنترنت"), "graduation-cap", [
        p(
          L("Online Course", "دوره آنلاین", "دورة عبر الإنترنت"),
          [9, 199],
          [spec(L("Length", "مدت", "المدة"), ["6 h", "12 h", "24 h"]), language],
          { digital: true },
        ),
        p(
          L("Gift Card", "کارت هدیه", "بطاقة هدية"),
          [10, 100],
          [
            spec(L("Delivery", "تحویل", "التسليم"), ["E-mail", "SMS"]),
            spec(L("Validity", "اعتبار", "الصلاحية"), ["12 months", "24 months"]),
          ],
          { digital: true },
        ),
      ]),
    ]),
  ]),
  node("toys-baby", L("Toys & Baby", "اسباب‌بازی و کودک", "الألعاب والأطفال"), "baby", [
    node("toys", L("Toys", "اسباب‌بازی", "الألعاب"), "puzzle", [
      leaf("building-toys", L("Building Toys", "اسباب‌بازی ساختنی", "ألعاب التركيب"), "blocks", [
        p(
          L("Building Blocks Set", "ست بلوک ساختنی", "طقم مكعبات بناء"),
          [15, 149],
          [age, spec(L("Pieces", "تعداد قطعات", "عدد القطع"), ["250", "500", "1200"])],
        ),
        p(L("Wooden Train Set", "قطار چوبی", "قطار خشبي"), [25, 99], [age, material(["Beech", "Birch"])]),
      ]),
      leaf("board-games", L("Board Games & Puzzles", "بازی فکری و پازل", "ألعاب الطاولة والألغاز"), "dice-5", [
        p(
          L("Strategy Board Game", "بازی رومیزی استراتژیک", "لعبة لوحية استراتيجية"),
          [19, 79],
          [spec(L("Players", "بازیکن", "اللاعبون"), ["2–4", "2–6", "3–5"]), age],
        ),
        p(
          L("Jigsaw Puzzle", "پازل", "أحجية صور مقطوعة"),
          [9, 39],
          [spec(L("Pieces", "تعداد قطعات", "عدد القطع"), ["500", "1000", "2000"]), age],
        ),
      ]),
      leaf("video-games", L("Video Games", "بازی ویدئویی", "ألعاب الفيديو"), "gamepad-2", [
        p(
          L("Game Controller", "دسته بازی", "وحدة تحكم ألعاب"),
          [25, 89],
          [battery(["20 h", "40 h"]), spec(L("Platform", "پلتفرم", "المنصة"), ["PC", "Console", "PC & console"])],
          { variants: "color" },
        ),
        p(
          L("Game Download Code", "کد دانلود بازی", "رمز تنزيل لعبة"),
          [9, 69],
          [spec(L("Platform", "پلتفرم", "المنصة"), ["PC", "Console"]), spec(L("Region", "منطقه", "المنطقة"), ["Global", "EU", "MENA"])],
          { digital: true },
        ),
      ]),
    ]),
    node("baby", L("Baby", "نوزاد", "الرضع"), "baby", [
      leaf("baby-clothing", L("Baby Clothing", "لباس نوزاد", "ملابس الرضع"), "shirt", [
        p(
          L("Baby Bodysuit", "بادی نوزاد", "بدلة رضيع"),
          [8, 29],
          [material(["Organic cotton", "Bamboo"]), spec(L("Sleeve", "آستین", "الأكمام"), ["Short", "Long"])],
          { variants: "color_size" },
        ),
        p(L("Knitted Baby Hat", "کلاه بافتنی نوزاد", "قبعة رضيع محبوكة"), [6, 19], [material(["Merino", "Cotton"]), age], {
          variants: "color",
        }),
      ]),
      leaf("strollers", L("Strollers & Car Seats", "کالسکه و صندلی ماشین", "عربات ومقاعد سيارة"), "baby", [
        p(L("Stroller", "کالسکه", "عربة أطفال"), [149, 899], [weight(["6.5 kg", "9 kg", "11 kg"]), age], { variants: "color" }),
        p(
          L("Car Seat", "صندلی ماشین کودک", "مقعد سيارة للأطفال"),
          [89, 449],
          [age, spec(L("Standard", "استاندارد", "المعيار"), ["ECE R129", "ECE R44/04"])],
        ),
      ]),
    ]),
  ]),
  node("vehicles-property", L("Vehicles & Property", "خودرو و املاک", "المركبات والعقارات"), "car", [
    node("vehicles", L("Vehicles", "وسایل نقلیه", "المركبات"), "car", [
      leaf("used-cars", L("Used Cars", "خودروی کارکرده", "سيارات مستعملة"), "car", [
        p(
          L("Used Hatchback", "هاچ‌بک کارکرده", "سيارة هاتشباك مستعملة"),
          [4500, 14000],
          [
            year,
            spec(L("Mileage", "کارکرد", "المسافة المقطوعة"), ["38,000 km", "64,000 km", "95,000 km"]),
            spec(L("Gearbox", "گیربکس", "ناقل الحركة"), ["Manual", "Automatic"]),
          ],
          { classified: true },
        ),
        p(
          L("Used SUV", "شاسی‌بلند کارکرده", "سيارة دفع رباعي مستعملة"),
          [9000, 32000],
          [year, spec(L("Mileage", "کارکرد", "المسافة المقطوعة"), ["42,000 km", "77,000 km", "120,000 km"])],
          { classified: true },
        ),
      ]),
      leaf("motorcycles", L("Motorcycles & Scooters", "موتورسیکلت و اسکوتر", "الدراجات النارية والسكوتر"), "bike", [
        p(
          L("Electric Scooter", "اسکوتر برقی", "سكوتر كهربائي"),
          [299, 1299],
          [spec(L("Range", "برد", "المدى"), ["25 km", "40 km", "65 km"]), power(["350 W", "500 W"]), warranty],
          { variants: "color" },
        ),
        p(
          L("Used Motorcycle", "موتورسیکلت کارکرده", "دراجة نارية مستعملة"),
          [1200, 7500],
          [year, spec(L("Engine", "حجم موتور", "المحرك"), ["125 cc", "250 cc", "650 cc"])],
          { classified: true },
        ),
      ]),
    ]),
    node("property", L("Property", "املاک", "العقارات"), "house", [
      leaf("apartments-rent", L("Apartments for Rent", "آپارتمان اجاره‌ای", "شقق للإيجار"), "building", [
        p(
          L("Apartment for Rent", "آپارتمان برای اجاره", "شقة للإيجار"),
          [450, 2500],
          [area, spec(L("Bedrooms", "اتاق خواب", "غرف النوم"), ["1", "2", "3"])],
          { classified: true },
        ),
        p(
          L("Studio for Rent", "سوئیت برای اجاره", "استوديو للإيجار"),
          [300, 1200],
          [area, spec(L("Furnished", "مبله", "مفروشة"), ["Yes", "No"])],
          { classified: true },
        ),
      ]),
      leaf("houses-sale", L("Houses for Sale", "خانه فروشی", "منازل للبيع"), "house", [
        p(
          L("Family House", "خانه ویلایی", "منزل عائلي"),
          [90000, 650000],
          [area, spec(L("Bedrooms", "اتاق خواب", "غرف النوم"), ["3", "4", "5"]), year],
          { classified: true },
        ),
        p(
          L("Plot of Land", "زمین", "قطعة أرض"),
          [15000, 250000],
          [
            spec(L("Area", "متراژ", "المساحة"), ["300 m²", "500 m²", "1,000 m²"]),
            spec(L("Zoning", "کاربری", "التصنيف"), ["Residential", "Agricultural", "Commercial"]),
          ],
          { classified: true },
        ),
      ]),
      leaf("used-furniture", L("Used Furniture", "مبلمان کارکرده", "أثاث مستعمل"), "armchair", [
        p(L("Used Sofa", "مبل کارکرده", "كنبة مستعملة"), [60, 600], [condition, material(["Fabric", "Leather", "Velvet"])], {
          classified: true,
        }),
        p(L("Used Wardrobe", "کمد لباس کارکرده", "خزانة ملابس مستعملة"), [40, 400], [condition, material(["Oak", "Pine", "MDF"])], {
          classified: true,
        }),
      ]),
    ]),
  ]),
];
