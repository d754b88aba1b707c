import { useState } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { ApiError, api } from "../../lib/api";
import { useStore } from "../../store/store";
import { Heart } from "../ui/icon-set";
import { askToSignIn, showListError } from "./list-toasts";

/**
 * The heart: adds the product to the signed-in shopper's wishlist or takes it off. The store
 * changes at once (the header counter with it) and goes back if the server refuses; a guest
 * is asked to sign in. `withLabel` shows the word beside the icon (the product page).
 */
export function WishlistButton({
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
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const wished = state.user_wishlists.includes(productId);

  const toggle = async () => {
    if (busy) return;
    const back = location.pathname + location.search;
    if (!state.user) return askToSignIn(t, back);
    const on = !wished;
    dispatch({ type: "wishlist", productId, on });
    setBusy(true);
    try {
      const answer = await api<{ success: string }>(
        on ? `user/add-to-wishlist/${productId}` : `user/remove-wishlist-product/${productId}`,
        { quiet: true },
      );
      toast.success(t("toast_success"), { description: answer.success });
    } catch (err) {
      dispatch({ type: "wishlist", productId, on: !on });
      if (err instanceof ApiError && err.status === 401) askToSignIn(t, back);
      else showListError(err);
    } finally {
      setBusy(false);
    }
  };

  const look = withLabel
    ? `inline-flex h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition ${wished ? "border-rose-200 bg-rose-50 text-rose-600" : "border-gray-300 bg-white text-gray-700 hover:border-rose-300 hover:text-rose-600"}`
    : `inline-flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-gray-200 transition hover:text-rose-600 ${wished ? "text-rose-600" : "text-gray-600"}`;
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={wished}
      aria-busy={busy || undefined}
      aria-label={withLabel ? undefined : t("wishlist_add")}
      title={wished ? t("wishlist_remove") : t("wishlist_add")}
      className={`${look} ${className}`}
      data-testid="wishlist-button"
    >
      <Heart className={`size-[1.15rem] ${wished ? "fill-current" : ""}`} aria-hidden="true" />
      {withLabel && <span>{t("wishlist")}</span>}
    </button>
  );
}
