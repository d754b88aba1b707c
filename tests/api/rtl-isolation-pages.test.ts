import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { notifyUser } from "../../domain/notifications/notify";
import { signUp, type TestApp } from "../setup/accounts";
import { placeOrderAs, productOfShop } from "../setup/order-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const FSI = "\u2068";
const PDI = "\u2069";
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether `value` sits, on a rendered page, in an element that keeps it left to right
 * (`<bdi dir="ltr">`, `dir="ltr"`) or between the Unicode isolates (U+2068 … U+2069): the
 * text directly around it, not anywhere on the page.
 */
function isolatedOn(html: string, value: string): boolean {
  const v = literal(value);
  const inLtr = new RegExp(`<(\\w+)[^>]*\\sdir="ltr"[^>]*>\\s*(<!--.*?-->)?\\s*${v}\\s*(<!--.*?-->)?\\s*</\\1>`);
  const inBdi = new RegExp(`<bdi[^>]*>\\s*${v}\\s*</bdi>`);
  return inLtr.test(html) || inBdi.test(html) || html.includes(`${FSI}${value}${PDI}`);
}

/** Every place `value` shows on the page is isolated (not only one of them). */
function everyIsolated(html: string, value: string): { shown: number; bare: string[] } {
  const bare: string[] = [];
  let shown = 0;
  // the page data (a script) and attributes are not read text
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/\s[\w-]+="[^"]*"/g, (attr) => (attr.startsWith(" dir=") ? attr : ""));
  for (const m of body.matchAll(new RegExp(literal(value), "g"))) {
    shown++;
    const around = body.slice(Math.max(0, m.index - 160), m.index + value.length + 40);
    if (!isolatedOn(around, value)) bare.push(around);
  }
  return { shown, bare };
}

/** Order codes and e-mail addresses read whole on Persian pages: isolated from the right-to-left text around them. */
describeOnDatabases("mixed-direction strings on Persian pages", { products: 10 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  }, 120_000);

  const page = async (client: TestClient, url: string) => {
    const res = await client.request(`${url}${url.includes("?") ? "&" : "?"}lang=fa`);
    expect(res.status, url).toBe(200);
    const html = await res.text();
    expect(html, url).toMatch(/<html lang="fa" dir="rtl"/);
    return html;
  };

  it("the confirmation, the order history, the invoice, the payment page and the notifications isolate the order codes and the e-mail", async () => {
    const p = await productOfShop(database.db, { stock: 5 });
    const { client, userId } = await signUp(app);
    const { group, orders } = await placeOrderAs(database.db, client, [{ id: p.id }]);
    const code = orders[0].code;
    expect(code).toMatch(/^BZ-/);

    const confirmation = await page(client, `/order-confirmation?code=${group.code}`);
    for (const value of [group.code, code, group.email]) {
      const { shown, bare } = everyIsolated(confirmation, value);
      expect(shown, value).toBeGreaterThan(0);
      expect(bare, value).toEqual([]);
    }

    const history = await page(client, "/user/order-history");
    expect(everyIsolated(history, code)).toMatchObject({ bare: [] });
    expect(everyIsolated(history, code).shown).toBeGreaterThan(0);

    const invoice = await page(client, `/invoice/${group.trxId}`);
    for (const value of [code, group.email]) {
      expect(everyIsolated(invoice, value).shown, value).toBeGreaterThan(0);
      expect(everyIsolated(invoice, value).bare, value).toEqual([]);
    }

    const payment = await page(client, `/payment/${group.code}`);
    expect(everyIsolated(payment, group.code).shown).toBeGreaterThan(0);
    expect(everyIsolated(payment, group.code).bare).toEqual([]);

    await notifyUser(database.db, {
      userId,
      message: { title: "mail_order_placed_subject", details: "mail_order_placed_body", params: { code, name: "Sara", shop: "Mug Shop" } },
    });
    const notifications = await page(client, "/user/notification");
    // the Persian sentence holds the code between the isolates
    expect(notifications).toContain(`سفارش ${FSI}${code}${PDI} شما ثبت شد`);
    expect(everyIsolated(notifications, code).bare).toEqual([]);
  });
});
