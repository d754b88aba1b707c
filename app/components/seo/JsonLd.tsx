import { useNonce } from "../../lib/nonce";

/**
 * Structured data for search engines. `<` is written as \u003c so that text from the shop's
 * data can never close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; JSON.stringify with < escaped cannot end the element
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** schema.org BreadcrumbList from (name, absolute URL) pairs. */
export function breadcrumbLd(items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}
