import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useStore } from "../../store/store";
import { GitCompareArrows } from "../ui/icon-set";
import { showListError } from "./list-toasts";

/**
 * Adds the product to the compare list or takes it off (guests too: their list is kept by
 * session). The store changes at once and goes back if the server refuses (a full list
 * answers 422 with the reason). `withLabel` shows the word beside the icon (the product page).
 */
export function CompareButton({
  productId,
  withLabel = false,
  className = "",
}: {
  productId: number;
  withLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { state, dispatch } = useStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const compared = state.compare_ids.includes(productId);

  const toggle = async () => {
    if (busy) return;
    const on = !compared;
    dispatch({ type: "compare", productId, on });
    setBusy(true);
    try {
      const answer = await api<{ success: string }>(on ? `home/add-to-compare/${productId}` : `home/remove-compare_product/${productId}`, {
        quiet: true,
      });
      toast.success(t("toast_success"), {
        description: answer.success,
        ...(on ? { action: { label: t("compare_view"), onClick: () => void navigate("/compare-list") } } : {}),
      });
    } catch (err) {
      dispatch({ type: "compare", productId, on: !on });
      showListError(err);
    } finally {
      setBusy(false);
    }
  };

  const look = withLabel
    ? `inline-flex h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition ${compared ? "border-primary bg-primary-soft text-primary" : "border-gray-300 bg-white text-gray-700 hover:border-primary hover:text-primary"}`
    : `inline-flex size-9 items-center justify-center rounded-full shadow-sm ring-1 transition ${compared ? "bg-primary text-white ring-primary" : "bg-white/95 text-gray-600 ring-gray-200 hover:text-primary"}`;
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={compared}
      aria-busy={busy || undefined}
      aria-label={withLabel ? undefined : t("compare_add")}
      title={compared ? t("compare_remove") : t("compare_add")}
      className={`${look} ${className}`}
      data-testid="compare-button"
    >
      <GitCompareArrows className="size-[1.15rem]" aria-hidden="true" />
      {withLabel && <span>{t("compare")}</span>}
    </button>
  );
}
