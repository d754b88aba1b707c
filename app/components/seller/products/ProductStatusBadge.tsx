import type { SellerProductRow } from "../../../../domain/seller-products/seller-list";
import { useTranslation } from "../../../i18n/i18n";

/** Where a seller's product stands: awaiting review, rejected, published or a draft. */
export function ProductStatusBadge({ row }: { row: Pick<SellerProductRow, "status" | "approval"> }) {
  const { t } = useTranslation();
  const [key, tone] =
    row.approval === "pending"
      ? ["sp_status_pending", "bg-amber-50 text-amber-800"]
      : row.approval === "rejected"
        ? ["sp_status_rejected", "bg-red-50 text-red-700"]
        : row.status === "published"
          ? ["sp_status_published", "bg-green-50 text-green-800"]
          : ["sp_status_draft", "bg-gray-100 text-gray-700"];
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(key)}</span>;
}
