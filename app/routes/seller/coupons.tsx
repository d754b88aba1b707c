import { useState } from "react";
import { PageHeading } from "../../components/account/PageHeading";
import { DataTable } from "../../components/backoffice/DataTable";
import { CouponEditorCard } from "../../components/seller/coupons/CouponEditorCard";
import { type CouponRow, useCouponColumns } from "../../components/seller/coupons/useCouponColumns";
import { Plus } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/coupons";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.coupons();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_coupons", noindex: true });

/** `/seller/coupons`: the shop's coupons: create, edit (limits, dates), expire now, delete an unused one. */
export default function SellerCoupons({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CouponRow | "new" | null>(null);
  const columns = useCouponColumns(setEditing);
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
      {editing !== null && <CouponEditorCard editing={editing} onClose={() => setEditing(null)} />}
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
