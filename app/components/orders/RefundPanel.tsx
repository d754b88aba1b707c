import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import type { ProfileOrderItem } from "../../../domain/orders/profile-orders";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { inputClass } from "../ui/FormField";
import { RotateCcw } from "../ui/icon-set";
import { useOrderDate } from "./order-format";

const REASON_MAX = 1000;
const STATE_COLOURS: Record<string, string> = {
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  accepted: "border-emerald-200 bg-emerald-50 text-emerald-900",
  rejected: "border-rose-200 bg-rose-50 text-rose-900",
};
/** What a refund request holds besides its pictures; the server checks it (its messages go beside the fields). */
const RefundInput = z.object({ reason: z.string() });

/** The refund of a delivered order in the history: its request's state, or the button and form to ask for one while the window is open. */
export function RefundPanel({ order }: { order: ProfileOrderItem }) {
  const { t } = useTranslation();
  const { day } = useOrderDate();
  const [open, setOpen] = useState(false);
  const refund = order.refund;
  if (refund) {
    const text =
      refund.status === "pending"
        ? t("refund_pending_text")
        : refund.status === "rejected"
          ? t("refund_rejected_text")
          : t(refund.payout === "gateway" ? "refund_payout_gateway" : "refund_payout_manual");
    return (
      <div
        className={`mt-3 rounded-xl border p-3 text-sm ${STATE_COLOURS[refund.status] ?? STATE_COLOURS.pending}`}
        data-testid="refund-state"
        data-status={refund.status}
      >
        <p className="font-semibold">{t(`refund_state_${refund.status}`)}</p>
        <p className="mt-0.5">{text}</p>
        {refund.decision_note && <p className="mt-1 italic">“{refund.decision_note}”</p>}
      </div>
    );
  }
  if (!order.can_refund) return null;
  return open ? (
    <RefundForm order={order} onClose={() => setOpen(false)} />
  ) : (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-lg border border-gray-200 px-3 py-1.5 font-medium text-gray-700 hover:border-primary hover:text-primary"
        data-testid="refund-open"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t("request_refund")}
      </button>
      {order.refund_deadline && <span>{t("request_refund_until", { date: day(order.refund_deadline) })}</span>}
    </div>
  );
}

/** The request: a reason and up to four pictures, posted as multipart to `refund-request`; one click sends one request. */
function RefundForm({ order, onClose }: { order: ProfileOrderItem; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const pictures = useRef<HTMLInputElement>(null);
  const { form, send } = useShopForm(RefundInput, { defaultValues: { reason: "" } });
  const errors = messagesOf(form.formState.errors);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    const files = { "images[]": [...(pictures.current?.files ?? [])] };
    const body = { ...values, order_id: String(order.id) };
    const answer = await send("refund-request", body, {
      loud: true,
      successToast: false,
      multipart: "fields",
      files,
      placeError: formErrorAbove,
    });
    if (!answer) return;
    toast.success(t("toast_success"), { description: answer.success });
    await revalidator.revalidate();
    onClose();
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      encType="multipart/form-data"
      className="mt-3 space-y-3 rounded-xl border border-gray-200 bg-gray-50 p-3"
      data-testid="refund-form"
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="font-semibold text-gray-900">
        {t("request_refund")} · <span dir="ltr">{order.code}</span>
      </p>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-gray-700">
          {t("refund_reason")}
        </label>
        <textarea
          id={`${id}-reason`}
          {...form.register("reason")}
          rows={3}
          maxLength={REASON_MAX}
          required
          aria-invalid={!!errors.reason}
          aria-describedby={`${id}-reason-note`}
          className={inputClass(errors.reason)}
        />
        <p
          id={`${id}-reason-note`}
          className={`text-xs ${errors.reason ? "text-red-600" : "text-gray-500"}`}
          role={errors.reason ? "alert" : undefined}
        >
          {errors.reason ?? t("refund_reason_hint")}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-images`} className="block text-sm font-medium text-gray-700">
          {t("refund_pictures")}
        </label>
        <input
          id={`${id}-images`}
          ref={pictures}
          name="images[]"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          className="block w-full text-sm text-gray-700 file:me-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        {errors.images && (
          <p className="text-sm text-red-600" role="alert">
            {errors.images}
          </p>
        )}
      </div>
      {errors.form && (
        <p className="text-sm text-red-600" role="alert" data-testid="form-error">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-primary px-4 py-1.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-70"
          data-testid="refund-submit"
        >
          {busy ? t("refund_sending") : t("refund_send")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onClose}
          className="rounded-lg border border-gray-300 bg-white px-4 py-1.5 text-sm font-medium text-gray-700 hover:border-gray-400"
        >
          {t("refund_cancel")}
        </button>
      </div>
    </form>
  );
}
