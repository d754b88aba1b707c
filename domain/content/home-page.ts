import { z } from "zod";
import { parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { type HomeComponentType, homeComponents } from "./home-components";

/** The reference's result key of each component type (`<key>-<index>` in `components`). */
export const HOME_RESULT_KEYS: Record<HomeComponentType, string> = {
  latest_product: "latest_products",
  best_selling_products: "best_selling_product",
  todays_deal: "today_deals",
  popular_category: "popular_categories",
  popular_brands: "brands",
  top_sellers: "sellers",
  best_sellers: "best_sellers",
  featured_sellers: "featured_sellers",
  express_sellers: "express_sellers",
  campaign: "campaigns",
  flash_deal: "flash_products",
};

const Input = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: "pd_invalid_page" }).int("pd_invalid_page").min(1, "pd_invalid_page").max(100_000, "pd_invalid_page"),
  ),
});

/** The component indexes a page holds, as the reference pages them: 0–3, then three a page (4–6, 7–9 …). */
export function homePageRange(page: number): { from: number; to: number } {
  return page === 1 ? { from: 0, to: 3 } : { from: (page - 1) * 3 + 1, to: page * 3 };
}

/**
 * `GET home/page?page=n`: the home component feed, a few components a page, from the same
 * configured components (and the same brief cache) as the server-rendered home page.
 * `components` is keyed `<result key>-<index>` (the index in the configured list),
 * `component_names` are the page's component types in order, `titles` their headings under
 * the same keys; `has_more_data` says whether a later page holds any.
 */
export async function homePage(ctx: Ctx, viewer: Viewer, raw: { page: unknown }, opts: { mediaBase: string }) {
  const { page } = parseInput(Input, raw);
  const all = await homeComponents(ctx, viewer, opts);
  const { from, to } = homePageRange(page);
  const components: Record<string, unknown> = {};
  const titles: Record<string, string> = {};
  const names: string[] = [];
  all.forEach((component, index) => {
    if (index < from || index > to) return;
    const key = `${HOME_RESULT_KEYS[component.type]}-${index}`;
    components[key] = component.data;
    titles[key] = component.title;
    names.push(component.type);
  });
  return { components, component_names: names, titles, has_more_data: all.length > to + 1 };
}
