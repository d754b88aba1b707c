/** Demo reviewers and what they write: each reviewer writes in one language, as real customers do. */
export type ReviewLang = "en" | "fa" | "ar";

export const reviewers: { email: string; firstName: string; lastName: string; lang: ReviewLang }[] = [
  { email: "sara.ahmadi@example.com", firstName: "سارا", lastName: "احمدی", lang: "fa" },
  { email: "omar.haddad@example.com", firstName: "عمر", lastName: "حداد", lang: "ar" },
  { email: "lena.fischer@example.com", firstName: "Lena", lastName: "Fischer", lang: "en" },
  { email: "reza.karimi@example.com", firstName: "رضا", lastName: "کریمی", lang: "fa" },
  { email: "layla.nasser@example.com", firstName: "ليلى", lastName: "ناصر", lang: "ar" },
  { email: "noah.brooks@example.com", firstName: "Noah", lastName: "Brooks", lang: "en" },
  { email: "maryam.jafari@example.com", firstName: "مریم", lastName: "جعفری", lang: "fa" },
  { email: "daniel.park@example.com", firstName: "Daniel", lastName: "Park", lang: "en" },
];

type Said = { title: string; comment: string };

/** What a review says, by how happy its writer is: high (4–5 stars), mid (3), low (1–2). */
export const reviewTexts: Record<ReviewLang, Record<"high" | "mid" | "low", Said[]>> = {
  en: {
    high: [
      {
        title: "Exactly as described",
        comment: "Arrived two days early and well packed. The quality is better than I expected for the price.",
      },
      { title: "Would buy again", comment: "I have used it every day for a month now and it still looks new. Very happy with it." },
      { title: "Great value", comment: "Solid build, works perfectly out of the box. The seller answered my question within an hour." },
      { title: "Love it", comment: "Bought it as a gift and ended up ordering a second one for myself." },
      { title: "Excellent", comment: "Does everything it promises. The colour is exactly like the photos." },
    ],
    mid: [
      { title: "Good, not perfect", comment: "Works fine, but the instructions were thin and it took a while to set up." },
      { title: "Okay for the price", comment: "Decent quality. Delivery took a little longer than the estimate." },
      { title: "Does the job", comment: "Nothing special, but nothing wrong either. The packaging could be better." },
    ],
    low: [
      { title: "Disappointed", comment: "The size runs small and the return took two weeks. I expected more." },
      { title: "Not as pictured", comment: "The finish looks cheaper than in the photos. It works, but I would not order it again." },
    ],
  },
  fa: {
    high: [
      { title: "دقیقاً همان که در توضیحات بود", comment: "زودتر از موعد رسید و بسته‌بندی‌اش عالی بود. کیفیتش از قیمتش بیشتر است." },
      { title: "باز هم می‌خرم", comment: "یک ماه است هر روز از آن استفاده می‌کنم و هنوز مثل روز اول است." },
      { title: "ارزش خرید دارد", comment: "ساخت محکم و بی‌نقص. فروشنده خیلی سریع به سؤالم جواب داد." },
      { title: "عالی بود", comment: "برای هدیه خریدم و آن‌قدر خوب بود که یکی هم برای خودم سفارش دادم." },
    ],
    mid: [
      { title: "خوب ولی نه بی‌نقص", comment: "کار می‌کند، اما دفترچهٔ راهنما ناقص بود و راه‌اندازی‌اش کمی طول کشید." },
      { title: "نسبت به قیمت قابل قبول", comment: "کیفیت متوسط. ارسال کمی دیرتر از زمان اعلام‌شده رسید." },
    ],
    low: [
      { title: "ناامید شدم", comment: "اندازه‌اش کوچک‌تر از جدول بود و مرجوع کردنش دو هفته طول کشید." },
      { title: "با عکس فرق داشت", comment: "رنگ و جنسش از عکس‌ها ارزان‌تر به نظر می‌رسد." },
    ],
  },
  ar: {
    high: [
      { title: "مطابق للوصف تماماً", comment: "وصل قبل الموعد ومغلّف بعناية. الجودة أفضل مما توقعت مقابل هذا السعر." },
      { title: "سأشتريه مرة أخرى", comment: "أستخدمه يومياً منذ شهر وما زال كالجديد. أنا راضٍ جداً." },
      { title: "قيمة ممتازة", comment: "صناعة متينة ويعمل بشكل مثالي. البائع أجاب عن سؤالي خلال ساعة." },
    ],
    mid: [
      { title: "جيد لكن ليس مثالياً", comment: "يعمل بشكل جيد، لكن التعليمات مختصرة واستغرق التركيب بعض الوقت." },
      { title: "مقبول مقابل السعر", comment: "جودة متوسطة، والتوصيل تأخر قليلاً عن الموعد المتوقع." },
    ],
    low: [
      { title: "خيبة أمل", comment: "المقاس أصغر من المتوقع، والإرجاع استغرق أسبوعين." },
      { title: "ليس كما في الصور", comment: "اللون والخامة أقل جودة مما يظهر في الصور." },
    ],
  },
};

/** The shop's answers, in the reviewer's language: thanks for praise, help for a complaint. */
export const shopReplies: Record<ReviewLang, { thanks: string[]; sorry: string[] }> = {
  en: {
    thanks: ["Thank you for the kind words! We are glad it arrived in good shape.", "Thanks for your review, enjoy it!"],
    sorry: [
      "We are sorry to hear that. Please message us with your order number and we will make it right.",
      "Thank you for the honest feedback: we have passed it on to our packing team.",
    ],
  },
  fa: {
    thanks: ["از لطف شما ممنونیم! خوشحالیم که سالم به دستتان رسید.", "ممنون از نظرتان، از خریدتان لذت ببرید!"],
    sorry: ["متأسفیم. لطفاً شمارهٔ سفارش را برای ما بفرستید تا جبران کنیم.", "از نظر صادقانهٔ شما سپاسگزاریم؛ آن را به تیم بسته‌بندی گفتیم."],
  },
  ar: {
    thanks: ["شكراً لكلماتك اللطيفة! سعداء بوصوله بحالة جيدة.", "شكراً على تقييمك، استمتع به!"],
    sorry: ["نأسف لذلك. يرجى مراسلتنا برقم الطلب وسنعالج الأمر.", "شكراً على ملاحظتك الصادقة، أبلغنا فريق التغليف بها."],
  },
};
