import type { auditLogPage } from "../../../../domain/audit/audit-log";
import { useTranslation } from "../../../i18n/i18n";
import { useDateTime } from "../../backoffice/ApprovalQueue";
import type { ColumnDef } from "../../backoffice/ServerTable";

/** A page of the audit log, with the filters it answers and the actions there are to filter by. */
export type AuditPage = Awaited<ReturnType<typeof auditLogPage>>;
type Entry = AuditPage["data"][number];

/** A before/after value as short JSON (left to right whatever the page's direction). */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-gray-400">—</span>;
  return (
    <code dir="ltr" className="block max-w-xs whitespace-pre-wrap break-all text-xs text-gray-700">
      {JSON.stringify(value)}
    </code>
  );
}

/** The audit log's columns: when, who, what, on which record, and the record before and after. */
export function useAuditColumns(): ColumnDef<Entry, unknown>[] {
  const { t } = useTranslation();
  const date = useDateTime();
  return [
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
}
