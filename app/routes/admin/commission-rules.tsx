import { useState } from "react";
import { PageHeading } from "../../components/account/PageHeading";
import { NewButton } from "../../components/admin/catalog/RowButtons";
import { useCatalogAction } from "../../components/admin/catalog/useCatalogAction";
import { FeeSettings } from "../../components/admin/commission/FeeSettings";
import { RuleEditor } from "../../components/admin/commission/RuleEditor";
import { useDateTime } from "../../components/backoffice/ApprovalQueue";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/commission-rules";
import { AdminErrorBoundary } from "./layout";

/** `/admin/commission-rules`: the commission rules, most specific wins (decision 072), and the fee settings (operators with `settings`). */
export async function loader({ context }: Route.LoaderArgs) {
  const [list, settings] = await Promise.all([context.admin.commissionRules(), context.admin.settings()]);
  const v = settings as Record<string, unknown>;
  const cents = (key: string) => (Number(v[key] ?? 0) / 100).toFixed(2);
  return {
    rules: list.rules,
    fees: {
      seller_commission_rate: String(v.seller_commission_rate ?? ""),
      platform_fee_tax_rate: String(v.platform_fee_tax_rate ?? ""),
      seller_debt_limit: cents("seller_debt_limit_cents"),
      seller_min_payout: cents("seller_min_payout_cents"),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_rules_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["rules"][number];

export default function CommissionRules({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const act = useCatalogAction();
  const date = useDateTime();
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "target",
      header: t("admin_rules_scope"),
      cell: ({ row: { original: r } }) => (
        <span className="flex flex-col">
          <span className="text-xs text-gray-500">{t(`admin_rules_scope_${r.scope}`)}</span>
          <bdi className="font-medium text-gray-900" data-testid="rule-target-name">
            {r.target_name} <span className="text-gray-400">#{r.target_id}</span>
          </bdi>
          <span className="mt-1 flex gap-3">
            <button type="button" className="text-xs text-primary hover:underline" onClick={() => setEditing(r)} data-testid="rule-edit">
              {t("admin_rules_edit")}
            </button>
            {(!r.ends_at || r.in_force) && (
              <button
                type="button"
                className="text-xs text-red-700 hover:underline"
                onClick={() => void act(`admin/commission-rules/${r.id}/end`)}
                data-testid="rule-end"
              >
                {t("admin_rules_end")}
              </button>
            )}
          </span>
        </span>
      ),
    },
    {
      id: "percent",
      header: t("admin_rules_percent"),
      cell: ({ row }) => <bdi dir="ltr">{row.original.percent ? `${row.original.percent} %` : "—"}</bdi>,
    },
    { id: "fixed", header: t("admin_rules_fixed"), cell: ({ row }) => <bdi dir="ltr">{row.original.fixed_fee ?? "—"}</bdi> },
    {
      id: "window",
      header: `${t("admin_rules_starts")} – ${t("admin_rules_ends")}`,
      meta: { narrow: false },
      cell: ({ row: { original: r } }) => (
        <span className="text-xs">
          {date(r.starts_at)} – {r.ends_at ? date(r.ends_at) : t("admin_rules_open")}
        </span>
      ),
    },
    {
      id: "state",
      header: t("admin_rules_in_force"),
      cell: ({ row: { original: r } }) => (
        <span className={`rounded-full px-2 py-0.5 text-xs ${r.in_force ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-600"}`}>
          {r.in_force ? t("admin_rules_in_force") : t("admin_rules_not_in_force")}
        </span>
      ),
    },
  ];
  return (
    <div>
      <PageHeading
        title={t("admin_rules_title")}
        text={t("admin_rules_text")}
        action={<NewButton onClick={() => setEditing("new")} label={t("admin_rules_new")} testId="rule-new" />}
      />
      {editing && (
        <RuleEditor
          key={editing === "new" ? "new" : editing.id}
          rule={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        columns={columns}
        data={loaderData.rules}
        rowKey={(r) => r.id}
        empty={t("admin_rules_empty")}
        testId="rules-table"
        caption={t("admin_rules_title")}
      />
      <FeeSettings values={loaderData.fees} />
    </div>
  );
}
