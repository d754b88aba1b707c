import { useRevalidator } from "react-router";
import { z } from "zod";
import { useTranslation } from "../../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../../lib/use-shop-form";

/** What the answer box holds; the server checks it (domain/catalog/reply-to-review.ts: its message goes below the box). */
const ReplyInput = z.object({ reply: z.string() });

/** The seller's answer to a review, through the storefront's reply call (shown with the seller's badge); the list follows. */
export function ReviewReplyBox({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { form, send } = useShopForm(ReplyInput, { defaultValues: { reply: "" } });
  const errors = messagesOf(form.formState.errors);
  const error = errors.reply ?? errors.form;
  const text = form.watch("reply");
  const submit = form.handleSubmit(async (values) => {
    const answer = await send("home/product-reply-store", { review_id: reviewId, reply: values.reply }, { placeError: formErrorAbove });
    if (!answer) return;
    form.reset({ reply: "" });
    await revalidator.revalidate();
  });
  return (
    <div className="mt-3 space-y-2">
      <label htmlFor={`reply-${reviewId}`} className="sr-only">
        {t("seller_reply")}
      </label>
      <textarea
        id={`reply-${reviewId}`}
        rows={2}
        maxLength={1000}
        placeholder={t("seller_reply_placeholder")}
        aria-invalid={!!error}
        className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        dir="auto"
        data-testid="seller-reply-text"
        {...form.register("reply")}
      />
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        disabled={form.formState.isSubmitting || text.trim() === ""}
        onClick={() => void submit()}
        className="rounded-full bg-primary px-4 py-1.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
        data-testid="seller-reply-send"
      >
        {t("seller_reply")}
      </button>
    </div>
  );
}
