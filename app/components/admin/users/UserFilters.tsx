import { Form } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import type { UserPage } from "./user-list";

const ROLES = ["customer", "seller", "affiliate", "staff", "admin"] as const;
const STATUSES = ["active", "unverified", "banned"] as const;
const SELECT = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

/** The accounts' filters as a plain GET form: search, role and status (the sort rides along). */
export function UserFilters({ filters }: { filters: UserPage["filters"] }) {
  const { t } = useTranslation();
  return (
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
}
