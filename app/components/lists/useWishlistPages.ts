import { useEffect, useState } from "react";
import type { WishlistItem } from "../../../domain/lists/wishlist-page";
import type { Paginated } from "../../../kernel/paginated";
import { api } from "../../lib/api";

type Page = Paginated<WishlistItem>;

/**
 * The wishlist's "load more" (spec section 4): the next page is appended, skipping ids already
 * shown; the page counter and the next-page link are tracked. Items removed here shift the
 * server's pages back, so the next load starts at the first page that may hold an unseen item.
 */
export function useWishlistPages(first: Page) {
  const [items, setItems] = useState(first.data);
  const [page, setPage] = useState(first.current_page);
  const [nextPageUrl, setNextPageUrl] = useState(first.next_page_url);
  const [total, setTotal] = useState(first.total);
  const [removed, setRemoved] = useState(0);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setItems(first.data);
    setPage(first.current_page);
    setNextPageUrl(first.next_page_url);
    setTotal(first.total);
    setRemoved(0);
  }, [first]);

  const loadMore = async () => {
    if (!nextPageUrl || loading) return;
    setLoading(true);
    try {
      const perPage = first.per_page;
      const from = Math.floor((page * perPage - removed) / perPage) + 1;
      const pages: Page[] = [];
      for (let p = from; p <= page + 1; p++) pages.push((await api<{ wishlist: Page }>(`user/wishlists?page=${p}`)).wishlist);
      const last = pages[pages.length - 1];
      setItems((current) => {
        const seen = new Set(current.map((i) => i.id));
        const fresh = pages
          .flatMap((pg) => pg.data)
          .filter((i) => {
            if (seen.has(i.id)) return false;
            seen.add(i.id);
            return true;
          });
        return [...current, ...fresh];
      });
      setPage(last.current_page);
      setNextPageUrl(last.next_page_url);
      setTotal(last.total);
      setRemoved(0);
    } finally {
      setLoading(false);
    }
  };

  /** Take an item off the shown list (returns a function that puts it back where it was). */
  const drop = (id: number) => {
    const index = items.findIndex((i) => i.id === id);
    if (index < 0) return () => {};
    const item = items[index];
    setItems((current) => current.filter((i) => i.id !== id));
    setRemoved((n) => n + 1);
    setTotal((n) => Math.max(0, n - 1));
    return () => {
      setItems((current) => (current.some((i) => i.id === id) ? current : [...current.slice(0, index), item, ...current.slice(index)]));
      setRemoved((n) => Math.max(0, n - 1));
      setTotal((n) => n + 1);
    };
  };

  return { items, page, total, hasMore: nextPageUrl !== null, loading, loadMore, drop };
}
