import { useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import type { CartView } from "../../../domain/cart/cart-view";
import { isolate } from "../../../kernel/i18n/numbers";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { useMoney } from "../../lib/price";
import { useShopForm } from "../../lib/use-shop-form";
import type { CartAnswer } from "../../lib/useAddToCart";
import { Tag, X } from "../ui/icon-set";

const CouponCode = z.object({ coupon_code: z.string() });

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
  const [removing, setRemoving] = useState(false);
  const { form, send } = useShopForm(CouponCode, { defaultValues: { coupon_code: "" } });
  const code = form.watch("coupon_code");
  const done = (answer: CartAnswer) => {
    onCart(answer);
    toast.success(t("toast_success"), { description: answer.success });
  };
  // api() toasts why a code does not apply (the cart has no room for a message under the field)
  const apply = form.handleSubmit(async ({ coupon_code }) => {
    if (!coupon_code.trim()) return;
    const answer = await send<CartAnswer>(
      "user/apply_coupon",
      { coupon_code: coupon_code.trim(), buy_now: buyNow ? "1" : "0" },
      { loud: true, successToast: false, placeError: () => false },
    );
    if (!answer) return;
    done(answer);
    form.reset({ coupon_code: "" });
  });
  const remove = async (couponId: number) => {
    setRemoving(true);
    try {
      done(await api<CartAnswer>("user/coupon-delete", { method: "POST", body: { coupon_id: couponId, buy_now: buyNow ? "1" : "0" } }));
    } catch {
      /* api() said why */
    } finally {
      setRemoving(false);
    }
  };
  const busy = form.formState.isSubmitting || removing;
  return (
    <div className="mt-4 border-t border-gray-100 pt-4">
      <form onSubmit={apply} className="flex gap-2">
        <label htmlFor="coupon" className="sr-only">
          {t("coupon_code")}
        </label>
        <input
          id="coupon"
          {...form.register("coupon_code")}
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
                onClick={() => void remove(c.coupon_id)}
                className="rounded p-1 hover:bg-white"
                aria-label={t("remove_coupon", { code: isolate(c.code) })}
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
