import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { addons, products, videoShoppings } from "../../db/schema";
import { parseRange } from "../../server/middleware/byte-ranges";
import type { TestApp } from "../setup/accounts";
import { PAGINATOR_KEYS } from "../setup/paginator-keys";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const VIDEO_KEYS = ["id", "slug", "is_live", "thumbnail", "title"];

describeOnDatabases("video shopping calls", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  let bytes: Buffer;

  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database));
    // the seed without pictures makes no video files: a file video of our own, as the seed makes them
    const shown = await database.db.select({ id: products.id }).from(products).where(eq(products.isVisible, true)).limit(3);
    await database.db.insert(videoShoppings).values({
      slug: "test-file-video",
      title: { en: "A test video", fa: "ویدیوی آزمایشی", ar: "فيديو تجريبي" },
      videoType: "webm",
      videoUrl: "videos/test-file-video.webm",
      captions: { en: "videos/test-file-video.en.vtt", fa: "videos/test-file-video.fa.vtt" },
      previewThumbnails: "videos/test-file-video-previews.vtt",
      thumbnail: "demo/videos/test",
      productIds: shown.map((p) => p.id),
      isLive: false,
      views: 5,
      createdAt: new Date("2020-01-01"),
    });
    await database.db.insert(videoShoppings).values({
      slug: "hidden-video",
      title: { en: "Hidden" },
      videoType: "youtube",
      videoUrl: "https://youtu.be/aqz-KE-bpKQ",
      status: false,
    });
    const dir = path.join(services.env.dataDir, "uploads", "videos");
    mkdirSync(dir, { recursive: true });
    bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    writeFileSync(path.join(dir, "test-file-video.webm"), bytes);
    writeFileSync(path.join(dir, "test-file-video.en.vtt"), "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
  });

  const setAddon = async (on: boolean) => {
    await database.db.update(addons).set({ isActive: on }).where(eq(addons.identifier, "video_shopping"));
    services.ctx.cache.invalidate("addons");
  };

  it("GET get/video-shops answers {videos} in the Video paginate shape: 12 a page, live first, cards with the keys the client reads", async () => {
    const res = await app.request("/get/video-shops");
    expect(res.status).toBe(200);
    const { videos } = await res.json();
    expect(Object.keys(videos).sort()).toEqual(PAGINATOR_KEYS);
    expect(videos.per_page).toBe(12);
    // the three demo embeds (no files without pictures) and the test file; never the unpublished one
    expect(videos.total).toBe(4);
    expect(videos.count).toBe(4);
    for (const card of videos.data) expect(Object.keys(card).sort()).toEqual([...VIDEO_KEYS].sort());
    expect(videos.data[0].is_live).toBe(true);
    expect(videos.data.filter((v: { is_live: boolean }) => v.is_live)).toHaveLength(1);
    expect(videos.data.map((v: { slug: string }) => v.slug)).not.toContain("hidden-video");
    expect(videos.data[0].thumbnail).toMatch(/-299x536\.webp$/);
    const fa = (await (await app.request("/get/video-shops?lang=fa")).json()).videos.data;
    expect(fa.find((v: { slug: string }) => v.slug === "test-file-video").title).toBe("ویدیوی آزمایشی");
    const second = (await (await app.request("/get/video-shops?page=2")).json()).videos;
    expect(second).toMatchObject({ current_page: 2, count: 0, data: [], last_page: 1 });
    // a bad page is the first
    expect((await (await app.request("/get/video-shops?page=x")).json()).videos.current_page).toBe(1);
  });

  it("GET get/video-shops-details/{slug} answers {video} with the player's source, products as cards, related products and popular videos", async () => {
    const res = await app.request("/get/video-shops-details/test-file-video?lang=fa");
    expect(res.status).toBe(200);
    const { video } = await res.json();
    for (const key of ["slug", "title", "style", "video_type", "video_url", "thumbnail", "products", "related_products", "popular_videos"])
      expect(video).toHaveProperty(key);
    expect(video).toMatchObject({ slug: "test-file-video", title: "ویدیوی آزمایشی", style: "style_1", video_type: "webm" });
    expect(video.video_url).toBe("/uploads/videos/test-file-video.webm");
    expect(video.source).toEqual({ provider: "html5", src: "/uploads/videos/test-file-video.webm", mime: "video/webm" });
    // captions in the viewer's language first; the preview sprite's VTT
    expect(video.captions.map((c: { lang: string }) => c.lang)).toEqual(["fa", "en"]);
    expect(video.preview_thumbnails).toBe("/uploads/videos/test-file-video-previews.vtt");
    expect(video.products).toHaveLength(3);
    for (const key of ["id", "slug", "product_name", "image", "price", "sale_price", "has_discount", "current_stock", "user_wishlist"])
      expect(video.products[0]).toHaveProperty(key);
    const shownIds = video.products.map((p: { id: number }) => p.id);
    expect(video.related_products.every((p: { id: number }) => !shownIds.includes(p.id))).toBe(true);
    expect(video.popular_videos.length).toBeGreaterThan(0);
    expect(video.popular_videos.every((v: { slug: string }) => v.slug !== "test-file-video")).toBe(true);
    for (const card of video.popular_videos) expect(Object.keys(card).sort()).toEqual([...VIDEO_KEYS].sort());
    // each call is a view
    const again = (await (await app.request("/get/video-shops-details/test-file-video")).json()).video;
    expect(again.views).toBe(video.views + 1);

    const embed = (await (await app.request("/get/video-shops")).json()).videos.data.find(
      (v: { slug: string }) => v.slug !== "test-file-video",
    );
    const details = (await (await app.request(`/get/video-shops-details/${embed.slug}`)).json()).video;
    expect(["youtube", "vimeo"]).toContain(details.video_type);
    expect(details.source.provider).toBe(details.video_type);
    expect(details.source.src).toMatch(/^[\w-]+$/);
    expect(details.captions).toEqual([]);
  });

  it("an unknown or unpublished slug is 404", async () => {
    expect((await app.request("/get/video-shops-details/no-such-video")).status).toBe(404);
    expect((await app.request("/get/video-shops-details/hidden-video")).status).toBe(404);
  });

  it("the add-on off: both calls are 404, the home page leaves the component out", async () => {
    await setAddon(false);
    try {
      expect((await app.request("/get/video-shops")).status).toBe(404);
      expect((await app.request("/get/video-shops-details/test-file-video")).status).toBe(404);
      const names = [];
      let page = 1;
      for (let more = true; more; page++) {
        const body = await (await app.request(`/home/page?page=${page}`)).json();
        names.push(...body.component_names);
        more = body.has_more_data;
      }
      expect(names).not.toContain("video_shopping");
    } finally {
      await setAddon(true);
    }
    expect((await app.request("/get/video-shops")).status).toBe(200);
  });

  it("the home feed's video_shopping component: four cards {id, slug, is_live, thumbnail, title}", async () => {
    const all: Record<string, unknown> = {};
    for (let page = 1, more = true; more; page++) {
      const body = await (await app.request(`/home/page?page=${page}`)).json();
      Object.assign(all, body.components);
      more = body.has_more_data;
    }
    const key = Object.keys(all).find((k) => k.startsWith("video_shopping-"));
    expect(key).toBeDefined();
    const cards = all[key as string] as Record<string, unknown>[];
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(Object.keys(card).sort()).toEqual([...VIDEO_KEYS].sort());
    expect(cards[0].is_live).toBe(true);
  });

  it("serves video files with byte ranges: 206 with Content-Range, suffix and open ranges, 416 past the end, 200 with Accept-Ranges", async () => {
    const url = "/uploads/videos/test-file-video.webm";
    const whole = await app.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("video/webm");
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);

    const part = await app.request(url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(part.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const open = await app.request(url, { headers: { Range: "bytes=990-" } });
    expect(open.status).toBe(206);
    expect(open.headers.get("content-range")).toBe("bytes 990-999/1000");
    expect(Buffer.from(await open.arrayBuffer())).toEqual(bytes.subarray(990));

    const suffix = await app.request(url, { headers: { Range: "bytes=-10" } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(bytes.subarray(990));

    const past = await app.request(url, { headers: { Range: "bytes=5000-" } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */1000");

    // If-Range with another validator: the whole file
    const stale = await app.request(url, { headers: { Range: "bytes=0-9", "If-Range": 'W/"old"' } });
    expect(stale.status).toBe(200);
    // the captions as WebVTT
    const vtt = await app.request("/uploads/videos/test-file-video.en.vtt");
    expect(vtt.headers.get("content-type")).toMatch(/^text\/vtt/);
    expect(await vtt.text()).toContain("WEBVTT");
    expect((await app.request("/uploads/videos/missing.webm")).status).toBe(404);
  });

  it("parseRange reads one range and refuses what it cannot serve", () => {
    expect(parseRange("bytes=0-0", 10)).toEqual([0, 0]);
    expect(parseRange("bytes=5-100", 10)).toEqual([5, 9]);
    expect(parseRange("bytes=-3", 10)).toEqual([7, 9]);
    expect(parseRange("bytes=10-", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,4-5", 10)).toBeNull();
    expect(parseRange("items=0-1", 10)).toBeNull();
    expect(parseRange(undefined, 10)).toBeNull();
  });
});
