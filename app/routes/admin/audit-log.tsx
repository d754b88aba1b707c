import { PageHeading } from "../../components/account/PageHeading";
import { AuditFilter } from "../../components/admin/audit/AuditFilter";
import { useAuditColumns } from "../../components/admin/audit/useAuditColumns";
import { ServerTable } from "../../components/backoffice/ServerTable";
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

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, actions } = loaderData;
  const columns = useAuditColumns();
  return (
    <div className="space-y-4">
      <PageHeading title={t("audit_title")} />
      <ServerTable
        page={loaderData}
        columns={columns}
        sortable={["created_at"]}
        sort={{ by: "created_at", dir: filters.dir }}
        testId="audit-table"
        toolbar={<AuditFilter filters={filters} actions={actions} />}
      />
    </div>
  );
}
