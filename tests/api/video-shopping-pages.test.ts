import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { addons } from "../../db/schema";
import type { TestApp } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** /video-shopping and /video-shopping/{slug} through the real build (`npm run build` first): the pages, their head, 404s, the add-on switch. */
describeOnDatabases("video shopping pages", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  });

  const setAddon = async (on: boolean) => {
    await database.db.update(addons).set({ isActive: on }).where(eq(addons.identifier, "video_shopping"));
    services.ctx.cache.invalidate("addons");
  };

  it("the list: cards with the live badge, the head (title, canonical), the menu link; in Persian too", async () => {
    const res = await app.request("/video-shopping?lang=en");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Video shopping | Bazaar</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost/video-shopping?lang=en"/>');
    expect(html.match(/data-testid="video-card"/g)).toHaveLength(3);
    expect(html.match(/data-testid="video-live"/g)).toHaveLength(1);
    expect(html).toContain('href="/video-shopping"');
    const fa = await (await app.request("/video-shopping?lang=fa")).text();
    expect(fa).toContain("خرید ویدیویی");
    expect(fa).toContain("وسایل پیک‌نیک با باک بانی");
  });

  it("a video: the player's markup, the products beside it with cart buttons, popular videos, VideoObject JSON-LD", async () => {
    const { videos } = await (await app.request("/get/video-shops")).json();
    const slug = videos.data[0].slug;
    const res = await app.request(`/video-shopping/${slug}?lang=en`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="video-player"');
    expect(html).toMatch(/data-plyr-provider="(youtube|vimeo)"/);
    expect(html).toContain('data-testid="video-products"');
    expect(html).toContain('data-testid="card-add-to-cart"');
    expect(html).toContain('data-testid="video-popular"');
    expect(html).toContain('"@type":"VideoObject"');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/video-shopping/${slug}?lang=en"/>`);
    // the embed's page may load the video site's player API; other pages may not
    expect(res.headers.get("content-security-policy")).toContain("https://www.youtube.com");
    expect((await app.request("/video-shopping?lang=en")).headers.get("content-security-policy")).not.toMatch(/script-src[^;]*youtube/);
  });

  it("an unknown video is the 404 screen; with the add-on off both pages are, and the menus leave the link out", async () => {
    expect((await app.request("/video-shopping/no-such-video?lang=en")).status).toBe(404);
    await setAddon(false);
    try {
      expect((await app.request("/video-shopping?lang=en")).status).toBe(404);
      const { status } = await app.request("/video-shopping/big-buck-bunny-picnic?lang=en");
      expect(status).toBe(404);
      const home = await (await app.request("/?lang=en")).text();
      expect(home).not.toContain('href="/video-shopping"');
    } finally {
      await setAddon(true);
    }
    const home = await (await app.request("/?lang=en")).text();
    expect(home).toContain('href="/video-shopping"');
  });
});
