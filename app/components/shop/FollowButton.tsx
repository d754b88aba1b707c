import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { ApiError, api } from "../../lib/api";
import { useStore } from "../../store/store";
import { showListError } from "../lists/list-toasts";
import { Check, Plus } from "../ui/icon-set";

interface FollowAnswer {
  success: string;
  followers: number;
  shop_follower: number[];
}

/**
 * Follow or unfollow a shop (`user/follow-shop`, `user/remove-followed`). The store's
 * `shop_follower` ids say whether it is followed (`followed` is the server's word until the
 * store knows the user); the button changes at once and goes back if the server refuses. A
 * guest goes to sign in and comes back to `back` (by default, this page). `onChange` hears the
 * shop's new follower count (the shop page's header shows it).
 */
export function FollowButton({
  shopId,
  shopName,
  followed = false,
  back,
  onChange,
  size = "md",
  className = "",
}: {
  shopId: number;
  shopName?: string;
  followed?: boolean;
  back?: string;
  onChange?: (followers: number, on: boolean) => void;
  size?: "sm" | "md";
  className?: string;
}) {
  const { t } = useTranslation();
  const { state, dispatch } = useStore();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const on = state.user !== null && state.shop_follower.includes(shopId);
  // the server's word on a page loaded after the store started: the store learns it once (not after a click)
  const told = useRef("");
  useEffect(() => {
    const word = `${shopId}:${followed}`;
    if (told.current === word) return;
    told.current = word;
    if (followed && state.user && !state.shop_follower.includes(shopId)) dispatch({ type: "follow", shopId, on: true });
  }, [followed, shopId, state.user, state.shop_follower, dispatch]);
  const signIn = () => navigate(`/login?redirect=${encodeURIComponent(back ?? location.pathname + location.search)}`);

  const toggle = async () => {
    if (busy) return;
    if (!state.user) return void signIn();
    const next = !on;
    dispatch({ type: "follow", shopId, on: next });
    setBusy(true);
    try {
      const answer = await api<FollowAnswer>(next ? `user/follow-shop?id=${shopId}` : `user/remove-followed?id=${shopId}`, { quiet: true });
      onChange?.(answer.followers, next);
      toast.success(t("toast_success"), { description: answer.success });
    } catch (err) {
      dispatch({ type: "follow", shopId, on: !next });
      if (err instanceof ApiError && err.status === 401) void signIn();
      else showListError(err);
    } finally {
      setBusy(false);
    }
  };

  const label = shopName ? t(on ? "unfollow_shop_label" : "follow_shop_label", { shop: shopName }) : undefined;
  const Icon = on ? Check : Plus;
  const sizing = size === "sm" ? "h-8 px-3 text-xs" : "h-10 px-4 text-sm";
  const look = on ? "border-primary bg-primary-soft text-primary hover:bg-white" : "border-primary bg-primary text-white hover:opacity-90";
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={label}
      title={on ? t("unfollow") : undefined}
      className={`inline-flex items-center justify-center gap-1.5 rounded-full border font-semibold transition disabled:opacity-60 ${sizing} ${look} ${className}`}
      data-testid="follow-button"
      data-followed={on}
    >
      <Icon className={size === "sm" ? "size-3.5" : "size-4"} aria-hidden="true" />
      <span>{on ? t("following") : t("follow")}</span>
    </button>
  );
}
