import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema";
import { guest, type TestApp } from "../setup/accounts";
import { variantProduct } from "../setup/product-fixture";
import { simpleProduct } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const DAY = 86_400_000;

/** Issue 13 (product details and compare part): the keys the reference client reads. */
describeOnDatabases("reference client: product details and compare", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });
  const db = () => database.db;
  const json = async (client: TestClient, url: string) => {
    const res = await client.request(url);
    return { status: res.status, body: await res.json() };
  };

  it("GET home/product-details/{slug}: product.status and product.product_stock (the first variant, its price and stock)", async () => {
    const p = await variantProduct(db(), new Date());
    const { status, body } = await json(await guest(app), `/home/product-details/${p.slug}`);
    expect(status).toBe(200);
    expect(body.product.status).toBe("published");
    expect(body.product.product_stock).toEqual({
      id: expect.any(Number),
      sku: expect.stringMatching(/-RS$/),
      name: "Red-S",
      variant_ids: `${p.red}-${p.small}`,
      current_stock: 5,
      price: "10.00",
      // the reference's names: the price after the running 10 % discount, and the discount itself
      discount_percentage: "9.00",
      special_discount_check: 10,
    });
  });

  it("a product without variants: product_stock is the product's own; a flat discount shows as an amount; none as 0", async () => {
    const plain = await simpleProduct(db(), { priceCents: 2500, stock: 7 });
    const guestClient = await guest(app);
    const { body } = await json(guestClient, `/home/product-details/${plain.slug}`);
    expect(body.product.status).toBe("published");
    expect(body.product.product_stock).toEqual({
      id: null,
      sku: "",
      name: "",
      variant_ids: "",
      current_stock: 7,
      price: "25.00",
      discount_percentage: "25.00",
      special_discount_check: 0,
    });
    const now = Date.now();
    const flat = await simpleProduct(db(), {
      priceCents: 2500,
      stock: 3,
      extra: { discountType: "flat", discountValue: 500, discountStartsAt: new Date(now - DAY), discountEndsAt: new Date(now + DAY) },
    });
    const flatBody = (await json(guestClient, `/home/product-details/${flat.slug}`)).body;
    expect(flatBody.product.product_stock).toMatchObject({ price: "25.00", discount_percentage: "20.00", special_discount_check: "5.00" });

    // a product that is not published is not found (the reference client reads no status then)
    await db().update(products).set({ status: "draft", isVisible: false }).where(eq(products.id, plain.id));
    expect((await json(guestClient, `/home/product-details/${plain.slug}`)).status).toBe(404);
  });

  it("GET home/remove-compare_product/{id} answers product (the one taken off) and products (the list left)", async () => {
    const a = await simpleProduct(db());
    const b = await simpleProduct(db());
    const visitor = await guest(app);
    expect((await json(visitor, `/home/add-to-compare/${a.id}`)).status).toBe(200);
    expect((await json(visitor, `/home/add-to-compare/${b.id}`)).status).toBe(200);

    const removed = await json(visitor, `/home/remove-compare_product/${a.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ compare_list: 1, product: { id: a.id, slug: a.slug } });
    expect(removed.body.products.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect(removed.body.products[0]).toMatchObject({ slug: b.slug, product_name: expect.any(String) });

    // not on the list: nothing changes, the same keys
    const again = await json(visitor, `/home/remove-compare_product/${a.id}`);
    expect(again.body).toMatchObject({ compare_list: 1, product: { id: a.id } });
    expect(again.body.products).toHaveLength(1);
    // a product no longer shown is still taken off; its id is all there is to tell
    await db().update(products).set({ isVisible: false }).where(eq(products.id, b.id));
    const hidden = await json(visitor, `/home/remove-compare_product/${b.id}`);
    expect(hidden.body).toMatchObject({ compare_list: 0, product: { id: b.id }, products: [] });
    // the CSRF check still applies
    expect((await visitor.request(`/home/remove-compare_product/${a.id}`, { noToken: true })).status).toBe(419);
  });
});
