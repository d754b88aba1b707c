import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { chosenVariant, optionState } from "../../app/components/product/variant-choice";
import { type DatabaseHandle, rowsOf } from "../../db/client";
import { products } from "../../db/schema";
import type { ProductDetails } from "../../domain/catalog/product-details";
import { guest } from "../setup/accounts";
import { call } from "../setup/http";
import { present } from "../setup/present";
import { variantProduct } from "../setup/product-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

describeOnDatabases("product details", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let fx: Awaited<ReturnType<typeof variantProduct>>;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    fx = await variantProduct(database.db, new Date());
  });

  const details = async (slug: string) => {
    const res = await app.request(`/home/product-details/${slug}`);
    return { status: res.status, body: (await res.json()) as ProductDetails & { error?: string } };
  };

  it("answers exactly the keys product and attributes", async () => {
    const { status, body } = await details(fx.slug);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["attributes", "product"]);
    expect(body.product).toMatchObject({
      id: fx.id,
      slug: fx.slug,
      has_variant: true,
      minimum_order_quantity: 2,
      stock_visibility: "visible_with_quantity",
      current_stock: 8,
    });
    expect(body.product.form).toEqual({ id: fx.id, quantity: 2, attribute_values: [] });
  });

  it("each variant has its own price (after the running discount), stock and picture", async () => {
    const { body } = await details(fx.slug);
    const bySku = Object.fromEntries(body.product.variants.map((v) => [v.name, v]));
    expect(bySku["Red-S"]).toMatchObject({
      price: "10.00",
      sale_price: "9.00",
      has_discount: true,
      current_stock: 5,
      color_id: fx.red,
      attribute_value_ids: [fx.small],
    });
    expect(bySku["Red-M"]).toMatchObject({ price: "12.00", sale_price: "10.80", current_stock: 0 });
    expect(bySku["Blue-S"]).toMatchObject({ price: "11.00", sale_price: "9.90", current_stock: 3 });
    // the variant's picture is in the gallery, and gallery_index points at it
    const gallery = body.product.gallery;
    expect(gallery.map((g) => g.mediaType)).toEqual(["image", "image", "image"]);
    for (const [name, key] of [
      ["Red-S", "p01"],
      ["Blue-S", "p02"],
    ] as const) {
      const v = bySku[name];
      expect(v.image).toBe(`/uploads/demo/products/${key}-320x320.webp`);
      const item = gallery[present(v.gallery_index, `${name}'s gallery index`)];
      expect(item.mediaType === "image" && item.large).toBe(`/uploads/demo/products/${key}-1000x1000.webp`);
    }
    const first = gallery[0];
    expect(first.mediaType === "image" && first.srcset).toContain("/uploads/demo/products/p00-640x640.webp 640w");
    expect(first.mediaType === "image" && first.sources.map((s) => s.width)).toEqual([96, 320, 480, 640, 800, 1000]);
    expect(body.product.price_range).toEqual({ min: "10.00", max: "12.00", sale_min: "9.00", sale_max: "10.80" });
  });

  // issue 36: a gallery item carries its sizes, its caption (the variant it shows, in the page's language) and the lightbox's <picture> sources
  it("gallery pictures carry sizes, a translated caption and <picture> sources of every stored size", async () => {
    for (const lang of ["en", "fa"]) {
      const res = await app.request(`/home/product-details/${fx.slug}?lang=${lang}`);
      const { product, attributes } = (await res.json()) as ProductDetails;
      const colour = (id: number) =>
        present(
          product.colors.find((c) => c.id === id),
          "a colour",
        ).name;
      const small = present(
        attributes.flatMap((a) => a.values).find((v) => v.id === fx.small),
        "the small value",
      ).value;
      const at = (sku: string) => product.gallery[present(product.variants.find((v) => v.name === sku)?.gallery_index, sku)];
      // Red-S and Red-M share a picture: their colour; Blue-S alone: its colour and size
      expect(at("Red-S")).toMatchObject({ mediaType: "image", description: colour(fx.red), alt: product.product_name });
      expect(at("Blue-S")).toMatchObject({ description: `${colour(fx.blue)} · ${small}` });
      const first = product.gallery[0];
      if (first.mediaType !== "image") throw new Error("the first item is a picture");
      expect(first.description).toBe(product.short_description);
      expect(first.sizes).toBe("(min-width: 1280px) 470px, (min-width: 1024px) 38vw, calc(100vw - 2rem)");
      expect(first.picture.sources.map((s) => [s.type, s.media ?? null])).toEqual([
        ["image/webp", "(max-width: 767px)"],
        ["image/webp", null],
      ]);
      for (const source of first.picture.sources) {
        expect(source.srcset).toBe(first.srcset);
        expect(source.sizes).toMatch(/^min\(calc\(100vw - 32px\), calc\(100vh - \d+px\)\)$/);
      }
    }
    const fa = (await (await app.request(`/home/product-details/${fx.slug}?lang=fa`)).json()) as ProductDetails;
    const en = (await (await app.request(`/home/product-details/${fx.slug}?lang=en`)).json()) as ProductDetails;
    const red = (d: ProductDetails) => d.product.gallery[present(d.product.variants[0].gallery_index, "Red-S")].description;
    expect(red(fa)).not.toBe(red(en));
  });

  it("the running discount carries its end and a countdown that agrees with it", async () => {
    const { body } = await details(fx.slug);
    expect(body.product.has_discount).toBe(true);
    expect(body.product.discount_percent).toBe(10);
    const left = Date.parse(present(body.product.discount_ends_at, "the discount's end")) - Date.now();
    const c = present(body.product.countdown, "the countdown");
    expect(c.days).toBe(2);
    expect(c.hours).toBe(Math.floor((left % 86_400_000) / 3_600_000));
    const [row] = await database.db.select({ end: products.discountEndsAt }).from(products).where(eq(products.id, fx.id));
    expect(body.product.discount_ends_at).toBe(present(row.end, "the stored discount end").toISOString());
  });

  it("choices: a combination that does not exist or is out of stock is disabled; a full choice picks its variant", async () => {
    const { body } = await details(fx.slug);
    const { product, attributes } = body;
    expect(attributes).toEqual([
      {
        id: fx.sizeId,
        slug: "size",
        title: "Size",
        values: [expect.objectContaining({ id: fx.small }), expect.objectContaining({ id: fx.medium })],
      },
    ]);
    expect(product.colors.map((c) => c.id)).toEqual([fx.red, fx.blue]);
    const none = { colorId: null, values: {} };
    // nothing chosen: both colours lead somewhere in stock; M exists only out of stock
    expect(optionState(product, attributes, none, { colorId: fx.red })).toBe("available");
    expect(optionState(product, attributes, none, { colorId: fx.blue })).toBe("available");
    expect(optionState(product, attributes, none, { attributeId: fx.sizeId, valueId: fx.medium })).toBe("out_of_stock");
    // blue chosen: blue + M does not exist
    const blue = { colorId: fx.blue, values: {} };
    expect(optionState(product, attributes, blue, { attributeId: fx.sizeId, valueId: fx.medium })).toBe("unavailable");
    expect(optionState(product, attributes, blue, { attributeId: fx.sizeId, valueId: fx.small })).toBe("available");
    // S chosen: both colours have S in stock
    const small = { colorId: null, values: { [fx.sizeId]: fx.small } };
    expect(optionState(product, attributes, small, { colorId: fx.blue })).toBe("available");
    expect(chosenVariant(product, attributes, { colorId: fx.blue, values: { [fx.sizeId]: fx.small } })).toMatchObject({
      name: "Blue-S",
      current_stock: 3,
      sale_price: "9.90",
    });
    expect(chosenVariant(product, attributes, blue)).toBeNull();
  });

  it("the video link becomes a privacy-friendly embed; a spec that links a PDF becomes a PDF slide; unsafe links are dropped", async () => {
    const cases: [string | null, unknown][] = [
      [
        "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10",
        { mediaType: "video", provider: "youtube", src: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&modestbranding=1" },
      ],
      ["https://youtu.be/eRsGyueVLvQ", { provider: "youtube", src: expect.stringContaining("youtube-nocookie.com/embed/eRsGyueVLvQ") }],
      ["https://vimeo.com/76979871", { mediaType: "video", provider: "vimeo", src: "https://player.vimeo.com/video/76979871?dnt=1" }],
      [
        "https://cdn.example.com/clips/demo.MOV?x=1",
        { provider: "file", ext: "mov", types: ["video/quicktime", "video/mp4"], src: "https://cdn.example.com/clips/demo.MOV?x=1" },
      ],
      ["/uploads/videos/demo.avi", { provider: "file", ext: "avi", types: ["video/x-msvideo"], src: "/uploads/videos/demo.avi" }],
      ["javascript:alert(1)//.mp4", null],
      ["https://www.youtube.com/watch?v=<script>", null],
      ["https://example.com/page.html", null],
    ];
    for (const [url, expected] of cases) {
      await database.db.update(products).set({ videoUrl: url }).where(eq(products.id, fx.id));
      const { body } = await details(fx.slug);
      const video = body.product.gallery.find((g) => g.mediaType === "video");
      if (expected === null) expect(video, String(url)).toBeUndefined();
      else expect(video, String(url)).toMatchObject(expected as object);
    }
    await database.db
      .update(products)
      .set({
        videoUrl: null,
        specs: [
          { label: { en: "Data sheet" }, value: "/uploads/specs/jacket.pdf" },
          { label: { en: "Material" }, value: "Wool" },
        ],
      })
      .where(eq(products.id, fx.id));
    const { body } = await details(fx.slug);
    expect(body.product.gallery.at(-1)).toEqual({
      mediaType: "pdf",
      src: "/uploads/specs/jacket.pdf",
      ext: "pdf",
      alt: "Data sheet",
      title: "Data sheet",
      description: "",
    });
    expect(body.product.specifications).toEqual([
      { label: "Data sheet", value: "/uploads/specs/jacket.pdf", href: "/uploads/specs/jacket.pdf" },
      { label: "Material", value: "Wool", href: null },
    ]);
  });

  it("Persian product data: specification and attribute values in the page's language and digits (the demo has them)", async () => {
    const [withWarranty] = rowsOf<{ slug: string }>(
      await database.db.execute(sql`select slug from products where is_visible and specs::text like '%12 months%' limit 1`),
    );
    const warrantySlug = present(withWarranty, "a demo product with a 12-month warranty").slug;
    const inLanguage = async (slug: string, lang: string) =>
      (await (await app.request(`/home/product-details/${slug}?lang=${lang}`)).json()) as ProductDetails;
    const warranty = (d: ProductDetails) => d.product.specifications.find((s) => /12 months|۱۲ ماه|12 شهرًا/.test(s.value))?.value;
    expect(warranty(await inLanguage(warrantySlug, "en"))).toBe("12 months");
    expect(warranty(await inLanguage(warrantySlug, "fa"))).toBe("۱۲ ماه");
    expect(warranty(await inLanguage(warrantySlug, "ar"))).toBe("12 شهرًا");

    const [withStorage] = rowsOf<{ slug: string }>(
      await database.db.execute(sql`select p.slug from products p join product_variants v on v.product_id = p.id
        join attribute_values av on av.id = any(v.attribute_value_ids)
        where p.is_visible and av.value like '% GB' limit 1`),
    );
    const storageSlug = present(withStorage, "a demo product with storage variants").slug;
    const values = (d: ProductDetails) => d.attributes.flatMap((a) => a.values.map((v) => v.value));
    const fa = values(await inLanguage(storageSlug, "fa"));
    expect(fa.length).toBeGreaterThan(0);
    for (const v of fa) expect(v).toMatch(/^[۰-۹]+ گیگابایت$/);
    for (const v of values(await inLanguage(storageSlug, "en"))) expect(v).toMatch(/^\d+ GB$/);
  });

  it("with the cart's trx_id the stock shown is what that cart can still add; another visitor's trx_id finds nothing", async () => {
    const shopper = await guest(app);
    const red = present(
      (await details(fx.slug)).body.product.variants.find((v) => v.current_stock === 5),
      "the fixture's red-S variant with 5 in stock",
    );
    const added = await call(shopper, "/user/addToCart", { id: fx.id, variant_id: red.id, quantity: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const trx = (added.body.carts as { trx_id: string }[])[0].trx_id;
    const seen = async (client: typeof shopper) => {
      const answer = await call<ProductDetails>(client, `/home/product-details/${fx.slug}?trx_id=${encodeURIComponent(trx)}`);
      return present(
        answer.body.product.variants.find((v) => v.id === red.id),
        "the red-S variant",
      ).current_stock;
    };
    expect(await seen(shopper)).toBe(3);
    // the same trx_id from someone else's session reads their own (empty) cart
    expect(await seen(await guest(app))).toBe(5);
    expect(
      present(
        (await details(fx.slug)).body.product.variants.find((v) => v.id === red.id),
        "red-S",
      ).current_stock,
    ).toBe(5);
  });

  it("an unknown slug and an invisible product are 404", async () => {
    const missing = await details("no-such-product-anywhere");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Product not found");
    const hidden = await variantProduct(database.db, new Date(), { isVisible: false, status: "draft" });
    const res = await details(hidden.slug);
    expect(res.status).toBe(404);
    const reviews = await app.request(`/home/product-reviews/${hidden.id}`);
    expect(reviews.status).toBe(404);
  });

  it("the seeded demo products with reviews keep rating and count in step with the rows; some have a video", async () => {
    const list = rowsOf<{ rating: string; n: number; avg: string; rows: number }>(
      await database.db.execute(sql`
      select p.id, p.rating::text as rating, p.reviews_count as n, round(avg(r.rating), 2)::text as avg, count(r.id)::int as rows
      from products p join product_reviews r on r.product_id = p.id and r.status = 'published' group by p.id`),
    );
    expect(list.length).toBeGreaterThan(10);
    for (const r of list) {
      expect(Number(r.n)).toBe(r.rows);
      expect(Number(r.rating)).toBe(Number(r.avg));
    }
    const videos = await database.db.select({ url: products.videoUrl }).from(products).where(eq(products.isVisible, true));
    expect(videos.filter((v) => v.url).length).toBeGreaterThanOrEqual(2);
  });
});
