import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import type { ShopCoupon } from "../../../domain/shops/shop-coupons";
import { isolate } from "../../../kernel/i18n/numbers";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useMoney, useNumbers } from "../../lib/price";
import { Check, Copy, Tag } from "../ui/icon-set";

/** Put text on the clipboard: the Clipboard API where allowed, else a hidden selection (older or non-secure pages). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/** A seller's coupons a shopper can use now, each with its terms and a copy-code button; `footer` goes under the list (the shop page's "load more"). */
export function ShopCoupons({
  coupons,
  heading,
  compact = false,
  footer,
}: {
  coupons: ShopCoupon[];
  heading: string;
  compact?: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { percent } = useNumbers();
  const [copied, setCopied] = useState<number | null>(null);
  const date = useDates().day;
  if (!coupons.length) return null;
  const copy = async (c: ShopCoupon) => {
    if (await copyText(c.code)) {
      setCopied(c.id);
      toast.success(t("code_copied", { code: isolate(c.code) }));
    } else toast.error(t("copy_failed"));
  };
  return (
    <section aria-label={heading} data-testid="shop-coupons">
      <h2 className={compact ? "mb-2 text-sm font-semibold" : "mb-1 text-lg font-bold"}>{heading}</h2>
      {!compact && <p className="mb-3 text-sm text-gray-500">{t("shop_coupons_hint")}</p>}
      <ul className={compact ? "grid grid-cols-1 gap-2" : "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"}>
        {coupons.map((c) => (
          <li
            key={c.id}
            className="flex min-w-0 flex-wrap content-between items-start gap-x-3 gap-y-2 rounded-xl border border-dashed border-primary/40 bg-primary/5 p-3"
            data-testid="shop-coupon"
          >
            <Tag className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-bold text-primary">
                {c.discount_type === "percentage"
                  ? t("coupon_off_percent", { percent: percent(Number(c.discount)) })
                  : t("coupon_off_amount", { amount: money(c.discount) })}
              </p>
              {c.title && <p className="truncate text-sm text-gray-700">{c.title}</p>}
              <p className="text-xs text-gray-600">
                {[
                  Number(c.minimum_shopping) > 0 && t("coupon_min_spend", { amount: money(c.minimum_shopping) }),
                  c.maximum_discount && t("coupon_max_discount", { amount: money(c.maximum_discount) }),
                  c.applies_to === "products" && t("coupon_selected_items"),
                  c.end_date && t("coupon_valid_until", { date: date(c.end_date) }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </div>
            {/* the code and its button take a row of their own at the card's foot: a code of up to 32 characters
                wraps inside the card (left to right, isolated from the page's direction), the button never leaves it */}
            <div className="flex min-w-0 basis-full items-center justify-between gap-2">
              <code
                dir="ltr"
                className="min-w-0 rounded bg-white px-2 py-0.5 font-mono text-sm font-semibold tracking-wide break-all"
                data-testid="coupon-code"
              >
                <bdi dir="ltr">{c.code}</bdi>
              </code>
              <button
                type="button"
                onClick={() => void copy(c)}
                aria-label={t("copy_code_of", { code: isolate(c.code) })}
                className="inline-flex shrink-0 items-center gap-1 rounded-lg bg-primary px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-white hover:bg-primary-dark"
                data-testid="copy-coupon"
              >
                {copied === c.id ? <Check className="size-3.5" aria-hidden="true" /> : <Copy className="size-3.5" aria-hidden="true" />}
                {t("copy_code")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}
