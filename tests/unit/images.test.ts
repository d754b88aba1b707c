import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateImages, IMAGE_SIZES, imageFileName, type ImageKind, type ImageSpec } from "../../seed/images";

describe("demo images", () => {
  it("writes every size of a kind as WebP with the right pixels, and skips existing files", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "images-"));
    const specs: ImageSpec[] = [
      { kind: "product", key: "demo/products/p00", hue: 200, shape: 3, label: "A<&>1 \"quoted\" 'x'" },
      { kind: "slider", key: "demo/sliders/slide-1", hue: 20, shape: 1 },
    ];
    const first = await generateImages(specs, dir);
    expect(first).toEqual({ written: IMAGE_SIZES.product.length + IMAGE_SIZES.slider.length, skipped: 0 });
    for (const spec of specs) {
      for (const [w, h] of IMAGE_SIZES[spec.kind]) {
        const file = path.join(dir, imageFileName(spec.key, w, h));
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, h]);
      }
    }
    expect(await generateImages(specs, dir)).toEqual({ written: 0, skipped: first.written });
  });

  it("names files key-WxH.webp", () => {
    expect(imageFileName("demo/brands/acme", 130, 93)).toBe("demo/brands/acme-130x93.webp");
  });

  it("renders every kind, with and without labels and shapes", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "images-all-"));
    const kinds = Object.keys(IMAGE_SIZES) as ImageKind[];
    const specs: ImageSpec[] = kinds.flatMap((kind, i) => [
      { kind, key: `${kind}/a`, hue: i * 30, shape: i, label: "Rose & Co <b>" },
      { kind, key: `${kind}/b`, hue: -15 + i * 400 },
    ]);
    const total = specs.reduce((n, s) => n + IMAGE_SIZES[s.kind].length, 0);
    expect(await generateImages(specs, dir, { concurrency: 8 })).toEqual({ written: total, skipped: 0 });
    const meta = await sharp(path.join(dir, imageFileName("brand/a", 130, 93))).metadata();
    expect([meta.width, meta.height]).toEqual([130, 93]);
  });
});
