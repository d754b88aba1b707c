import { z } from "zod";
import { ValidationError } from "../../kernel/errors";
import { type Paginated, paginate } from "../../kernel/paginated";
import type { Ctx, Viewer } from "../context";
import { type FilterData, filterData } from "./filter-data";
import { LISTING_TYPES } from "./list-products";

/** The filter lists a sidebar pages through ("load more"), with the reference's page sizes. */
export const FILTER_LISTS = { categories: 12, brands: 10, colors: 8 } as const;
export type FilterList = keyof typeof FILTER_LISTS;
/** Besides those, a campaign's shops (`home/campaign-brands?type=shop`). */
const PAGE_SIZES = { ...FILTER_LISTS, shops: 10 } as const;
type PagedList = keyof typeof PAGE_SIZES;

/** Listings that are one thing's own (a category, a brand, a shop, a campaign) and need its slug. */
const NEEDS_SLUG = new Set<string>(["category", "brand", "shop", "campaign"]);

const Input = z.object({
  type: z.enum(LISTING_TYPES, { error: "v_filter_invalid" }),
  slug: z.string({ error: "v_listing_slug" }).trim().max(200, "v_listing_slug"),
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: "pd_invalid_page" }).int("pd_invalid_page").min(1, "pd_invalid_page").max(100_000, "pd_invalid_page"),
  ),
});

/**
 * `GET home/load-categories|load-brands|load-colors?page=&type=&slug=`: one page of a filter
 * list of a listing, cut from the listing's own filter facts (`filterData`, the one place
 * that counts them, cached a minute), so the pages agree with `home/filter_data` and with
 * each other (with `key` and filters, the facets of what they match). A page past the end is empty. A listing of one category, brand or shop needs its
 * slug (422 without it, 404 for one that does not exist).
 */
export async function filterListPage<L extends PagedList>(
  ctx: Ctx,
  viewer: Viewer,
  list: L,
  raw: { type: unknown; slug: unknown; page: unknown; key?: string; filters?: unknown },
  opts: { pageUrl?: (page: number) => string } = {},
): Promise<Paginated<FilterData[L][number]>> {
  const parsed = Input.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] = [issue.message];
    throw new ValidationError(errors);
  }
  const { type, slug, page } = parsed.data;
  if (NEEDS_SLUG.has(type) && !slug) throw new ValidationError({ slug: ["v_listing_slug"] });
  const facts = await filterData(ctx, viewer, { type, slug: NEEDS_SLUG.has(type) ? slug : "", key: raw.key, filters: raw.filters });
  const all = facts[list] as FilterData[L];
  const perPage = PAGE_SIZES[list];
  return paginate(all.slice((page - 1) * perPage, page * perPage) as FilterData[L][number][], all.length, page, perPage, opts.pageUrl);
}
