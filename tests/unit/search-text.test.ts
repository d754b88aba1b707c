import { describe, expect, it } from "vitest";
import {
  isDictionaryWord,
  normalizeSearchText,
  productSearchText,
  searchTokens,
  searchWordSplitter,
} from "../../domain/catalog/search-text";

describe("normalizeSearchText", () => {
  it("lower-cases and collapses spaces", () => {
    expect(normalizeSearchText("  iPhone   15  PRO ")).toBe("iphone 15 pro");
    expect(normalizeSearchText("")).toBe("");
    expect(normalizeSearchText(null)).toBe("");
  });

  it("writes Arabic yeh, alef maksura and kaf the Persian way", () => {
    expect(normalizeSearchText("كلاسيكي")).toBe("کلاسیکی");
    expect(normalizeSearchText("مستشفى")).toBe("مستشفی");
    expect(normalizeSearchText("كتاب")).toBe(normalizeSearchText("کتاب"));
    expect(normalizeSearchText("ڪتاب")).toBe("کتاب");
  });

  it("folds teh marbuta, heh forms and hamza carriers", () => {
    expect(normalizeSearchText("مدرسة")).toBe("مدرسه");
    expect(normalizeSearchText("خانۀ")).toBe("خانه");
    expect(normalizeSearchText("آیفون")).toBe("ایفون");
    expect(normalizeSearchText("أحمد إبراهيم")).toBe("احمد ابراهیم");
    expect(normalizeSearchText("مسؤول")).toBe("مسوول");
    expect(normalizeSearchText("مسئول")).toBe("مسیول");
    expect(normalizeSearchText("اشیاء")).toBe("اشیا");
    expect(normalizeSearchText("ٱلكتاب")).toBe("الکتاب");
  });

  it("turns ZWNJ and the zero-width space into a space and drops other invisible characters", () => {
    expect(normalizeSearchText("کتاب\u200Cها")).toBe("کتاب ها");
    expect(normalizeSearchText("دست\u200Bساز")).toBe("دست ساز");
    expect(normalizeSearchText("می\u200Dخواهم")).toBe("میخواهم");
    expect(normalizeSearchText("\u200Fسلام\u200E\u00AD\uFEFF")).toBe("سلام");
  });

  it("writes Persian and Arabic-Indic digits as ASCII", () => {
    expect(normalizeSearchText("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normalizeSearchText("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normalizeSearchText("آیفون ۱۵")).toBe("ایفون 15");
  });

  it("strips Arabic harakat, tatweel and Latin accents", () => {
    expect(normalizeSearchText("مَدْرَسَةٌ")).toBe("مدرسه");
    expect(normalizeSearchText("كِتَابٌ")).toBe("کتاب");
    expect(normalizeSearchText("محـــمد")).toBe("محمد");
    expect(normalizeSearchText("Crème Brûlée")).toBe("creme brulee");
    expect(normalizeSearchText("Ａｐｐｌｅ")).toBe("apple");
    expect(normalizeSearchText("ﻻ")).toBe("لا");
  });

  it("turns punctuation and symbols into spaces", () => {
    expect(normalizeSearchText("T-shirt (XL), 100% cotton!")).toBe("t shirt xl 100 cotton");
    expect(normalizeSearchText("«کفش»، ورزشی؟")).toBe("کفش ورزشی");
    expect(normalizeSearchText("a_b:c*d|e&f!g'h\\")).toBe("a b c d e f g h");
  });

  it("spells the same product the same whichever way it was typed", () => {
    const persian = normalizeSearchText("کیف چرمی ۱۲");
    expect(normalizeSearchText("كيف چرمي 12")).toBe(persian);
    expect(normalizeSearchText("کیف چرمی ١٢")).toBe(persian);
  });
});

describe("searchTokens and the dictionary rule", () => {
  it("splits into distinct words", () => {
    expect(searchTokens("Red red  RED shoes")).toEqual(["red", "shoes"]);
    expect(searchTokens("!!!")).toEqual([]);
  });
  it("keeps words of three letters or more without digits", () => {
    expect(isDictionaryWord("phone")).toBe(true);
    expect(isDictionaryWord("کیف")).toBe(true);
    expect(isDictionaryWord("tv")).toBe(false);
    expect(isDictionaryWord("a123")).toBe(false);
  });
  it("the chunk-wise splitter (with or without memo) answers like normalizeSearchText, plus solid compounds", () => {
    const texts = ["كتاب و دفترها", "Café  Crème", "كتاب", "Café", "مَدْرَسَةٌ ۱۲", "\u200Fسلام\u200E", "a.b,c"];
    for (const split of [searchWordSplitter(), searchWordSplitter(true, 2), searchWordSplitter(false)]) {
      for (const t of [...texts, ...texts]) expect(split(t).join(" ")).toBe(normalizeSearchText(t));
      expect(split("(Wi-Fi) 5G")).toEqual(["wi", "fi", "wifi", "5g"]);
      expect(split("كتاب‌ها")).toEqual(["کتاب", "ها", "کتابها"]);
    }
  });
});

describe("productSearchText", () => {
  const text = productSearchText({
    names: ["Classic Wi-Fi Router", "روتر وای‌فای کلاسیک", "راوتر واي فاي كلاسيكي"],
    brandNames: ["Nordvolt", "نوردولت", "Nordvolt"],
    tags: ["router"],
    shortDescriptions: ["Fast and reliable.", "سریع و مطمئن"],
    categoryNames: ["Electronics", "الکترونیک"],
  });

  it("puts names, brand and tags in the name, each word once", () => {
    expect(text.searchName.split(" ")).toEqual([
      "classic",
      "wi",
      "fi",
      "wifi",
      "router",
      "روتر",
      "وای",
      "فای",
      "وایفای",
      "کلاسیک",
      "راوتر",
      "کلاسیکی",
      "nordvolt",
      "نوردولت",
    ]);
  });
  it("puts short descriptions and categories in the body", () => {
    expect(text.searchBody).toBe("fast and reliable سریع و مطمین electronics الکترونیک");
  });
  it("holds only normalised words", () => {
    for (const w of `${text.searchName} ${text.searchBody}`.split(" ")) expect(normalizeSearchText(w)).toBe(w);
  });
});
