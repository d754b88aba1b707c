import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { adminCoupons } from "../../../domain/coupons/admin-coupons";
import { EMPTY_COUPON } from "../../../domain/seller/coupon-input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { NewButton } from "../../components/admin/catalog/RowButtons";
import { CouponFunding } from "../../components/admin/coupons/CouponFunding";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { CouponEditor } from "../../components/seller/CouponEditor";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/coupons";
import { AdminErrorBoundary } from "./layout";

/** `/admin/coupons`: every coupon and who pays its discount (decision 072); the marketplace's own coupons made and edited (operators with `content`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return context.admin.coupons(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_coupons_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Awaited<ReturnType<typeof adminCoupons>>["coupons"][number];
const SCOPES = ["all", "marketplace", "shops"] as const;

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { number, percent } = useNumbers();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const revalidator = useRevalidator();
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "code",
      header: t("coupon_code"),
      cell: ({ row: { original: c } }) => (
        <span className="flex flex-col">
          <bdi dir="ltr" className="font-semibold text-gray-900">
            {c.code}
          </bdi>
          {c.title && <span className="text-xs text-gray-500">{c.title}</span>}
          {c.shop_id === null && (
            <button
              type="button"
              className="mt-1 self-start text-xs text-primary hover:underline"
              onClick={() => setEditing(c)}
              data-testid="coupon-edit"
            >
              {t("seller_edit")}
            </button>
          )}
        </span>
      ),
    },
    {
      id: "owner",
      header: t("admin_coupons_owner"),
      cell: ({ row: { original: c } }) =>
        c.shop_slug ? (
          <Link to={`/shop/${c.shop_slug}`} className="hover:underline">
            {c.shop_name}
          </Link>
        ) : (
          <span className="rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-800">
            {t("admin_coupons_marketplace")}
          </span>
        ),
    },
    {
      id: "discount",
      header: t("attr_discount_value"),
      cell: ({ row: { original: c } }) => (
        <bdi>
          {c.discount_type === "percentage" ? percent(Number(c.discount_value)) : money(c.discount_value, { zeroAsNegotiable: false })}
        </bdi>
      ),
    },
    {
      id: "state",
      header: t("seller_coupon_state"),
      cell: ({ row: { original: c } }) => (
        <span className="text-xs">
          {t(`seller_coupon_state_${c.state}`)} · {number(c.used_count)}
          {c.usage_limit ? ` / ${number(Number(c.usage_limit))}` : ""}
        </span>
      ),
    },
    {
      id: "funding",
      header: t("funded_by"),
      meta: { narrow: false },
      cell: ({ row: { original: c } }) => (
        <div className="space-y-1">
          <CouponFunding key={`${c.id}-${c.funded_by}-${c.seller_share}`} id={c.id} fundedBy={c.funded_by} sellerShare={c.seller_share} />
          <p className="text-xs text-gray-500" data-testid="coupon-platform-part">
            {t("admin_coupons_platform_part", { percent: percent(Number(c.platform_part)) })}
          </p>
        </div>
      ),
    },
  ];
  return (
    <div>
      <PageHeading
        title={t("admin_coupons_title")}
        text={t("admin_coupons_text")}
        action={editing === null && <NewButton onClick={() => setEditing("new")} label={t("admin_coupons_new")} testId="coupon-new" />}
      />
      <nav className="mb-4 flex flex-wrap gap-2" aria-label={t("admin_coupons_title")}>
        {SCOPES.map((s) => (
          <Link
            key={s}
            to={s === "all" ? "?" : `?scope=${s}`}
            aria-current={loaderData.scope === s ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${loaderData.scope === s ? "border-primary bg-primary text-white" : "border-gray-300 text-gray-700"}`}
          >
            {t(`admin_coupons_scope_${s}`)}
          </Link>
        ))}
      </nav>
      {editing !== null && (
        <Card className="mb-4">
          <h2 className="mb-4 font-semibold">{editing === "new" ? t("admin_coupons_new") : `${t("seller_edit")} ${editing.code}`}</h2>
          <CouponEditor
            key={editing === "new" ? "new" : editing.id}
            base="admin/coupons"
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
        empty={t("admin_coupons_empty")}
        testId="admin-coupons"
        caption={t("admin_coupons_title")}
      />
    </div>
  );
}
