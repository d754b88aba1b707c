import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { CartView } from "../../../domain/cart/cart-view";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useMoney } from "../../lib/price";
import type { CartAnswer } from "../../lib/useAddToCart";
import { Tag, X } from "../ui/icon-set";

/** Coupon entry and the applied coupons (with why one does not apply); each answer is the server's new cart. */
export function CouponForm({
  coupons,
  buyNow,
  onCart,
}: {
  coupons: CartView["coupons"];
  buyNow: boolean;
  onCart: (answer: CartAnswer) => void;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async (path: string, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const answer = await api<CartAnswer>(path, { method: "POST", body: { ...body, buy_now: buyNow ? "1" : "0" } });
      onCart(answer);
      toast.success(t("toast_success"), { description: answer.success });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  const apply = async (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() && (await send("user/apply_coupon", { coupon_code: code.trim() }))) setCode("");
  };
  return (
    <div className="mt-4 border-t border-gray-100 pt-4">
      <form onSubmit={(e) => void apply(e)} className="flex gap-2">
        <label htmlFor="coupon" className="sr-only">
          {t("coupon_code")}
        </label>
        <input
          id="coupon"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t("coupon_code")}
          autoComplete="off"
          dir="ltr"
          data-testid="coupon-input"
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm uppercase placeholder:normal-case focus:border-primary focus:outline-none"
        />
        <button
          type="submit"
          disabled={busy || !code.trim()}
          className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
          data-testid="coupon-apply"
        >
          {t("apply_coupon")}
        </button>
      </form>
      {coupons.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm" data-testid="coupons">
          {coupons.map((c) => (
            <li key={c.coupon_id} className="flex items-center justify-between gap-2 rounded-lg bg-primary-soft px-3 py-2">
              <span className="flex min-w-0 items-center gap-2">
                <Tag className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="truncate">
                  <span dir="ltr" className="font-semibold">
                    {c.code}
                  </span>
                  {" · "}
                  {c.status === "applied"
                    ? `−${format(c.discount)}`
                    : t(c.status === "coupon_minimum" ? "coupon_not_applicable" : c.status)}
                </span>
              </span>
              <button
                type="button"
                onClick={() => void send("user/coupon-delete", { coupon_id: c.coupon_id })}
                className="rounded p-1 hover:bg-white"
                aria-label={t("remove_coupon", { code: c.code })}
              >
                <X className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
