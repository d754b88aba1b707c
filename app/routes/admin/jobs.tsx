import { Link } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { type ColumnDef, ServerTable } from "../../components/backoffice/ServerTable";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/jobs";
import { AdminErrorBoundary } from "./layout";

/** `/admin/jobs?state=dead|queued|done&page=`: the job queue's jobs in one state, dead letters first, each dead one retried here (operators with `settings`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.jobs(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_jobs_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["data"][number];
const STATES = ["dead", "queued", "done"] as const;

/** A job's heading: a mail's recipient and subject (never its body), else its payload as short JSON. */
function Heading({ job }: { job: Row }) {
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

export default function JobQueue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateTime();
  const { number } = useNumbers();
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "kind",
      header: t("admin_jobs_kind"),
      cell: ({ row }) => (
        <code dir="ltr" className="text-xs font-semibold text-gray-900" data-testid="job-kind">
          {row.original.kind}
        </code>
      ),
    },
    { id: "about", header: t("admin_jobs_heading"), cell: ({ row }) => <Heading job={row.original} /> },
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
  const toolbar = (
    <nav className="flex flex-wrap gap-2" aria-label={t("admin_jobs_state")} data-testid="job-states">
      {STATES.map((s) => (
        <Link
          key={s}
          to={`?state=${s}`}
          aria-current={loaderData.state === s ? "page" : undefined}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ${loaderData.state === s ? "bg-primary text-white" : "border border-gray-300 text-gray-700 hover:border-primary"}`}
        >
          {t(`admin_jobs_state_${s}`)}
        </Link>
      ))}
    </nav>
  );
  return (
    <div className="space-y-4">
      <PageHeading title={t("admin_jobs_title")} text={t("admin_jobs_text")} />
      <ServerTable page={loaderData} columns={columns} testId="jobs-table" toolbar={toolbar} />
    </div>
  );
}
