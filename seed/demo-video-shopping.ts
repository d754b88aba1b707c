import { and, asc, desc, eq, gt, like, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, products, users, videoShoppings } from "../db/schema";
import type { Localized } from "../db/schema/types";
import type { VideoStyle, VideoType } from "../db/schema/video-shopping";
import type { ImageSpec } from "./images";
import { type VideoFileSpec, videoFilesOf } from "./video-files";

const L = (en: string, fa: string, ar: string): Localized => ({ en, fa, ar });

interface DemoVideo {
  slug: string;
  title: Localized;
  description: Localized;
  /** the category (and its descendants) whose products are shown beside it */
  category: string;
  style: VideoStyle;
  live?: boolean;
  views: number;
  /** a file of ours (made at seed time) or an embed */
  file?: Omit<VideoFileSpec, "key" | "picture" | "captions"> & { captions: [string, string, string][] };
  embed?: { type: Extract<VideoType, "youtube" | "vimeo">; url: string };
  picture: Pick<ImageSpec, "hue" | "art" | "arts">;
}

/** Eight videos: five files that play without internet (one live) and three embeds of the video sites. */
export const DEMO_VIDEOS: DemoVideo[] = [
  {
    slug: "headphones-live-unboxing",
    title: L("Live: unboxing the new headphones", "پخش زنده: جعبه‌گشایی هدفون‌های تازه", "مباشر: فتح علبة السماعات الجديدة"),
    description: L(
      "Fit, fold and sound of this season's headphones.",
      "اندازه، تاشدن و صدای هدفون‌های این فصل.",
      "المقاس والطي والصوت لسماعات هذا الموسم.",
    ),
    category: "audio-video",
    style: "style_1",
    live: true,
    views: 940,
    file: {
      format: "webm",
      // long enough for a 10 s jump forward from its start
      seconds: 20,
      captions: [
        ["Here they are, fresh out of the box.", "این هم هدفون‌ها، تازه از جعبه.", "ها هي، خارجة للتو من العلبة."],
        ["Soft cushions, light headband.", "بالشتک‌های نرم، کمان سبک.", "وسائد ناعمة وطوق خفيف."],
        ["They fold flat into the case.", "تا می‌شوند و در کیف جا می‌گیرند.", "تُطوى داخل الحقيبة."],
        ["Add them to your cart beside the video.", "از کنار ویدیو به سبد خرید اضافه‌شان کنید.", "أضفها إلى سلتك بجانب الفيديو."],
      ],
    },
    picture: { hue: 210, art: "headphones" },
  },
  {
    slug: "sneakers-fit-check",
    title: L("Sneakers fit check", "امتحان اندازه کفش‌های ورزشی", "تجربة مقاس الأحذية الرياضية"),
    description: L("Three pairs on the move.", "سه جفت در حرکت.", "ثلاثة أزواج أثناء الحركة."),
    category: "shoes-accessories",
    style: "style_2",
    views: 720,
    file: {
      format: "webm",
      seconds: 6,
      captions: [
        ["Light soles for long walks.", "زیره سبک برای پیاده‌روی طولانی.", "نعل خفيف للمشي الطويل."],
        ["True to size.", "اندازه دقیق.", "مقاس مضبوط."],
        ["Pick your colour beside the video.", "رنگ دلخواه را کنار ویدیو انتخاب کنید.", "اختر لونك بجانب الفيديو."],
      ],
    },
    picture: { hue: 25, art: "sneaker" },
  },
  {
    slug: "reading-corner-lamp",
    title: L("A reading corner in one minute", "گوشه مطالعه در یک دقیقه", "ركن القراءة في دقيقة"),
    description: L("An armchair, a lamp and good light.", "یک مبل، یک چراغ و نور خوب.", "كرسي ومصباح وضوء جيد."),
    category: "home-decor",
    style: "style_3",
    views: 510,
    file: {
      format: "webm",
      seconds: 6,
      captions: [
        ["Warm light for the evening.", "نور گرم برای شب.", "ضوء دافئ للمساء."],
        ["The lamp bends where you read.", "چراغ به سمت کتاب خم می‌شود.", "المصباح ينحني حيث تقرأ."],
        ["Everything shown is beside the video.", "همه‌چیز کنار ویدیو است.", "كل ما يظهر بجانب الفيديو."],
      ],
    },
    picture: { hue: 40, art: "floorlamp", arts: ["armchair"] },
  },
  {
    slug: "camera-first-look",
    title: L("First look: the travel camera", "نگاه اول: دوربین سفر", "نظرة أولى: كاميرا السفر"),
    description: L("Small enough for a jacket pocket.", "آن‌قدر کوچک که در جیب کت جا شود.", "صغيرة بما يكفي لجيب السترة."),
    category: "electronics",
    style: "style_4",
    views: 430,
    file: {
      format: "mp4",
      seconds: 6,
      captions: [
        ["A camera for every trip.", "دوربینی برای هر سفر.", "كاميرا لكل رحلة."],
        ["Quick to start, easy to hold.", "روشن شدن سریع، دست‌گیری آسان.", "تشغيل سريع وإمساك سهل."],
        ["See the price beside the video.", "قیمت را کنار ویدیو ببینید.", "شاهد السعر بجانب الفيديو."],
      ],
    },
    picture: { hue: 260, art: "camera" },
  },
  {
    slug: "watch-styling-tips",
    title: L("Three ways to wear a watch", "سه روش برای بستن ساعت", "ثلاث طرق لارتداء الساعة"),
    description: L("From the office to the weekend.", "از دفتر کار تا آخر هفته.", "من المكتب إلى عطلة نهاية الأسبوع."),
    category: "fashion",
    style: "style_1",
    views: 380,
    file: {
      format: "webm",
      seconds: 6,
      captions: [
        ["Leather strap for the office.", "بند چرمی برای دفتر کار.", "حزام جلدي للمكتب."],
        ["Steel for the evening.", "استیل برای شب.", "ستانلس للمساء."],
        ["Rubber for the weekend.", "لاستیکی برای آخر هفته.", "مطاط لعطلة نهاية الأسبوع."],
      ],
    },
    picture: { hue: 170, art: "watch" },
  },
  {
    slug: "big-buck-bunny-picnic",
    title: L("Picnic gear with Big Buck Bunny", "وسایل پیک‌نیک با باک بانی", "أدوات النزهة مع باك باني"),
    description: L("An open film, embedded from YouTube.", "فیلمی آزاد، از یوتیوب.", "فيلم مفتوح مضمّن من يوتيوب."),
    category: "sports-outdoors",
    style: "style_2",
    views: 860,
    embed: { type: "youtube", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" },
    picture: { hue: 120, art: "tent" },
  },
  {
    slug: "kitchen-morning-routine",
    title: L("A calm kitchen morning", "صبحی آرام در آشپزخانه", "صباح هادئ في المطبخ"),
    description: L("Embedded from Vimeo.", "از ویمیو.", "مضمّن من فيميو."),
    category: "kitchen",
    style: "style_3",
    views: 300,
    embed: { type: "vimeo", url: "https://vimeo.com/76979871" },
    picture: { hue: 15, art: "gift" },
  },
  {
    slug: "desk-setup-tour",
    title: L("Desk setup tour", "تور میز کار", "جولة في مكتب العمل"),
    description: L("Embedded from YouTube.", "از یوتیوب.", "مضمّن من يوتيوب."),
    category: "computers",
    style: "style_4",
    views: 250,
    embed: { type: "youtube", url: "https://youtu.be/eRsGyueVLvQ" },
    picture: { hue: 230, art: "phone" },
  },
];

const pictureOf = (v: DemoVideo): ImageSpec => ({ kind: "video", key: `demo/videos/${v.slug}`, ...v.picture });

/** The files to make (decision 033): the demo videos that are files. */
export function demoVideoFileSpecs(): VideoFileSpec[] {
  return DEMO_VIDEOS.flatMap((v) =>
    v.file
      ? [
          {
            key: v.slug,
            format: v.file.format,
            seconds: v.file.seconds,
            picture: pictureOf(v),
            captions: {
              en: v.file.captions.map((c) => c[0]),
              fa: v.file.captions.map((c) => c[1]),
              ar: v.file.captions.map((c) => c[2]),
            },
          },
        ]
      : [],
  );
}

/**
 * The demo's shopping videos: the embeds always, the files only those made (`made`: their keys),
 * each with up to four products of its category that go into a cart from the card (no variants,
 * in stock); the first one made is live. Their pictures join `images`.
 */
export async function seedDemoVideoShopping(db: Database, images: ImageSpec[], made: Set<string>, now: Date) {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, "seller@example.com"));
  const shown = DEMO_VIDEOS.filter((v) => v.embed || made.has(v.slug));
  const live = shown.find((v) => v.live) ?? shown[0];
  for (const [i, v] of shown.entries()) {
    const [root] = await db.select({ path: categories.path }).from(categories).where(eq(categories.slug, v.category));
    const picks = root
      ? await db
          .select({ id: products.id })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(
            and(
              like(categories.path, `${root.path}%`),
              eq(products.isVisible, true),
              eq(products.hasVariants, false),
              eq(products.isClassified, false),
              eq(products.isCatalog, false),
              gt(products.stock, 5),
            ),
          )
          // the things the video shows first (a slug naming its picture's kind), then the best sellers
          .orderBy(sql`(${products.slug} like ${`%${v.picture.art}%`}) desc`, desc(products.totalSales), asc(products.id))
          .limit(4)
      : [];
    images.push(pictureOf(v));
    const files = v.file ? videoFilesOf({ key: v.slug, format: v.file.format } as VideoFileSpec) : null;
    await db.insert(videoShoppings).values({
      userId: seller?.id ?? null,
      slug: v.slug,
      title: v.title,
      metaTitle: v.title,
      metaDescription: v.description,
      style: v.style,
      videoType: v.file ? v.file.format : (v.embed?.type ?? "youtube"),
      videoUrl: files ? files.video : (v.embed?.url ?? ""),
      captions: files ? Object.fromEntries(["en", "fa", "ar"].map((lang) => [lang, files.captions(lang)])) : {},
      previewThumbnails: files ? files.previews : null,
      thumbnail: pictureOf(v).key,
      productIds: picks.map((p) => p.id),
      isLive: v === live,
      views: v.views,
      // the newest first in the listing: in the order above
      createdAt: new Date(now.getTime() - i * 3_600_000),
    });
  }
}
