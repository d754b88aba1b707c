import { useState } from "react";
import { PageHeading } from "../../components/account/PageHeading";
import { CategoryEditor } from "../../components/admin/catalog/CategoryEditor";
import { NewButton, RowButtons } from "../../components/admin/catalog/RowButtons";
import { useCatalogAction } from "../../components/admin/catalog/useCatalogAction";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { NamedIcon } from "../../components/ui/Icons";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/catalog-categories";
import { AdminErrorBoundary } from "./layout";

/** `/admin/catalog/categories`: the category tree with its order, pictures, flags, commission and return window (operators with `catalog`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.categories();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "cat_categories_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["categories"][number];

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const rows = loaderData.categories;
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const act = useCatalogAction();
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "name",
      header: t("cat_name"),
      cell: ({ row: { original: c } }) => (
        <span className="flex items-center gap-2" style={{ paddingInlineStart: `${c.depth * 1.25}rem` }}>
          {c.image ? (
            <img src={c.image} alt="" className="h-8 w-11 rounded object-cover" loading="lazy" />
          ) : (
            <NamedIcon name={c.icon} className="size-5 text-primary" />
          )}
          <span className={`font-medium ${c.is_active ? "text-gray-900" : "text-gray-400 line-through"}`} data-testid="cat-row-name">
            {c.title}
          </span>
        </span>
      ),
    },
    { id: "slug", header: t("cat_slug"), meta: { narrow: false }, cell: ({ row }) => <bdi dir="ltr">{row.original.slug}</bdi> },
    { id: "products", header: t("cat_products"), meta: { narrow: false }, cell: ({ row }) => row.original.products },
    {
      id: "flags",
      header: t("cat_flags"),
      meta: { narrow: false },
      cell: ({ row: { original: c } }) => (
        <span className="text-xs text-gray-600">
          {[
            c.is_featured && t("cat_featured"),
            !c.is_active && t("cat_inactive"),
            c.commission_rate && `${c.commission_rate}%`,
            c.return_days !== "" &&
              (c.return_days === "0" ? t("return_days_none") : t("return_days_count", { count: Number(c.return_days) })),
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("cat_actions"),
      cell: ({ row: { original: c } }) => (
        <RowButtons
          label={c.title}
          onEdit={() => setEditing(c)}
          onMove={(direction) => void act(`admin/catalog/categories/${c.id}/move`, { direction })}
          onDelete={() => void act(`admin/catalog/categories/${c.id}/delete`, {}, t("cat_delete_confirm", { name: c.title }))}
        />
      ),
    },
  ];
  return (
    <div>
      <PageHeading
        title={t("cat_categories_title")}
        text={t("cat_categories_intro")}
        action={<NewButton onClick={() => setEditing("new")} label={t("cat_new_category")} testId="cat-new" />}
      />
      {editing && (
        <CategoryEditor
          key={editing === "new" ? "new" : editing.id}
          category={editing === "new" ? null : editing}
          all={rows}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        columns={columns}
        data={rows}
        rowKey={(r) => r.id}
        empty={t("cat_empty")}
        testId="categories-table"
        caption={t("cat_categories_title")}
      />
    </div>
  );
}
