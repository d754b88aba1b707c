import { useState } from "react";
import { PageHeading } from "../../components/account/PageHeading";
import { AttributeEditor } from "../../components/admin/catalog/AttributeEditor";
import { NewButton, RowButtons } from "../../components/admin/catalog/RowButtons";
import { useCatalogAction } from "../../components/admin/catalog/useCatalogAction";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/catalog-attributes";
import { AdminErrorBoundary } from "./layout";

/** `/admin/catalog/attributes`: the attributes (size, storage…) and their values that products and variants pick (operators with `catalog`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.attributes();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "cat_attributes_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["attributes"][number];

export default function AdminAttributes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const act = useCatalogAction();
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "name",
      header: t("cat_name"),
      cell: ({ row }) => (
        <span className="font-medium text-gray-900" data-testid="attribute-row-name">
          {row.original.title}
        </span>
      ),
    },
    { id: "slug", header: t("cat_slug"), meta: { narrow: false }, cell: ({ row }) => <bdi dir="ltr">{row.original.slug}</bdi> },
    {
      id: "values",
      header: t("cat_values"),
      meta: { className: "whitespace-normal" },
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          {row.original.values.map((v) => (
            <bdi key={v.id} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">
              {v.value}
            </bdi>
          ))}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("cat_actions"),
      cell: ({ row: { original: a } }) => (
        <RowButtons
          label={a.title}
          onEdit={() => setEditing(a)}
          onDelete={() => void act(`admin/catalog/attributes/${a.id}/delete`, {}, t("cat_delete_confirm", { name: a.title }))}
        />
      ),
    },
  ];
  return (
    <div>
      <PageHeading
        title={t("cat_attributes_title")}
        text={t("cat_attributes_intro")}
        action={<NewButton onClick={() => setEditing("new")} label={t("cat_new_attribute")} testId="cat-new" />}
      />
      {editing && (
        <AttributeEditor
          key={editing === "new" ? "new" : editing.id}
          attribute={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        columns={columns}
        data={loaderData.attributes}
        rowKey={(r) => r.id}
        empty={t("cat_empty")}
        testId="attributes-table"
        caption={t("cat_attributes_title")}
      />
    </div>
  );
}
