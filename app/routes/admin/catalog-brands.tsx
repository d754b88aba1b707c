import { useState } from "react";
import { PageHeading } from "../../components/account/PageHeading";
import { BrandEditor } from "../../components/admin/catalog/BrandEditor";
import { NewButton, RowButtons } from "../../components/admin/catalog/RowButtons";
import { useCatalogAction } from "../../components/admin/catalog/useCatalogAction";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/catalog-brands";
import { AdminErrorBoundary } from "./layout";

/** `/admin/catalog/brands`: the brands in the storefront's order with their logos (operators with `catalog`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.brands();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "cat_brands_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["brands"][number];

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const rows = loaderData.brands;
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const act = useCatalogAction();
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "name",
      header: t("cat_name"),
      cell: ({ row: { original: b } }) => (
        <span className="flex items-center gap-2">
          {b.logo ? (
            <img src={b.logo} alt="" className="h-8 w-11 rounded object-contain" loading="lazy" />
          ) : (
            <span className="h-8 w-11 rounded bg-gray-100" />
          )}
          <span className={`font-medium ${b.is_active ? "text-gray-900" : "text-gray-400 line-through"}`} data-testid="brand-row-name">
            {b.title}
          </span>
        </span>
      ),
    },
    { id: "slug", header: t("cat_slug"), meta: { narrow: false }, cell: ({ row }) => <bdi dir="ltr">{row.original.slug}</bdi> },
    { id: "products", header: t("cat_products"), meta: { narrow: false }, cell: ({ row }) => row.original.products },
    {
      id: "actions",
      header: t("cat_actions"),
      cell: ({ row: { original: b } }) => (
        <RowButtons
          label={b.title}
          onEdit={() => setEditing(b)}
          onMove={(direction) => void act(`admin/catalog/brands/${b.id}/move`, { direction })}
          onDelete={() => void act(`admin/catalog/brands/${b.id}/delete`, {}, t("cat_delete_confirm", { name: b.title }))}
        />
      ),
    },
  ];
  return (
    <div>
      <PageHeading
        title={t("cat_brands_title")}
        text={t("cat_brands_intro")}
        action={<NewButton onClick={() => setEditing("new")} label={t("cat_new_brand")} testId="cat-new" />}
      />
      {editing && (
        <BrandEditor
          key={editing === "new" ? "new" : editing.id}
          brand={editing === "new" ? null : editing}
          nextPosition={rows.length}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        columns={columns}
        data={rows}
        rowKey={(r) => r.id}
        empty={t("cat_empty")}
        testId="brands-table"
        caption={t("cat_brands_title")}
      />
    </div>
  );
}
