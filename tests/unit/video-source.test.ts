import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileErrorKey, providerErrorKey, videoSource } from "../../domain/videos/video-source";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { demoVideoFileSpecs } from "../../seed/demo-video-shopping";
import { captionsVtt, makeVideoFiles, spriteVtt } from "../../seed/video-files";

describe("a shopping video's source and errors", () => {
  it("turns the stored type and address into the player's source; anything else is none", () => {
    expect(videoSource("webm", "/uploads/videos/a.webm")).toEqual({ provider: "html5", src: "/uploads/videos/a.webm", mime: "video/webm" });
    expect(videoSource("mp4", "https://cdn.example/a.mp4")?.mime).toBe("video/mp4");
    for (const url of [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://youtu.be/aqz-KE-bpKQ",
      "https://www.youtube.com/embed/aqz-KE-bpKQ",
    ])
      expect(videoSource("youtube", url)).toEqual({ provider: "youtube", src: "aqz-KE-bpKQ", mime: null });
    expect(videoSource("vimeo", "https://vimeo.com/76979871")).toEqual({ provider: "vimeo", src: "76979871", mime: null });
    expect(videoSource("vimeo", "https://player.vimeo.com/video/76979871?h=abc")?.src).toBe("76979871");
    expect(videoSource("webm", "javascript:alert(1)")).toBeNull();
    expect(videoSource("mp4", "//evil.example/a.mp4")).toBeNull();
    expect(videoSource("youtube", "https://evil.example/watch?v=aqz-KE-bpKQ")).toBeNull();
    expect(videoSource("youtube", "https://youtu.be/short")).toBeNull();
    expect(videoSource("vimeo", "https://vimeo.com/channels/staff")).toBeNull();
    expect(videoSource("avi", "/a.avi")).toBeNull();
  });

  it("says the video sites' error codes of spec §8 in words, in every language", () => {
    expect(providerErrorKey(2)).toBe("video_error_invalid_parameter");
    expect(providerErrorKey(5)).toBe("video_error_html5");
    expect(providerErrorKey(100)).toBe("video_error_not_found");
    expect(providerErrorKey(101)).toBe("video_error_embedding_not_allowed");
    expect(providerErrorKey(150)).toBe("video_error_embedding_not_allowed");
    expect(providerErrorKey(7)).toBe("video_error_unknown");
    expect(providerErrorKey(undefined)).toBe("video_error_unknown");
    expect([1, 2, 3, 4, undefined].map(fileErrorKey)).toEqual([
      "video_error_aborted",
      "video_error_network",
      "video_error_decode",
      "video_error_unsupported",
      "video_error_unknown",
    ]);
    const keys = [2, 5, 100, 150, 0].map(providerErrorKey).concat([1, 2, 3, 4].map(fileErrorKey), "video_error_unreachable");
    for (const lang of ["en", "fa", "ar"]) for (const key of keys) expect(LANGUAGE_FILES[lang][key], `${lang} ${key}`).toBeTruthy();
  });

  it("writes WebVTT: captions spread over the video, one preview tile a second", () => {
    expect(captionsVtt(["One", "Two"], 6)).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nOne\n\n2\n00:00:03.000 --> 00:00:06.000\nTwo\n",
    );
    const sprite = spriteVtt("x-sprite.jpg", 3);
    expect(sprite).toContain("00:00:02.000 --> 00:00:03.000\nx-sprite.jpg#xywh=320,0,160,90");
    expect(sprite.match(/#xywh=/g)).toHaveLength(3);
  });
});

describe("demo video files without an encoder", () => {
  it("makes none and says so (the seed then keeps the embeds only), without failing", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "video-none-"));
    const made = await makeVideoFiles(demoVideoFileSpecs(), dir, { ffmpeg: null, cacheDir: null });
    expect(made.size).toBe(0);
    expect(existsSync(path.join(dir, "videos", "headphones-live-unboxing.webm"))).toBe(false);
  });
});
