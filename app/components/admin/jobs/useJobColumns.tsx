import type { listJobs } from "../../../../domain/jobs/dead-jobs";
import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";
import { DecisionButtons, useDateTime } from "../../backoffice/ApprovalQueue";
import type { ColumnDef } from "../../backoffice/ServerTable";

type Job = Awaited<ReturnType<typeof listJobs>>["data"][number];

/** A job's heading: a mail's recipient and subject (never its body), else its payload as short JSON. */
function JobHeading({ job }: { job: Job }) {
  const about = job.about as Record<string, unknown>;
  if (job.kind === "mail")
    return (
      <span className="block max-w-xs text-sm" dir="auto">
        <span className="font-medium text-gray-900">{String(about.subject ?? "")}</span>
        <span className="block text-xs text-gray-500" dir="ltr">
          {String(about.to ?? "")}
        </span>
      </span>
    );
  return (
    <code dir="ltr" className="block max-w-xs whitespace-pre-wrap break-all text-xs text-gray-700">
      {JSON.stringify(about)}
    </code>
  );
}

/** The job queue's columns: kind, heading, attempts, last error, when, and a dead job's retry button. */
export function useJobColumns(): ColumnDef<Job, unknown>[] {
  const { t } = useTranslation();
  const date = useDateTime();
  const { number } = useNumbers();
  return [
    {
      id: "kind",
      header: t("admin_jobs_kind"),
      cell: ({ row }) => (
        <code dir="ltr" className="text-xs font-semibold text-gray-900" data-testid="job-kind">
          {row.original.kind}
        </code>
      ),
    },
    { id: "about", header: t("admin_jobs_heading"), cell: ({ row }) => <JobHeading job={row.original} /> },
    {
      id: "attempts",
      header: t("admin_jobs_attempts"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="whitespace-nowrap">
          {number(row.original.attempts)} / {number(row.original.max_attempts)}
        </bdi>
      ),
    },
    {
      id: "last_error",
      header: t("admin_jobs_last_error"),
      cell: ({ row }) =>
        row.original.last_error ? (
          <code dir="ltr" className="block max-w-xs whitespace-pre-wrap break-all text-xs text-red-700">
            {row.original.last_error}
          </code>
        ) : (
          <span className="text-gray-400">—</span>
        ),
    },
    {
      id: "when",
      header: t("admin_jobs_when"),
      cell: ({ row }) => <span className="whitespace-nowrap text-xs">{date(row.original.finished_at ?? row.original.run_at)}</span>,
    },
    {
      id: "retry",
      header: "",
      cell: ({ row }) =>
        row.original.state === "dead" ? (
          <DecisionButtons
            decisions={[
              {
                key: "retry",
                label: t("admin_jobs_retry"),
                path: `admin/jobs/${row.original.id}/retry`,
                primary: true,
                testId: "job-retry",
              },
            ]}
          />
        ) : null,
    },
  ];
}
