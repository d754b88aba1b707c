import { useTranslation } from "../../../i18n/i18n";
import { useDateTime } from "../../backoffice/ApprovalQueue";
import type { ColumnDef } from "../../backoffice/ServerTable";
import { BanButton, StaffEditor } from "../../backoffice/UserActions";
import type { UserRow } from "./user-list";

/** The accounts table's columns; only an admin (`isAdmin`) gets the staff editor beside the ban button. */
export function useUserColumns(isAdmin: boolean, permissions: readonly string[]): ColumnDef<UserRow, unknown>[] {
  const { t, i18n } = useTranslation();
  const date = useDateTime();
  return [
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
}
