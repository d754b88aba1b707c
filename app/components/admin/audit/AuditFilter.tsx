import { Form } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import type { AuditPage } from "./useAuditColumns";

const FIELD = "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

/** The audit log's filters as a plain GET form: the actor's e-mail and the action (the order rides along). */
export function AuditFilter({ filters, actions }: { filters: AuditPage["filters"]; actions: string[] }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="audit-filter">
      <input type="hidden" name="dir" value={filters.dir} />
      <label className="min-w-48 flex-1 text-sm">
        <span className="sr-only">{t("audit_filter_actor")}</span>
        <input name="actor" defaultValue={filters.actor} placeholder={t("audit_filter_actor")} className={`${FIELD} w-full`} dir="ltr" />
      </label>
      <label className="text-sm">
        <span className="sr-only">{t("audit_action")}</span>
        <select name="action" defaultValue={filters.action} className={FIELD} dir="ltr">
          <option value="">
            {t("audit_action")}: {t("backoffice_all")}
          </option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {a}
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
