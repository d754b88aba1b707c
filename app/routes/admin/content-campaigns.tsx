import { Link, useRevalidator } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { linkButtonClass } from "../../components/admin/button-classes";
import { DeleteButton } from "../../components/admin/DeleteButton";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-campaigns";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/campaigns`: every campaign with its window and sellers' waiting entries (operators with `content`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.campaigns();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_campaigns_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["campaigns"][number];

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const titleOf = (c: Row) => (c.title as Record<string, string>)[i18n.language] || c.title.en;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "title",
      header: t("ed_title"),
      cell: ({ row }) => (
        <Link
          to={`/admin/content/campaigns/${row.original.id}`}
          className="flex items-center gap-2 font-medium text-primary hover:underline"
        >
          <span
            className="inline-block size-3 rounded-full border"
            style={{ background: row.original.background_color }}
            aria-hidden="true"
          />
          {titleOf(row.original)}
        </Link>
      ),
    },
    {
      id: "window",
      header: t("ed_window"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="text-xs">
          {row.original.starts_at.replace("T", " ")} → {row.original.ends_at.replace("T", " ")}
        </bdi>
      ),
      meta: { narrow: false },
    },
    { id: "state", header: t("ed_status"), cell: ({ row }) => (row.original.is_active ? t("ed_active") : t("ed_hidden")) },
    {
      id: "entries",
      header: t("ed_entries"),
      cell: ({ row }) =>
        row.original.pending > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">
            {t("ed_pending")}: {row.original.pending}
          </span>
        ) : (
          row.original.products.length
        ),
    },
    {
      id: "actions",
      header: t("ed_actions"),
      cell: ({ row }) => (
        <DeleteButton
          path={`admin/content/campaigns/${row.original.id}/delete`}
          name={titleOf(row.original)}
          done={() => void revalidator.revalidate()}
        />
      ),
    },
  ];
  return (
    <div className="max-w-5xl">
      <PageHeading
        title={t("ed_campaigns_title")}
        text={t("ed_campaigns_intro")}
        action={
          <Link to="/admin/content/campaigns/new" className={linkButtonClass} data-testid="ed-new-campaign">
            {t("ed_new_campaign")}
          </Link>
        }
      />
      <Card>
        <DataTable columns={columns} data={loaderData.campaigns} rowKey={(r) => r.id} empty={t("ed_none")} testId="ed-campaigns" />
      </Card>
    </div>
  );
}
