import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n";

export type { ColumnDef };

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData, TValue> {
    /** false: left out below the sm breakpoint (a phone keeps the columns that matter) */
    narrow?: boolean;
    className?: string;
  }
}

const cellClass = (meta: { narrow?: boolean; className?: string } | undefined) =>
  `${meta?.narrow === false ? "hidden sm:table-cell" : ""} ${meta?.className ?? ""}`;

/** The sticky end column: held at the card's end edge (left in RTL) over the scrolled cells, a shadow on its start side. */
const STICKY_END = "sticky end-0 z-10 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.18)] rtl:shadow-[6px_0_6px_-6px_rgb(0_0_0/0.18)]";
const endClass = (sticky: boolean, last: boolean, background: string) => (sticky && last ? `${STICKY_END} ${background}` : "");

/**
 * The back office's table (TanStack Table): the server sorts, filters and pages, the table only
 * shows one page and says which column sorts it. A column sorts when its `enableSorting` is
 * true; clicking its header calls `onSort` (the page puts the sort in its URL, the loader asks
 * the server again). Wide tables scroll sideways inside their card on a phone.
 */
export function DataTable<T>({
  columns,
  data,
  sort,
  onSort,
  rowKey,
  caption,
  empty,
  testId,
  wrap = false,
  stickyEnd = false,
  minWidth = "min-w-[40rem]",
}: {
  columns: ColumnDef<T, unknown>[];
  data: T[];
  sort?: { id: string; desc: boolean } | null;
  onSort?: (id: string, desc: boolean) => void;
  /** a row's key (default: its place on the page) */
  rowKey?: (row: T) => string | number;
  caption?: string;
  empty: ReactNode;
  testId?: string;
  /** cells wrap their text and align to the top (long entries such as the audit log's) instead of one line each */
  wrap?: boolean;
  /** the last column (a row's actions) stays in sight at the card's end while a wide table scrolls sideways */
  stickyEnd?: boolean;
  /** the table's least width (a Tailwind class): below it the card scrolls sideways; a table whose phone columns fit gives less */
  minWidth?: string;
}) {
  const { t } = useTranslation();
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.desc }] : [];
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    getRowId: (row, index) => String(rowKey ? rowKey(row) : index),
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <div className="overflow-x-auto rounded-2xl border border-gray-100 bg-white" data-testid={testId}>
      <table className={`w-full ${minWidth} text-start text-sm`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, i) => {
                // display columns (no accessor) sort on the server: a column opts in with `enableSorting: true`
                const sortable = header.column.columnDef.enableSorting === true && onSort;
                const state = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`whitespace-nowrap px-4 py-3 text-start font-semibold ${cellClass(header.column.columnDef.meta)} ${endClass(stickyEnd, i === group.headers.length - 1, "bg-gray-50")}`}
                    aria-sort={state === "asc" ? "ascending" : state === "desc" ? "descending" : undefined}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-primary"
                        onClick={() => onSort(header.column.id, state === "asc")}
                        title={t("sort_by_column")}
                      >
                        {label}
                        <span aria-hidden="true">{state === "asc" ? "▲" : state === "desc" ? "▼" : "↕"}</span>
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
              <td colSpan={columns.length} className="px-4 py-10 text-center text-gray-600">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="group hover:bg-gray-50" data-testid={testId ? `${testId}-row` : undefined}>
                {row.getVisibleCells().map((cell, i, cells) => (
                  <td
                    key={cell.id}
                    className={`${wrap ? "px-4 py-3 align-top" : "whitespace-nowrap px-4 py-3 align-middle"} ${cellClass(cell.column.columnDef.meta)} ${endClass(stickyEnd, i === cells.length - 1, "bg-white group-hover:bg-gray-50")}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
