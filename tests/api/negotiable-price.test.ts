import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { tokenFor } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import { simpleProduct } from "../setup/shop-fixture";
import { makeTestApp, TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const NEGOTIABLE = "توافقی";

/**
 * Spec §5 as issue 12 reads it: a price of zero is the Persian negotiable label «توافقی» in every
 * language, alike on the card, the product page and the cart line; a sum of money shows zero.
 * Prices are bidi-isolated: in a `<bdi>` (cards, product page) or between U+2068 and U+2069.
 */
describeOnDatabases("a price of zero", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let free: { id: number; slug: string };

  beforeAll(async () => {
    database = on.database;
    let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
    ({ app, ctx } = await makeTestApp(database, {
      pageHandler: await renderedPages(),
    }));
    free = await simpleProduct(ctx.db, { priceCents: 0, extra: { shippingFeeCents: 0 } });
  }, 120_000);

  it.each(["en", "fa", "ar"])("is «توافقی» on the card, the product page and the cart line in %s", async (lang) => {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const page = await (await client.request(`/product/${free.slug}?lang=${lang}`)).text();
    expect(new RegExp(`<bdi[^>]*data-testid="price"[^>]*>${NEGOTIABLE}</bdi>`).test(page), "product page").toBe(true);
    const listing = await (await client.request(`/products?sort=price_low&lang=${lang}`)).text();
    const card = listing.split('data-testid="product-card"').find((c) => c.includes(`/product/${free.slug}"`));
    expect(card?.includes(`>${NEGOTIABLE}</bdi>`), "the free product's card").toBe(true);
    expect((await client.request("/user/addToCart", { method: "POST", json: { id: free.id, quantity: 1 } })).status).toBe(200);
    const cart = await (await client.request(`/cart?lang=${lang}`)).text();
    const line = (cart.split('data-testid="cart-line"')[1] ?? "").split("</li>")[0];
    expect(line.includes(`\u2068${NEGOTIABLE}\u2069`), "the line's price is «توافقی»").toBe(true);
    expect(/0[.,٫]00|۰٫۰۰/.test(line), "no zero amount on the line").toBe(false);
  });

  it("a Persian page writes a discount as one isolated run, never 20%-", async () => {
    const html = await (await app.request("/products?lang=fa")).text();
    const badges = [...html.matchAll(/bg-rose-600[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge).toMatch(/^\u2068\u200e?−[۰-۹]+٪\u2069$/);
  });
});
