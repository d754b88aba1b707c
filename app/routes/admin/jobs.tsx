import { Link } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { useJobColumns } from "../../components/admin/jobs/useJobColumns";
import { ServerTable } from "../../components/backoffice/ServerTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/jobs";
import { AdminErrorBoundary } from "./layout";

/** `/admin/jobs?state=dead|queued|done&page=`: the job queue's jobs in one state, dead letters first, each dead one retried here (operators with `settings`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.jobs(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_jobs_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

const STATES = ["dead", "queued", "done"] as const;

export default function JobQueue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const columns = useJobColumns();
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
