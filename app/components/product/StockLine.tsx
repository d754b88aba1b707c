import { useTranslation } from "../../i18n/i18n";
import { Check } from "../ui/icon-set";

/** Whether the chosen product (or variant) is in stock, as the seller lets it show (with the count, without, or not at all). */
export function StockLine({ visibility, stock, digital }: { visibility: string; stock: number; digital: boolean }) {
  const { t } = useTranslation();
  if (digital) return null;
  if (stock <= 0)
    return (
      <p className="font-semibold text-rose-600" data-testid="stock">
        {t("out_of_stock")}
      </p>
    );
  if (visibility === "hide_stock") return null;
  return (
    <p className="flex items-center gap-1.5 font-medium text-emerald-700" data-testid="stock">
      <Check className="size-4" aria-hidden="true" />
      {visibility === "visible_with_quantity" ? t("in_stock_count", { count: stock }) : t("in_stock")}
    </p>
  );
}
