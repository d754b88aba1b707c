import { useEffect, useState } from "react";
import { api } from "./api";

type Page<T> = { data: T[]; current_page: number; last_page: number; has_more_data: boolean; next_page_url: string | null };

/** A page of a list's call; `path` may carry its own query (`home/sellers?sort=newest`). */
const pageOf = (path: string, p: number) => `${path}${path.includes("?") ? "&" : "?"}page=${p}`;

/**
 * "Load more" lists (spec section 4): the next page is appended, skipping items whose id is
 * already shown; the page counter and the next-page link are tracked.
 */
export function useLoadMore<T extends { id: number }>(first: Page<T>, path: string, key: string) {
  const [items, setItems] = useState(first.data);
  const [page, setPage] = useState(first.current_page);
  const [nextPageUrl, setNextPageUrl] = useState<string | null>(first.has_more_data ? pageOf(path, first.current_page + 1) : null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setItems(first.data);
    setPage(first.current_page);
    setNextPageUrl(first.has_more_data ? pageOf(path, first.current_page + 1) : null);
  }, [first, path]);

  const loadMore = async () => {
    if (!nextPageUrl || loading) return;
    setLoading(true);
    try {
      const res = await api<Record<string, Page<T>>>(pageOf(path, page + 1));
      const next = res[key];
      setItems((current) => {
        const seen = new Set(current.map((i) => i.id));
        return [...current, ...next.data.filter((i) => !seen.has(i.id))];
      });
      setPage(next.current_page);
      setNextPageUrl(next.has_more_data ? (next.next_page_url ?? pageOf(path, next.current_page + 1)) : null);
    } finally {
      setLoading(false);
    }
  };
  return { items, page, hasMore: nextPageUrl !== null, loading, loadMore };
}
