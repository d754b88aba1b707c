import { PageHeading } from "../../components/account/PageHeading";
import { DataTable } from "../../components/backoffice/DataTable";
import { ProductFilters } from "../../components/seller/products/ProductFilters";
import { ProductListActions } from "../../components/seller/products/ProductListActions";
import { useColumnSort } from "../../components/seller/products/product-sort";
import { useProductColumns } from "../../components/seller/products/useProductColumns";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/products";

/** `/seller/products`: the seller's own products, sorted, narrowed and paged on the server (owners of a verified shop; others the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return context.sellerProducts.list(Object.fromEntries(new URL(request.url).searchParams));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sp_products_title", noindex: true });

export default function SellerProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const columns = useProductColumns();
  const { sort, onSort } = useColumnSort(loaderData.query.sort);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHeading
        title={t("sp_products_title")}
        text={
          loaderData.total_capped
            ? t("sp_total_capped", { count: number(loaderData.total) })
            : t("sp_total", { count: number(loaderData.total) })
        }
        action={<ProductListActions />}
      />
      <ProductFilters query={loaderData.query} categories={loaderData.categories} />
      <DataTable
        columns={columns}
        data={loaderData.data}
        sort={sort}
        onSort={onSort}
        rowKey={(p) => p.id}
        empty={t("sp_no_products")}
        caption={t("sp_products_title")}
        testId="seller-products-table"
        stickyEnd
      />
      <Pagination current={loaderData.page} last={loaderData.last_page} />
    </div>
  );
}
