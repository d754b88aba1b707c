import { describe, expect, it } from "vitest";
import { orderMail, passwordResetMail, welcomeMail } from "../../domain/mail/templates";

/** Mails are written in the reader's language, numbers in its digits (issue 12). */
describe("mails in Persian and Arabic", () => {
  const latinWords = (text: string) =>
    text
      .replace(/https?:\/\/\S+/g, "")
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "")
      .match(/[A-Za-z]{2,}/g) ?? [];

  it("the reset mail in Persian: Persian words and digits, right to left", () => {
    const mail = passwordResetMail("fa", "a@b.com", { name: "سارا", url: "https://shop.test/reset/x", minutes: 30 });
    expect(mail.text).toContain("۳۰");
    expect(mail.text).not.toMatch(/\b30\b/);
    expect(latinWords(`${mail.subject} ${mail.text}`)).toEqual([]);
    expect(mail.html).toMatch(/^<div dir="rtl" lang="fa"/);
  });

  it("the welcome and order mails in Arabic have no English word", () => {
    const welcome = welcomeMail("ar", "a@b.com", { name: "ليلى" });
    const order = orderMail("ar", "a@b.com", {
      subjectKey: "mail_order_placed_subject",
      params: { code: "BZ-1234", shop: "متجر", name: "ليلى", status: "قيد الانتظار" },
      url: "https://shop.test/invoice/x",
    });
    for (const mail of [welcome, order]) expect(latinWords(`${mail.subject} ${mail.text}`).filter((w) => w !== "BZ")).toEqual([]);
  });

  it("an order mail in Persian keeps the order code whole (between U+2068 and U+2069); an English one is as written", () => {
    const params = { code: "BZ-7K2M9QX4TR8D", shop: "فروشگاه", name: "سارا" };
    const fa = orderMail("fa", "a@b.com", { subjectKey: "mail_order_placed_subject", params, url: "https://shop.test/invoice/x" });
    expect(fa.subject).toBe("سفارش \u2068BZ-7K2M9QX4TR8D\u2069 شما ثبت شد");
    expect(fa.text).toContain("\u2068BZ-7K2M9QX4TR8D\u2069");
    expect(fa.html).toContain("\u2068BZ-7K2M9QX4TR8D\u2069");
    const en = orderMail("en", "a@b.com", { subjectKey: "mail_order_placed_subject", params, url: "https://shop.test/invoice/x" });
    expect(en.subject).toBe("Your order BZ-7K2M9QX4TR8D is placed");
  });
});
