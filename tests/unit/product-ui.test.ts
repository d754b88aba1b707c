import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { partsUntil } from "../../app/components/product/Countdown";
import { type LightboxItem, pdfFrameUrl, sourcesFromSrcset, toSlides } from "../../app/components/product/lightbox-slides";
import { Reviews } from "../../app/components/product/Reviews";
import { optionState, toggleOption } from "../../app/components/product/variant-choice";
import { createI18n, I18nProvider } from "../../app/i18n/i18n";
import { imageItem, videoItem } from "../../domain/catalog/product-media";
import type { ProductReviews } from "../../domain/catalog/product-reviews";
import { LANGUAGE_FILES, langKeywords } from "../../kernel/i18n/keywords";
import { present } from "../setup/present";

const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

function reviewsAnswer(): ProductReviews {
  const review = {
    id: 1,
    rating: 4,
    title: `Title ${HOSTILE}`,
    comment: `Comment ${HOSTILE}`,
    images: [],
    likes_count: 3,
    user_liked: false,
    is_mine: false,
    created_at: "2026-01-02T10:00:00.000Z",
    reviewer: { name: "Sara A.", avatar: null },
    replies: [
      {
        id: 9,
        comment: `Reply ${HOSTILE}`,
        created_at: "2026-01-03T10:00:00.000Z",
        reviewer: { name: "Shop O.", avatar: null },
        is_seller: true,
      },
    ],
  };
  return {
    reviews: {
      data: [review],
      total: 1,
      count: 1,
      per_page: 10,
      current_page: 1,
      last_page: 1,
      total_pages: 1,
      has_more_data: false,
      next_page_url: null,
      prev_page_url: null,
    },
    percentages: { 5: 0, 4: 100, 3: 0, 2: 0, 1: 0 },
    counts: { 5: 0, 4: 1, 3: 0, 2: 0, 1: 0 },
    average: "4.00",
    can_review: false,
    has_reviewed: false,
  };
}

/** The reviews section on the server, in a data router (the sign-in prompt is a link; the review form reloads the page's data). */
function renderReviews(props: { initial?: ProductReviews; signedIn?: boolean; locale?: string } = {}) {
  const locale = props.locale ?? "en";
  const i18n = createI18n(locale, langKeywords(locale));
  const reviews = createElement(Reviews, {
    productId: 1,
    initial: props.initial ?? reviewsAnswer(),
    signedIn: props.signedIn ?? false,
    back: "/product/red-mug?lang=en",
  });
  // biome-ignore lint/correctness/noChildrenProp: createElement in a .ts file; the provider types children as a required prop
  const Page = createRoutesStub([{ path: "/product/red-mug", Component: () => createElement(I18nProvider, { i18n, children: reviews }) }]);
  return renderToString(createElement(Page, { initialEntries: ["/product/red-mug"] }));
}

describe("reviews render customers' text escaped", () => {
  it("title, comment and reply with <script> and an onerror image come out as text", () => {
    const html = renderReviews();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Comment &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Title &lt;script&gt;");
    expect(html).toContain("Reply &lt;script&gt;");
    expect(html).toContain("3 people found this helpful");
    expect(html).toContain("100%");
  });
});

describe("writing a review: who sees what", () => {
  it("a guest is asked to sign in and comes back to the product", () => {
    const html = renderReviews();
    expect(html).toContain('data-testid="review-sign-in"');
    expect(html).toContain(`href="/login?redirect=${encodeURIComponent("/product/red-mug?lang=en").replace(/&/g, "&amp;")}"`);
    expect(html).not.toContain('data-testid="review-form"');
    expect(html).not.toContain('data-testid="review-reply-open"');
  });
  it("a signed-in buyer who has not reviewed gets the form with a star picker of five radio buttons", () => {
    const html = renderReviews({ signedIn: true, initial: { ...reviewsAnswer(), can_review: true } });
    expect(html).toContain('data-testid="review-form"');
    expect(html.match(/type="radio" [^>]*name="rating"/g)).toHaveLength(5);
    expect(html).toContain('data-testid="review-reply-open"');
    expect(html).not.toContain('data-testid="review-sign-in"');
  });
  it("a signed-in customer who did not buy it reads that only buyers review; one who reviewed it is thanked", () => {
    expect(renderReviews({ signedIn: true })).toContain('data-testid="review-buyers-only"');
    const done = renderReviews({ signedIn: true, initial: { ...reviewsAnswer(), has_reviewed: true } });
    expect(done).toContain('data-testid="review-done"');
    expect(done).not.toContain('data-testid="review-form"');
  });
  it("the form's words are translated in Persian and Arabic", () => {
    for (const locale of ["fa", "ar"]) {
      for (const key of ["rv_write", "rv_sign_in", "rv_buyers_note", "rv_submit", "rv_helpful", "rv_buyers_only", "rv_already_reviewed"]) {
        expect(LANGUAGE_FILES[locale][key], `${locale} ${key}`).toBeTruthy();
        expect(LANGUAGE_FILES[locale][key]).not.toBe(LANGUAGE_FILES.en[key]);
      }
    }
    expect(renderReviews({ signedIn: true, locale: "fa", initial: { ...reviewsAnswer(), can_review: true } })).toContain(
      LANGUAGE_FILES.fa.rv_write,
    );
  });
});

describe("lightbox slides", () => {
  const image = imageItem("/uploads", "demo/products/p01");
  const video = (raw: string) => present(videoItem(raw), `the video item of ${raw}`);
  const youtube = video("https://youtu.be/aqz-KE-bpKQ");
  const mp4 = video("/uploads/v/clip.mp4");
  const avi = video("/uploads/v/clip.avi");
  const items: LightboxItem[] = [
    image,
    youtube,
    mp4,
    avi,
    { mediaType: "pdf", src: "/uploads/s.pdf", ext: "pdf", alt: "Sheet", title: "Sheet", description: "" },
  ];
  const canPlay = (mime: string) => mime === "video/mp4" || mime === "video/webm";

  it("pictures keep every size for the srcset; videos from the sites are frames; files the browser can play are videos; PDFs are frames", () => {
    const slides = toSlides(items, { alt: "Jacket", canPlay, videoTitle: "Video" });
    expect(slides[0]).toMatchObject({
      type: "image",
      src: "/uploads/demo/products/p01-1000x1000.webp",
      alt: "Jacket",
      thumbnail: "/uploads/demo/products/p01-320x320.webp",
      width: 1000,
      height: 1000,
    });
    // every product picture size (kernel/media.ts), from the 96 px thumbnail to the 1000 px original
    expect(slides[0].type === "image" && slides[0].srcSet?.map((s) => s.width)).toEqual([96, 320, 480, 640, 800, 1000]);
    expect(slides[1]).toEqual({
      type: "embed",
      provider: "youtube",
      // a product's video plays when its slide is shown (the gallery item's `autoplay`)
      src: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&modestbranding=1&autoplay=1",
      title: "Video",
    });
    expect(slides[2]).toMatchObject({ type: "video", autoPlay: true, sources: [{ src: "/uploads/v/clip.mp4", type: "video/mp4" }] });
    expect(slides[3]).toEqual({ type: "unsupported-video", src: "/uploads/v/clip.avi" });
    expect(slides[4]).toEqual({ type: "pdf", src: "/uploads/s.pdf", frame: "/uploads/s.pdf#toolbar=0&navpanes=0", title: "Sheet" });
  });

  it("a PDF's frame hides the browser viewer's toolbar and side panels; the file's own link stays plain", () => {
    expect(pdfFrameUrl("/uploads/s.pdf")).toBe("/uploads/s.pdf#toolbar=0&navpanes=0");
    // a page the link already points at is kept, a toolbar setting of its own replaced
    expect(pdfFrameUrl("/uploads/s.pdf#page=2&toolbar=1")).toBe("/uploads/s.pdf#page=2&toolbar=0&navpanes=0");
  });

  it("a file that failed to play becomes the unsupported slide; a .mov is offered as MP4 too", () => {
    expect(toSlides([mp4], { alt: "", canPlay, failed: new Set(["/uploads/v/clip.mp4"]), videoTitle: "" })[0].type).toBe(
      "unsupported-video",
    );
    expect(toSlides([video("/v/a.mov")], { alt: "", canPlay, videoTitle: "" })[0].type).toBe("video");
    expect(toSlides([video("/v/a.mov")], { alt: "", canPlay: () => false, videoTitle: "" })[0].type).toBe("unsupported-video");
  });

  it("review pictures: sizes come from their srcset", () => {
    expect(sourcesFromSrcset("/a-96x96.webp 96w, /a-320x320.webp 320w")).toEqual([
      { src: "/a-96x96.webp", width: 96, height: 96 },
      { src: "/a-320x320.webp", width: 320, height: 320 },
    ]);
  });

  it("the unsupported-video message is the spec's, in every language", () => {
    expect(LANGUAGE_FILES.en.pd_video_unsupported).toBe("Sorry, your browser doesn't support embedded videos");
    expect(LANGUAGE_FILES.fa.pd_video_unsupported).not.toBe(LANGUAGE_FILES.en.pd_video_unsupported);
    expect(LANGUAGE_FILES.ar.pd_video_unsupported).not.toBe(LANGUAGE_FILES.en.pd_video_unsupported);
  });
});

describe("variant choices and countdown", () => {
  const product = {
    has_variant: true,
    colors: [{ id: 1, name: "Red", hex: "#f00" }],
    variants: [
      { color_id: 1, attribute_value_ids: [10, 20], current_stock: 0 },
      { color_id: 1, attribute_value_ids: [11, 20], current_stock: 4 },
    ],
  } as never;
  const attributes = [{ id: 100 }, { id: 200 }];

  it("with two attributes, a value is judged against the other choices", () => {
    const chosen = { colorId: 1, values: { 200: 20 } };
    expect(optionState(product, attributes, chosen, { attributeId: 100, valueId: 10 })).toBe("out_of_stock");
    expect(optionState(product, attributes, chosen, { attributeId: 100, valueId: 11 })).toBe("available");
    expect(optionState(product, attributes, chosen, { attributeId: 100, valueId: 12 })).toBe("unavailable");
  });

  it("clicking a chosen option again drops it", () => {
    const once = toggleOption({ colorId: null, values: {} }, { attributeId: 100, valueId: 11 });
    expect(once.values).toEqual({ 100: 11 });
    expect(toggleOption(once, { attributeId: 100, valueId: 11 }).values).toEqual({});
    expect(toggleOption(toggleOption(once, { colorId: 1 }), { colorId: 1 }).colorId).toBeNull();
  });

  it("the countdown splits the time left into days, hours, minutes and seconds, never below zero", () => {
    expect(partsUntil(Date.UTC(2026, 0, 3, 4, 5, 6), Date.UTC(2026, 0, 1))).toEqual({ days: 2, hours: 4, mins: 5, secs: 6 });
    expect(partsUntil(0, 1000)).toEqual({ days: 0, hours: 0, mins: 0, secs: 0 });
  });
});
