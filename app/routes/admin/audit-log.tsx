import { Form } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { useDateTime } from "../../components/backoffice/ApprovalQueue";
import { type ColumnDef, ServerTable } from "../../components/backoffice/ServerTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/audit-log";
import { AdminErrorBoundary } from "./layout";

/** `/admin/audit-log?actor=&action=&dir=&page=`: every operator's action, newest first, with before and after (operators with `audit`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.auditLog(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "audit_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["data"][number];
const FIELD = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

/** A before/after value as short JSON (left to right whatever the page's direction). */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-gray-400">—</span>;
  return (
    <code dir="ltr" className="block max-w-xs whitespace-pre-wrap break-all text-xs text-gray-700">
      {JSON.stringify(value)}
    </code>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateTime();
  const { filters, actions } = loaderData;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "created_at",
      header: t("audit_when"),
      cell: ({ row }) => <span className="whitespace-nowrap">{date(row.original.created_at)}</span>,
    },
    {
      id: "actor",
      header: t("audit_actor"),
      cell: ({ row }) => (
        <span dir="ltr" className="whitespace-nowrap" data-testid="audit-actor">
          {row.original.actor.email}
        </span>
      ),
    },
    {
      id: "action",
      header: t("audit_action"),
      cell: ({ row }) => (
        <code dir="ltr" className="text-xs font-semibold text-gray-900" data-testid="audit-action">
          {row.original.action}
        </code>
      ),
    },
    {
      id: "target",
      header: t("audit_target"),
      cell: ({ row }) => (
        <span dir="ltr" className="text-xs">
          {row.original.target_type}
          {row.original.target_id && ` #${row.original.target_id}`}
        </span>
      ),
    },
    {
      id: "changes",
      header: t("audit_changes"),
      cell: ({ row }) => (
        <div className="space-y-1">
          <Json value={row.original.before} />
          <Json value={row.original.after} />
        </div>
      ),
    },
  ];
  const toolbar = (
    <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="audit-filter">
      <input type="hidden" name="dir" value={filters.dir} />
      <label className="min-w-48 flex-1 text-sm">
        <span className="sr-only">{t("audit_filter_actor")}</span>
        <input name="actor" defaultValue={filters.actor} placeholder={t("audit_filter_actor")} className={`${FIELD} w-full`} dir="ltr" />
      </label>
      <label className="text-sm">
        <span className="sr-only">{t("audit_action")}</span>
        <select name="action" defaultValue={filters.action} className={FIELD} dir="ltr">
          <option value="">
            {t("audit_action")}: {t("backoffice_all")}
          </option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white">
        {t("backoffice_filter")}
      </button>
    </Form>
  );
  return (
    <div className="space-y-4">
      <PageHeading title={t("audit_title")} />
      <ServerTable
        page={loaderData}
        columns={columns}
        sortable={["created_at"]}
        sort={{ by: "created_at", dir: filters.dir }}
        testId="audit-table"
        toolbar={toolbar}
      />
    </div>
  );
}
