import type { Localized } from "../../db/schema/types";

/**
 * The demo's specification and attribute values in Persian and Arabic (issue 36, item 4): a
 * measure ("12 months", "13.3 in", "0–12 months", "6+ years") has its unit in the language's
 * words and, in Persian, its number in Persian digits; a known word ("Cotton", "Yes") its
 * translation. Anything else (model codes such as "IPX4", "4K") stays one text for every language.
 */
const UNITS: Record<string, [fa: string, ar: string]> = {
  months: ["ماه", "شهرًا"],
  years: ["سال", "سنوات"],
  days: ["روز", "أيام"],
  h: ["ساعت", "ساعة"],
  GB: ["گیگابایت", "غيغابايت"],
  TB: ["ترابایت", "تيرابايت"],
  in: ["اینچ", "بوصة"],
  mAh: ["میلی‌آمپر ساعت", "مللي أمبير ساعة"],
  "m²": ["متر مربع", "متر مربع"],
  ml: ["میلی‌لیتر", "مل"],
  l: ["لیتر", "لتر"],
  g: ["گرم", "غرام"],
  kg: ["کیلوگرم", "كغ"],
  W: ["وات", "واط"],
  Hz: ["هرتز", "هرتز"],
  fps: ["فریم بر ثانیه", "إطار في الثانية"],
  MP: ["مگاپیکسل", "ميغابكسل"],
  mm: ["میلی‌متر", "مم"],
  cm: ["سانتی‌متر", "سم"],
  m: ["متر", "م"],
};

const WORDS: Record<string, [fa: string, ar: string]> = {
  Yes: ["بله", "نعم"],
  No: ["خیر", "لا"],
  "Like new": ["در حد نو", "كالجديد"],
  Good: ["خوب", "جيد"],
  Fair: ["قابل قبول", "مقبول"],
  English: ["انگلیسی", "الإنجليزية"],
  Persian: ["فارسی", "الفارسية"],
  Arabic: ["عربی", "العربية"],
  Germany: ["آلمان", "ألمانيا"],
  Iran: ["ایران", "إيران"],
  Turkey: ["ترکیه", "تركيا"],
  Japan: ["ژاپن", "اليابان"],
  Italy: ["ایتالیا", "إيطاليا"],
  Portugal: ["پرتغال", "البرتغال"],
  Vietnam: ["ویتنام", "فيتنام"],
  Cotton: ["نخی", "قطن"],
  Linen: ["کتان", "كتان"],
  Wool: ["پشمی", "صوف"],
  Silk: ["ابریشم", "حرير"],
  Leather: ["چرم", "جلد"],
  Polyester: ["پلی‌استر", "بوليستر"],
  Velvet: ["مخمل", "مخمل"],
  Canvas: ["برزنت", "قماش الكانفاس"],
  Oak: ["بلوط", "بلوط"],
  Walnut: ["گردو", "جوز"],
  Regular: ["معمولی", "عادي"],
  Slim: ["جذب", "ضيق"],
  Relaxed: ["راحت", "مريح"],
  Oversized: ["گشاد", "واسع"],
  Rechargeable: ["قابل شارژ", "قابل لإعادة الشحن"],
};

const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
/** "13.3" → «۱۳٫۳»: Persian digits and decimal mark. */
const persianNumber = (n: string) => n.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]).replace(/\./g, "٫");

const MEASURE = /^(\d+(?:\.\d+)?(?:[–×]\d+(?:\.\d+)?)?\+?)\s+(\S+)$/;

/** A demo value in every language, or the text itself when it reads the same in all of them. */
export function inLanguages(text: string): string | Localized {
  const word = WORDS[text];
  if (word) return { en: text, fa: word[0], ar: word[1] };
  const measure = MEASURE.exec(text);
  const unit = measure ? UNITS[measure[2]] : undefined;
  if (measure && unit) return { en: text, fa: `${persianNumber(measure[1])} ${unit[0]}`, ar: `${measure[1]} ${unit[1]}` };
  if (/^\d+$/.test(text)) return { en: text, fa: persianNumber(text), ar: text };
  return text;
}

/** The labels of an attribute value (its Persian and Arabic), empty when it reads the same everywhere. */
export function labelsOf(text: string): Localized {
  const all = inLanguages(text);
  return typeof all === "string" ? {} : { fa: all.fa, ar: all.ar };
}
