import type { Localized } from "./types";

const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });
const page = (slug: string, title: Localized, content: Localized) => ({ slug, title, content });

/**
 * The static pages linked from the footer. `content` is safe HTML per language:
 * only <h2>, <p>, <ul>, <li>, <strong> and <a href="/..."> are used.
 */
export const staticPages: { slug: string; title: Localized; content: Localized }[] = [
  page(
    "about",
    L("About us", "درباره ما", "من نحن"),
    L(
      `<h2>One market, many makers</h2>
<p>Bazaar brings hundreds of independent shops together under one roof. Each seller runs their own shop: they choose what to sell, set their own prices and pack and ship their own orders. We look after the storefront, the checkout, the payments and your protection as a buyer.</p>
<p>Every shop is <strong>verified before its first product goes on sale</strong>. We check the seller's identity, contact details and bank account, and we keep an eye on ratings and reviews afterwards, so the shops that treat their customers well are the ones you see first.</p>
<p>You can shop in English, Persian or Arabic, see prices in the currency you prefer and pay the way that suits you: by card, cash on delivery where the seller offers it, or by bank transfer.</p>
<ul><li>Thousands of products from verified sellers</li><li>14-day returns on physical products</li><li>One cart and one checkout, even when you buy from several shops</li><li>Follow your favourite sellers and hear about their new arrivals first</li></ul>
<p>Want to open your own shop? Read the <a href="/page/rules">seller rules</a> and meet the <a href="/sellers">sellers</a> who already trade with us.</p>`,
      `<h2>یک بازار، سازندگان بسیار</h2>
<p>بازار صدها فروشگاه مستقل را زیر یک سقف گرد هم آورده است. هر فروشنده فروشگاه خودش را اداره می‌کند: خودش تصمیم می‌گیرد چه چیزی بفروشد، قیمت‌ها را خودش تعیین می‌کند و سفارش‌ها را خودش بسته‌بندی و ارسال می‌کند. ویترین، فرایند خرید، پرداخت‌ها و حمایت از شما به عنوان خریدار بر عهده ماست.</p>
<p>هر فروشگاه <strong>پیش از عرضه نخستین کالای خود احراز هویت می‌شود</strong>. ما هویت فروشنده، اطلاعات تماس و حساب بانکی او را بررسی می‌کنیم و پس از آن نیز امتیازها و نظرات خریداران را دنبال می‌کنیم تا فروشگاه‌هایی که با مشتریان خود خوش‌رفتارند، اول از همه دیده شوند.</p>
<p>می‌توانید به فارسی، انگلیسی یا عربی خرید کنید، قیمت‌ها را با ارز دلخواه ببینید و به روشی که برایتان راحت‌تر است پرداخت کنید: با کارت بانکی، پرداخت در محل (اگر فروشنده ارائه دهد) یا کارت‌به‌کارت بانکی.</p>
<ul><li>هزاران کالا از فروشندگان تأییدشده</li><li>۱۴ روز مهلت بازگشت کالاهای فیزیکی</li><li>یک سبد خرید و یک پرداخت، حتی وقتی از چند فروشگاه خرید می‌کنید</li><li>دنبال کردن فروشندگان محبوب و باخبر شدن از کالاهای تازه آن‌ها</li></ul>
<p>می‌خواهید فروشگاه خودتان را راه بیندازید؟ <a href="/page/rules">قوانین فروشندگان</a> را بخوانید و با <a href="/sellers">فروشندگانی</a> که همین حالا در بازار فعال‌اند آشنا شوید.</p>`,
      `<h2>سوق واحد وصنّاع كثيرون</h2>
<p>يجمع بازار مئات المتاجر المستقلة تحت سقف واحد. يدير كل بائع متجره بنفسه: يختار ما يبيعه ويحدد أسعاره ويغلّف طلباته ويشحنها. أما نحن فنعتني بواجهة المتجر وإتمام الشراء والمدفوعات وحمايتك كمشترٍ.</p>
<p>يخضع كل متجر <strong>للتحقق قبل عرض أول منتج له للبيع</strong>. نتحقق من هوية البائع وبيانات التواصل معه وحسابه المصرفي، ثم نتابع التقييمات والمراجعات باستمرار، لتظهر لك أولًا المتاجر التي تحسن معاملة عملائها.</p>
<p>يمكنك التسوق بالعربية أو الفارسية أو الإنجليزية، ورؤية الأسعار بالعملة التي تفضلها، والدفع بالطريقة التي تناسبك: بالبطاقة، أو نقدًا عند الاستلام إذا أتاحه البائع، أو بتحويل بنكي.</p>
<ul><li>آلاف المنتجات من بائعين موثّقين</li><li>إرجاع المنتجات المادية خلال 14 يومًا</li><li>سلة واحدة ودفعة واحدة حتى عند الشراء من عدة متاجر</li><li>تابع بائعيك المفضلين واعرف بمنتجاتهم الجديدة أولًا</li></ul>
<p>هل تريد افتتاح متجرك الخاص؟ اقرأ <a href="/page/rules">قواعد البائعين</a> وتعرّف على <a href="/sellers">البائعين</a> الذين يتاجرون معنا بالفعل.</p>`,
    ),
  ),
  page(
    "terms",
    L("Terms and conditions", "شرایط و قوانین", "الشروط والأحكام"),
    L(
      `<h2>Who you buy from</h2>
<p>Bazaar is a marketplace. When you place an order, you enter into a contract with the seller named on the product page, not with Bazaar. We take your payment on the seller's behalf and hold it until the order has been delivered, so that we can refund you if something goes wrong.</p>
<h2>Your account</h2>
<p>You are responsible for keeping your password safe and for the orders placed from your account. Please give a correct delivery address and a phone number the courier can reach; orders that cannot be delivered because of wrong details may be cancelled.</p>
<h2>Prices and payment</h2>
<p>Prices include the taxes the seller is required to charge; shipping costs are shown separately at checkout before you confirm. You can pay by <strong>card</strong>, <strong>cash on delivery</strong> where the seller offers it, or by <strong>bank transfer</strong>. Coupons cannot be exchanged for cash and must be used before their expiry date.</p>
<h2>Returns and refunds</h2>
<p>Physical products can be returned within <strong>14 days of delivery</strong>, unused and in their original packaging. Refunds go back to the original payment method. Digital products, personalised items and hygiene products that have been opened cannot be returned unless they are faulty.</p>
<p>If you and a seller cannot agree, open a dispute from your order page and our support team will decide within five working days. See the <a href="/page/help">help centre</a> for details.</p>`,
      `<h2>از چه کسی خرید می‌کنید</h2>
<p>بازار یک بازارگاه اینترنتی است. وقتی سفارشی ثبت می‌کنید، طرف قرارداد شما فروشنده‌ای است که نامش در صفحه کالا آمده، نه خود بازار. ما مبلغ را از طرف فروشنده دریافت می‌کنیم و تا تحویل سفارش نزد خود نگه می‌داریم تا اگر مشکلی پیش آمد بتوانیم وجه را به شما برگردانیم.</p>
<h2>حساب کاربری شما</h2>
<p>حفاظت از رمز عبور و مسئولیت سفارش‌هایی که از حساب شما ثبت می‌شود با خود شماست. لطفاً نشانی درست و شماره تلفنی را وارد کنید که پیک بتواند با آن تماس بگیرد؛ سفارش‌هایی که به دلیل اطلاعات نادرست قابل تحویل نباشند ممکن است لغو شوند.</p>
<h2>قیمت و پرداخت</h2>
<p>قیمت‌ها شامل مالیات‌هایی است که فروشنده موظف به دریافت آن است؛ هزینه ارسال پیش از تأیید نهایی، جداگانه در صفحه پرداخت نمایش داده می‌شود. می‌توانید با <strong>کارت بانکی</strong>، <strong>پرداخت در محل</strong> (اگر فروشنده ارائه دهد) یا <strong>کارت‌به‌کارت بانکی</strong> پرداخت کنید. کدهای تخفیف قابل تبدیل به وجه نقد نیستند و باید پیش از تاریخ انقضا استفاده شوند.</p>
<h2>بازگشت کالا و استرداد وجه</h2>
<p>کالاهای فیزیکی را می‌توانید تا <strong>۱۴ روز پس از تحویل</strong>، استفاده‌نشده و در بسته‌بندی اصلی بازگردانید. مبلغ به همان روش پرداخت اولیه بازگردانده می‌شود. کالاهای دیجیتال، کالاهای سفارشی‌شده و محصولات بهداشتیِ بازشده قابل بازگشت نیستند، مگر آنکه معیوب باشند.</p>
<p>اگر با فروشنده به توافق نرسیدید، از صفحه سفارش درخواست رسیدگی ثبت کنید تا تیم پشتیبانی ظرف پنج روز کاری تصمیم بگیرد. جزئیات بیشتر در <a href="/page/help">مرکز راهنما</a> آمده است.</p>`,
      `<h2>ممّن تشتري</h2>
<p>بازار سوق إلكترونية. عند تقديم طلب فإنك تبرم عقدًا مع البائع المذكور اسمه في صفحة المنتج، لا مع بازار. نستلم دفعتك نيابةً عن البائع ونحتفظ بها حتى يتم تسليم الطلب، لنتمكن من ردّ أموالك إذا حدث خطأ ما.</p>
<h2>حسابك</h2>
<p>أنت مسؤول عن الحفاظ على سرية كلمة المرور وعن الطلبات المقدمة من حسابك. يرجى إدخال عنوان تسليم صحيح ورقم هاتف يستطيع المندوب الوصول إليك عليه، فقد تُلغى الطلبات التي يتعذر تسليمها بسبب بيانات خاطئة.</p>
<h2>الأسعار والدفع</h2>
<p>تشمل الأسعار الضرائب التي يلزم البائع بتحصيلها، وتُعرض تكاليف الشحن بشكل منفصل عند الدفع قبل التأكيد. يمكنك الدفع <strong>بالبطاقة</strong>، أو <strong>نقدًا عند الاستلام</strong> إذا أتاحه البائع، أو <strong>بتحويل بنكي</strong>. لا يمكن استبدال الكوبونات بالنقد، ويجب استخدامها قبل تاريخ انتهائها.</p>
<h2>الإرجاع واسترداد المبالغ</h2>
<p>يمكن إرجاع المنتجات المادية خلال <strong>14 يومًا من التسليم</strong> إذا كانت غير مستخدمة وفي تغليفها الأصلي. تُرد المبالغ إلى وسيلة الدفع الأصلية. لا يمكن إرجاع المنتجات الرقمية والمنتجات المخصصة ومنتجات العناية الشخصية المفتوحة إلا إذا كانت معيبة.</p>
<p>إذا لم تتوصل إلى اتفاق مع البائع، افتح نزاعًا من صفحة الطلب وسيتخذ فريق الدعم قراره خلال خمسة أيام عمل. تجد التفاصيل في <a href="/page/help">مركز المساعدة</a>.</p>`,
    ),
  ),
  page(
    "privacy",
    L("Privacy policy", "حریم خصوصی", "سياسة الخصوصية"),
    L(
      `<h2>What we collect</h2>
<p>We keep only what we need to run your orders and your account: your name, e-mail address, phone number, delivery addresses, order history and the messages you exchange with sellers. We do not sell your personal data to anyone.</p>
<h2>What sellers see</h2>
<p>When you buy from a shop, that seller receives your name, delivery address and phone number so they can ship the order. Sellers may use these details only to fulfil and support that order, never for their own marketing.</p>
<h2>Payments</h2>
<p>Card details are entered on the payment provider's secure page and <strong>never reach our servers</strong>. We store only a payment reference, the amount and the result, which we need for refunds and accounting.</p>
<h2>Cookies</h2>
<p>We use a small number of cookies to keep you signed in and to remember your cart, language and currency. Optional analytics cookies help us understand which pages are useful; you can refuse them and the shop will work just the same.</p>
<h2>Your rights</h2>
<p>You can view and correct your details from your account at any time, download a copy of your data or ask us to delete your account. Order records we are legally required to keep are retained for the minimum period the law allows. Questions? <a href="/page/contact">Contact us</a>.</p>`,
      `<h2>چه اطلاعاتی جمع‌آوری می‌کنیم</h2>
<p>ما فقط اطلاعاتی را نگه می‌داریم که برای انجام سفارش‌ها و اداره حساب شما لازم است: نام، نشانی ایمیل، شماره تلفن، نشانی‌های تحویل، سابقه سفارش‌ها و پیام‌هایی که با فروشندگان رد و بدل می‌کنید. اطلاعات شخصی شما را به هیچ‌کس نمی‌فروشیم.</p>
<h2>فروشندگان چه می‌بینند</h2>
<p>وقتی از فروشگاهی خرید می‌کنید، آن فروشنده نام، نشانی تحویل و شماره تلفن شما را دریافت می‌کند تا بتواند سفارش را ارسال کند. فروشندگان فقط برای انجام و پشتیبانی همان سفارش مجاز به استفاده از این اطلاعات‌اند، نه برای تبلیغات خودشان.</p>
<h2>پرداخت‌ها</h2>
<p>اطلاعات کارت در صفحه امن درگاه پرداخت وارد می‌شود و <strong>هرگز به سرورهای ما نمی‌رسد</strong>. ما فقط شناسه پرداخت، مبلغ و نتیجه تراکنش را نگه می‌داریم که برای استرداد وجه و حسابداری لازم است.</p>
<h2>کوکی‌ها</h2>
<p>از تعداد کمی کوکی استفاده می‌کنیم تا وارد حساب خود باقی بمانید و سبد خرید، زبان و ارز انتخابی‌تان به خاطر سپرده شود. کوکی‌های اختیاری آمار به ما کمک می‌کنند بفهمیم کدام صفحه‌ها مفیدند؛ می‌توانید آن‌ها را نپذیرید و فروشگاه همچنان به همان شکل کار می‌کند.</p>
<h2>حقوق شما</h2>
<p>هر زمان بخواهید می‌توانید اطلاعات خود را در حساب کاربری ببینید و اصلاح کنید، نسخه‌ای از داده‌هایتان را دریافت کنید یا حذف حساب را درخواست دهید. سوابق سفارشی که نگهداری آن قانوناً الزامی است، فقط برای کمترین مدت مجاز نگه داشته می‌شود. پرسشی دارید؟ <a href="/page/contact">با ما تماس بگیرید</a>.</p>`,
      `<h2>ما الذي نجمعه</h2>
<p>نحتفظ فقط بما نحتاجه لتنفيذ طلباتك وإدارة حسابك: اسمك وبريدك الإلكتروني ورقم هاتفك وعناوين التسليم وسجل الطلبات والرسائل التي تتبادلها مع البائعين. لا نبيع بياناتك الشخصية لأي جهة.</p>
<h2>ما الذي يراه البائعون</h2>
<p>عندما تشتري من متجر، يستلم البائع اسمك وعنوان التسليم ورقم هاتفك ليتمكن من شحن الطلب. لا يحق للبائعين استخدام هذه البيانات إلا لتنفيذ ذلك الطلب ودعمه، وليس لأغراضهم التسويقية.</p>
<h2>المدفوعات</h2>
<p>تُدخل بيانات البطاقة في الصفحة الآمنة لمزود الدفع و<strong>لا تصل أبدًا إلى خوادمنا</strong>. نحتفظ فقط بمرجع الدفع والمبلغ ونتيجة العملية، وهي ما نحتاجه لاسترداد المبالغ وللمحاسبة.</p>
<h2>ملفات تعريف الارتباط</h2>
<p>نستخدم عددًا قليلًا من ملفات تعريف الارتباط لإبقائك مسجلًا الدخول وتذكّر سلتك ولغتك وعملتك. تساعدنا ملفات التحليلات الاختيارية على فهم الصفحات المفيدة، ويمكنك رفضها وسيعمل المتجر كالمعتاد.</p>
<h2>حقوقك</h2>
<p>يمكنك في أي وقت الاطلاع على بياناتك وتصحيحها من حسابك، أو تنزيل نسخة منها، أو طلب حذف حسابك. نحتفظ بسجلات الطلبات التي يلزمنا القانون بحفظها لأقصر مدة يسمح بها. لديك سؤال؟ <a href="/page/contact">تواصل معنا</a>.</p>`,
    ),
  ),
  page(
    "help",
    L("Help centre", "مرکز راهنما", "مركز المساعدة"),
    L(
      `<h2>Placing an order</h2>
<p>Add products to your cart, choose a delivery address and a payment method, and confirm. If your cart holds products from several shops, each shop ships its part separately and you will see one shipment per seller on your order page.</p>
<h2>Paying</h2>
<ul><li><strong>Card:</strong> pay securely on the payment provider's page.</li><li><strong>Cash on delivery:</strong> available when the seller offers it; please have the exact amount ready.</li><li><strong>Bank transfer:</strong> pay to the shop's account and upload the receipt on the payment page; the order is confirmed once the transfer is checked.</li><li><strong>Coupons:</strong> enter the code in your cart before checking out.</li></ul>
<h2>Tracking your order</h2>
<p>Every order has a tracking page that shows each step, from the seller's confirmation to packing, shipping and delivery. You will also receive an e-mail whenever the status changes.</p>
<h2>Returning a product</h2>
<p>Open the order, choose <strong>Request a return</strong> within 14 days of delivery and tell the seller why. Once the seller receives the item and checks it, your refund is sent back the way you paid, usually within three working days.</p>
<p>Questions about a specific product are best asked to its seller from the product page. For anything else, visit our <a href="/page/contact">contact page</a>.</p>`,
      `<h2>ثبت سفارش</h2>
<p>کالاها را به سبد خرید اضافه کنید، نشانی تحویل و روش پرداخت را انتخاب و سفارش را تأیید کنید. اگر سبد شما کالاهایی از چند فروشگاه داشته باشد، هر فروشگاه سهم خود را جداگانه ارسال می‌کند و در صفحه سفارش برای هر فروشنده یک مرسوله می‌بینید.</p>
<h2>پرداخت</h2>
<ul><li><strong>کارت بانکی:</strong> پرداخت امن در صفحه درگاه پرداخت.</li><li><strong>پرداخت در محل:</strong> اگر فروشنده ارائه دهد؛ لطفاً مبلغ دقیق را آماده داشته باشید.</li><li><strong>کارت‌به‌کارت بانکی:</strong> مبلغ را به حساب فروشگاه واریز و رسید را در صفحه پرداخت بارگذاری کنید؛ سفارش پس از بررسی واریز تأیید می‌شود.</li><li><strong>کد تخفیف:</strong> پیش از پرداخت، کد را در سبد خرید وارد کنید.</li></ul>
<h2>پیگیری سفارش</h2>
<p>هر سفارش صفحه پیگیری دارد که همه مراحل را از تأیید فروشنده تا بسته‌بندی، ارسال و تحویل نشان می‌دهد. با هر تغییر وضعیت، ایمیلی هم برایتان فرستاده می‌شود.</p>
<h2>بازگرداندن کالا</h2>
<p>سفارش را باز کنید، ظرف ۱۴ روز پس از تحویل گزینه <strong>درخواست بازگشت</strong> را بزنید و دلیل آن را برای فروشنده بنویسید. پس از دریافت و بررسی کالا توسط فروشنده، مبلغ معمولاً ظرف سه روز کاری به همان روش پرداخت بازگردانده می‌شود.</p>
<p>پرسش‌های مربوط به یک کالای مشخص را بهتر است از صفحه همان کالا از فروشنده‌اش بپرسید. برای موارد دیگر به <a href="/page/contact">صفحه تماس با ما</a> سر بزنید.</p>`,
      `<h2>تقديم الطلب</h2>
<p>أضف المنتجات إلى سلتك، واختر عنوان التسليم وطريقة الدفع، ثم أكّد الطلب. إذا كانت سلتك تضم منتجات من عدة متاجر، يشحن كل متجر حصته بشكل منفصل، وسترى شحنة لكل بائع في صفحة الطلب.</p>
<h2>الدفع</h2>
<ul><li><strong>البطاقة:</strong> ادفع بأمان عبر صفحة مزود الدفع.</li><li><strong>الدفع عند الاستلام:</strong> متاح إذا أتاحه البائع، ويُرجى تجهيز المبلغ المطلوب بالضبط.</li><li><strong>التحويل البنكي:</strong> حوّل المبلغ إلى حساب المتجر وارفع الإيصال في صفحة الدفع، ويُؤكَّد الطلب بعد التحقق من التحويل.</li><li><strong>الكوبونات:</strong> أدخل الرمز في سلتك قبل إتمام الشراء.</li></ul>
<h2>تتبع طلبك</h2>
<p>لكل طلب صفحة تتبع تعرض كل خطوة، من تأكيد البائع إلى التغليف والشحن والتسليم. كما ستصلك رسالة بريد إلكتروني عند كل تغيير في الحالة.</p>
<h2>إرجاع منتج</h2>
<p>افتح الطلب واختر <strong>طلب إرجاع</strong> خلال 14 يومًا من التسليم وأخبر البائع بالسبب. بعد أن يستلم البائع المنتج ويفحصه، يُرد المبلغ بطريقة الدفع نفسها خلال ثلاثة أيام عمل عادةً.</p>
<p>من الأفضل توجيه الأسئلة المتعلقة بمنتج معيّن إلى بائعه من صفحة المنتج. ولأي أمر آخر، زر <a href="/page/contact">صفحة التواصل</a>.</p>`,
    ),
  ),
  page(
    "rules",
    L("Seller rules", "قوانین فروشندگان", "قواعد البائعين"),
    L(
      `<h2>Opening a shop</h2>
<p>Anyone who makes, sources or resells goods legally can apply to sell on Bazaar. Before your shop goes live we <strong>verify your identity</strong>, your phone number and e-mail address, and the bank account your payouts will be sent to. Businesses also upload their registration documents.</p>
<h2>Listing products</h2>
<p>Describe every product honestly, use your own photos and keep your stock and prices up to date. Discounts must be real: the original price has to be one you actually charged before the offer.</p>
<ul><li>No counterfeit, stolen or prohibited goods</li><li>No misleading titles, fake reviews or hidden fees</li><li>Used and refurbished items must be clearly marked as such</li></ul>
<h2>Serving buyers</h2>
<p>Ship within the handling time you promise, add a tracking number when one is available and answer buyers' questions within two working days. Every seller must honour the <strong>14-day return policy</strong> for physical products.</p>
<h2>Payouts and commission</h2>
<p>Bazaar keeps a commission on each sale, shown in your seller dashboard before you list a product. The rest is released to your balance once the order has been delivered and the return window has passed, and you can withdraw it to your verified bank account at any time.</p>
<p>Shops that break these rules receive a warning first; serious or repeated breaches lead to suspension. Read the full <a href="/page/terms">terms and conditions</a>.</p>`,
      `<h2>راه‌اندازی فروشگاه</h2>
<p>هر کسی که کالایی را به طور قانونی تولید، تأمین یا بازفروش می‌کند می‌تواند برای فروش در بازار درخواست دهد. پیش از فعال شدن فروشگاه، ما <strong>هویت شما</strong>، شماره تلفن، نشانی ایمیل و حساب بانکی‌ای را که تسویه‌ها به آن واریز می‌شود تأیید می‌کنیم. کسب‌وکارها مدارک ثبتی خود را نیز بارگذاری می‌کنند.</p>
<h2>ثبت کالا</h2>
<p>هر کالا را صادقانه توصیف کنید، از عکس‌های خودتان استفاده کنید و موجودی و قیمت‌ها را به‌روز نگه دارید. تخفیف‌ها باید واقعی باشند: قیمت اولیه باید قیمتی باشد که پیش از تخفیف واقعاً با آن فروخته‌اید.</p>
<ul><li>فروش کالای تقلبی، مسروقه یا ممنوع مجاز نیست</li><li>عنوان گمراه‌کننده، نظر جعلی و هزینه پنهان ممنوع است</li><li>کالاهای کارکرده و بازسازی‌شده باید به‌روشنی مشخص شوند</li></ul>
<h2>خدمت به خریداران</h2>
<p>در مهلتی که وعده داده‌اید ارسال کنید، در صورت امکان کد رهگیری ثبت کنید و ظرف دو روز کاری به پرسش خریداران پاسخ دهید. همه فروشندگان باید به <strong>سیاست بازگشت ۱۴ روزه</strong> کالاهای فیزیکی پایبند باشند.</p>
<h2>تسویه و کارمزد</h2>
<p>بازار از هر فروش کارمزدی برمی‌دارد که پیش از ثبت کالا در پیشخوان فروشنده نمایش داده می‌شود. باقی مبلغ پس از تحویل سفارش و پایان مهلت بازگشت به موجودی شما افزوده می‌شود و هر زمان بخواهید می‌توانید آن را به حساب بانکی تأییدشده‌تان برداشت کنید.</p>
<p>فروشگاه‌هایی که این قوانین را رعایت نکنند ابتدا اخطار می‌گیرند؛ تخلف جدی یا تکراری به تعلیق فروشگاه می‌انجامد. متن کامل <a href="/page/terms">شرایط و قوانین</a> را بخوانید.</p>`,
      `<h2>افتتاح متجر</h2>
<p>يمكن لكل من يصنع البضائع أو يوفّرها أو يعيد بيعها بشكل قانوني أن يتقدم بطلب للبيع على بازار. قبل تفعيل متجرك <strong>نتحقق من هويتك</strong> ورقم هاتفك وبريدك الإلكتروني والحساب المصرفي الذي ستُحوَّل إليه مستحقاتك. كما ترفع الشركات وثائق تسجيلها التجاري.</p>
<h2>عرض المنتجات</h2>
<p>صِف كل منتج بصدق، واستخدم صورك الخاصة، وحدّث المخزون والأسعار باستمرار. يجب أن تكون الخصومات حقيقية: فالسعر الأصلي يجب أن يكون سعرًا بعت به فعلًا قبل العرض.</p>
<ul><li>يُمنع بيع البضائع المقلدة أو المسروقة أو المحظورة</li><li>تُمنع العناوين المضللة والمراجعات المزيفة والرسوم الخفية</li><li>يجب توضيح المنتجات المستعملة والمجددة بشكل صريح</li></ul>
<h2>خدمة المشترين</h2>
<p>اشحن خلال مدة التجهيز التي وعدت بها، وأضف رقم التتبع عند توفره، وأجب عن أسئلة المشترين خلال يومي عمل. يلتزم جميع البائعين <strong>بسياسة الإرجاع خلال 14 يومًا</strong> للمنتجات المادية.</p>
<h2>المستحقات والعمولة</h2>
<p>يحتفظ بازار بعمولة على كل عملية بيع تظهر في لوحة البائع قبل عرض المنتج. ويُضاف الباقي إلى رصيدك بعد تسليم الطلب وانتهاء مهلة الإرجاع، ويمكنك سحبه إلى حسابك المصرفي الموثّق في أي وقت.</p>
<p>تتلقى المتاجر المخالفة لهذه القواعد إنذارًا أولًا، وتؤدي المخالفات الجسيمة أو المتكررة إلى تعليق المتجر. اقرأ <a href="/page/terms">الشروط والأحكام</a> كاملة.</p>`,
    ),
  ),
  page(
    "contact",
    L("Contact us", "تماس با ما", "اتصل بنا"),
    L(
      `<h2>We are here to help</h2>
<p>Our support team answers around the clock, every day of the year. For the fastest answer, write to <strong>support@example.com</strong> or call <strong>+1 555 0100</strong>, and include your order number if your question is about an order.</p>
<p>Questions about a particular product, its size or its delivery time are usually answered fastest by the seller: use the <strong>Ask the seller</strong> button on the product page.</p>
<p>Sellers and anyone who would like to open a shop can reach our seller team at <strong>sellers@example.com</strong> or <strong>+1 555 0199</strong>.</p>
<p>Before you write, you may find your answer in the <a href="/page/help">help centre</a>.</p>`,
      `<h2>ما اینجاییم تا کمک کنیم</h2>
<p>تیم پشتیبانی ما شبانه‌روزی و در همه روزهای سال پاسخگوست. برای سریع‌ترین پاسخ به <strong>support@example.com</strong> ایمیل بزنید یا با شماره <strong>‎+1 555 0100</strong> تماس بگیرید و اگر پرسشتان درباره سفارش است، شماره سفارش را هم ذکر کنید.</p>
<p>پرسش درباره یک کالای خاص، اندازه یا زمان ارسال آن را معمولاً خود فروشنده سریع‌تر پاسخ می‌دهد: از دکمه <strong>پرسش از فروشنده</strong> در صفحه کالا استفاده کنید.</p>
<p>فروشندگان و کسانی که می‌خواهند فروشگاه راه بیندازند می‌توانند از طریق <strong>sellers@example.com</strong> یا <strong>‎+1 555 0199</strong> با تیم فروشندگان در تماس باشند.</p>
<p>پیش از نوشتن، شاید پاسخ خود را در <a href="/page/help">مرکز راهنما</a> پیدا کنید.</p>`,
      `<h2>نحن هنا لمساعدتك</h2>
<p>يعمل فريق الدعم على مدار الساعة طوال أيام السنة. للحصول على أسرع رد، راسلنا على <strong>support@example.com</strong> أو اتصل على <strong>‎+1 555 0100</strong>، واذكر رقم الطلب إذا كان سؤالك يتعلق بطلب.</p>
<p>عادةً ما يجيب البائع أسرع عن الأسئلة المتعلقة بمنتج معيّن أو مقاسه أو موعد توصيله: استخدم زر <strong>اسأل البائع</strong> في صفحة المنتج.</p>
<p>يمكن للبائعين ولكل من يرغب في افتتاح متجر التواصل مع فريق البائعين على <strong>sellers@example.com</strong> أو <strong>‎+1 555 0199</strong>.</p>
<p>قبل أن تراسلنا، قد تجد إجابتك في <a href="/page/help">مركز المساعدة</a>.</p>`,
    ),
  ),
];

export const contactInfo: { phone: string; optional_phone: string; email: string; optional_email: string; address: Localized } = {
  phone: "+1 555 0100",
  optional_phone: "+1 555 0199",
  email: "support@example.com",
  optional_email: "sellers@example.com",
  address: L(
    "12 Market Street, 20095 Hamburg, Germany",
    "آلمان، هامبورگ، خیابان مارکت، پلاک ۱۲، کد پستی 20095",
    "12 شارع السوق، 20095 هامبورغ، ألمانيا",
  ),
};
