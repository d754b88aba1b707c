import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/i18n/i18n";
import { fastT } from "../../app/i18n/translate";
import { firstRenderStrings, learnStrings, notingStrings, pageKind, setLanguageFile, uiStrings } from "../../app/i18n/ui-strings";
import { langKeywords } from "../../kernel/i18n/keywords";

describe("the strings a page carries (decision 009)", () => {
  it("a page's kind is its first path segment, under the app path, without .data", () => {
    expect(pageKind("/", "")).toBe("");
    expect(pageKind("/product/red-mug", "")).toBe("product");
    expect(pageKind("/shop/products.data", "/shop")).toBe("products");
  });

  it("a render notes the strings it reads, plural forms included, and only while it runs", () => {
    const all = langKeywords("en");
    setLanguageFile("en", all);
    const i18n = createI18n("en", all);
    const [text, used] = notingStrings(() => {
      const t = fastT(uiStrings("en", {}), i18n.t.bind(i18n));
      return `${t("all_products")} ${t("pd_reviews_based_on", { count: 2 })}`;
    });
    expect(text).toBe(`${all.all_products} Based on 2 reviews`);
    expect([...used]).toEqual(expect.arrayContaining(["all_products", "pd_reviews_based_on_one", "pd_reviews_based_on_other"]));
    expect(uiStrings("en", {})).toBe(all); // no longer noting: the file itself
  });

  it("a kind gets every string until rendered once, then the strings its renders used", () => {
    const all = langKeywords("fa");
    expect(firstRenderStrings("test-kind", "fa", all)).toBe(all);
    learnStrings("test-kind", "fa", new Set(["all_products", "no_such_key"]));
    learnStrings("test-kind", "fa", new Set(["sign_in"]));
    expect(firstRenderStrings("test-kind", "fa", all)).toEqual({ all_products: all.all_products, sign_in: all.sign_in });
    expect(firstRenderStrings("test-kind", "en", langKeywords("en"))).toBe(langKeywords("en"));
  });

  it("the page data's strings stand in when the language file is not there", () => {
    expect(uiStrings("xx", { hello: "Hi" })).toEqual({ hello: "Hi" });
  });
});
