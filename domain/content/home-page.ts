import { z } from "zod";
import { parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { homeComponents, homeOutline } from "./home-components";
import { feedEntries } from "./home-keys";

export { HOME_RESULT_KEYS } from "./home-keys";

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
 * `components` is keyed `<result key>-<index>` (the index among the sections shown),
 * `component_names` are the page's component types in order, `titles` their headings under
 * the main key; `has_more_data` says whether a later page holds any. A section with nothing to
 * show (its category gone, a banner without pictures) is left out.
 */
export async function homePage(ctx: Ctx, viewer: Viewer, raw: { page: unknown }) {
  const { page } = parseInput(Input, raw);
  const { from, to } = homePageRange(page);
  const [outline, shown] = await Promise.all([homeOutline(ctx, viewer), homeComponents(ctx, viewer, { from, to })]);
  const components: Record<string, unknown> = {};
  const titles: Record<string, string> = {};
  const names: string[] = [];
  for (const component of shown) {
    if (component.data === null) continue;
    const entries = feedEntries(component);
    for (const [key, value] of entries) components[key] = value;
    titles[entries[0][0]] = component.title;
    names.push(component.type);
  }
  return { components, component_names: names, titles, has_more_data: outline.some((c) => c.index > to) };
}
