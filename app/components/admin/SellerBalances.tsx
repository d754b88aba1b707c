import { useMemo } from "react";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { useStore } from "../../store/store";
import { type ColumnDef, DataTable } from "../backoffice/DataTable";
import { Panel } from "./Panel";

export interface SellerBalanceRow {
  shop: { id: number; slug: string; name: string };
  earnings: string;
  pending_payouts: string;
  debt: string;
  cash_collected: string;
}

/** The sellers' money as the ledger has it (decision 071): earnings held, payouts waiting, debt, cash collected. */
export function SellerBalances({ rows }: { rows: SellerBalanceRow[] }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const columns = useMemo<ColumnDef<SellerBalanceRow, unknown>[]>(() => {
    const money = (key: "earnings" | "pending_payouts" | "debt" | "cash_collected", header: string, narrow = true) => ({
      id: key,
      header,
      meta: { narrow, className: "text-end tabular-nums" },
      cell: ({ row }: { row: { original: SellerBalanceRow } }) => (
        <bdi className={key === "debt" && Number(row.original.debt) > 0 ? "font-semibold text-red-700" : ""}>
          {format(row.original[key], { zeroAsNegotiable: false })}
        </bdi>
      ),
    });
    return [
      { id: "shop", header: t("admin_balances_shop"), cell: ({ row }) => <bdi>{row.original.shop.name}</bdi> },
      money("earnings", t("admin_balances_earnings")),
      money("pending_payouts", t("admin_balances_pending"), false),
      money("debt", t("admin_balances_debt")),
      money("cash_collected", t("admin_balances_cash"), false),
    ];
  }, [t, format]);
  return (
    <div className="mt-6">
      <Panel title={t("admin_balances_title")}>
        <p className="text-sm text-gray-600">{t("admin_balances_text")}</p>
        <DataTable columns={columns} data={rows} rowKey={(r) => r.shop.id} empty={t("admin_balances_empty")} testId="seller-balances" />
      </Panel>
    </div>
  );
}
