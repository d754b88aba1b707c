import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PICTURE_FAMILIES, PRODUCT_SIZES, productImage, srcsetOf } from "../../kernel/media";
import { categoryTree } from "../../seed/data/categories";
import type { CategoryNode } from "../../seed/data/types";
import { colors } from "../../seed/data/words";
import { ARTS } from "../../seed/illustrations";
import { drawSvg, generateImages, IMAGE_SIZES, type ImageKind, type ImageSpec, imageFileName } from "../../seed/images";
import { artOf, categoryArts, paletteOf, productImageSpecs } from "../../seed/product-art";

describe("demo images", () => {
  it("writes every size of a kind as WebP with the right pixels, and skips existing files", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "images-"));
    const specs: ImageSpec[] = [
      { kind: "product", key: "demo/products/p00", hue: 200, shape: 3, label: "A<&>1 \"quoted\" 'x'" },
      { kind: "slider", key: "demo/sliders/slide-1", hue: 20, shape: 1 },
    ];
    const first = await generateImages(specs, dir, { cacheDir: null });
    const total = IMAGE_SIZES.product.length + IMAGE_SIZES.slider.length;
    expect(first).toEqual({ written: total, skipped: 0, drawn: total });
    for (const spec of specs) {
      for (const [w, h] of IMAGE_SIZES[spec.kind]) {
        const file = path.join(dir, imageFileName(spec.key, w, h));
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, h]);
      }
    }
    expect(await generateImages(specs, dir, { cacheDir: null })).toEqual({ written: 0, skipped: first.written, drawn: 0 });
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
    expect(await generateImages(specs, dir, { concurrency: 8, cacheDir: null })).toEqual({ written: total, skipped: 0, drawn: total });
    const meta = await sharp(path.join(dir, imageFileName("brand/a", 130, 93))).metadata();
    expect([meta.width, meta.height]).toEqual([130, 93]);
  });

  it("a second seed copies the drawn files from the picture cache instead of drawing them again", async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), "images-cache-"));
    const specs: ImageSpec[] = [{ kind: "category", key: "demo/categories/x", hue: 10, art: "sofa" }];
    const first = await generateImages(specs, mkdtempSync(path.join(os.tmpdir(), "images-a-")), { cacheDir });
    expect(first.drawn).toBe(IMAGE_SIZES.category.length);
    const dir = mkdtempSync(path.join(os.tmpdir(), "images-b-"));
    expect(await generateImages(specs, dir, { cacheDir })).toEqual({ written: IMAGE_SIZES.category.length, skipped: 0, drawn: 0 });
    const meta = await sharp(path.join(dir, imageFileName("demo/categories/x", 260, 190))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 260, 190]);
    // a changed drawing is a different file: drawn again, not copied
    const changed = await generateImages([{ ...specs[0], art: "floorlamp" }], mkdtempSync(path.join(os.tmpdir(), "images-c-")), {
      cacheDir,
    });
    expect(changed.drawn).toBe(IMAGE_SIZES.category.length);
  });
});

describe("what the demo pictures show", () => {
  const templates = (nodes: CategoryNode[]): NonNullable<CategoryNode["products"]> =>
    nodes.flatMap((n) => [...(n.products ?? []), ...templates(n.children ?? [])]);

  it("every kind of demo product has a drawing of its own kind, in colours the shop sells", () => {
    const slugs = new Set(colors.map((c) => c.slug));
    for (const t of templates(categoryTree)) {
      const art = artOf(t);
      expect(art, t.noun.en).not.toBe("gift");
      expect(ARTS).toContain(art);
      for (const c of paletteOf(art)) expect(slugs.has(c), `${art} ${c}`).toBe(true);
    }
    expect(artOf({ noun: { en: "Smartphone", fa: "", ar: "" } })).toBe("phone");
    expect(artOf({ noun: { en: "Adjustable Dumbbell", fa: "", ar: "" } })).toBe("dumbbell");
    expect(artOf({ noun: { en: "Used Hatchback", fa: "", ar: "" } })).toBe("car");
    expect(artOf({ noun: { en: "Evening Dress", fa: "", ar: "" } })).toBe("dress");
  });

  it("product pictures carry no text (no code chips), take the variant's colour, and categories differ", () => {
    const specs = productImageSpecs();
    const keys = new Set(specs.map((s) => s.key));
    expect(keys.size).toBe(specs.length);
    for (const spec of specs.slice(0, 40)) expect(drawSvg(spec, 320, 320)).not.toMatch(/<text/);
    const red = specs.find((s) => s.key === "demo/products/dress-red-0") as ImageSpec;
    expect(red.colour).toBe(colors.find((c) => c.slug === "red")?.hex);
    expect(drawSvg(red, 320, 320)).not.toBe(drawSvg({ ...red, colour: "#1e3a8a" }, 320, 320));
    const arts = categoryArts();
    const leaves = templates(categoryTree).length;
    expect(leaves).toBeGreaterThan(0);
    // most categories show a drawing no other category shows
    expect(new Set(arts.values()).size).toBeGreaterThan(arts.size * 0.8);
  });

  it("brand marks differ by name: initials in a shape and colour of their own", () => {
    const a = drawSvg({ kind: "brand", key: "a", hue: 0, label: "Nordvolt" }, 130, 93);
    const b = drawSvg({ kind: "brand", key: "b", hue: 0, label: "Velvet Thread" }, 130, 93);
    expect(a).toContain(">NO<");
    expect(b).toContain(">VT<");
    expect(a).not.toContain("undefined");
    expect(b).not.toContain("undefined");
    const colour = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(colour(a)).not.toBe(colour(b));
  });
});

describe("picture sizes for srcset", () => {
  it("lists every stored width of a family, and nothing for other addresses", () => {
    expect(srcsetOf("/uploads/demo/categories/toys-130x95.webp", "category")).toBe(
      "/uploads/demo/categories/toys-130x95.webp 130w, /uploads/demo/categories/toys-260x190.webp 260w",
    );
    expect(srcsetOf("/uploads/demo/sliders/slide-1-768x420.webp", "sliderMobile")).toContain("slide-1-480x262.webp 480w");
    expect(srcsetOf("/uploads/placeholder-130x95.svg", "category")).toBeUndefined();
    expect(srcsetOf("https://cdn.example.com/a-130x95.webp", "category")).toBeUndefined();
    expect(srcsetOf("/uploads/x-999x999.webp", "category")).toBeUndefined();
    expect(srcsetOf(null, "brand")).toBeUndefined();
    expect(productImage("/u", "k").srcset.split(", ")).toHaveLength(PRODUCT_SIZES.length);
  });

  it("every family keeps one aspect, so a smaller file is the same picture", () => {
    for (const [name, sizes] of Object.entries(PICTURE_FAMILIES)) {
      const [w0, h0] = sizes[0];
      for (const [w, h] of sizes) expect(Math.abs(w / h - w0 / h0), name).toBeLessThan(0.01);
    }
  });
});
