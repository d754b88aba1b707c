import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/i18n/i18n";
import { fastT } from "../../app/i18n/translate";
import { LANGUAGE_FILES, langKeywords } from "../../kernel/i18n/keywords";

/** fastT answers as i18next does for every UI string of every language, with and without values. */
describe.each(Object.keys(LANGUAGE_FILES))("fast t (%s) against i18next", (locale) => {
  const words = langKeywords(locale);
  const i18n = createI18n(locale, words);
  const slow = i18n.t.bind(i18n);
  const t = fastT(words, slow);
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

  it("a missing key and i18next's own options go to i18next", () => {
    expect(t("no_such_key_here")).toBe(slow("no_such_key_here"));
    expect(t("no_such_key_here", { defaultValue: "fallback" })).toBe("fallback");
  });
});
