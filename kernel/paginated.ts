/** One page of a list, in the reference's "*PaginateResource" shape (contract notes §0). */
export interface Paginated<T> {
  data: T[];
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  last_page: number;
  total_pages: number;
  has_more_data: boolean;
  next_page_url: string | null;
  prev_page_url: string | null;
}

/** Wrap one page of rows with its paging figures; `pageUrl` builds the next and the previous page's links. */
export function paginate<T>(data: T[], total: number, page: number, perPage: number, pageUrl?: (p: number) => string): Paginated<T> {
  const last = Math.max(1, Math.ceil(total / perPage));
  return {
    data,
    total,
    count: data.length,
    per_page: perPage,
    current_page: page,
    last_page: last,
    total_pages: last,
    has_more_data: page < last,
    next_page_url: page < last && pageUrl ? pageUrl(page + 1) : null,
    prev_page_url: page > 1 && pageUrl ? pageUrl(Math.min(page - 1, last)) : null,
  };
}
