import type { Localized } from "./types";

const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });

/** The four service promises shown under the hero slider (icon = lucide kebab-case name). */
export const services: { icon: string; title: Localized; subtitle: Localized }[] = [
  {
    icon: "truck",
    title: L("Fast delivery", "ارسال سریع", "توصيل سريع"),
    subtitle: L("Most orders arrive within 2–4 days", "بیشتر سفارش‌ها ظرف ۲ تا ۴ روز می‌رسند", "تصل معظم الطلبات خلال 2–4 أيام"),
  },
  {
    icon: "shield-check",
    title: L("Secure payment", "پرداخت امن", "دفع آمن"),
    subtitle: L(
      "Card, cash on delivery or bank transfer",
      "کارت، پرداخت در محل یا کارت‌به‌کارت",
      "بطاقة أو الدفع عند الاستلام أو تحويل بنكي",
    ),
  },
  {
    icon: "rotate-ccw",
    title: L("14-day returns", "۱۴ روز ضمانت بازگشت", "إرجاع خلال 14 يومًا"),
    subtitle: L("Changed your mind? Send it back for free", "پشیمان شدید؟ رایگان برگردانید", "غيّرت رأيك؟ أعده مجانًا"),
  },
  {
    icon: "headphones",
    title: L("24/7 support", "پشتیبانی ۲۴ ساعته", "دعم على مدار الساعة"),
    subtitle: L("Real people, day and night", "پاسخگویی واقعی، شبانه‌روزی", "أشخاص حقيقيون ليلًا ونهارًا"),
  },
];

/** Hero slides; `hue` (0–359) tints the generated background. */
export const sliders: { title: Localized; subtitle: Localized; cta: Localized; link: string; hue: number }[] = [
  {
    title: L("Gadget Week is here", "هفته گجت آغاز شد", "انطلق أسبوع الأجهزة"),
    subtitle: L(
      "Up to 30% off phones, laptops and headphones from verified shops",
      "تا ۳۰٪ تخفیف گوشی، لپ‌تاپ و هدفون از فروشگاه‌های تأییدشده",
      "خصم حتى 30% على الهواتف والحواسيب والسماعات من متاجر موثّقة",
    ),
    cta: L("Shop electronics", "خرید کالای دیجیتال", "تسوّق الإلكترونيات"),
    link: "/category/electronics",
    hue: 222,
  },
  {
    title: L("Winter wardrobe, warmer prices", "کمد زمستانی با قیمت‌های گرم‌تر", "خزانة الشتاء بأسعار أدفأ"),
    subtitle: L(
      "Coats, knitwear and boots from independent makers",
      "پالتو، بافتنی و بوت از تولیدکنندگان مستقل",
      "معاطف وملابس صوفية وأحذية من صنّاع مستقلين",
    ),
    cta: L("See today's offers", "دیدن پیشنهادهای امروز", "شاهد عروض اليوم"),
    link: "/offer/products",
    hue: 14,
  },
  {
    title: L("What everyone is buying", "آنچه همه می‌خرند", "ما يشتريه الجميع"),
    subtitle: L(
      "The products thousands of shoppers chose this month",
      "کالاهایی که هزاران خریدار این ماه انتخاب کردند",
      "المنتجات التي اختارها آلاف المتسوقين هذا الشهر",
    ),
    cta: L("Browse best sellers", "مشاهده پرفروش‌ها", "تصفّح الأكثر مبيعًا"),
    link: "/best-selling/products",
    hue: 158,
  },
  {
    title: L("A home you love coming back to", "خانه‌ای که دوست دارید به آن برگردید", "منزل تحب العودة إليه"),
    subtitle: L(
      "Hand-knotted rugs, lamps and furniture for every room",
      "فرش دستباف، چراغ و مبلمان برای هر اتاق",
      "سجاد معقود يدويًا ومصابيح وأثاث لكل غرفة",
    ),
    cta: L("Shop all products", "مشاهده همه کالاها", "تسوّق كل المنتجات"),
    link: "/products",
    hue: 275,
  },
];

/** Small promotional tiles on the home page. */
export const banners: { title: Localized; link: string; hue: number }[] = [
  { title: L("Today's deals", "پیشنهادهای امروز", "عروض اليوم"), link: "/offer/products", hue: 350 },
  { title: L("New arrivals", "تازه‌ها", "وصل حديثًا"), link: "/products", hue: 195 },
  { title: L("Shop by brand", "خرید بر اساس برند", "تسوّق حسب العلامة"), link: "/brands", hue: 40 },
  { title: L("Meet our sellers", "آشنایی با فروشندگان", "تعرّف على بائعينا"), link: "/sellers", hue: 130 },
  { title: L("Best sellers", "پرفروش‌ترین‌ها", "الأكثر مبيعًا"), link: "/best-selling/products", hue: 260 },
  { title: L("All categories", "همه دسته‌بندی‌ها", "كل الفئات"), link: "/categories", hue: 300 },
];

/**
 * The demo's campaigns. Their windows are hours relative to the moment the shop is seeded, and
 * every start of a demo shop moves them by the time since (seed/demo-campaigns.ts): five run
 * (one a flash sale ending within a day), one has ended, one is still to come.
 */
export interface DemoCampaign {
  slug: string;
  title: Localized;
  shortDescription: Localized;
  description: Localized;
  hue: number;
  backgroundColor: string;
  textColor: string;
  /** hours from the seed's moment (negative: before it) */
  startHours: number;
  endHours: number;
  flashSale: boolean;
  featured: boolean;
}

const para = (t: Localized): Localized => ({ en: `<p>${t.en}</p>`, fa: `<p>${t.fa}</p>`, ar: `<p>${t.ar}</p>` });

export const campaigns: DemoCampaign[] = [
  {
    slug: "winter-sale",
    title: L("Winter Sale", "حراج زمستانی", "تخفيضات الشتاء"),
    shortDescription: L(
      "Coats, knitwear and blankets for less",
      "پالتو، بافتنی و پتو با قیمت کمتر",
      "معاطف وملابس صوفية وبطانيات بأسعار أقل",
    ),
    description: para(
      L(
        "Warm up with seasonal savings on coats, knitwear, blankets and heaters.",
        "با تخفیف‌های فصلی پالتو، بافتنی، پتو و بخاری گرم شوید.",
        "تدفّأ مع توفيرات موسمية على المعاطف والملابس الصوفية والبطانيات والمدافئ.",
      ),
    ),
    hue: 205,
    backgroundColor: "#e0f2fe",
    textColor: "#0c4a6e",
    startHours: -72,
    endHours: 24 * 12,
    flashSale: false,
    featured: true,
  },
  {
    slug: "flash-friday",
    title: L("Flash Friday", "جمعه برق‌آسا", "جمعة البرق"),
    shortDescription: L("Deep discounts, limited stock", "تخفیف‌های ویژه، موجودی محدود", "خصومات كبيرة وكميات محدودة"),
    description: para(
      L(
        "Twenty-four hours only: deep discounts on limited stock. When it's gone, it's gone.",
        "فقط بیست و چهار ساعت: تخفیف‌های ویژه روی موجودی محدود. تمام شد، تمام شد.",
        "أربع وعشرون ساعة فقط: خصومات كبيرة على كميات محدودة. وعند نفادها ينتهي العرض.",
      ),
    ),
    hue: 0,
    backgroundColor: "#7f1d1d",
    textColor: "#ffffff",
    startHours: -4,
    endHours: 20,
    flashSale: true,
    featured: true,
  },
  {
    slug: "back-to-school",
    title: L("Back to School", "بازگشت به مدرسه", "العودة إلى المدرسة"),
    shortDescription: L("Laptops, bags and books", "لپ‌تاپ، کیف و کتاب", "حواسيب وحقائب وكتب"),
    description: para(
      L(
        "Laptops, backpacks, stationery and books for a good start to the year.",
        "لپ‌تاپ، کوله‌پشتی، لوازم‌التحریر و کتاب برای شروعی خوب.",
        "حواسيب وحقائب ظهر وقرطاسية وكتب لبداية عام موفقة.",
      ),
    ),
    hue: 45,
    backgroundColor: "#fef3c7",
    textColor: "#78350f",
    startHours: -48,
    endHours: 24 * 9,
    flashSale: false,
    featured: true,
  },
  {
    slug: "home-refresh",
    title: L("Home Refresh", "نوسازی خانه", "تجديد المنزل"),
    shortDescription: L("A new look for every room", "حال و هوای تازه برای هر اتاق", "إطلالة جديدة لكل غرفة"),
    description: para(
      L(
        "A new look for every room, from rugs and lamps to bedding and cookware.",
        "حال و هوای تازه برای هر اتاق، از فرش و چراغ تا روتختی و ظروف آشپزخانه.",
        "إطلالة جديدة لكل غرفة، من السجاد والمصابيح إلى أغطية الأسرّة وأواني الطهي.",
      ),
    ),
    hue: 150,
    backgroundColor: "#dcfce7",
    textColor: "#14532d",
    startHours: -24,
    endHours: 24 * 20,
    flashSale: false,
    featured: false,
  },
  {
    slug: "gadget-week",
    title: L("Gadget Week", "هفته گجت", "أسبوع الأجهزة"),
    shortDescription: L("Phones, audio and smartwatches", "گوشی، صوتی و ساعت هوشمند", "هواتف وصوتيات وساعات ذكية"),
    description: para(
      L(
        "The best prices of the season on phones, audio, smartwatches and accessories.",
        "بهترین قیمت‌های فصل برای گوشی، صوتی، ساعت هوشمند و لوازم جانبی.",
        "أفضل أسعار الموسم على الهواتف والصوتيات والساعات الذكية والإكسسوارات.",
      ),
    ),
    hue: 230,
    backgroundColor: "#1e1b4b",
    textColor: "#e0e7ff",
    startHours: -12,
    endHours: 24 * 6,
    flashSale: false,
    featured: false,
  },
  {
    slug: "summer-clearance",
    title: L("Summer Clearance", "حراج پایان تابستان", "تصفية الصيف"),
    shortDescription: L("The summer's last bargains", "آخرین فرصت‌های تابستان", "آخر صفقات الصيف"),
    description: para(
      L(
        "Our end-of-summer clearance has ended. Thank you for shopping with us!",
        "حراج پایان تابستان به پایان رسید. از خرید شما سپاسگزاریم!",
        "انتهت تصفية نهاية الصيف. شكرًا لتسوقكم معنا!",
      ),
    ),
    hue: 30,
    backgroundColor: "#ffedd5",
    textColor: "#7c2d12",
    startHours: -24 * 30,
    endHours: -24 * 10,
    flashSale: false,
    featured: false,
  },
  {
    slug: "spring-festival",
    title: L("Spring Festival", "جشنواره بهاره", "مهرجان الربيع"),
    shortDescription: L("Fresh styles for the new season", "استایل‌های تازه برای فصل نو", "أزياء جديدة للموسم الجديد"),
    description: para(
      L(
        "New arrivals for the new season, from sneakers to garden tools, at festival prices.",
        "تازه‌های فصل نو، از کفش ورزشی تا ابزار باغبانی، با قیمت‌های جشنواره‌ای.",
        "وصل حديثًا للموسم الجديد، من الأحذية الرياضية إلى أدوات الحديقة، بأسعار المهرجان.",
      ),
    ),
    hue: 320,
    backgroundColor: "#fce7f3",
    textColor: "#831843",
    startHours: 24 * 5,
    endHours: 24 * 19,
    flashSale: false,
    featured: true,
  },
];

export const blogCategories: { slug: string; name: Localized }[] = [
  { slug: "buying-guides", name: L("Buying guides", "راهنمای خرید", "أدلة الشراء") },
  { slug: "care-tips", name: L("Care tips", "نکات نگهداری", "نصائح العناية") },
  { slug: "seller-stories", name: L("Seller stories", "داستان فروشندگان", "قصص البائعين") },
  { slug: "home-living", name: L("Home & living", "خانه و زندگی", "المنزل والمعيشة") },
  { slug: "tech-notes", name: L("Tech notes", "یادداشت‌های فناوری", "ملاحظات تقنية") },
];

const post = (slug: string, category: string, title: Localized, excerpt: Localized, body: Localized, tags: string[]) => ({
  slug,
  category,
  title,
  excerpt,
  body,
  tags,
});

/** Ten blog posts; `body` is safe HTML (<p>, <h2>, <ul>, <li> only). */
export const blogs: { slug: string; category: string; title: Localized; excerpt: Localized; body: Localized; tags: string[] }[] = [
  post(
    "choosing-a-laptop",
    "buying-guides",
    L("How to choose a laptop that lasts", "چطور لپ‌تاپی بخریم که سال‌ها دوام بیاورد", "كيف تختار حاسوبًا محمولًا يدوم طويلًا"),
    L(
      "Screen, memory, battery: what really matters and what you can safely ignore.",
      "صفحه‌نمایش، رم، باتری: چه چیزی واقعاً مهم است و از چه چیزی می‌توان گذشت.",
      "الشاشة والذاكرة والبطارية: ما المهم حقًا وما يمكنك تجاهله بأمان.",
    ),
    L(
      "<p>Start with what you do every day. Writing, browsing and video calls need far less power than photo or video editing, and paying for performance you never use only adds weight and heat.</p><h2>Memory first</h2><p>16 GB of memory is the comfortable minimum for a machine you want to keep for five years; 8 GB still works for light use. Choose a solid-state drive of at least 512 GB, because cloud storage is never as quick as you hope.</p><h2>Battery, weight and screen</h2><p>If you carry it every day, a light laptop with a ten-hour battery beats a faster, heavier one. Look for a screen of at least 300 nits and a resolution sharp enough for long reading sessions.</p><p>Finally, check the ports. A laptop with two USB-C ports, one USB-A port and a headphone jack will save you from a bag full of adapters.</p>",
      "<p>از کارهای روزانه‌تان شروع کنید. نوشتن، وب‌گردی و تماس تصویری به توان بسیار کمتری از ویرایش عکس یا ویدئو نیاز دارد و پرداخت پول برای قدرتی که هرگز استفاده نمی‌کنید، فقط وزن و گرما اضافه می‌کند.</p><h2>اول حافظه</h2><p>برای دستگاهی که می‌خواهید پنج سال نگهش دارید، ۱۶ گیگابایت رم حداقلِ راحت است؛ ۸ گیگابایت هنوز برای کارهای سبک کافی است. حافظه SSD دست‌کم ۵۱۲ گیگابایتی بگیرید، چون فضای ابری هیچ‌وقت به سرعتی که انتظار دارید نیست.</p><h2>باتری، وزن و صفحه‌نمایش</h2><p>اگر هر روز لپ‌تاپ را همراه دارید، یک دستگاه سبک با باتری ده‌ساعته از دستگاهی سریع‌تر اما سنگین بهتر است. صفحه‌ای با روشنایی دست‌کم ۳۰۰ نیت و وضوحی که برای مطالعه طولانی چشم را خسته نکند انتخاب کنید.</p><p>در پایان، درگاه‌ها را بررسی کنید. لپ‌تاپی با دو درگاه USB-C، یک USB-A و جک هدفون شما را از کیفی پر از مبدل نجات می‌دهد.</p>",
      "<p>ابدأ بما تفعله يوميًا. فالكتابة والتصفح ومكالمات الفيديو تحتاج قدرة أقل بكثير من تحرير الصور أو الفيديو، ودفع المال مقابل أداء لن تستخدمه لا يضيف سوى الوزن والحرارة.</p><h2>الذاكرة أولًا</h2><p>ذاكرة 16 غيغابايت هي الحد الأدنى المريح لجهاز تريد الاحتفاظ به خمس سنوات، بينما تكفي 8 غيغابايت للاستخدام الخفيف. اختر قرص SSD بسعة 512 غيغابايت على الأقل، فالتخزين السحابي ليس بالسرعة التي تتمناها.</p><h2>البطارية والوزن والشاشة</h2><p>إن كنت تحمل الحاسوب كل يوم، فالجهاز الخفيف ببطارية تدوم عشر ساعات أفضل من جهاز أسرع وأثقل. ابحث عن شاشة بسطوع 300 شمعة على الأقل ودقة مريحة للقراءة الطويلة.</p><p>وأخيرًا، تحقق من المنافذ. فحاسوب بمنفذي USB-C ومنفذ USB-A ومقبس سماعات سيغنيك عن حقيبة مليئة بالمحوّلات.</p>",
    ),
    ["laptops", "electronics", "guide"],
  ),
  post(
    "caring-for-hand-knotted-rugs",
    "care-tips",
    L("Caring for a hand-knotted rug", "نگهداری از فرش دستباف", "العناية بالسجاد المعقود يدويًا"),
    L(
      "Simple habits that keep a rug beautiful for decades.",
      "عادت‌های ساده‌ای که فرش را ده‌ها سال زیبا نگه می‌دارد.",
      "عادات بسيطة تحافظ على جمال السجادة لعقود.",
    ),
    L(
      "<p>A good hand-knotted rug can outlive the people who bought it, but only if it is treated kindly. The wool is strong; what damages a rug is grit, sunlight and moisture.</p><h2>Every week</h2><p>Vacuum gently in the direction of the pile, never against it, and keep the beater brush away from the fringes. Grit that sits deep in the pile cuts the fibres every time someone walks over it.</p><h2>Every six months</h2><p>Turn the rug around so that it wears and fades evenly. If one corner sits in strong sunlight, consider a curtain or a blind.</p><ul><li>Blot spills at once with a dry cloth; never rub.</li><li>Use a thin underlay so the rug does not slide or rub on the floor.</li><li>Have it washed by a specialist every three to five years.</li></ul>",
      "<p>یک فرش دستباف خوب می‌تواند از خریدارانش هم بیشتر عمر کند، به شرطی که با آن مهربان باشیم. پشم محکم است؛ آنچه به فرش آسیب می‌زند خاک و شن، نور خورشید و رطوبت است.</p><h2>هر هفته</h2><p>جاروبرقی را آرام و در جهت خواب پرز بکشید، نه برخلاف آن، و برس چرخان را از ریشه‌ها دور نگه دارید. شن‌ریزه‌هایی که در عمق پرز می‌مانند، با هر بار راه رفتن الیاف را می‌برند.</p><h2>هر شش ماه</h2><p>فرش را بچرخانید تا یکنواخت ساییده و کم‌رنگ شود. اگر گوشه‌ای از آن زیر نور شدید آفتاب است، از پرده یا کرکره استفاده کنید.</p><ul><li>لکه‌ها را فوراً با پارچه خشک بگیرید و هرگز نمالید.</li><li>از زیرفرشی نازک استفاده کنید تا فرش روی زمین سُر نخورد و ساییده نشود.</li><li>هر سه تا پنج سال فرش را به قالیشویی متخصص بسپارید.</li></ul>",
      "<p>يمكن للسجادة الجيدة المعقودة يدويًا أن تعمّر أكثر من أصحابها، بشرط أن نعاملها برفق. فالصوف متين، وما يتلفها هو الرمل وأشعة الشمس والرطوبة.</p><h2>كل أسبوع</h2><p>مرّر المكنسة الكهربائية برفق في اتجاه الوبر لا عكسه، وأبعد الفرشاة الدوارة عن الأهداب. فالرمل العالق في عمق الوبر يقطع الألياف في كل مرة يمشي عليها أحد.</p><h2>كل ستة أشهر</h2><p>أدر السجادة لتتآكل ويبهت لونها بالتساوي. وإن كان أحد أركانها تحت شمس قوية، فاستخدم ستارة أو حاجبًا.</p><ul><li>جفّف الانسكابات فورًا بقطعة قماش جافة ولا تفركها أبدًا.</li><li>استخدم بطانة رقيقة تحتها كي لا تنزلق أو تحتك بالأرضية.</li><li>اغسلها لدى مختص كل ثلاث إلى خمس سنوات.</li></ul>",
    ),
    ["rugs", "home", "care"],
  ),
  post(
    "meet-saffron-kitchen",
    "seller-stories",
    L("Meet Saffron Kitchen", "آشنایی با آشپزخانه زعفران", "تعرّف على مطبخ الزعفران"),
    L(
      "A family shop from Mashhad that now ships cookware around the world.",
      "فروشگاهی خانوادگی از مشهد که حالا ظروف آشپزخانه را به سراسر دنیا می‌فرستد.",
      "متجر عائلي من مشهد يشحن اليوم أواني الطهي حول العالم.",
    ),
    L(
      "<p>It started with a single cast-iron pan and a notebook of a grandmother's recipes. Maryam and her brother Reza opened Saffron Kitchen on Bazaar four years ago, selling a handful of pans they had tested in their own kitchen.</p><p>Today the shop sells cookware, spice boxes and tea sets to buyers in twelve countries. The team has grown to six people, and every order is still packed by hand with a small card that explains how to season a new pan.</p><h2>What they learned</h2><ul><li>Good photos matter, but honest descriptions matter more.</li><li>Answering a question within an hour often turns a visitor into a customer.</li><li>Reviews are the best advertising a small shop can have.</li></ul><p>Their advice to new sellers is simple: sell only what you would use yourself, and treat every return as a chance to learn.</p>",
      "<p>همه چیز با یک تابه چدنی و دفترچه دستورهای آشپزی مادربزرگ شروع شد. مریم و برادرش رضا چهار سال پیش آشپزخانه زعفران را در بازار راه انداختند و چند تابه را که در آشپزخانه خودشان آزموده بودند به فروش گذاشتند.</p><p>امروز این فروشگاه ظروف آشپزخانه، ادویه‌دان و سرویس چای را به خریدارانی در دوازده کشور می‌فروشد. تیم به شش نفر رسیده و هنوز هر سفارش با دست بسته‌بندی می‌شود، همراه با کارتی کوچک که طرز آماده‌سازی تابه نو را توضیح می‌دهد.</p><h2>آنچه آموختند</h2><ul><li>عکس خوب مهم است، اما توضیح صادقانه مهم‌تر است.</li><li>پاسخ دادن به پرسش در کمتر از یک ساعت، اغلب بازدیدکننده را به مشتری تبدیل می‌کند.</li><li>نظرات خریداران بهترین تبلیغی است که یک فروشگاه کوچک می‌تواند داشته باشد.</li></ul><p>توصیه آن‌ها به فروشندگان تازه‌کار ساده است: فقط چیزی را بفروشید که خودتان از آن استفاده می‌کنید و هر کالای برگشتی را فرصتی برای یادگیری بدانید.</p>",
      "<p>بدأ كل شيء بمقلاة واحدة من الحديد الزهر ودفتر وصفات الجدة. افتتحت مريم وأخوها رضا متجر مطبخ الزعفران على بازار قبل أربع سنوات، وعرضا بضع مقالٍ جرّباها في مطبخهما.</p><p>اليوم يبيع المتجر أواني الطهي وعلب التوابل وأطقم الشاي لمشترين في اثني عشر بلدًا. كبر الفريق إلى ستة أشخاص، وما زال كل طلب يُغلَّف يدويًا مع بطاقة صغيرة تشرح طريقة تجهيز المقلاة الجديدة.</p><h2>ما تعلّماه</h2><ul><li>الصور الجيدة مهمة، لكن الوصف الصادق أهم.</li><li>الرد على سؤال خلال ساعة يحوّل الزائر غالبًا إلى عميل.</li><li>المراجعات هي أفضل إعلان يمكن أن يحظى به متجر صغير.</li></ul><p>نصيحتهما للبائعين الجدد بسيطة: لا تبع إلا ما تستخدمه بنفسك، واعتبر كل منتج مُرجَع فرصة للتعلّم.</p>",
    ),
    ["sellers", "kitchen", "stories"],
  ),
  post(
    "small-space-living",
    "home-living",
    L("Five ideas for small spaces", "پنج ایده برای خانه‌های کوچک", "خمس أفكار للمساحات الصغيرة"),
    L(
      "Make a small flat feel bigger without moving a single wall.",
      "خانه کوچک را بدون جابه‌جا کردن حتی یک دیوار بزرگ‌تر نشان دهید.",
      "اجعل شقتك الصغيرة تبدو أكبر دون تحريك جدار واحد.",
    ),
    L(
      "<p>A small home does not have to feel cramped. Most of the sense of space comes from light, colour and how much floor you can see, not from square metres.</p><ul><li>Choose sofas and cabinets on legs, so the floor runs underneath them.</li><li>Use one large rug instead of several small ones.</li><li>Hang lamps or fix them to the wall instead of standing them on tables.</li><li>Keep surfaces clear and hide everyday clutter in closed boxes.</li><li>Pick a calm palette of two or three colours for the whole flat.</li></ul><p>Mirrors opposite a window double the daylight, and a folding table can turn a corner of the living room into a dining room in seconds.</p><p>Finally, be strict: if a piece of furniture does not earn its place every week, it probably belongs in someone else's home.</p>",
      "<p>خانه کوچک لازم نیست تنگ و شلوغ به نظر برسد. بیشتر حس فضا از نور، رنگ و مقدار کفی که دیده می‌شود می‌آید، نه از متراژ.</p><ul><li>مبل و کابینت پایه‌دار انتخاب کنید تا کف زیر آن‌ها هم دیده شود.</li><li>به جای چند فرش کوچک، از یک فرش بزرگ استفاده کنید.</li><li>چراغ‌ها را آویز یا دیواری کنید، نه رومیزی.</li><li>سطوح را خلوت نگه دارید و وسایل روزمره را در جعبه‌های دربسته پنهان کنید.</li><li>برای کل خانه دو یا سه رنگ آرام برگزینید.</li></ul><p>آینه روبه‌روی پنجره نور روز را دو برابر می‌کند و یک میز تاشو می‌تواند در چند ثانیه گوشه‌ای از پذیرایی را به ناهارخوری تبدیل کند.</p><p>و در پایان سخت‌گیر باشید: اگر وسیله‌ای هر هفته به کارتان نمی‌آید، احتمالاً جایش در خانه کس دیگری است.</p>",
      "<p>لا يجب أن يبدو المنزل الصغير ضيقًا. فمعظم الإحساس بالاتساع يأتي من الضوء والألوان ومقدار الأرضية الظاهرة، لا من عدد الأمتار المربعة.</p><ul><li>اختر أرائك وخزائن بأرجل لتظهر الأرضية من تحتها.</li><li>استخدم سجادة كبيرة واحدة بدل عدة سجادات صغيرة.</li><li>علّق المصابيح أو ثبّتها على الجدار بدل وضعها على الطاولات.</li><li>أبقِ الأسطح خالية وأخفِ الأغراض اليومية في صناديق مغلقة.</li><li>اختر لوحة من لونين أو ثلاثة ألوان هادئة للشقة كلها.</li></ul><p>المرآة المقابلة للنافذة تضاعف ضوء النهار، والطاولة القابلة للطي تحوّل ركنًا من غرفة المعيشة إلى غرفة طعام في ثوانٍ.</p><p>وأخيرًا، كن حازمًا: إذا لم تستحق قطعة أثاث مكانها كل أسبوع، فربما مكانها منزل شخص آخر.</p>",
    ),
    ["home", "furniture", "ideas"],
  ),
  post(
    "headphones-guide",
    "buying-guides",
    L("Headphones: a short buying guide", "راهنمای کوتاه خرید هدفون", "السماعات: دليل شراء مختصر"),
    L(
      "Over-ear, on-ear or earbuds? It depends on where you listen.",
      "روگوشی، دورگوشی یا ایرباد؟ بستگی دارد کجا گوش می‌دهید.",
      "فوق الأذن أم عليها أم داخلها؟ يعتمد ذلك على مكان استماعك.",
    ),
    L(
      "<p>There is no single best pair of headphones, only the best pair for the places you listen. Start by thinking about where you will wear them most.</p><h2>On the move</h2><p>For buses, trains and planes, active noise cancelling matters more than anything else. It lets you listen at a lower volume, which is kinder to your ears over the years.</p><h2>At the gym</h2><p>Choose wireless earbuds with an IPX5 rating or better, so sweat and rain will not harm them, and try several ear-tip sizes for a secure fit.</p><p>At home, open-back over-ear headphones give the most natural sound, although everyone in the room will hear a little of what you play. Whatever you choose, check the battery life, the charging port and whether the ear cushions can be replaced.</p>",
      "<p>بهترین هدفون مطلق وجود ندارد؛ فقط بهترین هدفون برای جاهایی که در آن گوش می‌دهید. اول فکر کنید بیشتر کجا از آن استفاده می‌کنید.</p><h2>در رفت‌وآمد</h2><p>در اتوبوس، قطار و هواپیما، حذف نویز فعال از هر چیز دیگری مهم‌تر است. این قابلیت اجازه می‌دهد با صدای کمتر گوش دهید که در درازمدت برای گوش‌هایتان بهتر است.</p><h2>در باشگاه</h2><p>ایرباد بی‌سیم با استاندارد IPX5 یا بالاتر انتخاب کنید تا عرق و باران آسیبی به آن نزند و چند اندازه سری گوشی را امتحان کنید تا محکم بنشیند.</p><p>در خانه، هدفون‌های روگوشی با پشت باز طبیعی‌ترین صدا را دارند، هرچند اطرافیان هم کمی از صدا را می‌شنوند. هرکدام را که انتخاب کردید، عمر باتری، نوع درگاه شارژ و قابلیت تعویض بالشتک‌ها را بررسی کنید.</p>",
      "<p>لا توجد سماعات مثالية للجميع، بل أفضل سماعات للأماكن التي تستمع فيها. ابدأ بالتفكير في المكان الذي ستستخدمها فيه أكثر.</p><h2>أثناء التنقل</h2><p>في الحافلات والقطارات والطائرات، يكون إلغاء الضوضاء النشط أهم من أي شيء آخر، فهو يتيح لك الاستماع بصوت أخفض، وهذا أرحم لأذنيك على مر السنين.</p><h2>في النادي الرياضي</h2><p>اختر سماعات أذن لاسلكية بمعيار IPX5 أو أعلى كي لا يضرها العرق أو المطر، وجرّب عدة مقاسات من الأطراف المطاطية لتثبيت محكم.</p><p>في المنزل، تمنح السماعات المفتوحة فوق الأذن الصوت الأكثر طبيعية، وإن كان من حولك سيسمعون شيئًا مما تشغّله. وأيًّا كان اختيارك، تحقق من عمر البطارية ومنفذ الشحن وإمكانية استبدال الوسائد.</p>",
    ),
    ["audio", "electronics", "guide"],
  ),
  post(
    "leather-bag-care",
    "care-tips",
    L("Leather bags that last", "کیف چرمی که ماندگار بماند", "حقائب جلدية تدوم طويلًا"),
    L(
      "Clean, condition, store: three steps that keep leather supple.",
      "تمیز کردن، تغذیه، نگهداری: سه قدم برای چرمی نرم و سالم.",
      "نظّف وغذِّ وخزّن: ثلاث خطوات تحافظ على ليونة الجلد.",
    ),
    L(
      "<p>Good leather gets better with age, as long as it does not dry out. A few minutes of care every couple of months is all it takes.</p><h2>Cleaning</h2><p>Wipe the bag with a soft, slightly damp cloth and let it dry naturally, away from radiators and direct sunlight. Never put leather in a washing machine or use household cleaners on it.</p><h2>Conditioning</h2><p>Twice a year, rub in a thin layer of neutral leather cream with a cotton cloth, leave it for an hour and buff off the rest. Test any new product on a hidden spot first.</p><p>When you are not using the bag, stuff it with paper to keep its shape and store it in a breathable cotton dust bag, never in plastic.</p>",
      "<p>چرم خوب با گذر زمان زیباتر می‌شود، به شرطی که خشک نشود. چند دقیقه مراقبت هر یکی دو ماه یک بار کافی است.</p><h2>تمیز کردن</h2><p>کیف را با پارچه‌ای نرم و کمی نم‌دار پاک کنید و بگذارید دور از شوفاژ و نور مستقیم آفتاب خودبه‌خود خشک شود. هرگز چرم را در ماشین لباسشویی نیندازید و از شوینده‌های خانگی برایش استفاده نکنید.</p><h2>تغذیه چرم</h2><p>سالی دو بار لایه‌ای نازک از کرم چرم بی‌رنگ را با پارچه نخی روی آن بمالید، یک ساعت صبر کنید و اضافه‌اش را پاک کنید. هر محصول تازه را اول روی قسمتی پنهان امتحان کنید.</p><p>وقتی از کیف استفاده نمی‌کنید، داخلش را با کاغذ پر کنید تا فرمش حفظ شود و آن را در کیسه پارچه‌ای نخی که هوا از آن عبور می‌کند نگه دارید، هرگز در پلاستیک.</p>",
      "<p>يزداد الجلد الجيد جمالًا مع الوقت، ما دام لا يجف. وكل ما يحتاجه بضع دقائق من العناية كل شهر أو شهرين.</p><h2>التنظيف</h2><p>امسح الحقيبة بقطعة قماش ناعمة ورطبة قليلًا، واتركها تجف طبيعيًا بعيدًا عن المدافئ وأشعة الشمس المباشرة. لا تضع الجلد في الغسالة أبدًا ولا تستخدم عليه المنظفات المنزلية.</p><h2>التغذية</h2><p>مرتين في السنة، افرك طبقة رقيقة من كريم الجلد المحايد بقطعة قماش قطنية، واتركها ساعة ثم امسح الزائد. جرّب أي منتج جديد على جزء مخفي أولًا.</p><p>عندما لا تستخدم الحقيبة، احشُها بالورق لتحافظ على شكلها وخزّنها في كيس قطني يسمح بمرور الهواء، لا في كيس بلاستيكي أبدًا.</p>",
    ),
    ["leather", "fashion", "care"],
  ),
  post(
    "meet-pedal-works",
    "seller-stories",
    L(
      "Pedal Works: from repair shop to bike maker",
      "کارگاه پدال: از تعمیرگاه تا سازنده دوچرخه",
      "ورشة الدواسة: من ورشة إصلاح إلى صانع دراجات",
    ),
    L(
      "How ten years of fixing bikes became a city bike of their own.",
      "چطور ده سال تعمیر دوچرخه به ساخت دوچرخه شهری خودشان رسید.",
      "كيف تحولت عشر سنوات من إصلاح الدراجات إلى دراجة مدينة خاصة بهم.",
    ),
    L(
      "<p>Pedal Works began as a two-person repair shop under a railway bridge. For ten years its mechanics fixed the same problems again and again: rusty chains, weak brakes and wheels that could not survive potholes.</p><p>So they designed their own city bike, with a steel frame, hub gears that need almost no maintenance and wheels built by hand in the workshop. The first twenty bikes sold out on Bazaar in a week.</p><h2>Still a repair shop at heart</h2><p>Every frame is checked by the mechanics who started the shop, and every buyer gets a free check-up after the first three months. Spare parts and repair kits are sold in the same shop, so a bike bought today can still be fixed in twenty years.</p><p>The team says the best part of selling online is the messages: photos of bikes on mountain roads, school runs and long commutes in the rain.</p>",
      "<p>کارگاه پدال به شکل یک تعمیرگاه دونفره زیر یک پل راه‌آهن شروع به کار کرد. مکانیک‌هایش ده سال مدام همان مشکلات را تعمیر می‌کردند: زنجیرهای زنگ‌زده، ترمزهای ضعیف و چرخ‌هایی که تاب دست‌اندازها را نداشتند.</p><p>پس دوچرخه شهری خودشان را طراحی کردند، با بدنه فولادی، دنده توپی که تقریباً به نگهداری نیاز ندارد و چرخ‌هایی که در همان کارگاه با دست ساخته می‌شوند. بیست دوچرخه اول ظرف یک هفته در بازار فروش رفت.</p><h2>هنوز یک تعمیرگاه</h2><p>هر بدنه را همان مکانیک‌هایی که کارگاه را راه انداختند بررسی می‌کنند و هر خریدار پس از سه ماه اول یک سرویس رایگان دریافت می‌کند. قطعات یدکی و کیت تعمیر هم در همین فروشگاه فروخته می‌شود تا دوچرخه‌ای که امروز خریده می‌شود بیست سال بعد هم قابل تعمیر باشد.</p><p>اعضای تیم می‌گویند بهترین بخش فروش اینترنتی، پیام‌های خریداران است: عکس دوچرخه‌ها در جاده‌های کوهستانی، مسیر مدرسه و رفت‌وآمدهای طولانی زیر باران.</p>",
      "<p>بدأت ورشة الدواسة كورشة إصلاح من شخصين تحت جسر للسكك الحديدية. وطوال عشر سنوات أصلح ميكانيكيوها المشكلات نفسها مرارًا: سلاسل صدئة ومكابح ضعيفة وعجلات لا تصمد أمام الحفر.</p><p>فصمموا دراجتهم الخاصة للمدينة، بإطار من الفولاذ وتروس داخلية في المحور لا تكاد تحتاج إلى صيانة وعجلات تُجمع يدويًا في الورشة. ونفدت الدراجات العشرون الأولى على بازار خلال أسبوع.</p><h2>ورشة إصلاح في جوهرها</h2><p>يفحص كل إطار الميكانيكيون الذين أسسوا المتجر، ويحصل كل مشترٍ على فحص مجاني بعد الأشهر الثلاثة الأولى. وتُباع قطع الغيار وعُدد الإصلاح في المتجر نفسه، لتبقى الدراجة التي تُشترى اليوم قابلة للإصلاح بعد عشرين عامًا.</p><p>يقول الفريق إن أجمل ما في البيع عبر الإنترنت هو الرسائل: صور الدراجات على طرق الجبال وفي مشاوير المدرسة والتنقلات الطويلة تحت المطر.</p>",
    ),
    ["sellers", "cycling", "stories"],
  ),
  post(
    "skincare-basics",
    "buying-guides",
    L("Skincare basics: a simple routine", "اصول مراقبت از پوست: یک روال ساده", "أساسيات العناية بالبشرة: روتين بسيط"),
    L(
      "Cleanse, moisturise, protect. Everything else is optional.",
      "پاک‌سازی، آبرسانی، محافظت. بقیه اختیاری است.",
      "نظّف ورطّب واحمِ. وكل ما عدا ذلك اختياري.",
    ),
    L(
      "<p>Shelves full of serums and masks can make skincare look complicated. In fact, three products cover what most skin needs every day.</p><ul><li>A gentle cleanser that does not leave your skin tight.</li><li>A moisturiser suited to your skin type: a light gel for oily skin, a richer cream for dry skin.</li><li>A broad-spectrum sunscreen of SPF 30 or higher, every morning, even when it is cloudy.</li></ul><p>Add a serum only when you know exactly what you want it to do, such as vitamin C for dull skin or niacinamide for visible pores, and introduce one new product at a time so you can tell what works.</p><p>If you have sensitive skin, choose fragrance-free products and always test on a small area of your inner arm before using something new on your face.</p>",
      "<p>قفسه‌های پر از سرم و ماسک می‌تواند مراقبت از پوست را پیچیده جلوه دهد. اما در واقع سه محصول نیاز روزانه بیشتر پوست‌ها را برآورده می‌کند.</p><ul><li>یک پاک‌کننده ملایم که پوست را خشک و کشیده نکند.</li><li>کرم آبرسان متناسب با نوع پوست: ژل سبک برای پوست چرب و کرم غنی‌تر برای پوست خشک.</li><li>ضدآفتاب با طیف گسترده و SPF ۳۰ یا بالاتر، هر صبح، حتی در روزهای ابری.</li></ul><p>سرم را فقط وقتی اضافه کنید که دقیقاً می‌دانید چه انتظاری از آن دارید، مثلاً ویتامین C برای پوست کدر یا نیاسینامید برای منافذ باز، و هر بار فقط یک محصول تازه به روال خود اضافه کنید تا بفهمید کدام اثر دارد.</p><p>اگر پوست حساسی دارید، محصولات بدون عطر انتخاب کنید و پیش از استفاده از محصول تازه روی صورت، آن را روی بخش کوچکی از داخل بازو امتحان کنید.</p>",
      "<p>قد تجعل الرفوف المليئة بالأمصال والأقنعة العناية بالبشرة تبدو معقدة. لكن ثلاثة منتجات في الحقيقة تغطي ما تحتاجه معظم البشرات يوميًا.</p><ul><li>منظف لطيف لا يترك بشرتك مشدودة.</li><li>مرطب يناسب نوع بشرتك: جل خفيف للبشرة الدهنية وكريم أغنى للبشرة الجافة.</li><li>واقي شمس واسع الطيف بعامل حماية 30 أو أكثر، كل صباح حتى في الأيام الغائمة.</li></ul><p>أضف السيروم فقط عندما تعرف تمامًا ما تريده منه، مثل فيتامين C للبشرة الباهتة أو النياسيناميد للمسام الظاهرة، وأدخل منتجًا جديدًا واحدًا في كل مرة لتعرف ما الذي ينجح.</p><p>إذا كانت بشرتك حساسة، فاختر منتجات خالية من العطور، وجرّب أي منتج جديد على مساحة صغيرة من باطن ذراعك قبل استخدامه على وجهك.</p>",
    ),
    ["beauty", "skincare", "guide"],
  ),
  post(
    "gift-ideas-under-50",
    "home-living",
    L("Gift ideas under $50", "ایده‌های هدیه زیر ۵۰ دلار", "أفكار هدايا بأقل من 50 دولارًا"),
    L(
      "Thoughtful presents from independent shops that will not break the bank.",
      "هدایای سنجیده از فروشگاه‌های مستقل که به جیبتان فشار نمی‌آورد.",
      "هدايا مدروسة من متاجر مستقلة لا ترهق ميزانيتك.",
    ),
    L(
      "<p>The best gifts are not the most expensive ones; they are the ones that show you were paying attention. Independent shops are full of small, well-made things that are hard to find anywhere else.</p><ul><li>A set of hand-painted tea glasses for the friend who always puts the kettle on.</li><li>A 1,000-piece jigsaw puzzle for rainy weekends.</li><li>An e-book or online course for the colleague who is always learning something new.</li><li>A soft knitted hat and scarf for someone who feels the cold.</li><li>A scented candle made in small batches for a new home.</li></ul><p>Not sure about size or colour? Then ask the shop about an exchange before you order: many of our sellers swap sizes and colours for free.</p>",
      "<p>بهترین هدیه‌ها گران‌ترین‌ها نیستند؛ هدیه‌هایی‌اند که نشان می‌دهند به طرف مقابل توجه کرده‌اید. فروشگاه‌های مستقل پر از چیزهای کوچک و خوش‌ساخت‌اند که جای دیگری پیدا نمی‌شوند.</p><ul><li>سرویس استکان نقاشی‌شده با دست برای دوستی که همیشه کتری را روشن می‌کند.</li><li>پازل هزار تکه برای آخر هفته‌های بارانی.</li><li>کتاب الکترونیکی یا دوره آنلاین برای همکاری که همیشه در حال یادگرفتن است.</li><li>کلاه و شال گردن بافتنی نرم برای کسی که زود سردش می‌شود.</li><li>شمع معطر دست‌ساز برای خانه‌ای تازه.</li></ul><p>درباره اندازه یا رنگ مطمئن نیستید؟ پیش از سفارش از فروشگاه درباره تعویض بپرسید: بسیاری از فروشندگان ما اندازه و رنگ را رایگان عوض می‌کنند.</p>",
      "<p>أفضل الهدايا ليست الأغلى ثمنًا، بل تلك التي تُظهر أنك انتبهت لمن تهديه. والمتاجر المستقلة مليئة بأشياء صغيرة متقنة الصنع يصعب إيجادها في أي مكان آخر.</p><ul><li>طقم كؤوس شاي مرسومة يدويًا للصديق الذي يضع الإبريق على النار دائمًا.</li><li>أحجية من ألف قطعة لعطلات نهاية الأسبوع الممطرة.</li><li>كتاب إلكتروني أو دورة عبر الإنترنت للزميل الذي يتعلم شيئًا جديدًا دائمًا.</li><li>قبعة ووشاح محبوكان وناعمان لمن يشعر بالبرد سريعًا.</li><li>شمعة معطرة مصنوعة بكميات صغيرة لمنزل جديد.</li></ul><p>لست متأكدًا من المقاس أو اللون؟ اسأل المتجر عن الاستبدال قبل الطلب: كثير من بائعينا يستبدلون المقاس واللون مجانًا.</p>",
    ),
    ["gifts", "ideas"],
  ),
  post(
    "phone-battery-care",
    "tech-notes",
    L("Make your phone battery last longer", "عمر باتری گوشی را بیشتر کنید", "أطِل عمر بطارية هاتفك"),
    L(
      "A few habits that keep a battery healthy for years, not months.",
      "چند عادت که باتری را سال‌ها، نه چند ماه، سالم نگه می‌دارد.",
      "عادات قليلة تحافظ على البطارية سليمة لسنوات لا لأشهر.",
    ),
    L(
      "<p>Lithium-ion batteries wear out slowly with every charge, but how you charge them makes a big difference. Heat and long periods at 0% or 100% are what age them fastest.</p><h2>Everyday habits</h2><ul><li>Keep the charge roughly between 20% and 80% when you can.</li><li>Turn on the optimised charging option if your phone has one.</li><li>Do not leave the phone charging in the sun or under a pillow.</li><li>Take a thick case off when fast-charging a warm phone.</li></ul><p>Use a good-quality charger and cable; cheap ones can deliver unstable power and generate extra heat. Certified accessories from verified sellers are worth the small difference in price.</p><p>If your phone now lasts less than half a day, a battery replacement is usually far cheaper than a new phone, and many repair shops on Bazaar offer it with a warranty.</p>",
      "<p>باتری‌های لیتیوم-یون با هر بار شارژ کمی فرسوده می‌شوند، اما نحوه شارژ کردن تفاوت زیادی ایجاد می‌کند. گرما و ماندن طولانی در ۰٪ یا ۱۰۰٪ بیش از هر چیز باتری را پیر می‌کند.</p><h2>عادت‌های روزانه</h2><ul><li>تا جایی که می‌توانید شارژ را تقریباً بین ۲۰٪ و ۸۰٪ نگه دارید.</li><li>اگر گوشی‌تان گزینه شارژ بهینه دارد، آن را روشن کنید.</li><li>گوشی را زیر آفتاب یا زیر بالش در حال شارژ رها نکنید.</li><li>هنگام شارژ سریع گوشی گرم، قاب ضخیم را بردارید.</li></ul><p>از شارژر و کابل باکیفیت استفاده کنید؛ نمونه‌های ارزان ممکن است جریان ناپایدار بدهند و گرمای بیشتری تولید کنند. لوازم جانبی استاندارد از فروشندگان تأییدشده به تفاوت قیمت اندکشان می‌ارزند.</p><p>اگر شارژ گوشی‌تان حالا کمتر از نصف روز دوام می‌آورد، تعویض باتری معمولاً بسیار ارزان‌تر از خرید گوشی نو است و بسیاری از تعمیرگاه‌های بازار این خدمت را با گارانتی ارائه می‌دهند.</p>",
      "<p>تتآكل بطاريات الليثيوم أيون ببطء مع كل شحنة، لكن طريقة الشحن تصنع فرقًا كبيرًا. فالحرارة والبقاء طويلًا عند 0% أو 100% هما أكثر ما يُسرّع شيخوختها.</p><h2>عادات يومية</h2><ul><li>حافظ على الشحن تقريبًا بين 20% و80% قدر الإمكان.</li><li>فعّل خيار الشحن المحسّن إن كان هاتفك يدعمه.</li><li>لا تترك الهاتف يُشحن تحت الشمس أو تحت الوسادة.</li><li>انزع الغطاء السميك عند الشحن السريع لهاتف دافئ.</li></ul><p>استخدم شاحنًا وكابلًا عاليي الجودة، فالرخيصة منها قد توفر تيارًا غير مستقر وتولّد حرارة إضافية. والملحقات المعتمدة من بائعين موثّقين تستحق الفرق البسيط في السعر.</p><p>إذا صار هاتفك يصمد أقل من نصف يوم، فاستبدال البطارية عادةً أرخص بكثير من شراء هاتف جديد، وتقدّم كثير من ورش الإصلاح على بازار هذه الخدمة مع ضمان.</p>",
    ),
    ["phones", "battery", "tips"],
  ),
];

/** The newsletter pop-up shown to first-time visitors. */
export const popup: { title: Localized; description: Localized } = {
  title: L("10% off your first order", "۱۰٪ تخفیف برای اولین خرید", "خصم 10% على طلبك الأول"),
  description: L(
    "Join our newsletter and get a welcome voucher straight to your inbox, plus weekly picks and early access to sales from our sellers.",
    "در خبرنامه ما عضو شوید تا کد تخفیف خوش‌آمدگویی مستقیم به ایمیلتان برسد؛ به‌علاوه پیشنهادهای هفتگی و دسترسی زودهنگام به حراج‌های فروشندگان.",
    "اشترك في نشرتنا البريدية واحصل على قسيمة ترحيب مباشرة في بريدك، إضافة إلى مختارات أسبوعية ووصول مبكر إلى تخفيضات بائعينا.",
  ),
};
