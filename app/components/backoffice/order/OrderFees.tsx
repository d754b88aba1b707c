import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { FeeBreakdown } from "../../seller/FeeBreakdown";
import type { SellerOrderView } from "./order-view";

/**
 * The seller's order page: what the sale leaves the shop (issue 37, item 5) — goods, what was
 * collected besides, the commission, the tax on it and the payout; as booked once the order is
 * settled, else an estimate (the product form's preview shows the same rows).
 */
export function OrderFees({ fees }: { fees: SellerOrderView["fees"] }) {
  const { t } = useTranslation();
  const rows = [
    { label: t("seller_fee_goods"), amount: fees.goods },
    ...(fees.shipping_and_tax === "0.00" ? [] : [{ label: t("seller_fee_shipping_and_tax"), amount: fees.shipping_and_tax }]),
    { label: t("seller_fee_commission_plain"), amount: fees.commission, kind: "kept" as const },
    { label: t("seller_fee_tax_plain"), amount: fees.fee_tax, kind: "kept" as const },
    {
      label: fees.settled ? t("seller_fee_payout") : t("seller_fee_payout_estimate"),
      amount: fees.payout,
      kind: "payout" as const,
      testId: "seller-fee-payout",
    },
  ];
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{t("seller_fee_order_title")}</h2>
      <FeeBreakdown rows={rows} testId="seller-order-fees" />
      <p className="mt-2 text-xs text-gray-500" data-testid="seller-fee-state">
        {fees.settled ? t("seller_fee_settled") : t("seller_fee_estimate")}
      </p>
    </Card>
  );
}
