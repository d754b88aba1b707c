import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, videoShoppings } from "../../db/schema";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { productOfShop, signedIn } from "../setup/order-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * A shopping video's pre-roll ad tag (decision 069): the seller who owns the video and an operator
 * with `content` set it; only an http(s) address or empty is taken (anything else is 422 and
 * nothing changes); another seller, a customer or a guest gets 404 and nothing changes; the
 * video's details answer its own tag, else the shop's default (a setting), and its page's
 * content security policy lets the ad's host in.
 */
describeOnDatabases("video pre-roll ad tags", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let owner: TestClient;
  let video: { id: number; slug: string };
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    owner = await signedIn(app, "seller@example.com", "seller123");
    const list = await call(owner, "/seller/video-list");
    expect(list.status).toBe(200);
    expect(list.body.videos.length).toBeGreaterThan(0);
    video = list.body.videos[0];
  }, 60_000);

  const stored = async () =>
    (await database.db.select({ tag: videoShoppings.adTagUrl }).from(videoShoppings).where(eq(videoShoppings.id, video.id)))[0].tag;
  const details = async () => (await call(app, `/get/video-shops-details/${video.slug}`)).body.video;
  const admin = () => signedIn(app, "admin@example.com", "admin123");

  it("the owner lists only their own videos and sets a video's tag; the details answer it; empty leaves the default", async () => {
    const [sellerId] = await database.db.select({ id: videoShoppings.userId }).from(videoShoppings).where(eq(videoShoppings.id, video.id));
    const own = await database.db
      .select({ id: videoShoppings.id })
      .from(videoShoppings)
      .where(eq(videoShoppings.userId, sellerId.id as number));
    expect((await call(owner, "/seller/video-list")).body.videos.map((v: { id: number }) => v.id).sort()).toEqual(
      own.map((v) => v.id).sort(),
    );

    const set = await call(owner, `/seller/videos/${video.id}/ad-tag`, { ad_tag_url: "  https://ads.example.test/vast.xml?v=1  " });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.video.ad_tag_url).toBe("https://ads.example.test/vast.xml?v=1");
    expect(await stored()).toBe("https://ads.example.test/vast.xml?v=1");
    expect((await details()).ad_tag_url).toBe("https://ads.example.test/vast.xml?v=1");

    // the page lets the ad's host in (VAST, media, pixels); another video's page does not
    const csp = (await app.request(`/video-shopping/${video.slug}`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/connect-src [^;]*https: https:\/\/ads\.example\.test/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/ads\.example\.test/);
    expect((await app.request("/video-shopping")).headers.get("content-security-policy")).not.toContain("ads.example.test");

    expect((await call(owner, `/seller/videos/${video.id}/ad-tag`, { ad_tag_url: "" })).status).toBe(200);
    expect(await stored()).toBe("");
    expect((await details()).ad_tag_url).toBe("");
  });

  it("anything but an http(s) address or empty is 422 on the field and nothing changes", async () => {
    expect((await call(owner, `/seller/videos/${video.id}/ad-tag`, { ad_tag_url: "http://127.0.0.1:9/vast.xml" })).status).toBe(200);
    for (const bad of [
      "javascript:alert(1)",
      "ftp://ads.example.test/vast.xml",
      "not a url",
      "//ads.example.test/x",
      `https://a.test/${"x".repeat(1000)}`,
      42,
    ]) {
      const res = await call(owner, `/seller/videos/${video.id}/ad-tag`, { ad_tag_url: bad });
      expect(res.status, String(bad)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["ad_tag_url"]);
      expect(await stored()).toBe("http://127.0.0.1:9/vast.xml");
    }
    // nothing else is taken either
    expect((await call(owner, `/seller/videos/${video.id}/ad-tag`, { ad_tag_url: "", status: false })).status).toBe(422);
    const adminClient = await admin();
    expect((await call(adminClient, `/admin/videos/${video.id}/ad-tag`, { ad_tag_url: "data:text/xml,<VAST/>" })).status).toBe(422);
    expect(await stored()).toBe("http://127.0.0.1:9/vast.xml");
  });

  it("another seller, a customer and a guest get 404 and nothing changes; an operator sets any video's tag, audited", async () => {
    expect((await call(owner, `/seller/videos/${video.id}/ad-tag`, { ad_tag_url: "https://mine.example.test/v.xml" })).status).toBe(200);
    let other: TestClient | null = null;
    for (let shopIndex = 0; shopIndex < 4 && !other; shopIndex++) {
      const p = await productOfShop(database.db, { shopIndex });
      if (p.ownerEmail !== "seller@example.com") other = await signedIn(app, p.ownerEmail, "seller123");
    }
    if (!other) throw new Error("the demo has a second seller");
    const customer = (await signUp(app)).client;
    for (const who of [other, customer, await guest(app)]) {
      const res = await call(who, `/seller/videos/${video.id}/ad-tag`, { ad_tag_url: "https://theirs.example.test/v.xml" });
      expect(res.status).toBe(404);
      expect(await stored()).toBe("https://mine.example.test/v.xml");
    }
    expect((await call(other, "/seller/video-list")).body.videos.some((v: { id: number }) => v.id === video.id)).toBe(false);
    // and the admin calls are not theirs
    expect((await call(other, `/admin/videos/${video.id}/ad-tag`, { ad_tag_url: "" })).status).toBe(404);
    expect(await stored()).toBe("https://mine.example.test/v.xml");

    const op = await admin();
    expect((await call(op, "/admin/video-list")).body.videos.some((v: { id: number }) => v.id === video.id)).toBe(true);
    const set = await call(op, `/admin/videos/${video.id}/ad-tag`, { ad_tag_url: "https://operator.example.test/v.xml" });
    expect(set.status).toBe(200);
    expect(await stored()).toBe("https://operator.example.test/v.xml");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "video.ad_tag"));
    expect(entry.before).toEqual({ ad_tag_url: "https://mine.example.test/v.xml" });
    expect(entry.after).toEqual({ ad_tag_url: "https://operator.example.test/v.xml" });
  });

  it("the shop's default ad tag is a setting (http(s) or empty) that a video without a tag of its own plays", async () => {
    const op = await admin();
    expect((await call(op, `/admin/videos/${video.id}/ad-tag`, { ad_tag_url: "" })).status).toBe(200);
    const bad = await call(op, "/admin/settings", { video_ad_tag_url: "javascript:alert(1)" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["video_ad_tag_url"]);
    expect((await details()).ad_tag_url).toBe("");
    expect((await call(op, "/admin/settings", { video_ad_tag_url: "https://default.example.test/vast" })).status).toBe(200);
    expect((await details()).ad_tag_url).toBe("https://default.example.test/vast");
    // a video's own tag comes first
    expect((await call(owner, `/seller/videos/${video.id}/ad-tag`, { ad_tag_url: "https://own.example.test/v" })).status).toBe(200);
    expect((await details()).ad_tag_url).toBe("https://own.example.test/v");
    expect((await call(op, "/admin/settings", { video_ad_tag_url: "" })).status).toBe(200);
  });
});
