import type { PageData } from "../../server/page-data";
import { uiStrings } from "../i18n/ui-strings";

type Match = { id: string; data: unknown } | undefined;
type Root = { pageData: PageData; hidden: { base_url: string } };

export interface SeoInput {
  /** a UI-string key or, through the function, any text */
  title: string | ((t: (k: string) => string) => string);
  description?: string;
  image?: string;
  type?: "website" | "product" | "article";
  /** page number of a listing: page 1 has no `page` in its canonical URL */
  page?: number;
  /** pages that must stay out of search engines (accounts, carts, filtered views) */
  noindex?: boolean;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/**
 * Title, description, canonical URL, Open Graph and Twitter tags, and hreflang alternates
 * (one per language, `?lang=`) for a page. Listings keep `page` in the canonical URL and drop
 * filters and sorting, so that every filtered view points at its listing.
 */
export function seoMeta(matches: Match[], location: { pathname: string }, input: SeoInput) {
  const root = matches.find((m) => m?.id === "root")?.data as Root | undefined;
  const words = root ? uiStrings(root.pageData.active_language.locale, root.pageData.lang_keywords) : {};
  const t = (k: string) => words[k] ?? k;
  const text = typeof input.title === "function" ? input.title(t) : t(input.title);
  const site = String(root?.pageData.settings_data.site_name ?? "Bazaar");
  const title = text ? `${text} | ${site}` : site;
  const base = (root?.hidden.base_url ?? "").replace(/\/+$/, "");
  const appPath = root?.pageData.default_assets.static_asset.replace(/\/+$/, "") ?? "";
  const path = location.pathname.startsWith(appPath) ? location.pathname : `${appPath}${location.pathname}`;
  const origin = base.slice(0, base.length - appPath.length) || base;
  const canonical = `${origin}${path}${input.page && input.page > 1 ? `?page=${input.page}` : ""}`;
  const description = clip((input.description ?? "").replace(/\s+/g, " ").trim(), 160);
  const image = input.image ? (input.image.startsWith("http") ? input.image : `${origin}${input.image}`) : undefined;
  const locale = root?.pageData.active_language.locale ?? "en";
  const languages = root?.pageData.languages ?? [];
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(input.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...languages.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l.locale,
      href: `${canonical}${canonical.includes("?") ? "&" : "?"}lang=${l.locale}`,
    })),
    ...(languages.length ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonical }] : []),
    { property: "og:site_name", content: site },
    { property: "og:title", content: text || site },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: locale },
    ...(description ? [{ property: "og:description", content: description }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}
