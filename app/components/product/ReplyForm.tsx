import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { ApiError, api } from "../../lib/api";
import { MessageSquareReply } from "../ui/icon-set";

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
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // the form opens when the shopper presses "Reply": the caret goes into it (asked for, unlike autofocus on load)
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) return setError(t("v_required", { attribute: t("attr_reply") }));
    setBusy(true);
    setError("");
    try {
      const answer = await api<{ success: string }>("home/product-reply-store", {
        method: "POST",
        body: { review_id: reviewId, reply: text },
      });
      toast.success(t("toast_success"), { description: answer.success });
      setText("");
      onClose();
      onReplied();
    } catch (err) {
      if (err instanceof ApiError) setError((err.body as { errors?: Record<string, string[]> }).errors?.reply?.[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2" data-testid="review-reply-form">
      <label htmlFor={id} className="sr-only">
        {t("rv_reply_label")}
      </label>
      <textarea
        ref={field}
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={2}
        maxLength={REPLY_MAX}
        dir="auto"
        placeholder={t("rv_reply_placeholder")}
        aria-invalid={!!error}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-primary/20 ${error ? "border-red-400" : "border-gray-300 focus:border-primary"}`}
      />
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-primary px-3.5 py-1.5 text-xs font-semibold text-white hover:bg-primary-dark disabled:opacity-70"
        >
          {busy ? t("rv_posting") : t("rv_reply_submit")}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-gray-300 px-3.5 py-1.5 text-xs font-medium text-gray-700 hover:border-gray-400"
        >
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
