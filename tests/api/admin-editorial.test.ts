import { count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, blogCategories, blogComments, blogs, campaigns, pages, users } from "../../db/schema";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { simpleProduct } from "../setup/shop-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The admin console's editorial calls (issue 19): pages, blog posts and categories, campaigns; the storefront follows. */
describeOnDatabases("editorial console", { products: 10 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 120_000);
  const db = () => database.db;
  const entries = async () => Number((await db().select({ n: count() }).from(auditLog))[0].n);
  const lastEntry = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const post = (client: TestClient, path: string, json: unknown) => client.request(path, { method: "POST", json });
  const pageForm = (over: Record<string, unknown> = {}) => ({
    slug: "shipping-help",
    title: { en: "Shipping help", fa: "راهنمای ارسال", ar: "" },
    content: {
      en: '<p>Hi <strong>there</strong></p><ul><li><p>one</p></li></ul><script>alert(1)</script><img src=x onerror="alert(2)">',
      fa: "<p>سلام</p>",
      ar: "",
    },
    is_active: true,
    show_in_footer: true,
    position: 5,
    ...over,
  });

  it("a page is created with its HTML sanitised; the storefront's page call shows it at once; a slug clash is 422 and changes nothing", async () => {
    const n = await entries();
    const res = await post(admin, "/admin/content/pages", pageForm());
    expect(res.status).toBe(200);
    const { page } = await res.json();
    expect(page.content.en).toContain("<strong>there</strong>");
    expect(page.content.en).not.toMatch(/script|onerror|alert/);
    expect(await entries()).toBe(n + 1);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ action: "page.create", targetType: "page", targetId: String(page.id), actorEmail: "admin@example.com" });
    expect(entry.before).toBeNull();
    expect((entry.after as { slug: string }).slug).toBe("shipping-help");

    const { page: shown } = await (await (await guest(app)).request("/home/others-page/shipping-help")).json();
    expect(shown.content).toContain("<ul><li><p>one</p></li></ul>");
    expect(shown.content).not.toMatch(/<script|onerror/);

    // edit: the storefront follows (the cached pages were dropped); before/after recorded
    const edited = await post(admin, `/admin/content/pages/${page.id}`, pageForm({ title: { en: "Shipping", fa: "", ar: "" } }));
    expect(edited.status).toBe(200);
    expect((await (await (await guest(app)).request("/home/others-page/shipping-help")).json()).page.title).toBe("Shipping");
    expect(((await lastEntry()).before as { title: { en: string } }).title.en).toBe("Shipping help");

    // another page may not take its slug; bad fields are 422 beside their paths
    const before = await entries();
    const clash = await post(admin, "/admin/content/pages", pageForm({ title: { en: "Other", fa: "", ar: "" } }));
    expect(clash.status).toBe(422);
    expect(Object.keys((await clash.json()).errors)).toEqual(["slug"]);
    const bad = await post(admin, "/admin/content/pages", pageForm({ slug: "Not A Slug", title: { en: "", fa: "", ar: "" } }));
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["slug", "title.en"]);
    expect(await entries()).toBe(before);
    expect(await db().select().from(pages).where(eq(pages.slug, "not-a-slug"))).toEqual([]);

    // switched off: the storefront answers 404; deleted: gone, audited
    await post(admin, `/admin/content/pages/${page.id}`, pageForm({ is_active: false }));
    expect((await (await guest(app)).request("/home/others-page/shipping-help")).status).toBe(404);
    expect((await post(admin, `/admin/content/pages/${page.id}/delete`, {})).status).toBe(200);
    expect((await lastEntry()).action).toBe("page.delete");
    expect(await db().select().from(pages).where(eq(pages.id, page.id))).toEqual([]);
  });

  it("staff without `content` get 403, a customer 404, and nothing changes; staff with `content` may write", async () => {
    const { client: customer } = await signUp(app);
    const staff = async (permissions: string[]) => {
      const { client, userId } = await signUp(app);
      await db().update(users).set({ role: "staff", staffPermissions: permissions }).where(eq(users.id, userId));
      return client;
    };
    const without = await staff(["settings", "catalog"]);
    const n = await entries();
    for (const path of ["/admin/content/pages", "/admin/content/blogs", "/admin/content/campaigns", "/admin/content/blog-categories"]) {
      expect((await post(customer, path, pageForm({ slug: "nope" }))).status, path).toBe(404);
      expect((await post(without, path, pageForm({ slug: "nope" }))).status, path).toBe(403);
      expect((await customer.request(`${path}/list`)).status).toBe(404);
      expect((await without.request(`${path}/list`)).status).toBe(403);
    }
    expect(await entries()).toBe(n);
    const writer = await staff(["content"]);
    expect((await post(writer, "/admin/content/pages", pageForm({ slug: "staff-page" }))).status).toBe(200);
    expect((await writer.request("/admin/content/pages/list")).status).toBe(200);
  });

  it("a blog post with a cover picture is listed by the storefront with it; drafts stay hidden; a category in use cannot go", async () => {
    const cat = await post(admin, "/admin/content/blog-categories", { slug: "guides", name: { en: "Guides", fa: "راهنماها", ar: "أدلة" } });
    expect(cat.status).toBe(200);
    const { category } = await cat.json();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields = {
      slug: "packing-tips",
      category_id: category.id,
      title: { en: "Packing tips", fa: "نکته‌های بسته‌بندی", ar: "" },
      excerpt: { en: "Pack well", fa: "", ar: "" },
      body: { en: "<h2>Boxes</h2><p><em>Sturdy</em> ones</p><script>x()</script>", fa: "", ar: "" },
      tags: ["packing", "boxes", "packing"],
      status: "published",
      published_at: "2025-06-01T10:00",
    };
    form.set("payload", JSON.stringify(fields));
    form.set("image", new File([new Uint8Array(png)], "cover.png", { type: "image/png" }));
    const res = await admin.request("/admin/content/blogs", { method: "POST", body: form });
    expect(res.status).toBe(200);
    const { post: saved } = await res.json();
    expect(saved.image).toMatch(/^blogs\//);
    expect(saved.tags).toEqual(["packing", "boxes"]);
    expect(saved.body.en).toBe("<h2>Boxes</h2><p><em>Sturdy</em> ones</p>");
    expect((await lastEntry()).action).toBe("blog.create");

    const list = await (await (await guest(app)).request("/home/blogs?slug=guides")).json();
    expect(list.blogs.data.map((b: { slug: string }) => b.slug)).toEqual(["packing-tips"]);
    expect(list.blogs.data[0].thumbnail).toBe(`/uploads/${saved.image}-260x175.webp`);
    const cover = await (await guest(app)).request(`/uploads/${saved.image}-900x300.webp`);
    expect(cover.status).toBe(200);

    // a draft is not listed; a file that is not a picture is 422 on `image` and nothing is written
    const draft = await post(admin, `/admin/content/blogs/${saved.id}`, { ...fields, status: "draft" });
    expect(draft.status).toBe(200);
    expect((await draft.json()).post.image).toBe(saved.image);
    expect((await (await (await guest(app)).request("/home/blogs?slug=guides")).json()).blogs.data).toEqual([]);
    const n = await entries();
    const junk = new FormData();
    junk.set("payload", JSON.stringify({ ...fields, slug: "junk" }));
    junk.set("image", new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.png", { type: "image/png" }));
    const refused = await admin.request("/admin/content/blogs", { method: "POST", body: junk });
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(["image"]);
    expect(await entries()).toBe(n);
    expect(await db().select().from(blogs).where(eq(blogs.slug, "junk"))).toEqual([]);

    const inUse = await post(admin, `/admin/content/blog-categories/${category.id}/delete`, {});
    expect(inUse.status).toBe(422);
    expect((await post(admin, `/admin/content/blogs/${saved.id}/delete`, {})).status).toBe(200);
    expect((await post(admin, `/admin/content/blog-categories/${category.id}/delete`, {})).status).toBe(200);
    expect(await db().select().from(blogCategories).where(eq(blogCategories.id, category.id))).toEqual([]);
  });

  it("a campaign's products take its price at once; switched off, the price goes back; every write audited", async () => {
    const product = await simpleProduct(db(), { priceCents: 10_000 });
    const price = async () => (await (await (await guest(app)).request(`/home/product-details/${product.slug}`)).json()).product;
    expect((await price()).sale_price).toBe("100.00");
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    const form = {
      slug: "frost-deals-test",
      title: { en: "Winter sale", fa: "حراج زمستانه", ar: "تخفيضات الشتاء" },
      short_description: { en: "Warm deals", fa: "", ar: "" },
      description: { en: "<p>Deals</p>", fa: "", ar: "" },
      starts_at: iso(now - 3_600_000),
      ends_at: iso(now + 7 * 86_400_000),
      is_active: true,
      is_featured: false,
      is_flash_sale: false,
      accepts_entries: false,
      background_color: "#112233",
      text_color: "#FFFFFF",
      products: [{ product_id: product.id, discount_type: "percentage", discount: 2500 }],
    };
    const bad = await post(admin, "/admin/content/campaigns", { ...form, ends_at: iso(now - 7_200_000), background_color: "red" });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["background_color", "ends_at"]);
    const tooMuch = await post(admin, "/admin/content/campaigns", {
      ...form,
      products: [{ product_id: product.id, discount_type: "flat", discount: 10_000 }],
    });
    expect(tooMuch.status).toBe(422);
    expect(await db().select().from(campaigns).where(eq(campaigns.slug, "frost-deals-test"))).toEqual([]);

    const res = await post(admin, "/admin/content/campaigns", form);
    expect(res.status).toBe(200);
    const { campaign } = await res.json();
    expect(campaign.accepts_entries).toBe(false);
    expect(await price()).toMatchObject({ sale_price: "75.00", campaign_id: campaign.id });
    expect(await lastEntry()).toMatchObject({ action: "campaign.create", targetId: String(campaign.id) });

    // a deeper discount follows; switched off, the product's own price is back
    expect(
      (await post(admin, `/admin/content/campaigns/${campaign.id}`, { ...form, products: [{ ...form.products[0], discount: 4000 }] }))
        .status,
    ).toBe(200);
    expect((await price()).sale_price).toBe("60.00");
    // left out of the list, the product leaves the campaign and its price with it; put back, it returns
    expect((await post(admin, `/admin/content/campaigns/${campaign.id}`, { ...form, products: [] })).status).toBe(200);
    expect(await price()).toMatchObject({ sale_price: "100.00", campaign_id: null });
    expect((await post(admin, `/admin/content/campaigns/${campaign.id}`, form)).status).toBe(200);
    expect((await price()).sale_price).toBe("75.00");
    expect((await post(admin, `/admin/content/campaigns/${campaign.id}`, { ...form, is_active: false })).status).toBe(200);
    expect(await price()).toMatchObject({ sale_price: "100.00", campaign_id: null });
    const entry = await lastEntry();
    expect(entry.action).toBe("campaign.update");
    expect((entry.before as { isActive: boolean }).isActive).toBe(true);
    expect((entry.after as { isActive: boolean }).isActive).toBe(false);

    // closed to sellers: a seller's entry is refused
    await post(admin, `/admin/content/campaigns/${campaign.id}`, form);
    const seller = await guest(app);
    expect((await signIn(seller, "seller@example.com", "seller123")).status).toBe(200);
    const entries = await seller.request(`/seller/campaigns/${campaign.id}/enter`, {
      method: "POST",
      json: { product_id: product.id, discount_type: "flat", discount: "1.00" },
    });
    expect(entries.status).toBe(404);

    // deleted: the price goes with it
    expect((await post(admin, `/admin/content/campaigns/${campaign.id}/delete`, {})).status).toBe(200);
    expect(await price()).toMatchObject({ sale_price: "100.00", campaign_id: null });
  });

  it("sellers' entries: the operator accepts one and its price follows; the decision is audited", async () => {
    const seller = await guest(app);
    expect((await signIn(seller, "seller@example.com", "seller123")).status).toBe(200);
    const [me] = await db().select().from(users).where(eq(users.email, "seller@example.com"));
    const product = await simpleProduct(db(), { priceCents: 5_000, extra: {} });
    const { shops, products } = await import("../../db/schema");
    const [shop] = await db().select().from(shops).where(eq(shops.ownerId, me.id));
    await db().update(products).set({ shopId: shop.id }).where(eq(products.id, product.id));
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    const { campaign } = await (
      await post(admin, "/admin/content/campaigns", {
        slug: "open-sale",
        title: { en: "Open sale", fa: "", ar: "" },
        short_description: { en: "", fa: "", ar: "" },
        description: { en: "", fa: "", ar: "" },
        starts_at: iso(now - 3_600_000),
        ends_at: iso(now + 86_400_000),
        is_active: true,
        is_featured: false,
        is_flash_sale: false,
        accepts_entries: true,
        background_color: "#ffffff",
        text_color: "#000000",
        products: [],
      })
    ).json();
    const entered = await seller.request(`/seller/campaigns/${campaign.id}/enter`, {
      method: "POST",
      json: { product_id: product.id, discount_type: "flat", discount: "10.00" },
    });
    expect(entered.status).toBe(200);
    const list = await (await admin.request(`/admin/content/campaigns/${campaign.id}/entries`)).json();
    expect(list.entries).toMatchObject([{ product_id: product.id, status: "pending", discount: 1000 }]);
    const decided = await post(admin, `/admin/content/campaigns/${campaign.id}/entries`, {
      product_ids: [product.id],
      decision: "approve",
    });
    expect(decided.status).toBe(200);
    const entry = await lastEntry();
    expect(entry.action).toBe("campaign_entry.approve");
    expect(entry.before).toEqual({ entries: [{ product_id: product.id, status: "pending" }] });
    expect(entry.after).toEqual({ entries: [{ product_id: product.id, status: "approved" }] });
    const shown = (await (await (await guest(app)).request(`/home/product-details/${product.slug}`)).json()).product;
    expect(shown.sale_price).toBe("40.00");
  });

  it("a comment is removed with the replies below it; the post's page no longer shows them; audited", async () => {
    const [post] = await db().select().from(blogs).where(eq(blogs.status, "published")).limit(1);
    const [reader] = await db().select().from(users).where(eq(users.email, "customer@example.com"));
    const [top] = await db().insert(blogComments).values({ blogId: post.id, userId: reader.id, comment: "Spam spam" }).returning();
    await db().update(blogComments).set({ rootId: top.id }).where(eq(blogComments.id, top.id));
    const [reply] = await db()
      .insert(blogComments)
      .values({ blogId: post.id, userId: reader.id, parentId: top.id, rootId: top.id, depth: 1, comment: "More spam" })
      .returning();
    const list = await (await admin.request("/admin/content/blog-comments/list")).json();
    expect(list.comments.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([top.id, reply.id]));
    const res = await post_(admin, `/admin/content/blog-comments/${top.id}/delete`);
    expect(res.status).toBe(200);
    expect((await res.json()).deleted).toBe(2);
    expect(await db().select().from(blogComments).where(eq(blogComments.rootId, top.id))).toEqual([]);
    const entry = await lastEntry();
    expect(entry.action).toBe("blog_comment.delete");
    expect((entry.before as { removed: number[] }).removed.sort()).toEqual([top.id, reply.id].sort());
    const details = await (await (await guest(app)).request(`/home/blog-details/${post.slug}`)).json();
    expect(JSON.stringify(details)).not.toContain("Spam spam");
    expect((await post_(admin, `/admin/content/blog-comments/${top.id}/delete`)).status).toBe(404);
  });
  const post_ = (client: TestClient, path: string) => client.request(path, { method: "POST", json: {} });
});
