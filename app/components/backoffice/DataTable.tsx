import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { Pagination } from "../ui/Pagination";

export type { ColumnDef };

/** What a server answers for one page of a back-office table. */
export interface ServerPage<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

/**
 * The back office's one table (TanStack Table): the server sorts, filters and pages, the URL
 * holds the state (`sort`, `dir`, `page` and the filters, kept by every link), so a table page
 * is a link and the loader reads it. Columns whose `id` is in `sortable` get a sort button in
 * their heading (the server's names). On a phone the table scrolls sideways inside its card.
 */
export function DataTable<T>({
  page,
  columns,
  sortable = [],
  sort,
  testId,
  toolbar,
}: {
  page: ServerPage<T>;
  columns: ColumnDef<T, unknown>[];
  sortable?: string[];
  sort?: { by: string; dir: "asc" | "desc" };
  testId: string;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const sorting: SortingState = sort ? [{ id: sort.by, desc: sort.dir === "desc" }] : [];
  const table = useReactTable({
    data: page.data,
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    pageCount: page.last_page,
    getCoreRowModel: getCoreRowModel(),
  });
  const sortBy = (id: string) => {
    const q = new URLSearchParams(search);
    const dir = sort?.by === id && sort.dir === "asc" ? "desc" : "asc";
    q.set("sort", id);
    q.set("dir", dir);
    q.delete("page");
    void navigate(`${pathname}?${q.toString()}`);
  };
  return (
    <div className="space-y-3">
      {toolbar}
      <div className="overflow-x-auto rounded-2xl border border-gray-100 bg-white">
        <table className="w-full min-w-[48rem] text-start text-sm" data-testid={testId}>
          <thead className="bg-gray-50 text-xs uppercase text-gray-500">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const active = sort?.by === header.column.id;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-4 py-3 text-start font-semibold"
                      aria-sort={active ? (sort?.dir === "asc" ? "ascending" : "descending") : undefined}
                    >
                      {sortable.includes(header.column.id) ? (
                        <button
                          type="button"
                          onClick={() => sortBy(header.column.id)}
                          className="inline-flex items-center gap-1 hover:text-primary"
                        >
                          {label}
                          <span aria-hidden="true">{active ? (sort?.dir === "asc" ? "▲" : "▼") : "↕"}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-gray-100">
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-6 text-gray-600">
                  {t("backoffice_no_rows")}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-testid={`${testId}-row`} className="align-top">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-gray-500">{t("backoffice_total", { count: number(page.total) })}</p>
      <Pagination current={page.current_page} last={page.last_page} />
    </div>
  );
}
