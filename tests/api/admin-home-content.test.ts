import { asc, count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, banners, settings, sliders, users } from "../../db/schema";
import { homeComponentTypes } from "../../domain/content/home-components";
import { bannerList, sliderList } from "../../domain/content/storefront-content";
import type { Ctx } from "../../domain/context";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { present } from "../setup/present";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const png = (w = 1400, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();
const pictureForm = async (fields: Record<string, string>, picture?: Uint8Array<ArrayBuffer> | string) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (picture !== undefined)
    form.set(
      "image",
      new File([typeof picture === "string" ? new TextEncoder().encode(picture) : new Uint8Array(picture)], "p.png", { type: "image/png" }),
    );
  return form;
};

/** Issue 19, the admin console's home content: slides, banners, the home components' order, the pop-up picture (decision 047). */
describeOnDatabases("the home page's content in the admin console", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  let admin: TestClient;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
    admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 120_000);
  const entries = async () => Number((await database.db.select({ n: count() }).from(auditLog))[0].n);
  const lastEntry = async () => (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const post = (client: TestClient, path: string, body: FormData) => client.request(path, { method: "POST", body });
  const staffWith = async (permissions: string[]) => {
    const { client, userId } = await signUp(app);
    await database.db.update(users).set({ role: "staff", staffPermissions: permissions }).where(eq(users.id, userId));
    return client;
  };

  it("a slide with a picture: created, shown on the home page at once (texts per language, both crops), changed, switched off, reordered, deleted; each audited", async () => {
    // the home page's slides are read (and cached) before the change
    const shown = await sliderList(ctx, "fa");
    const n = await entries();
    const fields = {
      title_en: "Winter sale",
      title_fa: "حراج زمستانه",
      title_ar: "تخفيضات الشتاء",
      link: "/products?sort=newest",
      is_active: "1",
    };
    const created = await post(admin, "/admin/content/sliders", await pictureForm(fields, new Uint8Array(await png())));
    expect(created.status).toBe(200);
    const { item } = (await created.json()) as { item: { id: number; image: string } };
    expect(item.image).toMatch(/^sliders\/slider-[0-9a-f]{16}$/);
    // every wide and phone crop is there, re-encoded
    for (const [w, h] of [
      [1260, 452],
      [960, 344],
      [640, 230],
      [768, 420],
      [480, 262],
    ]) {
      const file = await app.request(`/uploads/${item.image}-${w}x${h}.webp`);
      expect(file.status, `${w}x${h}`).toBe(200);
      expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: w, height: h });
    }
    const home = await sliderList(ctx, "fa");
    expect(home).toHaveLength(shown.length + 1);
    expect(home.at(-1)).toMatchObject({ id: item.id, title: "حراج زمستانه", link: "/products?sort=newest" });
    expect(home.at(-1)?.slider_bg_image_mobile).toBe(`/uploads/${item.image}-768x420.webp`);
    expect(await entries()).toBe(n + 1);
    expect(await lastEntry()).toMatchObject({
      action: "slider.create",
      targetId: String(item.id),
      before: null,
      actorEmail: "admin@example.com",
    });

    // switched off: gone from the home page, kept in the console
    expect((await call(admin, `/admin/content/sliders/${item.id}`, { is_active: false })).status).toBe(200);
    expect((await sliderList(ctx, "en")).map((s) => s.id)).not.toContain(item.id);
    expect((await call(admin, "/admin/content/sliders/list")).body.items.find((s: { id: number }) => s.id === item.id)).toMatchObject({
      is_active: false,
      title_fa: "حراج زمستانه",
    });
    expect(await lastEntry()).toMatchObject({ action: "slider.update", before: { is_active: true }, after: { is_active: false } });
    expect((await call(admin, `/admin/content/sliders/${item.id}`, { is_active: true })).status).toBe(200);

    // moved first: the home page follows
    const ids = (await database.db.select({ id: sliders.id }).from(sliders).orderBy(asc(sliders.position))).map((r) => r.id);
    const order = [item.id, ...ids.filter((id) => id !== item.id)];
    expect((await call(admin, "/admin/content/sliders/order", { ids: order })).status).toBe(200);
    expect((await sliderList(ctx, "en"))[0].id).toBe(item.id);
    expect(await lastEntry()).toMatchObject({ action: "slider.reorder", after: { ids: order } });
    // an order that leaves one out is 422 and moves nothing
    const before = await entries();
    expect((await call(admin, "/admin/content/sliders/order", { ids: order.slice(1) })).status).toBe(422);
    expect(await entries()).toBe(before);

    // deleted: row, files and home page entry go
    expect((await call(admin, `/admin/content/sliders/${item.id}/delete`, {})).status).toBe(200);
    expect(await database.db.select().from(sliders).where(eq(sliders.id, item.id))).toEqual([]);
    expect((await app.request(`/uploads/${item.image}-1260x452.webp`)).status).toBe(404);
    expect((await sliderList(ctx, "en")).map((s) => s.id)).not.toContain(item.id);
    expect(await lastEntry()).toMatchObject({ action: "slider.delete", targetId: String(item.id), after: null });
  });

  it("bad slides and banners are 422 beside their fields and change nothing: not a picture, no picture, a bad link", async () => {
    const rows = async () => [await database.db.select().from(sliders), await database.db.select().from(banners)];
    const before = await rows();
    const n = await entries();
    const notPicture = await post(
      admin,
      "/admin/content/banners",
      await pictureForm({ title_en: "x", link: "/", is_active: "1" }, "<svg onload=alert(1)>"),
    );
    expect(notPicture.status).toBe(422);
    expect(Object.keys(((await notPicture.json()) as { errors: object }).errors)).toEqual(["image"]);
    const noPicture = await call(admin, "/admin/content/banners", {
      title_en: "x",
      title_fa: "",
      title_ar: "",
      link: "/",
      is_active: true,
    });
    expect(noPicture.status).toBe(422);
    expect(Object.keys(noPicture.body.errors)).toEqual(["image"]);
    const badLink = await post(
      admin,
      "/admin/content/sliders",
      await pictureForm({ link: "javascript:alert(1)", title_en: "x".repeat(121) }, new Uint8Array(await png())),
    );
    expect(badLink.status).toBe(422);
    expect(Object.keys(((await badLink.json()) as { errors: object }).errors)).toEqual(expect.arrayContaining(["link", "title_en"]));
    expect(await rows()).toEqual(before);
    expect(await entries()).toBe(n);
  });

  it("a banner is stored at the strip's sizes and shown at once", async () => {
    const shown = await bannerList(ctx, "en");
    const res = await post(
      admin,
      "/admin/content/banners",
      await pictureForm({ title_en: "Tea time", link: "https://example.com/tea", is_active: "true" }, new Uint8Array(await png(1000, 600))),
    );
    expect(res.status).toBe(200);
    const { item } = (await res.json()) as { item: { id: number; image: string } };
    for (const [w, h] of [
      [320, 165],
      [620, 320],
      [760, 392],
      [940, 485],
    ])
      expect((await app.request(`/uploads/${item.image}-${w}x${h}.webp`)).status).toBe(200);
    const now = await bannerList(ctx, "en");
    expect(now).toHaveLength(shown.length + 1);
    expect(now.find((b) => b.id === item.id)).toMatchObject({ title: "Tea time", link: "https://example.com/tea" });
    expect(await lastEntry()).toMatchObject({ action: "banner.create" });
  });

  it("the home components: reordered, hidden and configured through the settings verb; the home feed and page data follow; an unknown type is 422", async () => {
    const form = (await call(admin, "/admin/content/home/list")).body as { contents: { type: string }[]; types: string[] };
    expect(form.types).toContain("latest_product");
    const contents = form.contents;
    expect(contents.length).toBeGreaterThan(2);
    const feed = async () => (await call(await guest(app), "/home/page?page=1")).body.component_names as string[];
    const firstBefore = await feed();
    // the last component moves first, the second is hidden, the first gets a heading
    const last = present(contents.at(-1), "the last home component");
    const moved = [last, ...contents.slice(0, -1)];
    const sent = moved.map((c, i) =>
      i === 2 ? { ...c, hidden: true } : i === 1 ? { ...c, title: { en: "Hand-picked", fa: "", ar: "" } } : c,
    );
    const n = await entries();
    const saved = await call(admin, "/admin/content/home-order", { contents: sent });
    expect(saved.status).toBe(200);
    const types = await homeComponentTypes(ctx);
    expect(types[0]).toBe(last.type);
    expect(types).toHaveLength(contents.length - 1);
    expect((await feed())[0]).toBe(last.type);
    expect(await feed()).not.toEqual(firstBefore);
    const stored = (await database.db.select().from(settings).where(eq(settings.key, "home_page_contents")))[0].value as object[];
    expect(stored[1]).toEqual({ ...contents[0], title: { en: "Hand-picked" } });
    expect(stored[2]).toMatchObject({ hidden: true });
    expect(await entries()).toBe(n + 1);
    expect(await lastEntry()).toMatchObject({ action: "home.update", targetType: "settings", before: { home_page_contents: contents } });
    // the same list again writes nothing
    expect((await call(admin, "/admin/content/home-order", { contents: sent })).body.repeated).toBe(true);
    expect(await entries()).toBe(n + 1);

    // an unknown component or a bad value: 422 keyed by its place, nothing changes
    const bad = await call(admin, "/admin/content/home-order", {
      contents: [{ type: "latest_product" }, { type: "casino" }, { type: "campaign", ids: [0] }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["contents.1.type", "contents.2.ids.0"]));
    expect(await homeComponentTypes(ctx)).toEqual(types);
    expect(await entries()).toBe(n + 1);

    // back as it was
    expect((await call(admin, "/admin/content/home-order", { contents })).status).toBe(200);
    expect(await feed()).toEqual(firstBefore);
  });

  it("the pop-up picture: a picture is stored at the pop-up's sizes and reaches settings-data at once; anything else is 422", async () => {
    const n = await entries();
    const refused = await post(admin, "/admin/content/popup-image", await pictureForm({}, "GIF89a not really"));
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(["image"]);
    expect(await entries()).toBe(n);
    const res = await post(admin, "/admin/content/popup-image", await pictureForm({}, new Uint8Array(await png(800, 800))));
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as { image: string };
    expect(image).toMatch(/^popup\/popup-[0-9a-f]{16}$/);
    expect((await app.request(`/uploads/${image}-540x520.webp`)).status).toBe(200);
    expect((await call(await guest(app), "/settings-data")).body.settings.popup_image).toBe(`/uploads/${image}-270x260.webp`);
    expect(await lastEntry()).toMatchObject({ action: "settings.update", after: { popup_image: image } });
    const removed = await post(admin, "/admin/content/popup-image", await pictureForm({ remove: "1" }));
    expect(removed.status).toBe(200);
    expect((await app.request(`/uploads/${image}-540x520.webp`)).status).toBe(404);
    expect((await call(await guest(app), "/settings-data")).body.settings.popup_image).toBe("");
  });

  it("staff without `content` get 403, a customer and a guest 404; staff with `content` may; nothing changes for the refused", async () => {
    const [slide] = await database.db.select().from(sliders).limit(1);
    const snapshot = async () => [await database.db.select().from(sliders).orderBy(asc(sliders.id)), await entries()];
    const before = await snapshot();
    const without = await staffWith(["settings", "approvals"]);
    const { client: customer } = await signUp(app);
    const visitor = await guest(app);
    for (const [client, status] of [
      [without, 403],
      [customer, 404],
      [visitor, 404],
    ] as const) {
      expect((await call(client, "/admin/content/sliders/list")).status).toBe(status);
      expect((await call(client, `/admin/content/sliders/${slide.id}`, { link: "/hijacked" })).status).toBe(status);
      expect((await call(client, `/admin/content/sliders/${slide.id}/delete`, {})).status).toBe(status);
      expect((await call(client, "/admin/content/home-order", { contents: [] })).status).toBe(status);
      expect((await post(client, "/admin/content/popup-image", await pictureForm({}, new Uint8Array(await png(300, 300))))).status).toBe(
        status,
      );
    }
    expect(await snapshot()).toEqual(before);
    const content = await staffWith(["content"]);
    expect((await call(content, "/admin/content/banners/list")).status).toBe(200);
    expect((await call(content, `/admin/content/sliders/${slide.id}`, { link: slide.link })).status).toBe(200);
  });
});
