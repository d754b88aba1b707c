import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type Card = { id: number; slug: string; user_wishlist: boolean };

/** The reference client reads `user_wishlist` on every product card: true for the signed-in viewer's wished products only. */
describeOnDatabases("user_wishlist on cards", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let shopper: TestClient;
  let wished: Card;
  let other: Card;

  const json = async <T>(client: TestClient, url: string, init: Parameters<TestClient["request"]>[1] = {}) =>
    (await (await client.request(url, init)).json()) as T;
  const listing = (client: TestClient) =>
    json<{ products: { data: Card[] } }>(client, "/home/filtered_products?sort=newest&paginate=24").then((b) => b.products.data);

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    ({ client: shopper } = await signUp(app));
    [wished, other] = await listing(shopper);
    expect((await shopper.request(`/user/add-to-wishlist/${wished.id}`)).status).toBe(200);
  });

  it("the listing marks the shopper's wished product, and only for them", async () => {
    const mine = await listing(shopper);
    expect(mine.find((c) => c.id === wished.id)?.user_wishlist).toBe(true);
    expect(mine.find((c) => c.id === other.id)?.user_wishlist).toBe(false);
    // the same (cached) listing for a guest right after: nothing of the shopper's leaks
    const theirs = await listing(await guest(app));
    expect(theirs.every((c) => c.user_wishlist === false)).toBe(true);
    expect((await listing(shopper)).find((c) => c.id === wished.id)?.user_wishlist).toBe(true);
  });

  it("product details carry user_wishlist on the product and on its related cards", async () => {
    const mine = await json<{ product: { id: number; user_wishlist: boolean; related_products: Card[] } }>(
      shopper,
      `/home/product-details/${wished.slug}`,
    );
    expect(mine.product.user_wishlist).toBe(true);
    const theirs = await json<{ product: { user_wishlist: boolean } }>(await guest(app), `/home/product-details/${wished.slug}`);
    expect(theirs.product.user_wishlist).toBe(false);
    const related = await json<{ product: { user_wishlist: boolean } }>(shopper, `/home/product-details/${other.slug}`);
    expect(related.product.user_wishlist).toBe(false);
  });

  it("the quick search and the compare list mark it too", async () => {
    const found = await json<{ products: Card[] }>(shopper, "/search/product", { method: "POST", json: { key: "" } });
    for (const card of found.products) expect(card.user_wishlist).toBe(card.id === wished.id);
    expect((await shopper.request(`/home/add-to-compare/${wished.id}`)).status).toBeLessThan(300);
    const compared = await json<{ products: Card[] }>(shopper, "/home/compare-list");
    expect(compared.products.find((c) => c.id === wished.id)?.user_wishlist).toBe(true);
    // taking another product off the list answers the rest, marked the same way
    expect((await shopper.request(`/home/add-to-compare/${other.id}`)).status).toBeLessThan(300);
    const removed = await json<{ products: Card[] }>(shopper, `/home/remove-compare_product/${other.id}`);
    expect(removed.products.find((c) => c.id === wished.id)?.user_wishlist).toBe(true);
  });

  it("the home feed's product cards are marked", async () => {
    const feed = await json<{ components: Record<string, unknown> }>(shopper, "/home/page?page=1");
    // the rails' cards and a category section's (banner names are strings)
    const lists = Object.values(feed.components).map((v) => (Array.isArray(v) ? v : ((v as { products?: unknown[] }).products ?? [])));
    const cards = lists.flat().filter((c): c is Card => typeof c === "object" && c !== null && "user_wishlist" in c);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.user_wishlist).toBe(card.id === wished.id);
  });
});
