import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { collectErrors, openPage, uiStrings } from "./helpers";

const t = uiStrings("en", ["video"]);
type Card = { slug: string; title: string; is_live: boolean };

/**
 * A shopper opens a demo video that is a file of the shop's own (made at seed time, no internet
 * needed), plays it, jumps 10 s with the keyboard and adds a product shown beside it to the cart
 * without leaving the page.
 */
test("video shopping journey: play a demo video, seek with the keyboard, add a product beside it", async ({ page, request }) => {
  const errors = collectErrors(page);
  const { videos } = await (await request.get("/get/video-shops")).json();
  const live = (videos.data as Card[]).find((v) => v.is_live) as Card;
  const details = (await (await request.get(`/get/video-shops-details/${live.slug}`)).json()).video;
  // the live demo video is a local file (the seed made it), so the journey needs no internet
  expect(details.source.provider).toBe("html5");

  await openPage(page, "/video-shopping?lang=en");
  const card = page.getByTestId("video-card").filter({ hasText: live.title });
  await expect(card.getByTestId("video-live")).toHaveText(t.video_live);
  await card.getByRole("link", { name: live.title }).click();
  await expect(page).toHaveURL(new RegExp(`/video-shopping/${live.slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(live.title);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((s) => s.includes('"VideoObject"'))).toBe(true);

  const player = page.getByTestId("video-player");
  // Plyr comes when the shopper comes to the player
  await player.hover();
  await expect(player).toHaveAttribute("data-player", "ready");
  await expect(page.getByTestId("video-status")).toHaveAttribute("data-state", "stopped");
  await player.getByRole("button", { name: t.video_plyr_play }).first().click();
  await expect(page.getByTestId("video-status")).toHaveAttribute("data-state", "playing");
  await expect(page.getByTestId("video-status")).toHaveText(t.video_status_playing);
  // the state and the keys are said to screen readers, not shown under the player (no "Player: stopped" for shoppers)
  for (const id of ["video-status", "video-keys"]) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box && box.width * box.height, `${id} is visually hidden`).toBeLessThanOrEqual(1);
  }
  const time = () => player.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(0.3);

  // pause, then the right arrow jumps 10 s
  await page.keyboard.press("k");
  await expect(page.getByTestId("video-status")).toHaveAttribute("data-state", "paused");
  const before = await time();
  await page.keyboard.press("ArrowRight");
  await expect.poll(time).toBeGreaterThanOrEqual(before + 9.9);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(time).toBeLessThan(before + 1);

  // a product from beside the video into the cart, on the same page
  const url = page.url();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await page.getByTestId("video-products").getByTestId("card-add-to-cart").first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(page.url()).toBe(url);
  // the video stayed where it was
  expect(await time()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("a broken video file says so in words instead of a blank player; Plyr is not loaded with the page", async ({ page, request }) => {
  const { videos } = await (await request.get("/get/video-shops")).json();
  const files: Card[] = [];
  for (const v of videos.data as Card[]) {
    const d = (await (await request.get(`/get/video-shops-details/${v.slug}`)).json()).video;
    if (d.source?.provider === "html5" && !v.is_live) files.push(v);
  }
  expect(files.length).toBeGreaterThan(0);
  // the file is gone
  await page.route(/\/uploads\/videos\/.*\.(webm|mp4)$/, (route) => route.fulfill({ status: 404, body: "" }));
  const scripts: string[] = [];
  page.on("request", (r) => scripts.push(r.url()));
  await openPage(page, `/video-shopping/${files[0].slug}?lang=en`);
  // the player's script is not part of the page's load: it comes when the shopper comes to the player
  expect(scripts.some((u) => u.includes("plyr-setup"))).toBe(false);
  // nor the video itself (preload none): it is asked for when the shopper plays it
  expect(scripts.some((u) => /\/uploads\/videos\/.*\.(webm|mp4)$/.test(u))).toBe(false);
  const player = page.getByTestId("video-player");
  await player.hover();
  await expect(player).toHaveAttribute("data-player", "ready");
  await player.getByRole("button", { name: t.video_plyr_play }).first().click();
  await expect(page.getByTestId("video-error")).toContainText(t.video_error_unsupported);
});

test("axe finds no serious or critical violation on the video pages, en and fa, with the player loaded", async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const lang of ["en", "fa"])
    for (const url of ["/video-shopping", "/video-shopping/headphones-live-unboxing"]) {
      await openPage(page, `${url}?lang=${lang}`);
      const player = page.getByTestId("video-player");
      if (await player.count()) {
        await player.hover();
        await expect(player).toHaveAttribute("data-player", "ready");
      }
      const serious = await seriousViolations(page);
      if (serious.length) found[`${url}?lang=${lang}`] = serious;
    }
  expect(found).toEqual({});
});
