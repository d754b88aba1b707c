import { useTranslation } from "../../i18n/i18n";
import { MessageSquareReply } from "../ui/icon-set";
import { ShortTextForm } from "../ui/ShortTextForm";

const REPLY_MAX = 1000;

/** The "Reply" button beside "Helpful" (signed-in viewers); it opens `ReplyForm` below the replies. */
export function ReplyButton({ open, onClick }: { open: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-expanded={open}
      className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 font-medium text-gray-600 hover:text-primary"
      data-testid="review-reply-open"
    >
      <MessageSquareReply className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
      {t("rv_reply")}
    </button>
  );
}

/** A short reply to a review, posted to `home/product-reply-store`. */
export function ReplyForm({ reviewId, onReplied, onClose }: { reviewId: number; onReplied: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <ShortTextForm
        path="home/product-reply-store"
        field="reply"
        extra={{ review_id: reviewId }}
        maxLength={REPLY_MAX}
        rows={2}
        label={t("rv_reply_label")}
        placeholder={t("rv_reply_placeholder")}
        submitLabel={t("rv_reply_submit")}
        busyLabel={t("rv_posting")}
        testId="review-reply-form"
        focus
        required={t("attr_reply")}
        small
        onSent={onReplied}
        onClose={onClose}
      />
    </div>
  );
}
