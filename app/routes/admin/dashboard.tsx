import { isolate } from "../../../kernel/i18n/numbers";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { AppLink } from "../../components/ui/AppLink";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/dashboard";
import { AdminErrorBoundary } from "./layout";

/** `/admin`: the console's dashboard, what waits for a decision of every kind, with counts and links. */
export async function loader({ context }: Route.LoaderArgs) {
  return context.admin.console();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_console", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { operator, approvals } = loaderData;
  const waiting = approvals.reduce((sum, a) => sum + a.count, 0);
  return (
    <div className="space-y-4">
      <PageHeading title={t("admin_nav_dashboard")} text={t("admin_signed_in_as", { email: isolate(operator.email) })} />
      <h2 className="text-lg font-semibold text-gray-900">{t("admin_pending_approvals")}</h2>
      {operator.role !== "admin" && !operator.permissions.includes("approvals") ? (
        <Card>
          <p className="text-gray-600">{t("admin_no_approvals_permission")}</p>
        </Card>
      ) : (
        <>
          {waiting === 0 && <p className="text-sm text-gray-600">{t("admin_all_clear")}</p>}
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-approvals">
            {approvals.map((a) => (
              <li key={a.kind}>
                <AppLink
                  to={a.path}
                  className="flex items-center justify-between gap-3 rounded-2xl border border-gray-100 bg-white p-5 transition hover:border-primary"
                  data-testid={`approvals-${a.kind}`}
                >
                  <span className="text-sm font-medium text-gray-700">{t(`admin_approvals_${a.kind}`)}</span>
                  <span
                    className={`grid min-w-10 place-items-center rounded-full px-3 py-1 text-lg font-bold ${a.count > 0 ? "bg-primary-soft text-primary" : "bg-gray-100 text-gray-500"}`}
                    data-testid="approvals-count"
                    data-count={a.count}
                  >
                    {number(a.count)}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
