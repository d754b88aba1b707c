import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { EMPTY_COUPON } from "../../../domain/seller/coupon-input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { CouponEditor } from "../../components/seller/CouponEditor";
import { Plus } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/coupons";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.coupons();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_coupons", noindex: true });

type Row = Route.ComponentProps["loaderData"]["coupons"][number];

const STATE_TONES: Record<string, string> = {
  active: "bg-emerald-50 text-emerald-800",
  scheduled: "bg-sky-50 text-sky-800",
  expired: "bg-gray-100 text-gray-700",
  used_up: "bg-amber-50 text-amber-800",
  inactive: "bg-gray-100 text-gray-700",
};

/** `/seller/coupons`: the shop's coupons: create, edit (limits, dates), expire now, delete an unused one. */
export default function SellerCoupons({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { number, percent } = useNumbers();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const act = async (row: Row, action: "expire" | "delete") => {
    if (action === "delete" && !window.confirm(t("seller_coupon_delete_confirm", { code: row.code }))) return;
    try {
      const answer = await api<{ success: string }>(`seller/coupons/${row.id}/${action}`, { method: "POST", body: {} });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch {
      // api() showed the error
    }
  };
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  const discount = (r: Row) =>
    r.discount_type === "percentage" ? percent(Number(r.discount_value)) : money(r.discount_value, { zeroAsNegotiable: false });
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "code",
      header: t("attr_code"),
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
    {
      id: "actions",
      header: t("seller_actions"),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="font-semibold text-primary hover:underline" onClick={() => setEditing(row.original)}>
            {t("seller_edit")}
          </button>
          {row.original.state !== "expired" && (
            <button type="button" className="font-semibold text-amber-700 hover:underline" onClick={() => void act(row.original, "expire")}>
              {t("seller_expire")}
            </button>
          )}
          {row.original.used_count === 0 && (
            <button type="button" className="font-semibold text-red-700 hover:underline" onClick={() => void act(row.original, "delete")}>
              {t("seller_delete")}
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      <PageHeading
        title={t("seller_coupons")}
        text={t("seller_coupons_text")}
        action={
          editing === null && (
            <button
              type="button"
              onClick={() => setEditing("new")}
              className="inline-flex items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
              data-testid="coupon-new"
            >
              <Plus className="size-4" aria-hidden="true" />
              {t("seller_new_coupon")}
            </button>
          )
        }
      />
      {editing !== null && (
        <Card className="mb-4">
          <h2 className="mb-4 font-semibold">{editing === "new" ? t("seller_new_coupon") : `${t("seller_edit")} ${editing.code}`}</h2>
          <CouponEditor
            key={editing === "new" ? "new" : editing.id}
            id={editing === "new" ? null : editing.id}
            initial={editing === "new" ? EMPTY_COUPON : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void revalidator.revalidate();
            }}
          />
        </Card>
      )}
      <DataTable
        columns={columns}
        data={loaderData.coupons}
        rowKey={(r) => r.id}
        caption={t("seller_coupons")}
        empty={t("seller_no_coupons")}
        testId="seller-coupons"
      />
    </>
  );
}
