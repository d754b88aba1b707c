import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { ICON_SIZES } from "../../server/installable";
import type { TestApp } from "../setup/accounts";
import { makeTestApp } from "../setup/test-app";
import { TEST_DATABASES } from "../setup/test-db";

/** Issue 18 item 5: the web app manifest, its icons in every size, the service worker and the offline page. */
describe("the installable shop", () => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = await TEST_DATABASES[0].open({ products: 3 });
    ({ app } = await makeTestApp(database, { appPath: "/shop" }));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("the manifest names the shop, starts at its path and lists icons from 48 to 512 px and a maskable one", async () => {
    const res = await app.request("/shop/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/manifest+json");
    const m = await res.json();
    expect(m).toMatchObject({ name: "Bazaar", start_url: "/shop/", scope: "/shop/", display: "standalone", background_color: "#ffffff" });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = m.icons.filter((i: { type: string }) => i.type === "image/png").map((i: { sizes: string }) => i.sizes);
    for (const s of [192, 512]) expect(sizes).toContain(`${s}x${s}`);
    expect(m.icons.some((i: { purpose: string }) => i.purpose === "maskable")).toBe(true);
  });

  it("every icon is a real PNG of its size; an unknown size is 404", async () => {
    for (const size of ICON_SIZES) {
      const res = await app.request(`/shop/icons/icon-${size}.png`);
      expect(res.status, String(size)).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", size, size]);
    }
    const maskable = await sharp(Buffer.from(await (await app.request("/shop/icons/maskable-512.png")).arrayBuffer())).metadata();
    expect([maskable.width, maskable.height]).toEqual([512, 512]);
    expect((await app.request("/shop/icons/icon-100.png")).status).toBe(404);
  });

  it("the service worker: JavaScript, never cached stale, allowed over the shop's path, offline page precached", async () => {
    const res = await app.request("/shop/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("service-worker-allowed")).toBe("/shop/");
    const script = await res.text();
    expect(script).toContain('const OFFLINE = "/shop/offline"');
    expect(script).toContain('const ASSETS = "/shop/assets/"');
    expect(script).toMatch(/addEventListener\("fetch"/);
  });

  it("the offline page stands alone (no scripts, no outside files) in the shop's language", async () => {
    const res = await app.request("/shop/offline");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("You are offline");
    expect(html).not.toMatch(/<script|<link /);
    expect(html).toContain('href="/shop/"');
  });
});
