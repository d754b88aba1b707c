import type { Hono } from "hono";
import { campaignBrands } from "../../domain/campaigns/campaign-brands";
import { campaignList } from "../../domain/campaigns/campaign-list";
import { campaignProducts } from "../../domain/campaigns/campaign-page";
import { flashSalePage } from "../../domain/campaigns/flash-sale";
import { filtersFromQuery } from "../../domain/catalog/listing-filters";
import { wishedMarker } from "../../domain/lists/wished-cards";
import { resolveViewer } from "../http/viewer";
import type { AppServices } from "../services";
import { contract, pageLink as pageUrl } from "./route";

/** Campaigns (contract notes: campaign-lists, campaign-products) and the flash sale. */
export function campaignRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  // `?page=n` → {campaigns: CampaignPaginate}: the running campaigns, 12 a page
  contract(app, "get", "/home/campaign-lists", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({
      campaigns: await campaignList(ctx, { page: c.req.query("page"), locale: v.viewer.locale }, { pageUrl: pageUrl(c) }),
    });
  });

  // `?slug=&page=` (+ the listing's brand[]/shop[]/price/sort) → {products, campaign}; unknown slug → 404 {error}
  contract(app, "get", "/home/campaign-products", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const q = c.req.query();
    const { campaign, products } = await campaignProducts(
      ctx,
      v.viewer,
      {
        slug: q.slug ?? "",
        page: q.page as never,
        per_page: (q.paginate ?? q.per_page) as never,
        sort: q.sort as never,
        filters: filtersFromQuery((name) => c.req.queries(name) ?? []) as never,
      },
      { pageUrl: pageUrl(c) },
    );
    const mark = await wishedMarker(ctx.db, v.viewer.userId);
    return c.json({ campaign, products: { ...products, data: mark(products.data) } });
  });

  // `?slug=&type=brand|shop&page=` → {brands} or {shops}: who sells in the campaign, 10 a page
  contract(app, "get", "/home/campaign-brands", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const q = c.req.query();
    return c.json(await campaignBrands(ctx, v.viewer, { slug: q.slug, type: q.type, page: q.page }, { pageUrl: pageUrl(c) }));
  });

  // `?page=n` → {products, ends_at}: the running flash sales' products with what has sold
  // (`home/flash-sale-products` is the reference client's name for it)
  for (const path of ["/home/flash-sale", "/home/flash-sale-products"])
    contract(app, "get", path, { changesState: false }, async (c) => {
      const v = await resolveViewer(c, services);
      const { products, ends_at } = await flashSalePage(ctx, v.viewer, { page: c.req.query("page") }, { pageUrl: pageUrl(c) });
      const mark = await wishedMarker(ctx.db, v.viewer.userId);
      return c.json({ products: { ...products, data: mark(products.data) }, ends_at });
    });
}
