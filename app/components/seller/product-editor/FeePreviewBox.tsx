import { useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import type { feePreview } from "../../../../domain/seller/fee-preview";
import type { ProductForm } from "../../../../domain/seller-products/product-schema";
import { useTranslation } from "../../../i18n/i18n";
import { ApiError, api } from "../../../lib/api";
import { FeeBreakdown, useRate } from "../FeeBreakdown";

type Preview = Awaited<ReturnType<typeof feePreview>>;

/** How long typing may pause before the preview is asked for. */
export const FEE_PREVIEW_DELAY_MS = 300;

/** The preview's answer for the form's price and category, asked for once they stop changing; a refused price shows the call's message. */
function useFeePreview(price: string, categoryId: string) {
  const [answer, setAnswer] = useState<{ preview: Preview | null; error: string | null }>({ preview: null, error: null });
  useEffect(() => {
    const typed = price.trim();
    if (!typed) {
      setAnswer({ preview: null, error: null });
      return;
    }
    const stop = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ price: typed, category_id: categoryId });
      api<Preview>(`seller/fee-preview?${query}`, { quiet: true, signal: stop.signal })
        .then((preview) => setAnswer({ preview, error: null }))
        .catch((err: unknown) => {
          if (stop.signal.aborted) return;
          const errors = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> }).errors : undefined;
          setAnswer({ preview: null, error: errors ? (Object.values(errors)[0]?.[0] ?? null) : null });
        });
    }, FEE_PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [price, categoryId]);
  return answer;
}

/**
 * The product form's "What a sale leaves you" (issue 37, item 5): for the price and category
 * being entered, the price, the marketplace's commission at the category's rate, the tax on that
 * fee and the estimated payout, from `GET seller/fee-preview` (the rule settlement books by).
 */
export function FeePreviewBox() {
  const { t } = useTranslation();
  const rate = useRate();
  const { watch } = useFormContext<ProductForm>();
  const price = String(watch("price") ?? "");
  const categoryId = String(watch("category_id") ?? "");
  const { preview, error } = useFeePreview(price, categoryId);
  return (
    <section className="mt-4 rounded-xl border border-emerald-100 bg-emerald-50/40 p-4" aria-live="polite" data-testid="sp-fee-preview">
      <h3 className="mb-2 font-semibold text-gray-900">{t("seller_fee_preview_title")}</h3>
      {preview ? (
        <>
          <FeeBreakdown
            testId="sp-fee-rows"
            rows={[
              { label: t("seller_fee_price"), amount: preview.price },
              { label: t("seller_fee_commission", { rate: rate(preview.commission_rate) }), amount: preview.commission, kind: "kept" },
              { label: t("seller_fee_tax", { rate: rate(preview.fee_tax_rate) }), amount: preview.fee_tax, kind: "kept" },
              { label: t("seller_fee_payout_estimate"), amount: preview.payout, kind: "payout", testId: "sp-fee-payout" },
            ]}
          />
          {!categoryId && <p className="mt-2 text-xs text-gray-500">{t("seller_fee_default_rate")}</p>}
        </>
      ) : (
        <p className={`text-sm ${error ? "text-red-700" : "text-gray-600"}`} data-testid="sp-fee-message">
          {error ?? t("seller_fee_preview_hint")}
        </p>
      )}
    </section>
  );
}
