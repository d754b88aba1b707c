import type { Localized } from "./types";

const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });

export const services: { icon: string; title: Localized; subtitle: Localized }[] = [
  { icon: "truck", title: L("Fast delivery", "ارسال سریع", "توصيل سريع"), subtitle: L("Most orders arrive in 2–4 days", "بیشتر سفارش‌ها در ۲ تا ۴ روز می‌رسند", "تصل معظم الطلبات خلال 2–4 أيام") },
  { icon: "shield-check", title: L("Secure payment", "پرداخت امن", "دفع آمن"), subtitle: L("Card, cash, wallet or voucher", "کارت، نقدی، کیف پول یا کارت هدیه", "بطاقة أو نقدًا أو محفظة أو قسيمة") },
  { icon: "rotate-ccw", title: L("14-day returns", "۱۴ روز ضمانت بازگشت", "إرجاع خلال 14 يومًا"), subtitle: L("Changed your mind? Send it back", "پشیمان شدید؟ برگردانید", "غيّرت رأيك؟ أعده إلينا") },
  { icon: "headset", title: L("Support every day", "پشتیبانی هر روز", "دعم كل يوم"), subtitle: L("We answer from 8:00 to 22:00", "از ساعت ۸ تا ۲۲ پاسخگوییم", "نجيب من 8:00 حتى 22:00") },
];

export const sliders: { title: Localized; subtitle: Localized; cta: Localized; link: string; hue: number }[] = [
  { title: L("Gadget Week", "هفته گجت", "أسبوع الأجهزة"), subtitle: L("Up to 30% off phones, laptops and audio from verified shops", "تا ۳۰٪ تخفیف گوشی، لپ‌تاپ و صوتی از فروشگاه‌های معتبر", "خصم حتى 30% على الهواتف والحواسيب والصوتيات من متاجر موثقة"), cta: L("Shop electronics", "خرید کالای دیجیتال", "تسوّق الإلكترونيات"), link: "/category/electronics", hue: 222 },
  { title: L("Winter wardrobe", "کمد زمستانی", "خزانة الشتاء"), subtitle: L("Coats, knits and boots from independent makers", "پالتو، بافتنی و بوت از تولیدکنندگان مستقل", "معاطف وملابس صوفية وأحذية من صنّاع مستقلين"), cta: L("See the offers", "دیدن پیشنهادها", "شاهد العروض"), link: "/offer/products", hue: 14 },
  { title: L("Best sellers", "پرفروش‌ها", "الأكثر مبيعًا"), subtitle: L("What thousands of shoppers chose this month", "انتخاب هزاران خریدار در این ماه", "ما اختاره آلاف المتسوقين هذا الشهر"), cta: L("Browse best sellers", "مشاهده پرفروش‌ها", "تصفح الأكثر مبيعًا"), link: "/best-selling/products", hue: 158 },
  { title: L("A home you love", "خانه‌ای که دوستش دارید", "منزل تحبه"), subtitle: L("Hand-knotted rugs, lamps and furniture for every room", "فرش دستباف، چراغ و مبلمان برای هر اتاق", "سجاد يدوي ومصابيح وأثاث لكل غرفة"), cta: L("Shop all products", "همه محصولات", "كل المنتجات"), link: "/products", hue: 275 },
];

export const banners: { title: Localized; link: string; hue: number }[] = [
  { title: L("Today's deals", "پیشنهادهای امروز", "عروض اليوم"), link: "/offer/products", hue: 350 },
  { title: L("New arrivals", "تازه‌ها", "وصل حديثًا"), link: "/products", hue: 195 },
  { title: L("Top brands", "برندهای برتر", "أفضل العلامات"), link: "/brands", hue: 40 },
  { title: L("Meet the sellers", "آشنایی با فروشندگان", "تعرّف على البائعين"), link: "/sellers", hue: 130 },
  { title: L("Best selling", "پرفروش‌ترین‌ها", "الأكثر مبيعًا"), link: "/best-selling/products", hue: 260 },
  { title: L("All categories", "همه دسته‌ها", "كل الفئات"), link: "/categories", hue: 300 },
];

export const campaigns: { slug: string; title: Localized; description: Localized; hue: number; flashSale: boolean }[] = [
  { slug: "winter-sale", title: L("Winter Sale", "حراج زمستانی", "تخفيضات الشتاء"), description: L("Warm up with seasonal savings across fashion and home.", "با تخفیف‌های فصلی پوشاک و خانه گرم شوید.", "تدفأ بتوفيرات موسمية في الأزياء والمنزل."), hue: 205, flashSale: false },
  { slug: "flash-friday", title: L("Flash Friday", "جمعه برق‌آسا", "جمعة البرق"), description: L("Twenty-four hours, deep discounts, limited stock.", "بیست و چهار ساعت، تخفیف‌های ویژه، موجودی محدود.", "أربع وعشرون ساعة وخصومات كبيرة وكمية محدودة."), hue: 0, flashSale: true },
  { slug: "back-to-school", title: L("Back to School", "بازگشت به مدرسه", "العودة إلى المدرسة"), description: L("Laptops, bags and books for a good start.", "لپ‌تاپ، کیف و کتاب برای شروعی خوب.", "حواسيب وحقائب وكتب لبداية جيدة."), hue: 45, flashSale: false },
  { slug: "home-refresh", title: L("Home Refresh", "نوسازی خانه", "تجديد المنزل"), description: L("New looks for every room, from rugs to lamps.", "حال و هوای تازه برای هر اتاق، از فرش تا چراغ.", "إطلالة جديدة لكل غرفة من السجاد إلى المصابيح."), hue: 150, flashSale: false },
  { slug: "gadget-week", title: L("Gadget Week", "هفته گجت", "أسبوع الأجهزة"), description: L("The week's best prices on phones, audio and wearables.", "بهترین قیمت‌های هفته برای گوشی، صوتی و پوشیدنی‌ها.", "أفضل أسعار الأسبوع للهواتف والصوتيات والأجهزة القابلة للارتداء."), hue: 230, flashSale: false },
];

export const blogCategories: { slug: string; name: Localized }[] = [
  { slug: "buying-guides", name: L("Buying guides", "راهنمای خرید", "أدلة الشراء") },
  { slug: "care-tips", name: L("Care tips", "نکات نگهداری", "نصائح العناية") },
  { slug: "seller-stories", name: L("Seller stories", "داستان فروشندگان", "قصص البائعين") },
  { slug: "home-living", name: L("Home & living", "خانه و زندگی", "المنزل والحياة") },
  { slug: "tech-news", name: L("Tech notes", "یادداشت‌های فناوری", "ملاحظات تقنية") },
];

const post = (slug: string, category: string, title: Localized, excerpt: Localized, body: Localized, tags: string[]) => ({ slug, category, title, excerpt, body, tags });

export const blogs: { slug: string; category: string; title: Localized; excerpt: Localized; body: Localized; tags: string[] }[] = [
  post("choosing-a-laptop", "buying-guides", L("How to choose a laptop in 2026", "چطور در ۲۰۲۶ لپ‌تاپ انتخاب کنیم", "كيف تختار حاسوبًا محمولًا في 2026"), L("Screen, memory, battery: what matters and what does not.", "صفحه، رم، باتری: چه چیزی مهم است و چه چیزی نه.", "الشاشة والذاكرة والبطارية: ما المهم وما ليس مهمًا."),
    L("<p>Start with what you do every day. Writing and browsing need far less than video editing.</p><h2>Memory first</h2><p>16 GB is the comfortable minimum today; 8 GB still works for light use.</p><h2>Battery and weight</h2><p>If you carry it daily, a light machine with a ten-hour battery beats a faster heavy one.</p>",
      "<p>از کارهای روزانه‌تان شروع کنید. نوشتن و وب‌گردی بسیار کمتر از تدوین ویدئو نیاز دارد.</p><h2>اول حافظه</h2><p>امروز ۱۶ گیگابایت حداقل راحت است؛ ۸ گیگابایت هنوز برای کارهای سبک کافی است.</p><h2>باتری و وزن</h2><p>اگر هر روز همراهتان است، دستگاه سبک با باتری ده ساعته از دستگاه سریع و سنگین بهتر است.</p>",
      "<p>ابدأ بما تفعله يوميًا. الكتابة والتصفح يحتاجان أقل بكثير من تحرير الفيديو.</p><h2>الذاكرة أولًا</h2><p>16 غيغابايت هو الحد الأدنى المريح اليوم، و8 غيغابايت ما زالت تكفي للاستخدام الخفيف.</p><h2>البطارية والوزن</h2><p>إن كنت تحمله يوميًا، فالجهاز الخفيف ببطارية تدوم عشر ساعات أفضل من جهاز سريع وثقيل.</p>"), ["laptops", "guide"]),
  post("caring-for-persian-rugs", "care-tips", L("Caring for a hand-knotted rug", "نگهداری از فرش دستباف", "العناية بالسجاد المعقود يدويًا"), L("Simple habits that keep a rug beautiful for decades.", "عادت‌های ساده‌ای که فرش را ده‌ها سال زیبا نگه می‌دارد.", "عادات بسيطة تحافظ على جمال السجادة لعقود."),
    L("<p>Vacuum gently along the pile, never against it.</p><p>Turn the rug every six months so it wears and fades evenly.</p><p>Blot spills at once with a dry cloth; do not rub.</p>",
      "<p>جاروبرقی را آرام و در جهت خواب پرز بکشید، نه برخلاف آن.</p><p>هر شش ماه فرش را بچرخانید تا یکنواخت ساییده و کم‌رنگ شود.</p><p>لکه‌ها را فوراً با پارچه خشک بگیرید و نمالید.</p>",
      "<p>استخدم المكنسة برفق في اتجاه الوبر لا عكسه.</p><p>أدر السجادة كل ستة أشهر لتتآكل وتبهت بالتساوي.</p><p>جفف الانسكابات فورًا بقطعة قماش جافة دون فرك.</p>"), ["rugs", "care"]),
  post("meet-saffron-kitchen", "seller-stories", L("Meet Saffron Kitchen", "آشنایی با آشپزخانه زعفران", "تعرّف على مطبخ الزعفران"), L("A family shop from Mashhad that ships pans around the world.", "فروشگاهی خانوادگی از مشهد که تابه به سراسر دنیا می‌فرستد.", "متجر عائلي من مشهد يشحن المقالي حول العالم."),
    L("<p>It started with one cast-iron pan and a grandmother's recipes.</p><p>Today the shop sells cookware to buyers in twelve countries, and still packs every order by hand.</p>",
      "<p>همه چیز با یک تابه چدنی و دستورهای آشپزی مادربزرگ شروع شد.</p><p>امروز این فروشگاه به خریدارانی در دوازده کشور ظروف آشپزخانه می‌فروشد و هنوز هر سفارش را با دست بسته‌بندی می‌کند.</p>",
      "<p>بدأ كل شيء بمقلاة حديد زهر ووصفات الجدة.</p><p>اليوم يبيع المتجر أواني الطهي لمشترين في اثني عشر بلدًا، وما زال يغلّف كل طلب يدويًا.</p>"), ["sellers", "kitchen"]),
  post("small-space-living", "home-living", L("Five ideas for small spaces", "پنج ایده برای خانه‌های کوچک", "خمس أفكار للمساحات الصغيرة"), L("Make a small flat feel bigger without moving walls.", "خانه کوچک را بدون جابه‌جایی دیوار بزرگ‌تر نشان دهید.", "اجعل الشقة الصغيرة تبدو أكبر دون تحريك الجدران."),
    L("<ul><li>Choose furniture on legs</li><li>Use one large rug instead of several small ones</li><li>Hang lights instead of standing them</li><li>Keep surfaces clear</li><li>Pick a calm palette</li></ul>",
      "<ul><li>مبلمان پایه‌دار انتخاب کنید</li><li>به جای چند فرش کوچک از یک فرش بزرگ استفاده کنید</li><li>چراغ آویز را به چراغ ایستاده ترجیح دهید</li><li>سطوح را خلوت نگه دارید</li><li>رنگ‌های آرام برگزینید</li></ul>",
      "<ul><li>اختر أثاثًا بأرجل</li><li>استخدم سجادة كبيرة بدل عدة سجادات صغيرة</li><li>علّق المصابيح بدل وضعها على الأرض</li><li>أبقِ الأسطح خالية</li><li>اختر ألوانًا هادئة</li></ul>"), ["home", "ideas"]),
  post("headphones-guide", "buying-guides", L("Headphones: a short guide", "راهنمای کوتاه خرید هدفون", "دليل مختصر للسماعات"), L("Over-ear, on-ear or earbuds? It depends on where you listen.", "روگوشی، دورگوشی یا ایرباد؟ به جای گوش دادن‌تان بستگی دارد.", "فوق الأذن أم داخلها؟ يعتمد على مكان استماعك."),
    L("<p>For commuting, noise cancelling matters more than anything else.</p><p>For the gym, pick earbuds with IPX5 or better.</p><p>At home, open over-ear headphones sound the most natural.</p>",
      "<p>برای رفت‌وآمد، حذف نویز از همه چیز مهم‌تر است.</p><p>برای باشگاه، ایربادی با استاندارد IPX5 یا بالاتر بردارید.</p><p>در خانه، هدفون‌های روگوشی باز طبیعی‌ترین صدا را دارند.</p>",
      "<p>للتنقل، إلغاء الضوضاء أهم من أي شيء آخر.</p><p>للنادي، اختر سماعات أذن بمعيار IPX5 أو أعلى.</p><p>في المنزل، تمنح السماعات المفتوحة فوق الأذن الصوت الأكثر طبيعية.</p>"), ["audio", "guide"]),
  post("leather-care", "care-tips", L("Leather bags that last", "کیف چرمی ماندگار", "حقائب جلدية تدوم"), L("Clean, condition, store: three steps for leather.", "تمیز کردن، تغذیه، نگهداری: سه قدم برای چرم.", "نظّف وغذِّ وخزّن: ثلاث خطوات للجلد."),
    L("<p>Wipe with a damp cloth, then let it dry away from heat.</p><p>Condition twice a year with a neutral cream.</p><p>Store it stuffed with paper in a cotton bag.</p>",
      "<p>با پارچه نم‌دار تمیز کنید و دور از گرما خشک شود.</p><p>سالی دو بار با کرم بی‌رنگ تغذیه کنید.</p><p>آن را پر از کاغذ و در کیسه نخی نگه دارید.</p>",
      "<p>امسحها بقطعة قماش رطبة ثم اتركها تجف بعيدًا عن الحرارة.</p><p>غذِّها مرتين في السنة بكريم محايد.</p><p>خزّنها محشوة بالورق في كيس قطني.</p>"), ["leather", "care"]),
  post("meet-pedal-works", "seller-stories", L("Pedal Works: bikes and repairs", "کارگاه پدال: دوچرخه و تعمیر", "ورشة الدواسة: دراجات وإصلاحات"), L("How a repair shop became a bike brand.", "چطور یک تعمیرگاه به برند دوچرخه تبدیل شد.", "كيف تحولت ورشة إصلاح إلى علامة دراجات."),
    L("<p>Pedal Works fixed bikes for ten years before building its own city bike.</p><p>Every frame is checked by the mechanics who started the shop.</p>",
      "<p>کارگاه پدال ده سال دوچرخه تعمیر کرد تا دوچرخه شهری خودش را ساخت.</p><p>هر بدنه را همان مکانیک‌هایی که فروشگاه را راه انداختند بررسی می‌کنند.</p>",
      "<p>أصلحت ورشة الدواسة الدراجات عشر سنوات قبل أن تصنع دراجتها الخاصة.</p><p>يفحص كل إطار الميكانيكيون الذين أسسوا المتجر.</p>"), ["sellers", "cycling"]),
  post("skincare-basics", "buying-guides", L("Skincare basics", "اصول مراقبت از پوست", "أساسيات العناية بالبشرة"), L("Cleanse, moisturise, protect. Everything else is extra.", "پاک‌سازی، آبرسانی، محافظت. بقیه اضافه است.", "نظّف ورطّب واحمِ. وكل ما عدا ذلك إضافي."),
    L("<p>A gentle cleanser, a moisturiser for your skin type and sunscreen every morning cover most needs.</p><p>Add a serum only when you know what you want it to do.</p>",
      "<p>یک پاک‌کننده ملایم، کرم آبرسان مناسب نوع پوست و ضدآفتاب هر صبح بیشتر نیازها را پوشش می‌دهد.</p><p>سرم را فقط وقتی اضافه کنید که می‌دانید از آن چه می‌خواهید.</p>",
      "<p>منظف لطيف ومرطب يناسب نوع بشرتك وواقي شمس كل صباح تغطي معظم الاحتياجات.</p><p>أضف السيروم فقط عندما تعرف ما تريده منه.</p>"), ["beauty", "guide"]),
  post("gift-ideas", "home-living", L("Gift ideas under $50", "ایده‌های هدیه زیر ۵۰ دلار", "أفكار هدايا بأقل من 50 دولارًا"), L("Thoughtful presents from independent shops.", "هدایای سنجیده از فروشگاه‌های مستقل.", "هدايا مدروسة من متاجر مستقلة."),
    L("<ul><li>A tea glass set</li><li>A jigsaw puzzle for rainy days</li><li>An e-book for the traveller</li><li>A soft knitted hat</li></ul>",
      "<ul><li>سرویس استکان</li><li>پازل برای روزهای بارانی</li><li>کتاب الکترونیکی برای اهل سفر</li><li>کلاه بافتنی نرم</li></ul>",
      "<ul><li>طقم كؤوس شاي</li><li>أحجية للأيام الممطرة</li><li>كتاب إلكتروني للمسافر</li><li>قبعة محبوكة ناعمة</li></ul>"), ["gifts"]),
  post("digital-downloads", "tech-news", L("How digital products work", "محصولات دیجیتال چطور کار می‌کنند", "كيف تعمل المنتجات الرقمية"), L("E-books, licences and courses: delivered the moment you pay.", "کتاب الکترونیکی، لایسنس و دوره: بلافاصله پس از پرداخت.", "الكتب الإلكترونية والتراخيص والدورات: تُسلَّم فور الدفع."),
    L("<p>After payment, your digital products appear in your account with a download link.</p><p>Links are personal and expire; you can always generate a fresh one from your orders.</p>",
      "<p>پس از پرداخت، محصولات دیجیتال با لینک دانلود در حساب شما نمایش داده می‌شوند.</p><p>لینک‌ها شخصی و زمان‌دارند؛ همیشه می‌توانید از بخش سفارش‌ها لینک تازه بسازید.</p>",
      "<p>بعد الدفع تظهر منتجاتك الرقمية في حسابك مع رابط تنزيل.</p><p>الروابط شخصية ومؤقتة، ويمكنك دائمًا إنشاء رابط جديد من طلباتك.</p>"), ["digital"]),
];

export const popup = {
  title: L("10% off your first order", "۱۰٪ تخفیف اولین خرید", "خصم 10% على طلبك الأول"),
  description: L("Join the newsletter and get a welcome voucher, plus weekly picks from our sellers.", "در خبرنامه عضو شوید و کد تخفیف خوش‌آمد و پیشنهادهای هفتگی فروشندگان را دریافت کنید.", "اشترك في النشرة واحصل على قسيمة ترحيب ومختارات أسبوعية من بائعينا."),
};
