import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { couponView } from "../../../../domain/seller/seller-coupons";
import { isolate } from "../../../../kernel/i18n/numbers";
import { useTranslation } from "../../../i18n/i18n";
import { api } from "../../../lib/api";
import { useDates } from "../../../lib/dates";
import { useFormatMoney, useNumbers } from "../../../lib/price";
import { useStore } from "../../../store/store";
import type { ColumnDef } from "../../backoffice/DataTable";

/** A coupon as the seller's table shows it. */
export type CouponRow = ReturnType<typeof couponView>;

const STATE_TONES: Record<string, string> = {
  active: "bg-emerald-50 text-emerald-800",
  scheduled: "bg-sky-50 text-sky-800",
  expired: "bg-gray-100 text-gray-700",
  used_up: "bg-amber-50 text-amber-800",
  inactive: "bg-gray-100 text-gray-700",
};

/** Edit, expire now (unless expired) and delete (an unused one, after asking); the list follows. */
function CouponActions({ row, onEdit }: { row: CouponRow; onEdit: (row: CouponRow) => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const act = async (action: "expire" | "delete") => {
    if (action === "delete" && !window.confirm(t("seller_coupon_delete_confirm", { code: isolate(row.code) }))) return;
    try {
      const answer = await api<{ success: string }>(`seller/coupons/${row.id}/${action}`, { method: "POST", body: {} });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch {
      // api() showed the error
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="font-semibold text-primary hover:underline" onClick={() => onEdit(row)}>
        {t("seller_edit")}
      </button>
      {row.state !== "expired" && (
        <button type="button" className="font-semibold text-amber-700 hover:underline" onClick={() => void act("expire")}>
          {t("seller_expire")}
        </button>
      )}
      {row.used_count === 0 && (
        <button type="button" className="font-semibold text-red-700 hover:underline" onClick={() => void act("delete")}>
          {t("seller_delete")}
        </button>
      )}
    </div>
  );
}

/** The shop's coupons table's columns: code, discount, uses, last day, state and the actions. */
export function useCouponColumns(onEdit: (row: CouponRow) => void): ColumnDef<CouponRow, unknown>[] {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { number, percent } = useNumbers();
  // a coupon's last day is a calendar day ("2026-03-01"): written as that day in any zone
  const day = useDates().day;
  const discount = (r: CouponRow) =>
    r.discount_type === "percentage" ? percent(Number(r.discount_value)) : money(r.discount_value, { zeroAsNegotiable: false });
  return [
    {
      id: "code",
      header: t("coupon_code"),
      cell: ({ row }) => (
        <span className="font-semibold" dir="ltr">
          {row.original.code}
        </span>
      ),
    },
    { id: "discount", header: t("attr_discount_value"), cell: ({ row }) => <bdi>{discount(row.original)}</bdi> },
    {
      id: "uses",
      header: t("seller_coupon_uses"),
      cell: ({ row }) =>
        row.original.usage_limit
          ? `${number(row.original.used_count)} / ${number(Number(row.original.usage_limit))}`
          : number(row.original.used_count),
    },
    { id: "ends", header: t("attr_ends_at"), cell: ({ row }) => (row.original.ends_at ? day(row.original.ends_at) : "—") },
    {
      id: "state",
      header: t("seller_coupon_state"),
      cell: ({ row }) => (
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[row.original.state] ?? ""}`}>
          {t(`seller_coupon_state_${row.original.state}`)}
        </span>
      ),
    },
    { id: "actions", header: t("seller_actions"), cell: ({ row }) => <CouponActions row={row.original} onEdit={onEdit} /> },
  ];
}
