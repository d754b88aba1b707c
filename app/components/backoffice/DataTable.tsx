import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";

/**
 * A back-office table on TanStack Table, sorted and paged by the server: the table only shows the
 * page it is given; a sortable header calls `onSort` with the column's id (the page turns that
 * into its own query). Columns may be hidden on narrow screens (`meta.narrow: false`), and the
 * table scrolls sideways inside its card rather than the page, so a 390 px screen keeps its
 * layout. Reusable for every back-office list (products, orders, coupons …).
 */
export interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  data: T[];
  /** the server's sort: a column id and its direction */
  sort?: { id: string; desc: boolean } | null;
  onSort?: (columnId: string) => void;
  empty: ReactNode;
  rowKey: (row: T) => string | number;
  caption?: string;
  testId?: string;
}

declare module "@tanstack/react-table" {
  // biome-ignore lint/correctness/noUnusedVariables: the generics are TanStack's
  interface ColumnMeta<TData, TValue> {
    /** false: left out below the sm breakpoint */
    narrow?: boolean;
    className?: string;
  }
}

export function DataTable<T>({ columns, data, sort, onSort, empty, rowKey, caption, testId }: DataTableProps<T>) {
  const sorting: SortingState = sort ? [sort] : [];
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });
  const hideNarrow = (narrow: boolean | undefined) => (narrow === false ? "hidden sm:table-cell" : "");
  return (
    <div className="overflow-x-auto rounded-2xl border border-gray-100 bg-white">
      <table className="w-full min-w-[20rem] border-collapse text-start text-sm" data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sortable = header.column.columnDef.enableSorting !== false && !!onSort;
                const state = sort?.id === header.column.id ? (sort.desc ? "descending" : "ascending") : "none";
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? state : undefined}
                    className={`px-3 py-2.5 text-start ${hideNarrow(meta?.narrow)} ${meta?.className ?? ""}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSort?.(header.column.id)}
                        className="inline-flex items-center gap-1 hover:text-gray-900"
                      >
                        {label}
                        <span aria-hidden="true" className="inline-block w-3 text-gray-500">
                          {state === "ascending" ? "↑" : state === "descending" ? "↓" : "↕"}
                        </span>
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
              <td colSpan={columns.length} className="px-3 py-8 text-center text-gray-600">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="align-middle hover:bg-gray-50/60">
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={`px-3 py-2.5 ${hideNarrow(cell.column.columnDef.meta?.narrow)} ${cell.column.columnDef.meta?.className ?? ""}`}
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
