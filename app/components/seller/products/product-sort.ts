import { useLocation, useNavigate } from "react-router";

/** A column's sort in the server's terms, and the next one a click on its header asks for. */
export const COLUMN_SORT: Record<string, { asc?: string; desc: string }> = {
  price: { asc: "price_asc", desc: "price_desc" },
  stock: { asc: "stock_asc", desc: "stock_desc" },
  updated: { desc: "updated" },
};

/** The table's sort from the list's (`sort` in the URL), and a header's click as the next one (back to the first page). */
export function useColumnSort(current: string) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const sortOf = (s: string) => {
    for (const [id, m] of Object.entries(COLUMN_SORT)) {
      if (m.asc === s) return { id, desc: false };
      if (m.desc === s) return { id, desc: true };
    }
    return null;
  };
  const onSort = (id: string) => {
    const m = COLUMN_SORT[id];
    if (!m) return;
    const next = current === m.asc ? m.desc : (m.asc ?? m.desc);
    const params = new URLSearchParams(search);
    params.set("sort", next);
    params.delete("page");
    void navigate(`${pathname}?${params}`);
  };
  return { sort: sortOf(current), onSort };
}
