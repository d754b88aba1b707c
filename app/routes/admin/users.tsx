import { useRouteLoaderData } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { UserFilters } from "../../components/admin/users/UserFilters";
import { useUserColumns } from "../../components/admin/users/useUserColumns";
import { ServerTable } from "../../components/backoffice/ServerTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/users";
import { AdminErrorBoundary, type loader as layoutLoader } from "./layout";

/** `/admin/users?q=&role=&status=&sort=&dir=&page=`: accounts searched, filtered, sorted and paged on the server (operators with `users`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.users(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "users_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shell = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout");
  const { filters, permissions } = loaderData;
  const columns = useUserColumns(shell?.operator.role === "admin", permissions);
  return (
    <div className="space-y-4">
      <PageHeading title={t("users_title")} />
      <ServerTable
        page={loaderData}
        columns={columns}
        sortable={["email", "created_at"]}
        sort={{ by: filters.sort, dir: filters.dir }}
        testId="users-table"
        toolbar={<UserFilters filters={filters} />}
      />
    </div>
  );
}
