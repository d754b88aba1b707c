import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { Pagination } from "../ui/Pagination";
import { type ColumnDef, DataTable } from "./DataTable";

export type { ColumnDef };

/** What a server answers for one page of a back-office table. */
export interface ServerPage<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

/**
 * The back office's one table (`DataTable`) on a page whose URL holds the table's state: the
 * server sorts, filters and pages; `sort`, `dir`, `page` and the filters are in the query string
 * (kept by every link), so a table page is a link and its loader reads it. Columns whose `id` is
 * in `sortable` get a sort button in their heading (the server's names).
 */
export function ServerTable<T>({
  page,
  columns,
  sortable = [],
  sort,
  testId,
  toolbar,
  minWidth,
}: {
  page: ServerPage<T>;
  columns: ColumnDef<T, unknown>[];
  sortable?: string[];
  sort?: { by: string; dir: "asc" | "desc" };
  testId: string;
  toolbar?: ReactNode;
  /** the table's least width (DataTable's `minWidth`) */
  minWidth?: string;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const sortableColumns = columns.map((c) => (c.id && sortable.includes(c.id) ? { ...c, enableSorting: true } : c));
  const onSort = (id: string, desc: boolean) => {
    const q = new URLSearchParams(search);
    q.set("sort", id);
    q.set("dir", desc ? "desc" : "asc");
    q.delete("page");
    void navigate(`${pathname}?${q.toString()}`);
  };
  return (
    <div className="space-y-3">
      {toolbar}
      <DataTable
        columns={sortableColumns}
        data={page.data}
        sort={sort ? { id: sort.by, desc: sort.dir === "desc" } : null}
        onSort={onSort}
        rowKey={(row) => (row as { id?: number | string }).id ?? JSON.stringify(row)}
        empty={t("backoffice_no_rows")}
        testId={testId}
        wrap
        minWidth={minWidth}
      />
      <p className="text-xs text-gray-500">{t("backoffice_total", { count: number(page.total) })}</p>
      <Pagination current={page.current_page} last={page.last_page} />
    </div>
  );
}
