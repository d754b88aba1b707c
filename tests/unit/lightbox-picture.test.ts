import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderCustomSlide } from "../../app/components/product/lightbox-render";
import { type LightboxItem, toSlides } from "../../app/components/product/lightbox-slides";
import { productGallery } from "../../domain/catalog/product-gallery";
import { imageItem, LIGHTBOX_LAYOUTS, videoItem } from "../../domain/catalog/product-media";
import { productPictureSources } from "../../kernel/media";
import { present } from "../setup/present";

const canPlay = (mime: string) => mime === "video/mp4";
const t = (key: string) => key;

/** Issue 36 A: gallery items carry sizes, a caption and `<picture>` sources; the lightbox shows them (spec §3). */
describe("lightbox pictures, captions and autoplay", () => {
  const picture = imageItem("/uploads", "demo/products/p01", { alt: "Jacket", title: "Jacket", description: "کاپشن قرمز" });

  it("a product picture's slide keeps its <picture> sources (type, srcset, media, sizes), its alt and its caption", () => {
    const [slide] = toSlides([picture], { alt: "fallback", canPlay, videoTitle: "Video" });
    expect(slide).toMatchObject({
      type: "image",
      alt: "Jacket",
      description: "کاپشن قرمز",
      src: "/uploads/demo/products/p01-1000x1000.webp",
    });
    const sources = slide.type === "image" ? present(slide.picture, "the picture's sources") : [];
    expect(sources).toEqual(
      LIGHTBOX_LAYOUTS.map((layout) => ({
        type: "image/webp",
        srcset: [96, 320, 480, 640, 800, 1000].map((w) => `/uploads/demo/products/p01-${w}x${w}.webp ${w}w`).join(", "),
        sizes: layout.sizes,
        ...(layout.media ? { media: layout.media } : {}),
      })),
    );
    expect(sources[0].media).toBe("(max-width: 767px)");
  });

  it("renders <picture> with a <source> per format and layout before the <img>; zoomed in, the sizes are the zoomed width", () => {
    const [slide] = toSlides([picture], { alt: "", canPlay, videoTitle: "" });
    const html = renderToStaticMarkup(createElement(() => renderCustomSlide(slide, 0, { width: 800, height: 600 }, 1, t) ?? null));
    expect(html).toMatch(
      /^<picture[^>]*><source type="image\/webp" srcSet="[^"]+-1000x1000\.webp 1000w" sizes="min\(calc\(100vw - 32px\), calc\(100vh - 131px\)\)" media="\(max-width: 767px\)"\/><source type="image\/webp"/,
    );
    expect(html).toContain('<img src="/uploads/demo/products/p01-1000x1000.webp" alt="Jacket"');
    const zoomed = renderToStaticMarkup(createElement(() => renderCustomSlide(slide, 0, { width: 800, height: 600 }, 2, t) ?? null));
    // a square picture in 800×600 shows 600 px wide; at ×2, 1200 px
    expect(zoomed.match(/sizes="1200px"/g)).toHaveLength(2);
    // a review's picture has no sources: the library's own <img> (nothing rendered here)
    const [review] = toSlides(
      [{ mediaType: "image", src: "/r-320x320.webp", srcset: "/r-96x96.webp 96w, /r-320x320.webp 320w", thumb: "/r-96x96.webp" }],
      {
        alt: "",
        canPlay,
        videoTitle: "",
      },
    );
    expect(review.type === "image" && review.picture).toBeUndefined();
    expect(renderCustomSlide(review, 0, { width: 800, height: 600 }, 1, t)).toBeUndefined();
  });

  it("a picture from outside the shop has no sources of ours", () => {
    expect(productPictureSources("/uploads", "https://cdn.example/a.jpg", LIGHTBOX_LAYOUTS)).toEqual([]);
    expect(productPictureSources("/uploads", null, LIGHTBOX_LAYOUTS)).toEqual([]);
    expect(imageItem("/uploads", "https://cdn.example/a.jpg").picture.sources).toEqual([]);
  });

  it("a product's video autoplays: the file's player plays when shown, the embed's address asks for it", () => {
    const items: LightboxItem[] = [present(videoItem("https://vimeo.com/76979871"), "vimeo"), present(videoItem("/v/clip.mp4"), "mp4")];
    expect(items.every((i) => i.mediaType === "video" && i.autoplay)).toBe(true);
    const [embed, file] = toSlides(items, { alt: "", canPlay, videoTitle: "Video" });
    expect(embed).toMatchObject({ type: "embed", src: "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1" });
    expect(file).toMatchObject({ type: "video", autoPlay: true });
  });

  it("the gallery's captions: the colour its variants share, else the variant's labels, else the short description; PDFs and videos none", () => {
    const { gallery, imageKeys } = productGallery({
      mediaBase: "/uploads",
      name: "کاپشن",
      shortDescription: "گرم و سبک",
      images: ["p00"],
      variants: [
        { image: "p01", colorId: 1, labels: ["قرمز", "کوچک"] },
        { image: "p01", colorId: 1, labels: ["قرمز", "متوسط"] },
        { image: "p02", colorId: 2, labels: ["آبی", "کوچک"] },
      ],
      videoUrl: "https://youtu.be/aqz-KE-bpKQ",
      sheets: [{ label: "برگه", href: "/s.pdf" }],
    });
    expect(imageKeys).toEqual(["p00", "p01", "p02"]);
    expect(gallery.map((g) => [g.mediaType, g.description])).toEqual([
      ["image", "گرم و سبک"],
      ["image", "قرمز"],
      ["image", "آبی · کوچک"],
      ["video", ""],
      ["pdf", ""],
    ]);
    expect(gallery.every((g) => g.alt && g.title)).toBe(true);
    expect(gallery[0].mediaType === "image" && gallery[0].sizes).toContain("470px");
  });
});
