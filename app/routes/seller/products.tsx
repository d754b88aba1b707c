import type { ColumnDef } from "@tanstack/react-table";
import { Form, useLocation, useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import type { SellerProductRow } from "../../../domain/seller-products/seller-list";
import { PageHeading } from "../../components/account/PageHeading";
import { DataTable } from "../../components/backoffice/DataTable";
import { AppLink } from "../../components/ui/AppLink";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { useStore } from "../../store/store";
import type { Route } from "./+types/products";

/** `/seller/products`: the seller's own products, sorted, narrowed and paged on the server (owners of a verified shop; others the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return context.sellerProducts.list(Object.fromEntries(new URL(request.url).searchParams));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sp_products_title", noindex: true });

const STATUSES = ["all", "published", "draft", "pending", "rejected"] as const;
const SORTS = ["updated", "newest", "price_asc", "price_desc", "stock_asc", "stock_desc"] as const;
/** A column's sort in the server's terms, and the next one a click on its header asks for. */
const COLUMN_SORT: Record<string, { asc?: string; desc: string }> = {
  price: { asc: "price_asc", desc: "price_desc" },
  stock: { asc: "stock_asc", desc: "stock_desc" },
  updated: { desc: "updated" },
};

export function StatusBadge({ row }: { row: Pick<SellerProductRow, "status" | "approval"> }) {
  const { t } = useTranslation();
  const [key, tone] =
    row.approval === "pending"
      ? ["sp_status_pending", "bg-amber-50 text-amber-800"]
      : row.approval === "rejected"
        ? ["sp_status_rejected", "bg-red-50 text-red-700"]
        : row.status === "published"
          ? ["sp_status_published", "bg-green-50 text-green-800"]
          : ["sp_status_draft", "bg-gray-100 text-gray-700"];
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(key)}</span>;
}

export default function SellerProducts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const { number } = useNumbers();
  const format = useFormatMoney(state.default_currency);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const base = useBaseUrl();
  const q = loaderData.query;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));

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

  const columns: ColumnDef<SellerProductRow, unknown>[] = [
    {
      id: "name",
      header: t("sp_col_product"),
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <div className="flex min-w-44 items-center gap-3">
          <img src={p.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg border border-gray-100 object-cover" />
          <div className="min-w-0">
            <AppLink to={`/seller/products/${p.id}/edit`} className="line-clamp-2 font-medium text-gray-900 hover:text-primary">
              <bdi>{p.name}</bdi>
            </AppLink>
            <div className="mt-0.5 sm:hidden">
              <StatusBadge row={p} />
            </div>
          </div>
        </div>
      ),
    },
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
      cell: ({ row: { original: p } }) => (
        <div className="space-y-1">
          <StatusBadge row={p} />
          {p.reject_reason && (
            <p className="max-w-48 text-xs text-red-700" dir="auto">
              {p.reject_reason}
            </p>
          )}
        </div>
      ),
    },
    { id: "updated", header: t("sp_col_updated"), meta: { narrow: false }, cell: ({ row: { original: p } }) => date(p.updated_at) },
    {
      id: "actions",
      header: t("sp_col_actions"),
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
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
      ),
    },
  ];

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
    const next = q.sort === m.asc ? m.desc : (m.asc ?? m.desc);
    const params = new URLSearchParams(search);
    params.set("sort", next);
    params.delete("page");
    void navigate(`${pathname}?${params}`);
  };
  const field = "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHeading
        title={t("sp_products_title")}
        text={
          loaderData.total_capped
            ? t("sp_total_capped", { count: number(loaderData.total) })
            : t("sp_total", { count: number(loaderData.total) })
        }
        action={
          <div className="flex flex-wrap gap-2">
            <a
              href={`${base}/seller/products/export`}
              className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold"
              download
            >
              {t("sp_export")}
            </a>
            <AppLink to="/seller/products/import" className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold">
              {t("sp_import")}
            </AppLink>
            <AppLink
              to="/seller/products/new"
              className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
            >
              {t("sp_new_product")}
            </AppLink>
          </div>
        }
      />
      <Form method="get" className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-[1fr_auto_auto_auto_auto]" role="search">
        <label className="col-span-2 sm:col-span-1">
          <span className="sr-only">{t("sp_search_placeholder")}</span>
          <input type="search" name="q" defaultValue={q.q} placeholder={t("sp_search_placeholder")} className={field} maxLength={100} />
        </label>
        <label>
          <span className="sr-only">{t("sp_col_status")}</span>
          <select name="status" defaultValue={q.status} className={field}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`sp_status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">{t("sp_category")}</span>
          <select name="category_id" defaultValue={q.category_id ?? ""} className={`${field} sm:max-w-56`}>
            <option value="">{t("sp_all_categories")}</option>
            {loaderData.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">{t("sp_sort_by")}</span>
          <select name="sort" defaultValue={q.sort} className={field}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sp_sort_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white">
          {t("search")}
        </button>
      </Form>
      <DataTable
        columns={columns.map((c) => (c.id && COLUMN_SORT[c.id] ? { ...c, enableSorting: true } : c))}
        data={loaderData.data}
        sort={sortOf(q.sort)}
        onSort={onSort}
        rowKey={(p) => p.id}
        empty={t("sp_no_products")}
        caption={t("sp_products_title")}
        testId="seller-products-table"
      />
      <Pagination current={loaderData.page} last={loaderData.last_page} />
    </div>
  );
}
