import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import type { CartView } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { briefLines, type CartAnswer } from "../../lib/useAddToCart";
import { useStore } from "../../store/store";

/**
 * The cart page's state: the cart as loaded, then as each answer has it (the header's counter
 * follows), the line being changed, the steppers' and the remove button's calls, and `checkout`
 * (to sign in first when guest checkout is off).
 */
export function useCartPage(loaded: CartView) {
  const { t } = useTranslation();
  const { state, dispatch } = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState(loaded);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  useEffect(() => setView(loaded), [loaded]);
  // leaving buy-now mode as the reference's cart page does (GET cart/list?cart_page=1)
  useEffect(() => {
    void api("cart/list?cart_page=1", { quiet: true }).catch(() => {});
  }, []);

  const take = (answer: CartAnswer) => {
    setView(answer);
    dispatch({ type: "carts", list: briefLines(answer) });
  };
  const change = async (lineId: number, call: () => Promise<CartAnswer>) => {
    setBusyLine(lineId);
    try {
      take(await call());
    } catch {
      /* api() showed the reason */
    } finally {
      setBusyLine(null);
    }
  };
  const step = (lineId: number, delta: number) =>
    void change(lineId, () => api<CartAnswer>("cart/update", { method: "POST", body: { id: lineId, quantity: delta } }));
  const remove = (lineId: number) => void change(lineId, () => api<CartAnswer>(`cart/delete/${lineId}`));
  const checkout = () => {
    // spec section 4: guest checkout off and nobody signed in: the current route is remembered for after the sign-in
    if (!state.user && Number(state.settings_data.disable_guest) === 1) {
      toast.error("Error", { description: t("login_first") });
      return void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    }
    void navigate("/checkout");
  };
  return { view, busyLine, take, step, remove, checkout };
}
