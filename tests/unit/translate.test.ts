import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/i18n/i18n";
import { fastT } from "../../app/i18n/translate";
import { LANGUAGE_FILES, langKeywords, translate } from "../../kernel/i18n/keywords";

/** fastT answers as i18next does for every UI string of every language, with and without values. */
describe.each(Object.keys(LANGUAGE_FILES))("fast t (%s) against i18next", (locale) => {
  const words = langKeywords(locale);
  const i18n = createI18n(locale, words);
  const slow = i18n.t.bind(i18n);
  const t = fastT(words, slow, locale);
  const keys = Object.keys(words);
  const names = (text: string) => [...text.matchAll(/\{\{\s*([^{}\s,]+)\s*\}\}/g)].map((m) => m[1]);

  it("without options", () => {
    for (const key of keys) expect(t(key), key).toBe(slow(key));
  });

  it("with every placeholder filled, some left out, numbers and a count", () => {
    for (const key of keys) {
      const filled = Object.fromEntries(names(words[key]).map((n, i) => [n, i % 2 ? i * 7 : `v<${n}>&`]));
      expect(t(key, filled), key).toBe(slow(key, filled));
      expect(t(key, { count: 3 }), key).toBe(slow(key, { count: 3 }));
      expect(t(key, {}), key).toBe(slow(key, {}));
    }
  });

  it("every plural string, for counts of every form, as i18next picks and fills it", () => {
    const bases = keys.filter((k) => k.endsWith("_one")).map((k) => k.slice(0, -"_one".length));
    expect(bases.length).toBeGreaterThan(0);
    for (const key of bases)
      for (const count of [0, 1, 2, 3, 5, 11, 100, 1000, 1.5])
        expect(t(key, { count, q: "x" }), `${key} ${count}`).toBe(slow(key, { count, q: "x" }));
  });

  it("a missing key and i18next's own options go to i18next", () => {
    expect(t("no_such_key_here")).toBe(slow("no_such_key_here"));
    expect(t("no_such_key_here", { defaultValue: "fallback" })).toBe("fallback");
  });
});

/** Counts go through real plural rules (Intl.PluralRules via i18next's `_one`/`_other` … keys), in the language's digits. */
describe("plurals and numbers in strings (issue 12)", () => {
  const tIn = (locale: string) => {
    const words = langKeywords(locale);
    return fastT(words, createI18n(locale, words).t.bind(createI18n(locale, words)), locale);
  };
  it("English: one item, 2 items (never '1 items')", () => {
    const t = tIn("en");
    expect(t("items_count", { count: 1 })).toBe("1 item");
    expect(t("items_count", { count: 2 })).toBe("2 items");
    expect(t("reviews_count", { count: 1 })).toBe("1 review");
    expect(t("products_found", { count: 12345 })).toBe("12,345 products");
  });
  it("Persian: Persian digits in every count", () => {
    const t = tIn("fa");
    expect(t("items_count", { count: 1 })).toBe("۱ کالا");
    expect(t("products_found", { count: 25 })).toBe("۲۵ محصول");
    expect(t("page_of", { current: 2, last: 10 })).toBe(langKeywords("fa").page_of.replace("{{current}}", "۲").replace("{{last}}", "۱۰"));
  });
  it("Arabic: zero, one, two, few, many and other", () => {
    const t = tIn("ar");
    expect([0, 1, 2, 3, 11, 100].map((count) => t("items_count", { count }))).toEqual([
      "0 منتج",
      "منتج واحد",
      "منتجان",
      "3 منتجات",
      "11 منتجًا",
      "100 منتج",
    ]);
  });
  it("the server's translate (mails, messages) picks the same plural forms", () => {
    expect(translate("en", "items_count", { count: 1 })).toBe("1 item");
    expect(translate("ar", "reviews_count", { count: 2 })).toBe("تقييمان");
    expect(translate("fa", "reviews_count", { count: 7 })).toBe("۷ نظر");
  });
});

/** Every UI string exists in Persian and Arabic; a plural has every form its language needs. */
describe("locale files (issue 12)", () => {
  const categories = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  it.each(["fa", "ar"])("every key of the English files is in %s, translated", (locale) => {
    const en = LANGUAGE_FILES.en;
    const other = LANGUAGE_FILES[locale];
    const missing = Object.keys(en).filter((k) => !(k in other));
    expect(missing).toEqual([]);
  });
  it.each(["en", "fa", "ar"])("every plural in %s has the forms of its language", (locale) => {
    const words = LANGUAGE_FILES[locale];
    const en = LANGUAGE_FILES.en;
    const bases = new Set(Object.keys(en).flatMap((k) => (k.endsWith("_one") && `${k.slice(0, -4)}_other` in en ? [k.slice(0, -4)] : [])));
    expect(bases.size).toBeGreaterThan(5);
    for (const base of bases)
      for (const category of categories(locale)) expect(words[`${base}_${category}`], `${base}_${category}`).toBeTypeOf("string");
  });
});
