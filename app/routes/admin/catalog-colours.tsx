import { useState } from "react";
import { PageHeading } from "../../components/account/PageHeading";
import { ColourEditor } from "../../components/admin/catalog/ColourEditor";
import { NewButton, RowButtons } from "../../components/admin/catalog/RowButtons";
import { useCatalogAction } from "../../components/admin/catalog/useCatalogAction";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/catalog-colours";
import { AdminErrorBoundary } from "./layout";

/** `/admin/catalog/colours`: the colours products and variants may have (operators with `catalog`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.colours();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "cat_colours_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["colours"][number];

export default function AdminColours({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const act = useCatalogAction();
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "name",
      header: t("cat_name"),
      cell: ({ row: { original: c } }) => (
        <span className="flex items-center gap-2">
          <span className="size-6 rounded-full border border-gray-200" style={{ background: c.hex }} aria-hidden="true" />
          <span className="font-medium text-gray-900" data-testid="colour-row-name">
            {c.title}
          </span>
        </span>
      ),
    },
    { id: "hex", header: t("cat_hex"), cell: ({ row }) => <bdi dir="ltr">{row.original.hex}</bdi> },
    { id: "slug", header: t("cat_slug"), meta: { narrow: false }, cell: ({ row }) => <bdi dir="ltr">{row.original.slug}</bdi> },
    { id: "products", header: t("cat_products"), meta: { narrow: false }, cell: ({ row }) => row.original.products },
    {
      id: "actions",
      header: t("cat_actions"),
      cell: ({ row: { original: c } }) => (
        <RowButtons
          label={c.title}
          onEdit={() => setEditing(c)}
          onDelete={() => void act(`admin/catalog/colours/${c.id}/delete`, {}, t("cat_delete_confirm", { name: c.title }))}
        />
      ),
    },
  ];
  return (
    <div>
      <PageHeading
        title={t("cat_colours_title")}
        text={t("cat_colours_intro")}
        action={<NewButton onClick={() => setEditing("new")} label={t("cat_new_colour")} testId="cat-new" />}
      />
      {editing && (
        <ColourEditor
          key={editing === "new" ? "new" : editing.id}
          colour={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        columns={columns}
        data={loaderData.colours}
        rowKey={(r) => r.id}
        empty={t("cat_empty")}
        testId="colours-table"
        caption={t("cat_colours_title")}
      />
    </div>
  );
}
