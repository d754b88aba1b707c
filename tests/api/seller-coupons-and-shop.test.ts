import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { coupons, shops } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { productOfShop, signedIn } from "../setup/order-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * The seller centre's coupons and shop settings: the form's zod schema answers 422 with field
 * errors and stores nothing; a coupon made here is the storefront's coupon (the cart applies
 * it, with the limits set here); another seller or a customer gets 404 and nothing changes;
 * shop pictures are checked by content and re-encoded, and the shop page shows the new texts at once.
 */
describeOnDatabases("seller coupons and shop settings", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let n = 0;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  }, 60_000);

  const code = () => `SC${process.pid}X${++n}`;
  const couponsOf = (shopId: number) => database.db.select().from(coupons).where(eq(coupons.shopId, shopId));
  const sellerOf = async (shopIndex = 0) => {
    const p = await productOfShop(database.db, { shopIndex, priceCents: 10_000, stock: 50 });
    return { product: p, client: await signedIn(app, p.ownerEmail, "seller123") };
  };
  const form = (extra: Record<string, unknown> = {}) => ({
    code: code(),
    title: "Ten off",
    discount_type: "percentage",
    discount_value: "10",
    minimum_spend: "",
    maximum_discount: "",
    starts_at: "",
    ends_at: "",
    usage_limit: "",
    per_user_limit: "",
    is_active: true,
    ...extra,
  });

  it("bad coupon forms are 422 with an error beside each wrong field, and nothing is stored", async () => {
    const { product, client } = await sellerOf();
    const before = await couponsOf(product.shopId);
    const bad = await call(client, "/seller/coupons", {
      code: "x!",
      discount_type: "half",
      discount_value: "-3",
      minimum_spend: "12.345",
      ends_at: "2026-13-40",
      usage_limit: "0",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      "code",
      "discount_type",
      "discount_value",
      "ends_at",
      "minimum_spend",
      "usage_limit",
    ]);
    expect(bad.body.errors.usage_limit[0]).toMatch(/at least 1/);
    const over = await call(client, "/seller/coupons", form({ discount_value: "100.01" }));
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors)).toEqual(["discount_value"]);
    const backwards = await call(
      client,
      "/seller/coupons",
      form({ starts_at: "2030-05-02", ends_at: "2030-05-01", usage_limit: "2", per_user_limit: "3" }),
    );
    expect(Object.keys(backwards.body.errors).sort()).toEqual(["ends_at", "per_user_limit"]);
    // a code another shop (or the site) uses is taken
    const site = (await database.db.select({ code: coupons.code }).from(coupons).limit(1))[0].code;
    const taken = await call(client, "/seller/coupons", form({ code: site.toLowerCase() }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.code[0]).toMatch(/already in use/);
    expect(await couponsOf(product.shopId)).toEqual(before);
  });

  it("a coupon made in the seller centre applies in the cart with what the seller set; edits, limits and expiry hold there too", async () => {
    const { product, client } = await sellerOf();
    const made = await call(client, "/seller/coupons", form({ discount_value: "12.5", maximum_discount: "10", usage_limit: "5" }));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.coupon).toMatchObject({ discount_value: "12.50", maximum_discount: "10.00", usage_limit: "5", state: "active" });
    const [row] = (await couponsOf(product.shopId)).filter((c) => c.id === made.body.coupon.id);
    expect(row).toMatchObject({ discountType: "percentage", discountValue: 1250, maximumDiscountCents: 1000, usageLimit: 5, usedCount: 0 });

    const shopper = await guest(app);
    expect((await call(shopper, "/user/addToCart", { id: product.id, quantity: 1 })).status).toBe(200);
    const applied = await call(shopper, "/user/apply_coupon", { coupon_code: made.body.coupon.code });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    // 12.5 % of 100.00 is 12.50, capped at the seller's 10.00
    expect(applied.body.summary.coupon_discount).toBe("10.00");

    // the seller raises the minimum spend above the cart: the cart refuses it
    const edited = await call(
      client,
      `/seller/coupons/${made.body.coupon.id}`,
      form({ code: made.body.coupon.code, minimum_spend: "150" }),
    );
    expect(edited.status).toBe(200);
    const refused = await call(await guest(app), "/user/apply_coupon", { coupon_code: made.body.coupon.code });
    expect(refused.status).not.toBe(200);

    // expired now: no longer usable
    const expired = await call(client, `/seller/coupons/${made.body.coupon.id}/expire`, {});
    expect(expired.body.coupon.state).toBe("expired");
    const late = await guest(app);
    await call(late, "/user/addToCart", { id: product.id, quantity: 2 });
    const tooLate = await call(late, "/user/apply_coupon", { coupon_code: made.body.coupon.code });
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.error).toMatch(/expired/i);

    // a used coupon cannot be deleted (409) and its limit cannot go below its uses
    await database.db.update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, made.body.coupon.id));
    expect((await call(client, `/seller/coupons/${made.body.coupon.id}/delete`, {})).status).toBe(409);
    const below = await call(client, `/seller/coupons/${made.body.coupon.id}`, form({ code: made.body.coupon.code, usage_limit: "1" }));
    expect(below.status).toBe(422);
    expect(below.body.errors.usage_limit[0]).toMatch(/2 times/);
    const unused = await call(client, "/seller/coupons", form());
    expect((await call(client, `/seller/coupons/${unused.body.coupon.id}/delete`, {})).status).toBe(200);
    expect((await couponsOf(product.shopId)).some((c) => c.id === unused.body.coupon.id)).toBe(false);
  });

  it("another seller or a customer cannot see, edit, expire or delete a shop's coupon: 404 and nothing changes", async () => {
    const { product, client } = await sellerOf();
    const { client: other } = await sellerOf(2);
    const { client: customer } = await signUp(app);
    const made = await call(client, "/seller/coupons", form());
    const id = made.body.coupon.id;
    const before = await couponsOf(product.shopId);
    for (const outsider of [other, customer] as TestClient[]) {
      expect((await call(outsider, `/seller/coupons/${id}`, form({ code: "HIJACK1" }))).status).toBe(404);
      expect((await call(outsider, `/seller/coupons/${id}/expire`, {})).status).toBe(404);
      expect((await call(outsider, `/seller/coupons/${id}/delete`, {})).status).toBe(404);
    }
    expect((await call(other, "/seller/coupon-list")).body.coupons.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(await couponsOf(product.shopId)).toEqual(before);
    expect((await client.request(`/seller/coupons/${id}/expire`, { method: "POST", json: {}, noToken: true })).status).toBe(419);
  });

  it("shop settings: texts in the page's language, pictures checked by content and re-encoded; the shop page shows them at once", async () => {
    const { product, client } = await sellerOf();
    const [shop] = await database.db.select().from(shops).where(eq(shops.id, product.shopId));
    // the shop page is read (and kept in the cache) before the change
    expect((await call(await guest(app), `/shop-page-data/${shop.slug}`)).status).toBe(200);
    const notPicture = new FormData();
    notPicture.set("tagline", "Never saved");
    notPicture.set("logo", new File([new TextEncoder().encode("<svg onload=alert(1)>")], "logo.png", { type: "image/png" }));
    const refused = await client.request("/seller/shop-settings", { method: "POST", body: notPicture });
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(["logo"]);
    const tooLong = await call(client, "/seller/shop-settings", { tagline: "x".repeat(161) });
    expect(tooLong.status).toBe(422);
    expect((await database.db.select().from(shops).where(eq(shops.id, shop.id)))[0]).toEqual(shop);

    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer();
    const good = new FormData();
    good.set("tagline", "Fresh every day");
    good.set("shipping_policy", "Ships in a day.");
    good.set("returns_policy", "30 days.");
    good.set("banner", new File([new Uint8Array(png)], "banner.png", { type: "image/png" }));
    const saved = await client.request("/seller/shop-settings", { method: "POST", body: good });
    expect(saved.status).toBe(200);
    const [after] = await database.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(after.banner).toMatch(new RegExp(`^shops/s${shop.id}-banner-[0-9a-f]{16}$`));
    expect(after.tagline.en).toBe("Fresh every day");
    expect(after.tagline.fa).toBe(shop.tagline.fa);
    const served = await app.request(`/uploads/${after.banner}-899x480.webp`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 899, height: 480 });
    const page = await call(await guest(app), `/shop-page-data/${shop.slug}`);
    expect(page.body.shop).toMatchObject({
      shop_tagline: "Fresh every day",
      policies: { shipping: "Ships in a day.", returns: "30 days." },
    });
    expect(page.body.shop.banner).toContain(after.banner);

    const { client: customer } = await signUp(app);
    expect((await call(customer, "/seller/shop-settings", { tagline: "Hijacked" })).status).toBe(404);
    expect((await database.db.select().from(shops).where(eq(shops.id, shop.id)))[0].tagline.en).toBe("Fresh every day");
  });
});
