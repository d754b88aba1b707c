/**
 * The keys every paged list of the API answers (kernel/paginated.ts), sorted: the reference
 * client pages with `next_page_url` and reads `total`, `per_page`, `current_page` and `last_page`.
 * Written out here, not read from the code, so a key the paginator loses fails the suites.
 */
export const PAGINATOR_KEYS = [
  "count",
  "current_page",
  "data",
  "has_more_data",
  "last_page",
  "next_page_url",
  "per_page",
  "prev_page_url",
  "total",
  "total_pages",
];
