import { ValidationError } from "../../kernel/errors";
import { filterListPage } from "../catalog/filter-lists";
import type { Ctx, Viewer } from "../context";

/** What `type` asks for, and the answer's key. */
const LISTS = { brand: "brands", shop: "shops" } as const;

/**
 * `GET home/campaign-brands?slug=&type=brand|shop&page=`: the brands (`{brands}`) or the shops
 * (`{shops}`) whose products the campaign lists, ten a page, most products first: the
 * campaign listing's own filter lists (`filterListPage`), so they agree with its sidebar.
 * Another `type` or no slug is 422; an unknown or switched-off campaign is 404.
 */
export async function campaignBrands(
  ctx: Ctx,
  viewer: Viewer,
  raw: { slug: unknown; type: unknown; page: unknown },
  opts: { pageUrl?: (p: number) => string } = {},
) {
  const type = typeof raw.type === "string" && Object.hasOwn(LISTS, raw.type) ? (raw.type as keyof typeof LISTS) : null;
  if (!type) throw new ValidationError({ type: ["v_filter_invalid"] });
  const list = LISTS[type];
  const page = await filterListPage(ctx, viewer, list, { type: "campaign", slug: raw.slug ?? "", page: raw.page }, opts);
  return type === "brand" ? { brands: page } : { shops: page };
}
