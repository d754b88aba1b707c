import { Link, useRevalidator } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { linkButtonClass } from "../../components/admin/button-classes";
import { DeleteButton } from "../../components/admin/DeleteButton";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-pages";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/pages`: the shop's static pages, on and off (operators with `content`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.pages();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_pages_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["pages"][number];

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const titleOf = (p: Row) => (p.title as Record<string, string>)[i18n.language] || p.title.en;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "title",
      header: t("ed_title"),
      cell: ({ row }) => (
        <Link to={`/admin/content/pages/${row.original.id}`} className="font-medium text-primary hover:underline">
          {titleOf(row.original)}
        </Link>
      ),
    },
    { id: "slug", header: t("ed_slug"), cell: ({ row }) => <bdi dir="ltr">/page/{row.original.slug}</bdi>, meta: { narrow: false } },
    {
      id: "state",
      header: t("ed_status"),
      cell: ({ row }) => (row.original.is_active ? t("ed_active") : t("ed_hidden")),
    },
    { id: "position", header: t("ed_position"), cell: ({ row }) => row.original.position, meta: { narrow: false } },
    {
      id: "actions",
      header: t("ed_actions"),
      cell: ({ row }) => (
        <div className="flex gap-3">
          <Link to={`/page/${row.original.slug}`} className="text-sm text-gray-600 hover:underline">
            {t("ed_view_on_site")}
          </Link>
          <DeleteButton
            path={`admin/content/pages/${row.original.id}/delete`}
            name={titleOf(row.original)}
            done={() => void revalidator.revalidate()}
          />
        </div>
      ),
    },
  ];
  return (
    <div className="max-w-5xl">
      <PageHeading
        title={t("ed_pages_title")}
        text={t("ed_pages_intro")}
        action={
          <Link to="/admin/content/pages/new" className={linkButtonClass} data-testid="ed-new-page">
            {t("ed_new_page")}
          </Link>
        }
      />
      <Card>
        <DataTable columns={columns} data={loaderData.pages} rowKey={(r) => r.id} empty={t("ed_none")} testId="ed-pages" />
      </Card>
    </div>
  );
}
