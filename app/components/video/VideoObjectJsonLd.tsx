import type { VideoDetails } from "../../../domain/videos/video-shops";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { JsonLd } from "../seo/JsonLd";

/** schema.org VideoObject of a shopping video (a live one is also a BroadcastEvent's video), with the products shown in it. */
export function VideoObjectJsonLd({ video }: { video: VideoDetails }) {
  const base = useBaseUrl();
  const origin = base.replace(/^(https?:\/\/[^/]+).*$/, "$1");
  const abs = (src: string) => (/^https?:/.test(src) ? src : `${origin}${src}`);
  const url = `${base}/video-shopping/${video.slug}`;
  const file = video.source?.provider === "html5";
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "VideoObject",
        name: video.title,
        description: video.meta_description || video.title,
        thumbnailUrl: [abs(video.poster), abs(video.thumbnail)],
        uploadDate: video.published_at,
        url,
        ...(file ? { contentUrl: abs(video.video_url) } : { embedUrl: video.video_url }),
        ...(video.is_live ? { publication: { "@type": "BroadcastEvent", isLiveBroadcast: true } } : {}),
        interactionStatistic: {
          "@type": "InteractionCounter",
          interactionType: "https://schema.org/WatchAction",
          userInteractionCount: video.views,
        },
        mentions: video.products.map((p) => ({ "@type": "Product", name: p.product_name, url: `${base}/product/${p.slug}` })),
      }}
    />
  );
}
