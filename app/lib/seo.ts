import type { PageData } from "../../server/page-data";
import { uiStrings } from "../i18n/ui-strings";

type Match = { id: string; data: unknown } | undefined;
type Root = { pageData: PageData; hidden: { base_url: string } };
type MetaDescriptor = Record<string, string>;

export interface HeadInput {
  /** a UI-string key or, through the function, any text; "" for the shop's own name alone (home) */
  title: string | ((t: (k: string) => string) => string);
  /** plain text or HTML (tags are dropped); the shop's "about" text when empty */
  description?: string;
  /** the page's picture (absolute, or a path on this shop) */
  image?: string;
  imageAlt?: string;
  type?: "website" | "product" | "article";
  /** page number of a listing: page 1 has no `page` in its canonical URL */
  page?: number;
  /** pages that must stay out of search engines (accounts, carts, checkout, search results, errors) */
  noindex?: boolean;
}

/** Open Graph wants language_TERRITORY; the shop's languages are bare codes. */
const OG_LOCALES: Record<string, string> = { en: "en_US", fa: "fa_IR", ar: "ar_AR" };
const ogLocale = (code: string) => OG_LOCALES[code] ?? code.replace("-", "_");

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The one head of every page: title, description, robots, canonical URL, hreflang alternates,
 * Open Graph and Twitter card tags, for a route's `meta` export:
 *
 *     export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "cart", noindex: true });
 *
 * Languages travel in the `lang` query parameter (server/http/viewer.ts reads it on any GET
 * before the session's choice), so every language has its own URL that really switches:
 * `?lang=en`, `?lang=fa`, `?lang=ar`. The bare URL answers in the visitor's language (the
 * session's choice, else the shop's default): that is `x-default`. Each URL is its own
 * canonical (a `?lang=` page points at its `?lang=` URL, the bare one at the bare one), so
 * every version finds itself among the alternates. Listings keep `page` in the canonical URL
 * and drop filters and sorting, so every filtered view points at its listing.
 */
export function pageHead(
  { matches, location }: { matches: Match[]; location: { pathname: string; search?: string } },
  input: HeadInput,
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as Root | undefined;
  const data = root?.pageData;
  const locale = data?.active_language.locale ?? "en";
  const words = data ? uiStrings(locale, data.lang_keywords) : {};
  const t = (k: string) => words[k] ?? k;
  const text = typeof input.title === "function" ? input.title(t) : input.title ? t(input.title) : "";
  const site = String(data?.settings_data.site_name ?? "Bazaar");
  const title = text ? `${text} | ${site}` : site;

  const base = (root?.hidden.base_url ?? "").replace(/\/+$/, "");
  const appPath = data?.default_assets.static_asset.replace(/\/+$/, "") ?? "";
  const path = location.pathname.startsWith(appPath) ? location.pathname : `${appPath}${location.pathname}`;
  const origin = base.slice(0, base.length - appPath.length) || base;
  const query = input.page && input.page > 1 ? [`page=${input.page}`] : [];
  const urlIn = (code: string | null) => {
    const q = code ? [...query, `lang=${encodeURIComponent(code)}`] : query;
    return `${origin}${path}${q.length ? `?${q.join("&")}` : ""}`;
  };
  const asked = new URLSearchParams(location.search ?? "").has("lang");
  const canonical = urlIn(asked ? locale : null);
  const languages = (data?.languages ?? []).map((l) => l.locale);

  const about = typeof data?.settings_data.footer_about === "string" ? data.settings_data.footer_about : "";
  const description = clip(plain(input.description || about || site), 160);
  const image = input.image ? (/^https?:\/\//.test(input.image) ? input.image : `${origin}${input.image}`) : undefined;
  const imageAlt = input.imageAlt ?? (image ? text || site : undefined);

  return [
    { title },
    { name: "description", content: description },
    ...(input.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...(languages.length > 1
      ? [
          ...languages.map((code) => ({ tagName: "link", rel: "alternate", hrefLang: code, href: urlIn(code) })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn(null) },
        ]
      : []),
    { property: "og:site_name", content: site },
    { property: "og:title", content: text || site },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale(locale) },
    ...languages.filter((code) => code !== locale).map((code) => ({ property: "og:locale:alternate", content: ogLocale(code) })),
    ...(image ? [{ property: "og:image", content: image }] : []),
    ...(image && imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: text || site },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    ...(image && imageAlt ? [{ name: "twitter:image:alt", content: imageAlt }] : []),
  ];
}
