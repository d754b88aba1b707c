import { filtersFromQuery, ListingFilters } from "../../../domain/catalog/listing-filters";
import { MAX_QUERY_LENGTH } from "../../../domain/catalog/search-terms";
import { pageParam } from "../../../kernel/input";

import { type ListingSort, SORTS } from "./listing-sorts";

/**
 * Server side only (the loaders): it parses with the domain's filter rules.
 * The listing's choices in a page URL (`sort`, the filters, the search text `q`, `page`), as
 * every listing page's loader reads them. Filters a shopper typed by hand that do not parse are
 * left out rather than failing the page.
 */
export function listingQuery(url: URL) {
  const sortParam = url.searchParams.get("sort");
  const sort = (SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as ListingSort) : undefined;
  const parsed = ListingFilters.safeParse(filtersFromQuery((name) => url.searchParams.getAll(name)));
  // the header box's search text: the search narrows the listing, the filters narrow the search
  const q = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  return { sort, filters: parsed.success ? parsed.data : undefined, q, page: pageParam(url) };
}
