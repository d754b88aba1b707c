import { asc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { brands, colors, products, productVariants, shops } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { adCategories, adPhoto } from "../setup/ad-fixture";
import { call } from "../setup/http";
import { signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The seller centre's products (issue 19 item 1, decision 038): create, approve, buy; the rules; CSV in and out. */
describeOnDatabases("seller products", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let seller: TestClient;
  let other: TestClient;
  let leaf: number;
  let brandId: number;
  let colourIds: number[];

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    seller = await signedIn(app, "seller@example.com", "seller123");
    other = await signedIn(app, "seller2@example.com", "seller123");
    ({ leaf } = await adCategories(database.db));
    [{ id: brandId }] = await database.db.select({ id: brands.id }).from(brands).limit(1);
    colourIds = (await database.db.select({ id: colors.id }).from(colors).orderBy(asc(colors.id)).limit(2)).map((c) => c.id);
  });

  const upload = async (client: TestClient, files: { bytes: Uint8Array; type?: string }[]) => {
    const form = new FormData();
    for (const f of files)
      form.append("images[]", new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type ?? "image/png" }), "p.png");
    const res = await client.request("/seller/products/pictures", { method: "POST", body: form });
    return { status: res.status, body: await res.json() };
  };
  const form = (extra: Record<string, unknown> = {}) => ({
    name: { en: "Zephyr kettle", fa: "کتری زفیر", ar: "غلاية زفير" },
    short_description: { en: "Boils fast", fa: "", ar: "" },
    description: { en: "<p>Steel.</p><script>alert(1)</script>", fa: "<p>فولاد</p>", ar: "" },
    category_id: String(leaf),
    brand_id: String(brandId),
    price: "30.00",
    stock: "0",
    discount_type: "percentage",
    discount_value: "10",
    reward_points: "15",
    tags: "kitchen, kettle",
    meta_title: { en: "Zephyr kettle — fast", fa: "", ar: "" },
    publish: true,
    ...extra,
  });
  const productRow = async (id: number) => (await database.db.select().from(products).where(eq(products.id, id)))[0];
  const search = async (key: string) =>
    (
      (await call(await guest(app), `/home/filtered_products?key=${encodeURIComponent(key)}&paginate=24`)).body.products.data as {
        id: number;
      }[]
    ).map((p) => p.id);

  it("create with two variants and pictures → 201 pending → approve → found in search, its sale price from the one pricing, bought", async () => {
    const pics = await upload(seller, [{ bytes: await adPhoto(200) }, { bytes: await adPhoto(40) }]);
    expect(pics.status, JSON.stringify(pics.body)).toBe(201);
    const [a, b] = pics.body.pictures.map((p: { key: string }) => p.key);
    expect(a).toMatch(/^sellers\/s\d+-[0-9a-f]{16}$/);
    const created = await call(
      seller,
      "/seller/products/store",
      form({
        images: [a, b],
        // a value per language, and a plain one (an older client's) that reads the same everywhere
        specs: [
          { label: { en: "Warranty", fa: "گارانتی", ar: "" }, value: { en: "12 months", fa: "۱۲ ماه", ar: "" } },
          { label: { en: "Model", fa: "", ar: "" }, value: "ZK-1" },
        ],
        variants: [
          { name: "Red", sku: "ZK-RED", color_id: String(colourIds[0]), price: "30.00", stock: "4", image: a },
          { name: "Blue", sku: "ZK-BLUE", color_id: String(colourIds[1]), price: "32.50", stock: "6", image: b },
        ],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.product).toMatchObject({ approval: "pending", status: "published", visible: false });
    const id = created.body.product.id as number;
    const row = await productRow(id);
    expect(row).toMatchObject({
      priceCents: 3000,
      stock: 10,
      hasVariants: true,
      rewardPoints: 15,
      discountValue: 1000,
      salePriceCents: 2700,
    });
    expect(row.description.en).toBe("<p>Steel.</p>");
    expect(row.specs).toEqual([
      { label: { en: "Warranty", fa: "گارانتی" }, value: { en: "12 months", fa: "۱۲ ماه" } },
      { label: { en: "Model" }, value: "ZK-1" },
    ]);
    expect(row.searchName).toContain("zephyr");
    expect(await search("zephyr")).not.toContain(id);

    // a customer and another seller see nothing of the queue; the operator approves
    expect((await call(seller, `/admin/products/${id}/approve`, {})).status).toBe(404);
    const admin = await adminClient(app, database.db);
    expect((await call(admin, "/admin/products/pending")).body.products.map((p: { id: number }) => p.id)).toContain(id);
    const approved = await call(admin, `/admin/products/${id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.product).toMatchObject({ approval: "approved", visible: true });
    expect(await search("zephyr")).toContain(id);
    // the seller's SEO title is the product's in its details (the page's head reads it)
    const details = await call(await guest(app), `/home/product-details/${created.body.product.slug}`);
    expect(details.body.product.meta_title).toBe("Zephyr kettle — fast");

    const variants = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.id));
    expect(variants.map((v) => [v.sku, v.priceCents, v.stock])).toEqual([
      ["ZK-RED", 3000, 4],
      ["ZK-BLUE", 3250, 6],
    ]);
    const shopper = (await signUp(app)).client;
    const added = await call(shopper, "/user/addToCart", { id, variant_id: variants[1].id, quantity: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  });

  it("another seller's product is 404 to edit, publish or read, and nothing changes; a customer and a guest 404 (the seller calls do not tell they exist)", async () => {
    const created = await call(seller, "/seller/products/store", form({ name: { en: "Quasar lamp", fa: "", ar: "" } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.product.id as number;
    const before = await productRow(id);
    expect((await call(other, `/seller/products/update/${id}`, form({ price: "1.00" }))).status).toBe(404);
    expect((await call(other, `/seller/products/${id}/unpublish`, {})).status).toBe(404);
    expect((await call(other, `/seller/products/${id}/form`)).status).toBe(404);
    expect(await productRow(id)).toEqual(before);
    const customer = (await signUp(app)).client;
    expect((await call(customer, "/seller/products/list")).status).toBe(404);
    expect((await call(customer, "/seller/products/store", form())).status).toBe(404);
    expect((await call(await guest(app), "/seller/products/list")).status).toBe(404);
    // the owner's own list holds it, narrowed by status and search
    const list = await call(seller, "/seller/products/list?status=pending&q=quasar");
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(list.body.total).toBe(1);
    const edited = await call(
      seller,
      `/seller/products/update/${id}`,
      form({ name: { en: "Quasar lamp", fa: "", ar: "" }, price: "12.34" }),
    );
    expect(edited.status).toBe(200);
    expect((await productRow(id)).priceCents).toBe(1234);
  });

  it("bad input is 422 with each field's message and nothing is stored", async () => {
    const count = async () => (await database.db.select({ id: products.id }).from(products)).length;
    const n = await count();
    const bad = await call(
      seller,
      "/seller/products/store",
      form({
        name: { en: "", fa: "", ar: "" },
        price: "12.345",
        stock: "-1",
        discount_type: "flat",
        discount_value: "99.00",
        variants: [
          { name: "A", sku: "X1", price: "1", stock: "1" },
          { name: "B", sku: "x1", price: "abc", stock: "1" },
        ],
      }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ["discount_value", "name.en", "price", "stock", "variants.1.price", "variants.1.sku"].sort(),
    );
    // a nested field is named by its own name in the message
    expect(bad.body.errors["variants.1.price"][0]).toBe("The price must be an amount such as 12.50.");
    const foreign = await call(
      seller,
      "/seller/products/store",
      form({ images: ["sellers/s999-0123456789abcdef"], category_id: "999999" }),
    );
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors).sort()).toEqual(["category_id", "images.0"]);
    const twice = await call(
      seller,
      "/seller/products/store",
      form({
        variants: [
          { name: "A", sku: "X1", price: "1", stock: "1" },
          { name: "B", sku: "x1", price: "2", stock: "1" },
        ],
      }),
    );
    expect(Object.keys(twice.body.errors)).toEqual(["variants.1.sku"]);
    const flatOver = await call(seller, "/seller/products/store", form({ discount_type: "flat", discount_value: "31.00" }));
    expect(Object.keys(flatOver.body.errors)).toEqual(["discount_value"]);
    const notPicture = await upload(seller, [{ bytes: new TextEncoder().encode("<?php ?>"), type: "image/png" }]);
    expect(notPicture.status).toBe(422);
    expect(await count()).toBe(n);
  });

  const importCsv = async (client: TestClient, text: string, mode?: "valid") => {
    const body = new FormData();
    body.append("file", new Blob([text], { type: "text/csv" }), "p.csv");
    if (mode) body.append("mode", mode);
    const res = await client.request("/seller/products/import", { method: "POST", body });
    return { status: res.status, body: await res.json() };
  };
  const ownCount = async () => {
    const [shop] = await database.db
      .select({ id: shops.id })
      .from(shops)
      .where(isNotNull(shops.verifiedAt))
      .orderBy(asc(shops.id))
      .limit(1);
    return (await database.db.select({ id: products.id }).from(products).where(eq(products.shopId, shop.id))).length;
  };

  it("CSV import: one wrong row imports nothing (each problem by line and field); `valid` imports the good rows", async () => {
    const csv = [
      "name_en,name_fa,category_id,price,stock,published",
      `Nimbus mug,ماگ,${leaf},9.50,10,1`,
      `"Cirrus mug, large",,${leaf},12.345,3,1`,
      `Stratus mug,,${leaf},7,-2,1`,
      `Cumulus mug,,${leaf},8.00,5,0`,
    ].join("\r\n");
    const before = await ownCount();
    const all = await importCsv(seller, csv);
    expect(all.status).toBe(422);
    expect(all.body).toMatchObject({ rejected: true, created: 0, rows: 4 });
    expect(all.body.problems.map((p: { line: number; field: string }) => [p.line, p.field])).toEqual([
      [3, "price"],
      [4, "stock"],
    ]);
    expect(all.body.problems[0].message).toMatch(/12\.50/);
    expect(await ownCount()).toBe(before);
    const valid = await importCsv(seller, csv, "valid");
    expect(valid.status, JSON.stringify(valid.body)).toBe(200);
    expect(valid.body).toMatchObject({ rejected: false, created: 2, updated: 0 });
    expect(valid.body.problems).toHaveLength(2);
    expect(await ownCount()).toBe(before + 2);
    // bounded: an unknown column or an unclosed quote refuses the file
    expect((await importCsv(seller, "name_en,colour\nx,y")).status).toBe(422);
    expect((await importCsv(seller, 'name_en\n"x')).status).toBe(422);
    // another seller's id in a file is that row's 404-like problem
    const mine = (await call(seller, "/seller/products/list?q=nimbus")).body.data[0].id as number;
    const theirs = await importCsv(other, `id,price\n${mine},1.00`);
    expect(theirs.body.problems).toEqual([expect.objectContaining({ line: 2, field: "id" })]);
  });

  it("export round-trip: the exported file imported again changes no product's values", async () => {
    const res = await seller.request("/seller/products/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = await res.text();
    const lines = text.trim().split("\r\n");
    expect(lines.length).toBe((await ownCount()) + 1);
    const snapshot = async () =>
      (await database.db.select().from(products).orderBy(asc(products.id))).map((p) => ({
        id: p.id,
        name: p.name,
        priceCents: p.priceCents,
        stock: p.stock,
        images: p.images,
        discountValue: p.discountValue,
        discountStartsAt: p.discountStartsAt?.toISOString() ?? null,
        description: p.description,
        approval: p.approval,
        isVisible: p.isVisible,
        updatedAt: p.updatedAt.toISOString(),
      }));
    const before = await snapshot();
    const again = await importCsv(seller, text);
    expect(again.status, JSON.stringify(again.body.problems?.slice(0, 3))).toBe(200);
    // nothing changed: nothing written, nothing sent back to the operator, nothing hidden
    expect(again.body).toMatchObject({ updated: 0, unchanged: lines.length - 1, created: 0 });
    expect(await snapshot()).toEqual(before);
  });
});
