import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { blogs, products } from "../../db/schema";
import { guest, type TestApp } from "../setup/accounts";
import { adCategories } from "../setup/ad-fixture";
import { call } from "../setup/http";
import { signedIn } from "../setup/order-fixture";
import { adminClient } from "../setup/payment-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Issue 36, item 4: tags are data of each language; a page shows its own language's, search finds them all. */
describeOnDatabases("tags per language", { products: 10 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let seller: TestClient;
  let admin: TestClient;
  let leaf: number;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    seller = await signedIn(app, "seller@example.com", "seller123");
    admin = await adminClient(app, database.db);
    ({ leaf } = await adCategories(database.db));
  });

  const reader = async (lang: "en" | "fa" | "ar") => {
    const client = await guest(app);
    expect((await call(client, `/change/locale/${lang}`)).status).toBe(200);
    return client;
  };
  const product = (extra: Record<string, unknown>) => ({
    name: { en: "Nimbus teapot", fa: "قوری نیمبوس", ar: "إبريق نيمبوس" },
    short_description: { en: "", fa: "", ar: "" },
    description: { en: "<p>Clay.</p>", fa: "", ar: "" },
    category_id: String(leaf),
    price: "24.00",
    stock: "5",
    tags: "teapot, kitchen",
    publish: true,
    ...extra,
  });

  it("a product's tags in Persian and Arabic: kept per language, shown in the page's language, found by search", async () => {
    const created = await call(seller, "/seller/products/store", product({ tag_labels: { fa: "قوری، چای, آشپزخانه", ar: "إبريق, شاي" } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.product.id as number;
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    expect(row.tags).toEqual(["teapot", "kitchen"]);
    // the Persian comma separates as the Latin one does
    expect(row.tagLabels).toEqual({ fa: ["قوری", "چای", "آشپزخانه"], ar: ["إبريق", "شاي"] });
    expect((await call(seller, `/seller/products/${id}/form`)).body.form.tag_labels).toEqual({
      fa: "قوری, چای, آشپزخانه",
      ar: "إبريق, شاي",
    });
    expect((await call(admin, `/admin/products/${id}/approve`, {})).status).toBe(200);
    const tagsIn = async (lang: "en" | "fa" | "ar") =>
      (await call(await reader(lang), `/home/product-details/${row.slug}`)).body.product.tags;
    expect(await tagsIn("en")).toEqual(["teapot", "kitchen"]);
    expect(await tagsIn("fa")).toEqual(["قوری", "چای", "آشپزخانه"]);
    expect(await tagsIn("ar")).toEqual(["إبريق", "شاي"]);
    // search finds the product by a tag of any language
    const found = await call(await reader("en"), `/home/filtered_products?key=${encodeURIComponent("شاي")}&paginate=24`);
    expect(found.body.products.data.map((p: { id: number }) => p.id)).toContain(id);
    // an Arabic list emptied falls back to the default language's tags
    expect((await call(seller, `/seller/products/update/${id}`, product({ tag_labels: { fa: "قوری", ar: "" } }))).status).toBe(200);
    const [after] = await database.db.select({ tagLabels: products.tagLabels }).from(products).where(eq(products.id, id));
    expect(after.tagLabels).toEqual({ fa: ["قوری"] });
  });

  it("a tag list too long is 422 on its language's field and nothing changes", async () => {
    const before = await database.db.select({ id: products.id }).from(products);
    const res = await call(seller, "/seller/products/store", product({ tag_labels: { fa: "x".repeat(501), ar: "" } }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toContain("tag_labels.fa");
    expect((await database.db.select({ id: products.id }).from(products)).length).toBe(before.length);
  });

  it("a blog post's tags in the other languages are the admin's to write and the reader's language shows them", async () => {
    const [post] = await database.db.select().from(blogs).limit(1);
    const editor = await call(admin, `/admin/content/blogs/${post.id}/form`);
    const form = new FormData();
    const fields = {
      slug: post.slug,
      category_id: post.categoryId,
      title: { en: "", fa: "", ar: "", ...post.title },
      excerpt: { en: "", fa: "", ar: "", ...post.excerpt },
      body: { en: "", fa: "", ar: "", ...post.body },
      tags: ["guide", "care"],
      tag_labels: { fa: ["راهنما", "نگهداری"], ar: ["دليل"] },
      status: "published",
      published_at: "2025-06-01T10:00",
    };
    form.set("payload", JSON.stringify(fields));
    const saved = await admin.request(`/admin/content/blogs/${post.id}`, { method: "POST", body: form });
    expect(saved.status, editor.status === 200 ? "" : "the form call answered").toBe(200);
    expect((await saved.json()).post.tag_labels).toEqual({ fa: ["راهنما", "نگهداری"], ar: ["دليل"] });
    const tagsIn = async (lang: "en" | "fa" | "ar") => (await call(await reader(lang), `/home/blog-details/${post.slug}`)).body.blog.tags;
    expect(await tagsIn("en")).toEqual(["guide", "care"]);
    expect(await tagsIn("fa")).toEqual(["راهنما", "نگهداری"]);
    expect(await tagsIn("ar")).toEqual(["دليل"]);
    // a tag of 41 characters is refused on its field, and the post keeps its tags
    const bad = new FormData();
    bad.set("payload", JSON.stringify({ ...fields, tag_labels: { fa: ["ب".repeat(41)], ar: [] } }));
    const refused = await admin.request(`/admin/content/blogs/${post.id}`, { method: "POST", body: bad });
    expect(refused.status).toBe(422);
    const [kept] = await database.db.select({ tagLabels: blogs.tagLabels }).from(blogs).where(eq(blogs.id, post.id));
    expect(kept.tagLabels).toEqual({ fa: ["راهنما", "نگهداری"], ar: ["دليل"] });
  });
});
