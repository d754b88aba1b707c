import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { classifiedAds, products, shops } from "../../db/schema";
import { expireAds } from "../../domain/classifieds/ad-states";
import type { Ctx } from "../../domain/context";
import { saveSetting } from "../../domain/settings/save-setting";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { adCategories, adFields, adPhoto, adsOf, postAd } from "../setup/ad-fixture";
import { call } from "../setup/http";
import { adminClient } from "../setup/payment-fixture";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Classified ads (issue 17 item 4, decision 032): submit, the operator's decision, the listing, the owner's changes. */
describeOnDatabases("classified ads", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  let dataDir: string;
  let cats: { leaf: number; parent: number };
  beforeAll(async () => {
    database = on.database;
    const made = await makeTestApp(database);
    ({ app, ctx } = made);
    dataDir = made.services.env.dataDir;
    cats = await adCategories(database.db);
  });
  const adFiles = () => (existsSync(path.join(dataDir, "uploads/ads")) ? readdirSync(path.join(dataDir, "uploads/ads")) : []);
  const classifiedListing = async (client: Awaited<ReturnType<typeof guest>>) =>
    (await call(client, "/home/filtered_products?classified=1&paginate=60")).body.products.data as {
      slug: string;
      is_classified: boolean;
    }[];

  it("bad input is 422 with each field's message and nothing is stored; a guest is 401", async () => {
    const { client, userId } = await signUp(app);
    const files = [{ bytes: await adPhoto(200) }];
    const empty = await postAd(client, {}, files);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(
      expect.arrayContaining(["title", "category_id", "condition", "description", "contact_name", "phone", "email", "price"]),
    );
    const bad = await postAd(client, adFields(cats.parent, { price: "12,5", email: "nope", phone: "call me" }), files);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "phone", "price"]);
    // a category with children is refused (leaf categories only)
    const parent = await postAd(client, adFields(cats.parent), files);
    expect(parent.status).toBe(422);
    expect(Object.keys(parent.body.errors)).toEqual(["category_id"]);
    const noPicture = await postAd(client, adFields(cats.leaf));
    expect(noPicture.status).toBe(422);
    expect(Object.keys(noPicture.body.errors)).toEqual(["images"]);
    expect(await adsOf(database.db, userId)).toHaveLength(0);
    expect(adFiles()).toHaveLength(0);
    const anon = await postAd(await guest(app), adFields(cats.leaf), files);
    expect(anon.status).toBe(401);
  });

  it("a file that is not a picture is refused by its content (whatever its name and type), nothing stored", async () => {
    const { client, userId } = await signUp(app);
    const fake = new TextEncoder().encode("<?php echo 'not a picture'; ?>");
    const res = await postAd(client, adFields(cats.leaf), [
      { bytes: await adPhoto(10) },
      { bytes: fake, type: "image/png", name: "x.png" },
    ]);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["images"]);
    expect(await adsOf(database.db, userId)).toHaveLength(0);
    expect(adFiles()).toHaveLength(0);
  });

  it("submit (pending, pictures re-encoded) → operator approves → a classified product with contact_info in the filtered listing; script stays text; sold → gone", async () => {
    const { client, userId } = await signUp(app);
    const description = "Nice table.\n\n<script>alert('x')</script><img src=x onerror=alert(1)>";
    const sent = await postAd(client, adFields(cats.leaf, { description, price: "", negotiable: "1" }), [
      { bytes: await adPhoto(220) },
      { bytes: await adPhoto(20) },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.ad).toMatchObject({ status: "pending", price: "0.00", negotiable: true, product_slug: null });
    expect(sent.body.ad.images).toHaveLength(2);
    const picture = await app.request(sent.body.ad.images[0].card);
    expect(picture.status).toBe(200);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe("webp");
    const id = sent.body.ad.id as number;

    const mine = await call(client, "/user/classified-ads");
    expect(mine.body.ads.data.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([[id, "pending"]]);

    // nobody but an admin sees the queue or decides
    expect((await call(client, "/admin/classified-ads/pending")).status).toBe(404);
    expect((await call(client, `/admin/classified-ads/${id}/approve`, {})).status).toBe(404);
    const admin = await adminClient(app, database.db);
    const queue = await call(admin, "/admin/classified-ads/pending");
    expect(queue.body.ads.map((a: { id: number }) => a.id)).toContain(id);
    const shopper = await guest(app);
    expect((await classifiedListing(shopper)).length).toBeGreaterThanOrEqual(0);
    const before = (await classifiedListing(shopper)).length;

    const approved = await call(admin, `/admin/classified-ads/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.ad.status).toBe("published");
    expect((await call(admin, `/admin/classified-ads/${id}/approve`, {})).body.repeated).toBe(true);
    expect((await call(admin, `/admin/classified-ads/${id}/reject`, { reason: "late" })).status).toBe(409);

    const slug = (await call(client, "/user/classified-ads")).body.ads.data[0].product_slug as string;
    expect(slug).toBeTruthy();
    const listed = await classifiedListing(shopper);
    expect(listed).toHaveLength(before + 1);
    expect(listed.every((p) => p.is_classified)).toBe(true);
    expect(listed.map((p) => p.slug)).toContain(slug);
    // without the filter the listing holds ordinary products as well
    const all = (await call(shopper, "/home/filtered_products?paginate=60")).body.products.data as { is_classified: boolean }[];
    expect(all.some((p) => !p.is_classified)).toBe(true);

    const details = await call(shopper, `/home/product-details/${slug}`);
    expect(details.status).toBe(200);
    expect(details.body.product).toMatchObject({
      is_classified: true,
      contact_info: { contact_name: "Sam Seller", phone_no: "+1 555 0100", email: "sam@example.com", address: "1 Market Street" },
    });
    const html = details.body.product.description as string;
    expect(html).toContain("&lt;script&gt;alert");
    expect(html).not.toMatch(/<script|<img/i);
    // it sits in the marketplace's public "Classified ads" shop, whose system owner cannot sign in
    expect(details.body.product.seller.slug).toBe("classified-ads");
    expect((await call(shopper, "/shop-page-data/classified-ads")).status).toBe(200);
    const house = () => database.db.select({ n: shops.productsCount }).from(shops).where(eq(shops.slug, "classified-ads"));
    const housed = (await house())[0].n;
    expect(housed).toBeGreaterThanOrEqual(1);
    for (const password of ["", "!", "classified"])
      expect(
        (await (await guest(app)).request("/login", { method: "POST", json: { email: "classified-ads@shop.invalid", password } })).status,
      ).not.toBe(200);
    // the cart refuses it
    expect((await call(shopper, "/user/addToCart", { id: details.body.product.id, quantity: 1 })).status).not.toBe(200);

    const sold = await call(client, `/user/classified-ads/sold/${id}`, {});
    expect(sold.status).toBe(200);
    expect(sold.body.ad.status).toBe("sold");
    expect((await classifiedListing(shopper)).map((p) => p.slug)).not.toContain(slug);
    expect((await call(shopper, `/home/product-details/${slug}`)).status).toBe(404);
    expect((await adsOf(database.db, userId))[0].status).toBe("sold");
    expect((await house())[0].n).toBe(housed - 1);
  });

  it("rejecting needs a reason, which the owner sees; an edit sends a published ad back to pending and out of the listing; delete removes it", async () => {
    const { client } = await signUp(app);
    const admin = await adminClient(app, database.db);
    const a = (await postAd(client, adFields(cats.leaf, { title: "Bookshelf" }), [{ bytes: await adPhoto(90) }])).body.ad.id as number;
    const noReason = await call(admin, `/admin/classified-ads/${a}/reject`, {});
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(["reason"]);
    expect((await call(admin, `/admin/classified-ads/${a}/reject`, { reason: "Blurry pictures." })).status).toBe(200);
    const listed = (await call(client, "/user/classified-ads")).body.ads.data[0];
    expect(listed).toMatchObject({ id: a, status: "rejected", reject_reason: "Blurry pictures." });
    // a rejected ad can be fixed and sent again
    const fixed = await postAd(client, adFields(cats.leaf, { title: "Bookshelf, pine" }), [], `/user/classified-ads/update/${a}`);
    expect(fixed.status).toBe(200);
    expect(fixed.body.ad).toMatchObject({ status: "pending", title: "Bookshelf, pine", reject_reason: null });
    expect(fixed.body.ad.images).toHaveLength(1);

    await call(admin, `/admin/classified-ads/${a}/approve`, {});
    const slug = (await call(client, "/user/classified-ads")).body.ads.data[0].product_slug as string;
    expect((await call(await guest(app), `/home/product-details/${slug}`)).status).toBe(200);
    const edited = await postAd(client, adFields(cats.leaf, { title: "Bookshelf, pine, 2 m" }), [], `/user/classified-ads/update/${a}`);
    expect(edited.body.ad.status).toBe("pending");
    expect((await call(await guest(app), `/home/product-details/${slug}`)).status).toBe(404);
    await call(admin, `/admin/classified-ads/${a}/approve`, {});
    const again = await call(await guest(app), `/home/product-details/${slug}`);
    expect(again.body.product.product_name).toBe("Bookshelf, pine, 2 m");

    const gone = await call(client, `/user/classified-ads/delete/${a}`, {});
    expect(gone.status).toBe(200);
    expect(await database.db.select().from(classifiedAds).where(eq(classifiedAds.id, a))).toHaveLength(0);
    expect((await call(await guest(app), `/home/product-details/${slug}`)).status).toBe(404);
  });

  it("another user's ad cannot be changed or opened for editing: 404, as an unknown one", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const id = (await postAd(owner.client, adFields(cats.leaf), [{ bytes: await adPhoto(60) }])).body.ad.id as number;
    const unknown = await postAd(other.client, adFields(cats.leaf), [], "/user/classified-ads/update/999999999");
    expect(unknown.status).toBe(404);
    const update = await postAd(other.client, adFields(cats.leaf, { title: "Mine now" }), [], `/user/classified-ads/update/${id}`);
    expect(update).toEqual(unknown);
    expect((await call(other.client, `/user/classified-ads/sold/${id}`, {})).status).toBe(404);
    expect((await call(other.client, `/user/classified-ads/delete/${id}`, {})).status).toBe(404);
    expect((await call(other.client, "/user/classified-ads")).body.ads.data).toHaveLength(0);
    const [row] = await adsOf(database.db, owner.userId);
    expect(row).toMatchObject({ title: "Oak dining table for six", status: "pending" });
  });

  it("limits from the settings: active ads per user, pictures per ad, picture size; submissions are rate-limited", async () => {
    const { client, userId } = await signUp(app);
    await saveSetting(ctx, { key: "classified_ads_per_user", value: 1 });
    await saveSetting(ctx, { key: "classified_ad_pictures", value: 2 });
    try {
      const three = await Promise.all([adPhoto(1), adPhoto(2), adPhoto(3)]);
      const tooMany = await postAd(
        client,
        adFields(cats.leaf),
        three.map((bytes) => ({ bytes })),
      );
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.errors.images[0]).toContain("2");
      expect((await postAd(client, adFields(cats.leaf), [{ bytes: three[0] }])).status).toBe(200);
      const second = await postAd(client, adFields(cats.leaf), [{ bytes: three[1] }]);
      expect(second.status).toBe(422);
      expect(Object.keys(second.body.errors)).toEqual(["form"]);
      expect(await adsOf(database.db, userId)).toHaveLength(1);

      await saveSetting(ctx, { key: "classified_ads_per_user", value: 100 });
      await saveSetting(ctx, { key: "classified_ad_picture_bytes", value: 200 });
      const big = await postAd(client, adFields(cats.leaf), [{ bytes: three[2] }]);
      expect(big.status).toBe(422);
      expect(Object.keys(big.body.errors)).toEqual(["images"]);
      await saveSetting(ctx, { key: "classified_ad_picture_bytes", value: 5 * 1024 * 1024 });

      // 10 submissions an hour per user (and per session), then 429
      const fresh = await signUp(app);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await postAd(fresh.client, adFields(cats.leaf), [{ bytes: three[0] }])).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      expect(await adsOf(database.db, fresh.userId)).toHaveLength(10);
    } finally {
      await saveSetting(ctx, { key: "classified_ads_per_user", value: 5 });
      await saveSetting(ctx, { key: "classified_ad_pictures", value: 8 });
      await saveSetting(ctx, { key: "classified_ad_picture_bytes", value: 5 * 1024 * 1024 });
    }
  });

  it("a published ad expires after the settings' days and leaves the listing", async () => {
    const { client } = await signUp(app);
    const admin = await adminClient(app, database.db);
    const id = (await postAd(client, adFields(cats.leaf, { title: "Lamp" }), [{ bytes: await adPhoto(40) }])).body.ad.id as number;
    await call(admin, `/admin/classified-ads/${id}/approve`, {});
    const [row] = await database.db.select().from(classifiedAds).where(eq(classifiedAds.id, id));
    const expiresAt = present(row.expiresAt, "the approved ad's expiry");
    expect(expiresAt.getTime() - present(row.publishedAt, "the approved ad's publishing time").getTime()).toBe(30 * 86_400_000);
    expect(await expireAds(ctx)).toBe(0);
    const later = { ...ctx, now: () => new Date(expiresAt.getTime() + 1000) };
    expect(await expireAds(later)).toBeGreaterThanOrEqual(1);
    const [after] = await database.db.select().from(classifiedAds).where(eq(classifiedAds.id, id));
    expect(after.status).toBe("expired");
    const [product] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, present(after.productId, "the expired ad's product")));
    expect(product.isVisible).toBe(false);
    expect((await call(client, "/user/classified-ads")).body.ads.data[0].status).toBe("expired");
  });
});
