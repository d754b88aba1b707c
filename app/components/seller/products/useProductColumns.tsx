import type { ColumnDef } from "@tanstack/react-table";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { SellerProductRow } from "../../../../domain/seller-products/seller-list";
import { useTranslation } from "../../../i18n/i18n";
import { api } from "../../../lib/api";
import { useDates } from "../../../lib/dates";
import { useFormatMoney, useNumbers } from "../../../lib/price";
import { useStore } from "../../../store/store";
import { AppLink } from "../../ui/AppLink";
import { ProductStatusBadge } from "./ProductStatusBadge";
import { COLUMN_SORT } from "./product-sort";

/** The product's picture and name (a link to its editor); on a phone its status below. */
function ProductNameCell({ product: p }: { product: SellerProductRow }) {
  return (
    <div className="flex min-w-44 items-center gap-3">
      <img src={p.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg border border-gray-100 object-cover" />
      <div className="min-w-0">
        <AppLink to={`/seller/products/${p.id}/edit`} className="line-clamp-2 font-medium text-gray-900 hover:text-primary">
          <bdi>{p.name}</bdi>
        </AppLink>
        <div className="mt-0.5 sm:hidden">
          <ProductStatusBadge row={p} />
        </div>
      </div>
    </div>
  );
}

/** The status, and why the operator rejected the product. */
function ProductStatusCell({ product: p }: { product: SellerProductRow }) {
  return (
    <div className="space-y-1">
      <ProductStatusBadge row={p} />
      {p.reject_reason && (
        <p className="max-w-48 text-xs text-red-700" dir="auto">
          {p.reject_reason}
        </p>
      )}
    </div>
  );
}

/** Edit, and publish or unpublish at once (the list follows). */
function ProductActions({ product: p }: { product: SellerProductRow }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const toggle = async (row: SellerProductRow) => {
    const verb = row.status === "published" ? "unpublish" : "publish";
    try {
      const answer = await api<{ success: string }>(`seller/products/${row.id}/${verb}`, { method: "POST", body: {} });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch {
      // api() shows the error
    }
  };
  return (
    <div className="flex flex-wrap gap-1.5">
      <AppLink to={`/seller/products/${p.id}/edit`} className="rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold">
        {t("sp_edit")}
      </AppLink>
      <button
        type="button"
        onClick={() => void toggle(p)}
        className="rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold"
        data-testid="sp-toggle-publish"
      >
        {p.status === "published" ? t("sp_unpublish") : t("sp_publish")}
      </button>
    </div>
  );
}

/** The seller's products table's columns; those the server sorts by (price, stock, updated) sort on a header's click. */
export function useProductColumns(): ColumnDef<SellerProductRow, unknown>[] {
  const { t } = useTranslation();
  const { state } = useStore();
  const { number } = useNumbers();
  const format = useFormatMoney(state.default_currency);
  const date = useDates().day;
  const columns: ColumnDef<SellerProductRow, unknown>[] = [
    { id: "name", header: t("sp_col_product"), enableSorting: false, cell: ({ row }) => <ProductNameCell product={row.original} /> },
    {
      id: "price",
      header: t("sp_col_price"),
      cell: ({ row: { original: p } }) => (
        <span className="whitespace-nowrap">
          {format(p.sale_price, { zeroAsNegotiable: true })}
          {p.sale_price !== p.price && <s className="ms-1 text-xs text-gray-500">{format(p.price)}</s>}
        </span>
      ),
    },
    { id: "stock", header: t("sp_col_stock"), cell: ({ row: { original: p } }) => number(p.stock) },
    {
      id: "status",
      header: t("sp_col_status"),
      enableSorting: false,
      meta: { narrow: false },
      cell: ({ row }) => <ProductStatusCell product={row.original} />,
    },
    { id: "updated", header: t("sp_col_updated"), meta: { narrow: false }, cell: ({ row: { original: p } }) => date(p.updated_at) },
    { id: "actions", header: t("sp_col_actions"), enableSorting: false, cell: ({ row }) => <ProductActions product={row.original} /> },
  ];
  return columns.map((c) => (c.id && COLUMN_SORT[c.id] ? { ...c, enableSorting: true } : c));
}
