import { Form, useRouteLoaderData } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { useDateTime } from "../../components/backoffice/ApprovalQueue";
import { type ColumnDef, ServerTable } from "../../components/backoffice/ServerTable";
import { BanButton, StaffEditor } from "../../components/backoffice/UserActions";
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

type Row = Route.ComponentProps["loaderData"]["data"][number];
const ROLES = ["customer", "seller", "affiliate", "staff", "admin"] as const;
const STATUSES = ["active", "unverified", "banned"] as const;
const SELECT = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const date = useDateTime();
  const shell = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout");
  const isAdmin = shell?.operator.role === "admin";
  const { filters, permissions } = loaderData;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "email",
      header: t("users_col_email"),
      cell: ({ row }) => (
        <span dir="ltr" className="break-all font-medium text-gray-900">
          {row.original.email}
        </span>
      ),
    },
    { id: "name", header: t("users_col_name"), cell: ({ row }) => <bdi>{row.original.name}</bdi> },
    {
      id: "role",
      header: t("users_col_role"),
      cell: ({ row }) => (
        <span>
          {t(`admin_role_${row.original.role}`)}
          {row.original.role === "staff" && (
            <span className="block text-xs text-gray-500">
              {new Intl.ListFormat(i18n.language, { style: "narrow" }).format(row.original.permissions.map((p) => t(`permission_${p}`)))}
            </span>
          )}
        </span>
      ),
    },
    {
      id: "status",
      header: t("users_col_status"),
      cell: ({ row }) => (
        <span className={row.original.status === "banned" ? "font-semibold text-red-700" : ""} data-testid="user-status">
          {t(`user_status_${row.original.status}`)}
        </span>
      ),
    },
    { id: "created_at", header: t("users_col_created"), cell: ({ row }) => date(row.original.created_at) },
    {
      id: "actions",
      header: t("users_col_actions"),
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-2">
          <BanButton user={row.original} />
          {isAdmin && <StaffEditor key={row.original.permissions.join()} user={row.original} permissions={permissions} />}
        </div>
      ),
    },
  ];
  const toolbar = (
    <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="users-filter">
      <input type="hidden" name="sort" value={filters.sort} />
      <input type="hidden" name="dir" value={filters.dir} />
      <label className="min-w-48 flex-1 text-sm">
        <span className="sr-only">{t("users_search")}</span>
        <input name="q" defaultValue={filters.q} placeholder={t("users_search")} className={`${SELECT} w-full`} dir="auto" />
      </label>
      <label className="text-sm">
        <span className="sr-only">{t("users_col_role")}</span>
        <select name="role" defaultValue={filters.role} className={SELECT}>
          <option value="">
            {t("users_col_role")}: {t("backoffice_all")}
          </option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`admin_role_${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="sr-only">{t("users_col_status")}</span>
        <select name="status" defaultValue={filters.status} className={SELECT}>
          <option value="">
            {t("users_col_status")}: {t("backoffice_all")}
          </option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`user_status_${s}`)}
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
      <PageHeading title={t("users_title")} />
      <ServerTable
        page={loaderData}
        columns={columns}
        sortable={["email", "created_at"]}
        sort={{ by: filters.sort, dir: filters.dir }}
        testId="users-table"
        toolbar={toolbar}
      />
    </div>
  );
}
