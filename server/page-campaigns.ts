import { campaignList } from "../domain/campaigns/campaign-list";
import { campaignProducts } from "../domain/campaigns/campaign-page";
import { flashSalePage } from "../domain/campaigns/flash-sale";
import { filterData } from "../domain/catalog/filter-data";
import type { ListProductsInput } from "../domain/catalog/list-products";
import type { Ctx, Viewer } from "../domain/context";

/** The campaign pages' part of a page loader's context: /campaigns, /campaign/{slug} and /flash-sale (their first page). */
export function pageCampaigns(ctx: Ctx, viewer: Viewer) {
  return {
    list: (page: number) => campaignList(ctx, { page: String(page), locale: viewer.locale }),
    /** the campaign (404 when unknown or switched off) and a page of its products with the shopper's filters */
    campaign: (slug: string, input: Omit<ListProductsInput, "type" | "slug">) => campaignProducts(ctx, viewer, { slug, ...input }),
    /** the campaign listing's filters (brands, shops, price range …) */
    filters: (slug: string, narrowing: { filters?: unknown } = {}) => filterData(ctx, viewer, { type: "campaign", slug, ...narrowing }),
    flashSale: (page: number) => flashSalePage(ctx, viewer, { page: String(page) }),
  };
}
