import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { MailAttachment } from "../../domain/mail/mailer";
import { signedInvoiceUrl } from "../../domain/orders/order-notices";
import { isolate } from "../../kernel/i18n/numbers";
import { guest, mailsTo, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { makeCoupon } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** To look at the PDFs (pdftoppm -png): `INVOICE_PDF_DIR=/tmp/x npx vitest run tests/api/invoice-pdf.test.ts`. */
function keep(name: string, bytes: Uint8Array) {
  if (process.env.INVOICE_PDF_DIR) writeFileSync(path.join(process.env.INVOICE_PDF_DIR, `${name}.pdf`), bytes);
}

/** What a PDF reads: its pages, its text items (with where they start) and, per character, the glyphs (CIDs) drawn for it. */
async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const items: { str: string; x: number; y: number }[] = [];
  const glyphs = new Map<string, Set<number>>();
  let pageWidth = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    pageWidth = page.view[2];
    const content = await page.getTextContent();
    for (const item of content.items)
      if ("str" in item && item.str.trim()) items.push({ str: item.str, x: item.transform[4], y: item.transform[5] });
    const ops = await page.getOperatorList();
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.showText) return;
      for (const g of ops.argsArray[i][0] as ({ unicode: string; originalCharCode: number } | number)[]) {
        if (typeof g === "number" || !g.unicode) continue;
        for (const ch of g.unicode) glyphs.set(ch, (glyphs.get(ch) ?? new Set()).add(g.originalCharCode));
      }
    });
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, pageWidth, items, text: items.map((i) => i.str).join(" "), glyphs };
}

/** Where (x, from the page's left edge) the first text item that is or holds `text` starts. */
const xOf = (pdf: { items: { str: string; x: number }[] }, text: string) =>
  (pdf.items.find((i) => i.str.trim() === text) ?? pdf.items.find((i) => i.str.includes(text)))?.x ?? Number.NaN;

/** `user/invoice/download/{id}` and `user/mail-order(-seller)/{trx_id}`: the buyer's PDF invoice, and by mail. */
describeOnDatabases("invoice PDF and invoice mail", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
  const sent: { to: string; subject: string; attachments?: MailAttachment[] }[] = [];
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, {
      pageHandler: await renderedPages(),
      mailTransport: {
        sendMail: async (m) => {
          sent.push(m);
        },
      },
    }));
  });

  /** A buyer (account) in a language, with an order at two shops, the first line with a coupon. */
  async function orderIn(locale: "fa" | "en" | "ar") {
    const a = await productOfShop(database.db, { priceCents: 2000, stock: 5 });
    const b = await productOfShop(database.db, { priceCents: 1500, stock: 5, shopIndex: 1 });
    const { client } = await signUp(app);
    expect((await client.request(`/change/locale/${locale}`)).status).toBe(200);
    for (const item of [{ id: a.id, quantity: 2 }, { id: b.id }])
      expect((await call(client, "/user/addToCart", { ...item })).status).toBe(200);
    const coupon = await makeCoupon(database.db);
    expect((await call(client, "/user/apply_coupon", { coupon_code: coupon.code })).status).toBe(200);
    const placed = await placeOrderAs(database.db, client, []);
    return { client, ...placed, coupon, sellers: [a.ownerEmail, b.ownerEmail] };
  }

  const download = async (client: TestClient, id: number | string) => {
    const res = await client.request(`/user/invoice/download/${id}`);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it("the buyer downloads a Persian PDF: shaped letters, right to left, Persian digits, the order's lines and figures", async () => {
    const { client, orders, group, coupon } = await orderIn("fa");
    // the session may be in another language by now: the invoice keeps the order's
    expect((await client.request("/change/locale/en")).status).toBe(200);
    const { res, bytes } = await download(client, orders[0].id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${orders[0].code}.pdf"; filename*=UTF-8''${orders[0].code}.pdf`,
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");

    const pdf = await readPdf(bytes);
    keep("fa", bytes);
    expect(pdf.pages).toBe(1);
    // labels in Persian, the product's Persian name, the code and the coupon, amounts in Persian digits
    for (const word of ["فاکتور", "فروشنده", "قیمت واحد", "تعداد", "ماگ", "روش پرداخت"]) expect(pdf.text).toContain(word);
    expect(pdf.text).toContain(orders[0].code);
    expect(pdf.text).toContain(group.code);
    expect(pdf.text).toContain(coupon.code);
    // two mugs of 20.00 less 10 % coupon: 40.00 − 4.00, shipping and tax as the JSON invoice has them
    const json = (await call(client, `/user/invoice/${orders[0].code}`)).body.order;
    const persian = (s: string) => s.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]).replace(".", "٫");
    expect(json.sub_total).toBe("40.00");
    // (the text of a PDF comes out in pieces: compare without spaces)
    const compact = pdf.text.replace(/\s/g, "");
    for (const figure of [json.sub_total, json.coupon_discount, json.total_payable]) expect(compact).toContain(persian(figure));
    expect(compact).not.toContain("40.00");

    // shaped: a Persian letter is drawn with different glyphs by its place in the word (initial, medial, final)
    const shapedLetters = [..."سفرمحکتی"].filter((ch) => (pdf.glyphs.get(ch)?.size ?? 0) > 1);
    expect(shapedLetters.length).toBeGreaterThanOrEqual(3);
    // right to left: the shop's name heads the page from the right edge, the title stands at the left
    expect(xOf(pdf, "Bazaar")).toBeGreaterThan(pdf.pageWidth / 2);
    expect(xOf(pdf, "فاکتور")).toBeLessThan(pdf.pageWidth / 2);
  });

  it("an English order's PDF reads left to right in Latin digits; Arabic right to left", async () => {
    const en = await orderIn("en");
    const enBytes = (await download(en.client, en.orders[1].id)).bytes;
    keep("en", enBytes);
    const pdf = await readPdf(enBytes);
    expect(pdf.text).toContain("Invoice");
    expect(pdf.text).toContain(en.orders[1].code);
    expect(pdf.text).toMatch(/15\.00/);
    expect(xOf(pdf, "Bazaar")).toBeLessThan(pdf.pageWidth / 2);

    const ar = await orderIn("ar");
    const arBytes = (await download(ar.client, ar.orders[0].id)).bytes;
    keep("ar", arBytes);
    const arPdf = await readPdf(arBytes);
    expect(arPdf.text).toContain("فاتورة");
    expect(xOf(arPdf, "Bazaar")).toBeGreaterThan(arPdf.pageWidth / 2);
  });

  it("only the buyer gets it: another account, a guest and the order's seller get the unknown order's 404; a bad id is 422", async () => {
    const { orders, sellers } = await orderIn("en");
    const unknown = await download((await signUp(app)).client, 999_999_999);
    expect(unknown.res.status).toBe(404);
    const seller = await signedIn(app, sellers[0], "seller123");
    for (const other of [(await signUp(app)).client, await guest(app), seller]) {
      const { res, bytes } = await download(other, orders[0].id);
      expect(res.status).toBe(404);
      expect(Buffer.from(bytes).toString()).toBe(Buffer.from(unknown.bytes).toString());
    }
    const bad = await (await signUp(app)).client.request("/user/invoice/download/abc");
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.id).toHaveLength(1);
  });

  it("a guest buyer downloads it in their own session, and anyone with the mail's signed link; a tampered link opens nothing", async () => {
    const p = await productOfShop(database.db, { priceCents: 900, stock: 5 });
    const buyer = await guest(app);
    const { group, orders } = await placeOrderAs(database.db, buyer, [{ id: p.id }], { email: "guest-pdf@test.example" });
    const own = await download(buyer, orders[0].id);
    expect(own.res.status).toBe(200);
    expect((await readPdf(own.bytes)).text).toContain(orders[0].code);

    const stranger = await guest(app);
    expect((await download(stranger, orders[0].id)).res.status).toBe(404);
    const token = new URL(signedInvoiceUrl(ctx, group.trxId)).searchParams.get("t") ?? "";
    const signed = await stranger.request(`/user/invoice/download/${orders[0].id}?t=${encodeURIComponent(token)}`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get("content-type")).toBe("application/pdf");
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await stranger.request(`/user/invoice/download/${orders[0].id}?t=${encodeURIComponent(tampered)}`)).status).toBe(404);
  });

  it("mail-order mails the buyer each order's invoice with its PDF, once; mail-order-seller each seller; others 404 and nothing is sent", async () => {
    const { client, group, orders, sellers } = await orderIn("fa");
    await mailsTo(database.db, group.email);
    const before = (await mailsTo(database.db, group.email)).length;
    const stranger = (await signUp(app)).client;
    expect((await stranger.request(`/user/mail-order/${group.trxId}`)).status).toBe(404);
    expect((await stranger.request(`/user/mail-order-seller/${group.trxId}`)).status).toBe(404);
    expect((await call(client, "/user/mail-order/not*a*trx")).status).toBe(422);
    expect((await client.request(`/user/mail-order/${group.trxId}`, { noToken: true })).status).toBe(419);
    expect(await mailsTo(database.db, group.email)).toHaveLength(before);

    // the reference's is_mailed on get-invoices: 0 until the buyer's copy has gone
    const mailedFlags = async () =>
      ((await call(client, `/user/get-invoices/${group.trxId}`)).body.orders as { is_mailed: number }[]).map((o) => o.is_mailed);
    expect(await mailedFlags()).toEqual(orders.map(() => 0));
    const first = await call(client, `/user/mail-order/${group.trxId}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ sent: 2, success: expect.any(String) });
    expect(first.body.orders).toEqual(orders.map((o) => ({ id: o.id, code: o.code, trx_id: group.trxId, is_mailed: true })));
    const mails = (await mailsTo(database.db, group.email)).slice(before);
    // a Persian subject keeps the order code whole (bidi-isolated)
    expect(mails.map((m) => m.subject)).toEqual(orders.map((o) => `فاکتور سفارش ${isolate(o.code)}`));
    for (const o of orders) {
      const attachments = sent.find((m) => m.to === group.email && m.subject === `فاکتور سفارش ${isolate(o.code)}`)?.attachments ?? [];
      expect(attachments).toHaveLength(1);
      expect(attachments[0]).toMatchObject({ filename: `${o.code}.pdf`, contentType: "application/pdf" });
      expect((await readPdf(new Uint8Array(attachments[0].content))).text).toContain(o.code);
    }

    expect(await mailedFlags()).toEqual(orders.map(() => 1));
    // asked again (the reference client asks on each visit while is_mailed is 0): nothing more is sent
    const again = await call(client, `/user/mail-order/${group.trxId}`);
    expect(again.body).toMatchObject({ sent: 0 });
    expect(again.body.orders.every((o: { is_mailed: boolean }) => o.is_mailed)).toBe(true);
    expect(await mailsTo(database.db, group.email)).toHaveLength(before + 2);

    const toSellers = await call(client, `/user/mail-order-seller/${group.trxId}`);
    expect(toSellers.body).toMatchObject({ sent: 2 });
    for (const [i, email] of sellers.entries()) {
      const mail = (await mailsTo(database.db, email)).find((m) => m.subject.includes(orders[i].code) && m.subject.includes("فروشنده"));
      expect(mail, email).toBeDefined();
    }
    expect((await call(client, `/user/mail-order-seller/${group.trxId}`)).body).toMatchObject({ sent: 0 });
    const all = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `فاکتور سفارش ${isolate(orders[0].code)}`));
    expect(all).toHaveLength(1);
  });

  it("the invoice pages and the order history link each order's PDF for its buyer, not for its seller", async () => {
    const { client, group, orders, sellers } = await orderIn("fa");
    const links = (html: string) => [...html.matchAll(/href="[^"]*\/user\/invoice\/download\/(\d+)"/g)].map((m) => Number(m[1]));
    const page = await (await client.request(`/invoice/${group.trxId}`)).text();
    expect(links(page)).toEqual(orders.map((o) => o.id));
    expect(page).toContain("دانلود PDF");
    expect(links(await (await client.request(`/get-invoice/${orders[1].code}`)).text())).toEqual([orders[1].id]);
    expect(links(await (await client.request("/user/order-history")).text()).sort()).toEqual(orders.map((o) => o.id).sort());
    const seller = await signedIn(app, sellers[0], "seller123");
    const sellerPage = await seller.request(`/get-invoice/${orders[0].code}`);
    expect(sellerPage.status).toBe(200);
    expect(links(await sellerPage.text())).toEqual([]);
  });
});
