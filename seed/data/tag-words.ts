/**
 * The demo's tags in Persian and Arabic (issue 36, item 4): each English tag's word in the other
 * languages, so a Persian or Arabic page shows and searches its own words.
 */
const WORDS: Record<string, { fa: string; ar: string }> = {
  laptops: { fa: "لپ‌تاپ", ar: "حواسيب محمولة" },
  electronics: { fa: "الکترونیک", ar: "إلكترونيات" },
  guide: { fa: "راهنما", ar: "دليل" },
  rugs: { fa: "فرش", ar: "سجاد" },
  home: { fa: "خانه", ar: "المنزل" },
  care: { fa: "نگهداری", ar: "العناية" },
  sellers: { fa: "فروشندگان", ar: "البائعون" },
  kitchen: { fa: "آشپزخانه", ar: "المطبخ" },
  stories: { fa: "داستان‌ها", ar: "قصص" },
  furniture: { fa: "مبلمان", ar: "أثاث" },
  ideas: { fa: "ایده‌ها", ar: "أفكار" },
  audio: { fa: "صوتی", ar: "صوتيات" },
  leather: { fa: "چرم", ar: "جلد" },
  fashion: { fa: "مد", ar: "أزياء" },
  cycling: { fa: "دوچرخه‌سواری", ar: "ركوب الدراجات" },
  beauty: { fa: "زیبایی", ar: "الجمال" },
  skincare: { fa: "مراقبت از پوست", ar: "العناية بالبشرة" },
  gifts: { fa: "هدیه", ar: "هدايا" },
  phones: { fa: "گوشی", ar: "هواتف" },
  battery: { fa: "باتری", ar: "البطارية" },
  tips: { fa: "نکته‌ها", ar: "نصائح" },
};

/** The tags' words in Persian and Arabic (a tag without one is left out of that language's list). */
export function tagLabelsOf(tags: string[]): Record<string, string[]> {
  const fa = tags.flatMap((t) => (WORDS[t] ? [WORDS[t].fa] : []));
  const ar = tags.flatMap((t) => (WORDS[t] ? [WORDS[t].ar] : []));
  return { ...(fa.length ? { fa } : {}), ...(ar.length ? { ar } : {}) };
}
