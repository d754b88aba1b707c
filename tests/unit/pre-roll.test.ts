import { describe, expect, it } from "vitest";
import { AD_LOAD_TIMEOUT_MS, bestMediaFile } from "../../app/components/video/pre-roll";

const file = (over: Partial<Parameters<typeof bestMediaFile>[0][number]>) => ({
  fileURL: "https://ads.test/a.mp4",
  mimeType: "video/mp4",
  deliveryType: "progressive",
  width: 640,
  bitrate: 500,
  apiFramework: null,
  ...over,
});

/** The pre-roll's choice of file among a creative's (decision 069) and the spec's ad load timeout (§9: 12 s). */
describe("pre-roll media file", () => {
  const canPlay = (mime: string) => mime === "video/mp4" || mime === "video/webm";

  it("keeps the spec's 12 s ad load timeout", () => {
    expect(AD_LOAD_TIMEOUT_MS).toBe(12_000);
  });

  it("plays only progressive files of a type the browser plays, never VPAID; nearest the player's width, then the richest", () => {
    const files = [
      file({ fileURL: "https://ads.test/vpaid.js", mimeType: "application/javascript", apiFramework: "VPAID" }),
      file({ fileURL: "https://ads.test/stream.m3u8", deliveryType: "streaming", width: 960 }),
      file({ fileURL: "https://ads.test/x.ogv", mimeType: "video/ogg", width: 960 }),
      file({ fileURL: "https://ads.test/small.mp4", width: 320 }),
      file({ fileURL: "https://ads.test/big-low.webm", mimeType: "video/webm", width: 1000, bitrate: 400 }),
      file({ fileURL: "https://ads.test/big-high.mp4", width: 920, bitrate: 1200 }),
    ];
    expect(bestMediaFile(files, canPlay)?.fileURL).toBe("https://ads.test/big-high.mp4");
    expect(bestMediaFile(files.slice(0, 3), canPlay)).toBeNull();
    expect(bestMediaFile([file({ fileURL: null })], canPlay)).toBeNull();
  });
});
