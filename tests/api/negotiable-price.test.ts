import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { cartLines, orderGroups, products, shops } from "../../db/schema";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { fill, guest, sessionHash, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { renderedPages } from "../setup/rendered-pages";
import { simpleProduct, stockOf, typedAddress } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const LABEL = { en: "Negotiable", fa: "توافقی", ar: "قابل للتفاوض" } as const;

/**
 * Issue 36, item 1: a price of zero is negotiable. It shows the page language's own word (issue 12
 * had the Persian «توافقی» in every language; the spec's Persian word stays Persian's), it is asked
 * of the seller and never bought: no cart button on its card or page, `user/addToCart` and buy-now
 * refuse it, and a cart line whose price became zero after it was added is never ordered.
 */
describeOnDatabases("a negotiable price (zero)", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let free: { id: number; slug: string; shopId: number };
  let shopPhone: string;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
    free = await simpleProduct(database.db, { priceCents: 0, extra: { shippingFeeCents: 0 } });
    const [shop] = await database.db.select({ phone: shops.phone }).from(shops).where(eq(shops.id, free.shopId));
    shopPhone = shop.phone ?? "";
  }, 120_000);

  const linesOf = async (client: TestClient) =>
    database.db
      .select({ productId: cartLines.productId, quantity: cartLines.quantity, isBuyNow: cartLines.isBuyNow })
      .from(cartLines)
      .where(eq(cartLines.sessionHash, sessionHash(client)))
      .orderBy(cartLines.id);
  const groupCount = async () => (await database.db.select({ n: count() }).from(orderGroups))[0].n;
  const inLanguage = async (lang: keyof typeof LABEL) => {
    const client = await guest(app);
    if (lang !== "en") expect((await call(client, `/change/locale/${lang}`)).status).toBe(200);
    return client;
  };

  it.each(Object.keys(LABEL) as (keyof typeof LABEL)[])(
    "in %s: the language's own word on the card and the page, no cart buttons, the seller's contact",
    async (lang) => {
      const client = await guest(app);
      const page = await (await client.request(`/product/${free.slug}?lang=${lang}`)).text();
      expect(new RegExp(`<bdi[^>]*data-testid="price"[^>]*>${LABEL[lang]}</bdi>`).test(page), "the product page's price").toBe(true);
      expect(page).not.toContain('data-testid="add-to-cart"');
      expect(page).not.toContain('data-testid="buy-now"');
      const contact = page.split('data-testid="negotiable-contact"')[1]?.slice(0, 3000) ?? "";
      expect(contact, "the seller's contact stands in the buttons' place").toContain(LANGUAGE_FILES[lang].contact_seller);
      expect(contact).toContain(LANGUAGE_FILES[lang].negotiable_ask_seller);
      expect(shopPhone, "the demo shop has a phone").not.toBe("");
      expect(contact).toContain(`href="tel:${shopPhone.replace(/[^+\d]/g, "")}"`);
      // its structured data offers nothing at a price of zero
      const ld = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
        .flatMap((m) => [JSON.parse(m[1])].flat())
        .find((b: Record<string, unknown>) => b["@type"] === "Product");
      expect(ld?.name, "the page's Product").toBeTruthy();
      expect(ld).not.toHaveProperty("offers");

      const listing = await (await client.request(`/products?sort=price_low&lang=${lang}`)).text();
      const card = listing.split('data-testid="product-card"').find((c) => c.includes(`/product/${free.slug}"`)) ?? "";
      expect(card.includes(`>${LABEL[lang]}</bdi>`), "the card's price").toBe(true);
      expect(card).not.toContain('data-testid="card-add-to-cart"');
      expect(card).toContain('data-testid="card-contact-seller"');
      expect(card).toContain(`href="/product/${free.slug}#contact-seller"`);
      // never the Persian word on an English or Arabic page
      if (lang !== "fa") expect(page.includes(LABEL.fa) || card.includes(LABEL.fa)).toBe(false);
    },
  );

  it("user/addToCart and buy-now of a negotiable product answer a translated error and change nothing", async () => {
    const priced = await simpleProduct(database.db, { priceCents: 1200 });
    // a price to pay of zero counts, whatever made it: a flat discount of the whole price
    const discounted = await simpleProduct(database.db, {
      priceCents: 900,
      extra: { discountType: "flat", discountValue: 900, discountStartsAt: new Date(Date.now() - 86_400_000), discountEndsAt: null },
    });
    for (const lang of ["en", "fa"] as const) {
      const shopper = await inLanguage(lang);
      expect((await call(shopper, "/user/addToCart", { id: priced.id, quantity: 1 })).status).toBe(200);
      expect((await call(shopper, "/user/addToCart", { id: priced.id, quantity: 1, is_buy_now: 1 })).status).toBe(200);
      const before = await linesOf(shopper);
      for (const id of [free.id, discounted.id])
        for (const form of [{ id, quantity: 1 }, { id }, { id, quantity: 1, is_buy_now: 1 }, { id, quantity: 1, is_buy_now: true }]) {
          const refused = await call(shopper, "/user/addToCart", form);
          expect(refused.status, JSON.stringify(form)).toBe(422);
          expect(refused.body.error).toBe(LANGUAGE_FILES[lang].cart_negotiable);
          expect(refused.body.errors).toEqual({ id: [LANGUAGE_FILES[lang].cart_negotiable] });
          expect(refused.body.carts).toBeUndefined();
        }
      // the cart and the buy-now cart are as they were
      expect(await linesOf(shopper)).toEqual(before);
      expect(before).toEqual([
        { productId: priced.id, quantity: 1, isBuyNow: false },
        { productId: priced.id, quantity: 1, isBuyNow: true },
      ]);
    }
  });

  it("a classified ad stays contacted, not bought: refused as not for sale, and its card leads to the contact", async () => {
    const ad = await simpleProduct(database.db, {
      priceCents: 0,
      extra: {
        isClassified: true,
        contactInfo: { contact_name: "Sam", phone_no: "+1 555 0199", email: "sam@test.example", address: "" },
      },
    });
    const shopper = await guest(app);
    const refused = await call(shopper, "/user/addToCart", { id: ad.id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ id: [LANGUAGE_FILES.en.cart_not_for_sale] });
    const page = await (await shopper.request(`/product/${ad.slug}`)).text();
    expect(page).toContain('id="contact-seller"');
    expect(page).not.toContain('data-testid="add-to-cart"');
    expect(page).not.toContain('data-testid="negotiable-contact"');
    expect(new RegExp(`<bdi[^>]*data-testid="price"[^>]*>${LABEL.en}</bdi>`).test(page)).toBe(true);
  });

  it("a line whose price became negotiable after it was added: flagged, counted in no figure, and confirm-order places nothing", async () => {
    const staying = await simpleProduct(database.db, { priceCents: 2000, stock: 5 });
    const turning = await simpleProduct(database.db, { priceCents: 1500, stock: 5, shopIndex: 1 });
    const address = await typedAddress(database.db);
    for (const lang of ["en", "fa"] as const) {
      for (const buyNow of [false, true]) {
        const shopper = await inLanguage(lang);
        if (!buyNow) expect((await call(shopper, "/user/addToCart", { id: staying.id, quantity: 1 })).status).toBe(200);
        const added = await call(shopper, "/user/addToCart", { id: turning.id, quantity: 2, ...(buyNow ? { is_buy_now: 1 } : {}) });
        expect(added.status).toBe(200);
        // the seller makes the price negotiable
        await database.db.update(products).set({ priceCents: 0 }).where(eq(products.id, turning.id));

        const view = (await call(shopper, `/cart/list${buyNow ? "?buy_now=1" : ""}`)).body;
        const line = view.carts.find((l: { product_id: number }) => l.product_id === turning.id);
        expect(line.problem).toBe("negotiable");
        expect(view.summary.can_checkout).toBe(false);
        // the negotiable line adds nothing, not even its shop's shipping
        expect(view.checkouts[String(turning.shopId)]).toBeUndefined();
        expect(view.summary.total).toBe(buyNow ? "0.00" : view.checkouts[String(staying.shopId)].total);
        // the cart page says why it cannot be checked out: the line by name and what to do
        if (!buyNow) {
          const html = await (await shopper.request(`/cart?lang=${lang}`)).text();
          const blocked = /data-testid="checkout-blocked"[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
          expect(blocked).toContain(line.product_name);
          expect(blocked).toContain(LANGUAGE_FILES[lang].line_problem_negotiable.split(":")[0]);
        }

        const groups = await groupCount();
        const lines = await linesOf(shopper);
        const placed = await call(shopper, "/user/confirm-order", {
          shipping_address: address,
          trx_id: view.trx_id,
          ...(buyNow ? { buy_now: 1 } : {}),
        });
        expect(placed.status).toBe(422);
        const message = fill(LANGUAGE_FILES[lang].order_negotiable, { product: line.product_name });
        expect(placed.body).toMatchObject({ error: message, errors: { cart: [message] } });
        expect(placed.body.code).toBeUndefined();
        // nothing placed, no stock taken, the cart as it was
        expect(await groupCount()).toBe(groups);
        expect(await stockOf(database.db, turning.id)).toBe(5);
        expect(await stockOf(database.db, staying.id)).toBe(5);
        expect(await linesOf(shopper)).toEqual(lines);

        // a price again: once the shopper has seen it, the same cart is placed
        await database.db.update(products).set({ priceCents: 1500 }).where(eq(products.id, turning.id));
        expect((await call(shopper, `/cart/list${buyNow ? "?buy_now=1" : ""}`)).body.summary.can_checkout).toBe(true);
        const again = await call(shopper, "/user/confirm-order", { shipping_address: address, ...(buyNow ? { buy_now: 1 } : {}) });
        expect(again.status, JSON.stringify(again.body)).toBe(200);
        expect(await groupCount()).toBe(groups + 1);
        await database.db
          .update(products)
          .set({ stock: 5 })
          .where(inArray(products.id, [turning.id, staying.id]));
      }
    }
  });
});
