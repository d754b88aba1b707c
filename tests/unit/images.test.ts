import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateImages, IMAGE_SIZES } from "../../db/seed/images";

describe("demo images", () => {
  it("writes every size of a kind as WebP with the right pixels, and skips existing files", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "images-"));
    const specs = [
      { kind: "product" as const, key: "demo/products/p00", hue: 200, shape: 3, label: "A<&>1" },
      { kind: "slider" as const, key: "demo/sliders/slide-1", hue: 20, shape: 1 },
    ];
    const first = await generateImages(specs, dir);
    expect(first.written).toBe(IMAGE_SIZES.product.length + IMAGE_SIZES.slider.length);
    for (const [w, h] of IMAGE_SIZES.slider) {
      const meta = await sharp(path.join(dir, `demo/sliders/slide-1-${w}x${h}.webp`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, h]);
    }
    const meta = await sharp(path.join(dir, "demo/products/p00-640x640.webp")).metadata();
    expect([meta.width, meta.height]).toEqual([640, 640]);
    expect(await generateImages(specs, dir)).toEqual({ written: 0, skipped: first.written });
  });
});
