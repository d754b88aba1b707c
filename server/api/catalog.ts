import type { Context, Hono } from "hono";
import { listBrands } from "../../domain/catalog/brands-and-shops";
import { categoryPage, categoryTree } from "../../domain/catalog/categories";
import { filterData } from "../../domain/catalog/filter-data";
import { FILTER_LISTS, type FilterList, filterListPage } from "../../domain/catalog/filter-lists";
import { LISTING_TYPES, listProducts } from "../../domain/catalog/list-products";
import { filtersFromQuery } from "../../domain/catalog/listing-filters";
import { productDetails } from "../../domain/catalog/product-details";
import { wishedMarker } from "../../domain/lists/wished-cards";
import { listShops } from "../../domain/shops/list-shops";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, pageLink, pageQuery, textParam } from "./route";

/** The reference client's route names for the listing screen, and the listing type each selects. */
const ROUTE_TYPES: Record<string, (typeof LISTING_TYPES)[number]> = {
  "product.by.category": "category",
  "product.by.gadget": "category",
  "product.by.brand": "brand",
  "product.by.offer": "offer",
  "product.by.selling": "best_selling",
  shop: "shop",
};

/** The listing a query asks for: `type`, or the reference client's route name. */
function listingType(q: Record<string, string>): string {
  const type = q.type ?? ROUTE_TYPES[q.route ?? ""] ?? "products";
  return (LISTING_TYPES as readonly string[]).includes(type) ? type : "products";
}

/**
 * The listing a filter list belongs to: `type` as it is (checked by the verb), else the
 * reference client's route name, else a category when only a slug is given (as filter_data).
 */
function filterListType(q: Record<string, string>): string {
  if (q.type !== undefined) return q.type;
  if (q.route !== undefined) return ROUTE_TYPES[q.route] ?? "products";
  return q.slug ? "category" : "products";
}

function page(c: Context): number {
  const n = Number(c.req.query("page") ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function catalogRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  contract(app, "get", "/home/filtered_products", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const q = c.req.query();
    const type = listingType(q);
    const filters = filtersFromQuery((name) => c.req.queries(name) ?? []);
    const products = await listProducts(
      ctx,
      v.viewer,
      {
        type: type as never,
        slug: q.slug,
        page: q.page as never,
        per_page: (q.paginate ?? q.per_page) as never,
        sort: q.sort as never,
        key: q.key,
        filters: filters as never,
      },
      { pageUrl: pageLink(c) },
    );
    const mark = await wishedMarker(ctx.db, v.viewer.userId);
    return c.json({
      type,
      slug: q.slug ?? "",
      page: type === "products" ? { title: translate(v.viewer.locale, "all_products") } : [],
      products: { ...products, data: mark(products.data) },
    });
  });

  // The flagged lists (the reference's daily deals, gift and business ideas): `page`, `paginate` (1–60, default 12), newest first
  for (const [path, type] of [
    ["daily-deals", "todays_deal"],
    ["gift-idea", "gift_idea"],
    ["business-idea", "business_idea"],
  ] as const) {
    contract(app, "get", `/home/${path}`, { changesState: false }, async (c) => {
      const v = await resolveViewer(c, services);
      const q = c.req.query();
      const input = { type, page: q.page as never, per_page: (q.paginate ?? q.per_page ?? 12) as never, sort: "newest" as const };
      const products = await listProducts(ctx, v.viewer, input, { pageUrl: pageLink(c) });
      const mark = await wishedMarker(ctx.db, v.viewer.userId);
      return c.json({ products: { ...products, data: mark(products.data) } });
    });
  }

  contract(app, "get", "/home/filter_data", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const q = c.req.query();
    const type = q.slug && !q.type && !q.route ? "category" : listingType(q);
    // with `key` and the filters (as filtered_products takes them), the facets of what they match
    const filters = filtersFromQuery((name) => c.req.queries(name) ?? []);
    return c.json(await filterData(ctx, v.viewer, { type: type as never, slug: q.slug ?? "", key: q.key, filters }));
  });

  // The filter sidebar's "load more": `?page=&type=|route=&slug=` → {<list>: paginated}
  for (const list of Object.keys(FILTER_LISTS) as FilterList[]) {
    contract(app, "get", `/home/load-${list}`, { changesState: false }, async (c) => {
      const v = await resolveViewer(c, services);
      const q = c.req.query();
      const filters = filtersFromQuery((name) => c.req.queries(name) ?? []);
      const input = { type: filterListType(q), slug: q.slug ?? "", page: q.page, key: q.key, filters };
      return c.json({ [list]: await filterListPage(ctx, v.viewer, list, input, { pageUrl: pageLink(c) }) });
    });
  }

  // The all-categories page's data: the tree with pictures, 24 root categories a page.
  contract(app, "get", "/home/categories", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ categories: await categoryPage(ctx, { locale: v.viewer.locale, page: pageQuery(c) }, { pageUrl: pageLink(c) }) });
  });

  contract(app, "get", "/home/product-details/:slug", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    // `trx_id`: the stock shown is what that cart (the viewer's own) can still add
    const trxId = (c.req.query("trx_id") ?? "").trim().slice(0, 64);
    const details = await productDetails(ctx, v.viewer, { slug: textParam(c, "slug"), trxId: trxId || undefined });
    const mark = await wishedMarker(ctx.db, v.viewer.userId);
    const [product] = mark([{ ...details.product, user_wishlist: false }]);
    return c.json({ ...details, product: { ...product, related_products: mark(details.product.related_products) } });
  });

  contract(app, "get", "/home/brands", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({
      brands: await listBrands(ctx, { page: page(c), perPage: 24, locale: v.viewer.locale }, { pageUrl: pageLink(c) }),
    });
  });

  // `sort` (top_rated | most_products | newest), `paginate` (1–48) and `page`; bad values are 422
  contract(app, "get", "/home/sellers", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const q = c.req.query();
    return c.json({
      sellers: await listShops(
        ctx,
        { page: q.page, sort: q.sort, paginate: q.paginate, locale: v.viewer.locale, userId: v.viewer.userId },
        { pageUrl: pageLink(c) },
      ),
    });
  });

  contract(app, "get", "/sidebar/categories", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ categories: await categoryTree(ctx, v.viewer.locale) });
  });
}
