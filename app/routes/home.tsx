import { HeroSlider } from "../components/home/HeroSlider";
import { HomeSectionView, LazyHomeSection, useFeedPages } from "../components/home/HomeSection";
import { Banners, Services } from "../components/home/Sections";
import { JsonLd } from "../components/seo/JsonLd";
import { pageHead } from "../lib/seo";
import { useBaseUrl } from "../lib/useBaseUrl";
import { useStore } from "../store/store";
import type { Route } from "./+types/home";

/**
 * The first feed page (sections 0–3) is rendered on the server; the later sections come from
 * `GET home/page` as the shopper scrolls (their headings and "view all" links are in the page).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.content.home();
}

// the shop's name alone, and its "about" text as the description
export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { state } = useStore();
  const base = useBaseUrl();
  const loadPage = useFeedPages();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6">
      <h1 className="sr-only">{String(state.settings_data.site_name)}</h1>
      <JsonLd
        data={[
          {
            "@context": "https://schema.org",
            "@type": "Organization",
            name: String(state.settings_data.site_name),
            url: `${base}/`,
            logo: `${base}/favicon.svg`,
            sameAs: ["facebook_link", "twitter_link", "instagram_link", "youtube_link", "linkedin_link"]
              .map((k) => String(state.settings_data[k] ?? ""))
              .filter(Boolean),
          },
          {
            "@context": "https://schema.org",
            "@type": "WebSite",
            name: String(state.settings_data.site_name),
            url: `${base}/`,
            potentialAction: {
              "@type": "SearchAction",
              target: `${base}/products?q={search_term_string}`,
              "query-input": "required name=search_term_string",
            },
          },
        ]}
      />
      <HeroSlider slides={state.sliders} direction={state.active_language.text_direction} />
      {Number(state.settings_data.show_service_info_section) === 1 && <Services services={state.services} />}
      <Banners banners={state.banners} />
      {loaderData.outline.map((entry) => {
        const first = loaderData.first.find((c) => c.key === entry.key);
        return first ? (
          <HomeSectionView key={entry.key} entry={entry} data={first.data} />
        ) : (
          <LazyHomeSection key={entry.key} entry={entry} loadPage={loadPage} />
        );
      })}
    </div>
  );
}
