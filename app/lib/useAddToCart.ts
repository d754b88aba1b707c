import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { CartView } from "../../domain/cart/cart-view";
import { useTranslation } from "../i18n/i18n";
import { useStore } from "../store/store";
import { api } from "./api";

/** Spec §9: the added-to-cart flag stays on for 2 s. */
export const ADDED_FLAG_MS = 2000;

export type CartAnswer = CartView & { success?: string };

/** The page data's brief cart lines from a cart answer (the header counter reads them). */
export function briefLines(answer: CartView) {
  return answer.carts
    .filter((l) => !l.is_buy_now)
    .map((l) => ({ id: l.id, product_id: l.product_id, variant_id: l.variant_id, quantity: l.quantity, trx_id: l.trx_id }));
}

/**
 * Add to cart (POST user/addToCart) as spec §4 says: the first cart line's trx_id is reused,
 * the server's cart replaces the local one, the added flag stays on for 2 s. Buy-now goes
 * straight to checkout with its own one-product cart. Errors show as toasts (api()).
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { state, dispatch } = useStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = async (form: { id: number; quantity?: number; variant_id?: number; is_buy_now?: boolean }): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const answer = await api<CartAnswer>("user/addToCart", {
        method: "POST",
        body: { ...form, is_buy_now: form.is_buy_now ? 1 : 0, trx_id: state.carts[0]?.trx_id ?? "" },
      });
      if (form.is_buy_now) {
        void navigate("/checkout?buy_now=1");
        return true;
      }
      dispatch({ type: "carts", list: briefLines(answer) });
      setAdded(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAdded(false), ADDED_FLAG_MS);
      toast.success("Success !!", { description: answer.success, action: { label: t("cart"), onClick: () => void navigate("/cart") } });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { add, busy, added };
}
