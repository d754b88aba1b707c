import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { guest, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { PAGINATOR_KEYS } from "../setup/paginator-keys";
import { variantProduct } from "../setup/product-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type Page<T> = { data: T[]; total: number; per_page: number; current_page: number; last_page: number; next_page_url: string | null };

/** The catalogue calls the reference client makes that the shop lacked (issue 13 §3), in the reference's request shape. */
describeOnDatabases("catalogue calls of the reference client", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    client = await guest(app);
  });

  const get = (url: string) => call(client, url);

  /** Every page of a filter list, followed by next_page_url as the reference's "load more" does. */
  async function allPages<T>(list: string, query: string) {
    const pages: Page<T>[] = [];
    let url: string | null = `/home/load-${list}?page=1${query}`;
    while (url && pages.length < 20) {
      const { status, body } = await get(url);
      expect(status, url).toBe(200);
      expect(Object.keys(body)).toEqual([list]);
      expect(Object.keys(body[list]).sort()).toEqual(PAGINATOR_KEYS);
      pages.push(body[list]);
      url = body[list].next_page_url;
    }
    return pages;
  }

  for (const [list, perPage] of [
    ["categories", 12],
    ["brands", 10],
    ["colors", 8],
  ] as const) {
    it(`home/load-${list}: pages of ${perPage} that add up to filter_data's ${list}, for the whole shop and for one category`, async () => {
      for (const query of ["", "&type=category&slug=SLUG"]) {
        const { body: tree } = await get("/sidebar/categories");
        const slug = tree.categories[0].slug as string;
        const q = query.replace("SLUG", slug);
        const { body: facts } = await get(`/home/filter_data?${q.slice(1)}`);
        const pages = await allPages<{ id: number }>(list, q);
        const ids = pages.flatMap((p) => p.data.map((x) => x.id));
        expect(ids).toEqual(facts[list].map((x: { id: number }) => x.id));
        expect(pages.every((p) => p.total === ids.length && p.per_page === perPage)).toBe(true);
        expect(pages.slice(0, -1).every((p) => p.data.length === perPage)).toBe(true);
        expect(pages.map((p) => p.current_page)).toEqual(pages.map((_, i) => i + 1));
        expect(pages.length).toBe(Math.max(1, Math.ceil(ids.length / perPage)));
        // the demo's thirty brands need several pages
        if (query === "" && list === "brands") expect(pages.length).toBeGreaterThan(1);
      }
    });
  }

  it("load-*: a page past the end is empty; the reference's route name picks the listing", async () => {
    const { body } = await get("/home/load-brands?page=500");
    expect(body.brands).toMatchObject({ data: [], current_page: 500, next_page_url: null });
    const { body: brands } = await get("/home/load-brands?page=1");
    const brand = brands.brands.data[0];
    const byRoute = await get(`/home/load-colors?page=1&route=product.by.brand&slug=${brand.slug}`);
    const byType = await get(`/home/load-colors?page=1&type=brand&slug=${brand.slug}`);
    expect(byRoute.status).toBe(200);
    expect(byRoute.body).toEqual(byType.body);
  });

  it("load-*: bad input is 422 with the field, an unknown slug 404", async () => {
    for (const [url, field] of [
      ["/home/load-categories?page=abc", "page"],
      ["/home/load-categories?page=0", "page"],
      ["/home/load-brands?page=1.5", "page"],
      ["/home/load-colors?type=nonsense", "type"],
      ["/home/load-brands?type=category", "slug"],
      ["/home/load-brands?type=shop&slug=", "slug"],
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(422);
      expect(Object.keys(body.errors), url).toEqual([field]);
    }
    expect((await get("/home/load-categories?type=category&slug=no-such-category")).status).toBe(404);
    expect((await get("/home/load-brands?slug=no-such-category")).status).toBe(404);
    expect((await get("/home/load-colors?type=brand&slug=no-such-brand")).status).toBe(404);
  });

  it("home/categories: the all-categories page's tree, in the viewer's language", async () => {
    const { status, body } = await get("/home/categories");
    expect(status).toBe(200);
    expect(body.categories.data.length).toBeGreaterThan(1);
    const root = body.categories.data[0];
    expect(Object.keys(root).sort()).toEqual(["child_categories", "icon", "id", "image", "parent_id", "slug", "title"]);
    expect(root.parent_id).toBeNull();
    expect(root.child_categories[0].parent_id).toBe(root.id);
    expect(root.image).toMatch(/^\/uploads\//);
    await client.request("/change/locale/fa", { method: "GET" });
    const fa = (await get("/home/categories")).body;
    expect(fa.categories.data.map((c: { id: number }) => c.id)).toEqual(body.categories.data.map((c: { id: number }) => c.id));
    expect(fa.categories.data[0].title).not.toBe(root.title);
    await client.request("/change/locale/en");
  });

  it("home/page: the home components a few a page, keyed <result key>-<index>, as the page data names them", async () => {
    const first = await get("/home/page?page=1");
    expect(first.status).toBe(200);
    // the demo's sections (seed/demo-home.ts): four on the first page, then three a page
    expect(first.body.component_names).toEqual(["flash_deal", "popular_category", "campaign", "todays_deal"]);
    expect(Object.keys(first.body.components)).toEqual(["flash_products-0", "popular_categories-1", "campaigns-2", "today_deals-3"]);
    expect(first.body.has_more_data).toBe(true);
    expect(first.body.components["flash_products-0"][0]).toHaveProperty("flash.sold");
    expect(first.body.components["campaigns-2"][0]).toHaveProperty("image_1920x412");
    expect(first.body.components["popular_categories-1"][0]).toHaveProperty("slug");
    const second = await get("/home/page?page=2");
    expect(second.body).toMatchObject({
      component_names: ["banner", "latest_product", "category_section"],
      has_more_data: true,
    });
    expect(Object.keys(second.body.components)).toEqual([
      "banners-4",
      "banner_labels-4",
      "latest_products-5",
      "gadget_product-6",
      "category_sec_banner-6",
      "category_sec_banner_url-6",
    ]);
    expect(second.body.components["latest_products-5"][0]).toHaveProperty("product_name");
    expect((await get("/home/page")).body.component_names).toEqual(first.body.component_names);
    const pages = [first.body, second.body];
    for (let n = 3; pages.at(-1).has_more_data; n++) pages.push((await get(`/home/page?page=${n}`)).body);
    expect(pages.flatMap((p) => p.component_names)).toEqual([
      ...["flash_deal", "popular_category", "campaign", "todays_deal", "banner", "latest_product", "category_section"],
      ...["best_selling_products"],
      ...["offer_ending_soon", "top_category", "banner", "gift_idea", "category_section", "popular_brands", "business_idea"],
      ...["custom_products", "banner", "top_sellers", "video_shopping", "latest_news", "download_section"],
    ]);
    const all: Record<string, unknown> = Object.assign({}, ...pages.map((p) => p.components));
    // each new section with real data, in the reference's shape
    expect(all["gadget_product-6"]).toMatchObject({ slug: "electronics", title: "Electronics" });
    expect((all["gadget_product-6"] as { products: unknown[] }).products).toHaveLength(8);
    expect(all["category_sec_banner-6"]).toMatch(/tall-electronics-405x745\.webp$/);
    expect(all["category_sec_banner_url-6"]).toBe("/category/electronics");
    const ending = all["offer_ending-8"] as { has_discount: boolean; discount_ends_at: string }[];
    expect(ending.length).toBeGreaterThan(0);
    expect(ending.every((p) => p.has_discount && p.discount_ends_at)).toBe(true);
    expect(ending.map((p) => p.discount_ends_at)).toEqual(ending.map((p) => p.discount_ends_at).sort());
    expect(all["top_categories-9"]).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: "fashion", top_image: expect.any(String) })]),
    );
    // three pictures: 400×235 each, in order, with their links and names
    expect(
      Object.entries(all["banners-10"] as object).map(([k, v]) => [k.replace(/^.*\/(promo-\d+)-(\d+x\d+)\.webp_(\d)$/, "$1 $2 $3"), v]),
    ).toEqual([
      ["promo-3 400x235 0", "/daily-deals"],
      ["promo-4 400x235 1", "/offer/products"],
      ["promo-5 400x235 2", "/category/home-kitchen"],
    ]);
    expect(all["banner_labels-10"]).toEqual(["Today's deals", "Offers", "Home & Kitchen"]);
    for (const key of ["gift_idea-11", "business_idea-14"]) {
      const cards = all[key] as unknown[];
      expect(cards.length, key).toBeGreaterThan(0);
      expect(cards.length, key).toBeLessThanOrEqual(6);
    }
    expect((all["custom_products-15"] as unknown[]).length).toBe(12);
    expect(Object.keys(all["banners-16"] as object)).toHaveLength(4);
    // the shopping videos, up to four: without pictures the seed makes no video files, so the three embeds
    expect(all["video_shopping-18"]).toHaveLength(3);
    expect(Object.keys((all["video_shopping-18"] as object[])[0])).toEqual(["id", "slug", "is_live", "thumbnail", "title"]);
    expect(all["blog-19"]).toHaveLength(4);
    expect(Object.keys((all["blog-19"] as object[])[0])).toEqual(["id", "slug", "title", "short_description", "thumbnail"]);
    expect(all["download_section-20"]).toMatchObject({ text: "Deals in your inbox", apple_store: "", play_store: "" });
    expect((await get(`/home/page?page=${pages.length + 1}`)).body).toMatchObject({
      components: {},
      component_names: [],
      has_more_data: false,
    });
    for (const page of ["x", "0", "-2"]) {
      const res = await get(`/home/page?page=${page}`);
      expect(res.status, page).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["page"]);
    }
  });

  it("language/keywords: the interface strings of the session's language (or ?locale=), with the language", async () => {
    const en = await get("/language/keywords");
    expect(en.status).toBe(200);
    expect(en.body.lang).toEqual(LANGUAGE_FILES.en);
    expect(en.body).toMatchObject({ locale: "en", language: { locale: "en", text_direction: "ltr" } });
    const file = await (await client.request(en.body.lang_file)).json();
    expect(file).toEqual(en.body.lang);
    await client.request("/change/locale/fa");
    const fa = await get("/language/keywords");
    expect(fa.body).toMatchObject({ locale: "fa", language: { locale: "fa", text_direction: "rtl" } });
    expect(fa.body.lang.pd_reviews).toBe(LANGUAGE_FILES.fa.pd_reviews);
    expect((await get("/language/keywords?locale=ar")).body).toMatchObject({ locale: "ar", language: { text_direction: "rtl" } });
    expect((await get("/language/keywords?locale=xx")).status).toBe(404);
    await client.request("/change/locale/en");
  });

  // issue 36: every list the reference client pages through is the one paginator, with next_page_url and prev_page_url
  it("home/categories, seller/coupons/{user_id} and home/flash-sale-products answer the full paginator; the links lead on and back", async () => {
    const cats = await get("/home/categories");
    expect(cats.status).toBe(200);
    expect(Object.keys(cats.body.categories).sort()).toEqual(PAGINATOR_KEYS);
    expect(cats.body.categories).toMatchObject({ current_page: 1, per_page: 24, prev_page_url: null });
    expect(cats.body.categories.data[0]).toHaveProperty("child_categories");
    const after = await get(`/home/categories?page=${cats.body.categories.last_page + 1}`);
    expect(after.body.categories).toMatchObject({ data: [], next_page_url: null });
    expect(after.body.categories.prev_page_url).toBe(`/home/categories?page=${cats.body.categories.last_page}`);

    const sellers = await get("/home/sellers");
    const shop = (await get(`/shop-page-data/${sellers.body.sellers.data[0].slug}`)).body.shop;
    const coupons = await get(`/seller/coupons/${shop.user_id}?page=1`);
    expect(coupons.status).toBe(200);
    expect(Object.keys(coupons.body.coupons).sort()).toEqual(PAGINATOR_KEYS);
    expect(coupons.body.coupons).toMatchObject({ current_page: 1, per_page: 16, prev_page_url: null });
    const second = await get(`/seller/coupons/${shop.user_id}?page=2`);
    expect(second.body.coupons.prev_page_url).toBe(`/seller/coupons/${shop.user_id}?page=1`);
    expect(second.body.coupons.next_page_url).toBeNull();

    const flash = await get("/home/flash-sale-products?page=1");
    expect(flash.status).toBe(200);
    expect(Object.keys(flash.body.products).sort()).toEqual(PAGINATOR_KEYS);
    const ours = await get("/home/flash-sale?page=1");
    expect(flash.body.products.total).toBe(ours.body.products.total);
    expect(flash.body.products.data.map((p: { id: number }) => p.id)).toEqual(ours.body.products.data.map((p: { id: number }) => p.id));
    expect(flash.body.products.next_page_url).toBe(flash.body.products.last_page > 1 ? "/home/flash-sale-products?page=2" : null);
    const bad = await get("/home/flash-sale-products?page=abc");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["page"]);
  });

  it("home/campaign-brands?slug=&type=brand|shop answers {brands} or {shops}: paginators of the campaign listing's own filter lists", async () => {
    const { body: list } = await get("/home/campaign-lists");
    const slugs: string[] = list.campaigns.data.map((c: { slug: string }) => c.slug);
    expect(slugs.length).toBeGreaterThan(0);
    let brands = 0;
    for (const slug of slugs) {
      const { body: facts } = await get(`/home/filter_data?type=campaign&slug=${slug}`);
      for (const [type, key] of [
        ["brand", "brands"],
        ["shop", "shops"],
      ] as const) {
        const res = await get(`/home/campaign-brands?slug=${slug}&type=${type}`);
        expect(res.status, `${slug} ${type}`).toBe(200);
        expect(Object.keys(res.body)).toEqual([key]);
        expect(Object.keys(res.body[key]).sort()).toEqual(PAGINATOR_KEYS);
        expect(res.body[key]).toMatchObject({ per_page: 10, current_page: 1, total: facts[key].length, prev_page_url: null });
        const ids = res.body[key].data.map((x: { id: number }) => x.id);
        expect(ids).toEqual(facts[key].slice(0, 10).map((x: { id: number }) => x.id));
        const next = facts[key].length > 10 ? `/home/campaign-brands?slug=${slug}&type=${type}&page=2` : null;
        expect(res.body[key].next_page_url).toBe(next);
        if (type === "brand") brands += res.body[key].total;
      }
    }
    expect(brands).toBeGreaterThan(0);
    for (const [url, field] of [
      [`/home/campaign-brands?slug=${slugs[0]}&type=color`, "type"],
      [`/home/campaign-brands?slug=${slugs[0]}`, "type"],
      ["/home/campaign-brands?type=brand", "slug"],
      [`/home/campaign-brands?slug=${slugs[0]}&type=shop&page=abc`, "page"],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect((await get("/home/campaign-brands?slug=no-such-campaign&type=brand")).status).toBe(404);
  });
});

/** The product page's variant calls in the reference's shape (find/products-variants, find/variants). */
describeOnDatabases("variant look-ups of the reference client", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let client: TestClient;
  let fx: Awaited<ReturnType<typeof variantProduct>>;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    fx = await variantProduct(database.db, new Date());
    client = await guest(app);
  });

  const find = async (path: string, body: Record<string, unknown>, who = client, opts: { noToken?: boolean } = {}) => {
    const res = await who.request(path, { method: "POST", json: body, ...opts });
    return { status: res.status, body: await res.json() };
  };

  it("find/products-variants: the matching variant's price, stock, sku and picture (the reference's variant_ids with holes)", async () => {
    const { status, body } = await find("/find/products-variants", {
      color_id: fx.red,
      product_id: fx.id,
      variant_ids: [null, fx.small],
      selected_variant: fx.small,
      trx_id: "",
    });
    expect(status).toBe(200);
    expect(body.msg).toBe(LANGUAGE_FILES.en.pd_variant_available);
    // red + S: 10.00 with the product's running 10 % discount
    expect(body.product_stock).toMatchObject({
      sku: expect.stringMatching(/-RS$/),
      name: "Red-S",
      price: "10.00",
      sale_price: "9.00",
      current_stock: 5,
      variant_ids: `${fx.red}-${fx.small}`,
    });
    expect(body.images.image_72x72).toMatch(/demo\/products\/p01-96x96\.webp$/);
    expect(body.images.image_320x320).toMatch(/demo\/products\/p01-320x320\.webp$/);
    // the older client's attribute_ids, and the choices as an object, find the same variant
    for (const shape of [{ attribute_ids: [fx.small] }, { variant_ids: { 1: fx.small } }, { variant_ids: `${fx.small}` }]) {
      const again = await find("/find/products-variants", { product_id: fx.id, color_id: String(fx.red), ...shape });
      expect(again.body.product_stock.id, JSON.stringify(shape)).toBe(body.product_stock.id);
    }
  });

  it("find/products-variants: the stock is less what the visitor's cart holds; sold out and missing combinations answer product_stock ''", async () => {
    const shopper = await guest(app);
    const add = await shopper.request("/user/addToCart", {
      method: "POST",
      json: { id: fx.id, quantity: 2, color_id: fx.blue, attribute_values: [fx.small] },
    });
    expect(add.status).toBe(200);
    const blue = await find("/find/products-variants", { product_id: fx.id, color_id: fx.blue, variant_ids: [fx.small] }, shopper);
    expect(blue.body.product_stock).toMatchObject({ price: "11.00", current_stock: 1, stock: 3 });
    // another visitor's cart is not this one's
    expect(
      (await find("/find/products-variants", { product_id: fx.id, color_id: fx.blue, variant_ids: [fx.small] })).body.product_stock,
    ).toMatchObject({
      current_stock: 3,
    });
    const soldOut = await find("/find/products-variants", { product_id: fx.id, color_id: fx.red, variant_ids: [fx.medium] });
    expect(soldOut.body).toEqual({ product_stock: "", msg: LANGUAGE_FILES.en.cart_out_of_stock, images: null });
    const missing = await find("/find/products-variants", { product_id: fx.id, color_id: fx.blue, variant_ids: [fx.medium] });
    expect(missing.body).toEqual({ product_stock: "", msg: LANGUAGE_FILES.en.pd_option_unavailable, images: null });
    // a colour alone is no variant of this product
    expect((await find("/find/products-variants", { product_id: fx.id, color_id: fx.red })).body.product_stock).toBe("");
  });

  it("find/variants: the values (and colours) still in stock with the choices made so far", async () => {
    // red: S in stock, M sold out
    expect((await find("/find/variants", { product_id: fx.id, color_id: fx.red, variant_ids: [] })).body).toEqual({
      variants: [fx.small],
      colors: [fx.red, fx.blue],
    });
    expect((await find("/find/variants", { product_id: fx.id, color_id: fx.blue, variant_ids: [null] })).body.variants).toEqual([fx.small]);
    // size chosen first: the colours that go with it
    expect((await find("/find/variants", { product_id: fx.id, color_id: "", variant_ids: [fx.small] })).body).toEqual({
      variants: [],
      colors: [fx.red, fx.blue],
    });
    expect((await find("/find/variants", { product_id: fx.id, variant_ids: [fx.medium] })).body.colors).toEqual([]);
  });

  it("a product without variants answers for itself, and has no choices", async () => {
    const listing = await (await client.request("/home/filtered_products?sort=newest&paginate=24")).json();
    const plain = listing.products.data.find((p: { has_variant: boolean; current_stock: number }) => !p.has_variant && p.current_stock > 0);
    const { status, body } = await find("/find/products-variants", { product_id: plain.id, color_id: "", variant_ids: [] });
    expect(status).toBe(200);
    expect(body.product_stock).toMatchObject({
      id: null,
      variant_ids: "",
      price: plain.price,
      sale_price: plain.sale_price,
      current_stock: plain.current_stock,
    });
    expect((await find("/find/variants", { product_id: plain.id })).body).toEqual({ variants: [], colors: [] });
  });

  it("both: bad input is 422 with the field, an unknown product 404, no token 419", async () => {
    for (const path of ["/find/products-variants", "/find/variants"]) {
      for (const [body, field] of [
        [{ color_id: fx.red }, "product_id"],
        [{ product_id: "abc" }, "product_id"],
        [{ product_id: fx.id, color_id: "red" }, "color_id"],
        [{ product_id: fx.id, variant_ids: ["S"] }, "variant_ids"],
        [{ product_id: fx.id, variant_ids: [1.5] }, "variant_ids"],
      ] as const) {
        const res = await find(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      expect((await find(path, { product_id: 99_999_999, color_id: fx.red })).status).toBe(404);
      expect((await find(path, { product_id: fx.id }, client, { noToken: true })).status).toBe(419);
    }
  });
});
