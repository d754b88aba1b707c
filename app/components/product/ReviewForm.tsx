import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { Info, LogIn, PenLine } from "../ui/icon-set";
import { ReviewImagePicker } from "./ReviewImagePicker";
import { StarPicker } from "./StarPicker";
import { type ReviewFormState, useReviewForm } from "./useReviewForm";

const TITLE_MAX = 120;
const COMMENT_MAX = 2000;
const field = "block w-full rounded-lg border bg-white px-3 py-2.5 text-sm outline-none transition focus:ring-2 focus:ring-primary/20";
const look = (error?: string) => `${field} ${error ? "border-red-400 focus:border-red-500" : "border-gray-300 focus:border-primary"}`;

/** The form itself: stars, title, comment and pictures, posted as multipart to `user/product-review-store`. */
function ReviewForm({ productId, onPosted }: { productId: number; onPosted: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, errors, submit, files, setFiles, imagesError, setImagesError } = useReviewForm(productId, onPosted);
  const busy = form.formState.isSubmitting;

  return (
    <form
      onSubmit={submit}
      noValidate
      encType="multipart/form-data"
      className="space-y-4 rounded-2xl border border-gray-200 p-4 sm:p-5"
      data-testid="review-form"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <PenLine className="size-5 text-primary rtl:-scale-x-100" aria-hidden="true" />
        {t("rv_write")}
      </h3>
      {errors.form && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <StarPicker
        name="rating"
        value={form.watch("rating")}
        onChange={(n) => {
          form.setValue("rating", n);
          form.clearErrors("rating");
        }}
        error={errors.rating && t(errors.rating)}
      />
      <ReviewText form={form} errors={errors} />
      <ReviewImagePicker
        files={files}
        onChange={(next) => {
          setFiles(next);
          setImagesError("");
        }}
        error={imagesError || undefined}
        onError={setImagesError}
      />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-primary-dark disabled:cursor-wait disabled:opacity-70"
        data-testid="review-submit"
      >
        {busy ? t("rv_posting") : t("rv_submit")}
      </button>
    </form>
  );
}

/** The review's title (optional) and comment, each with the server's message below it. */
function ReviewText({ form, errors }: { form: ReviewFormState["form"]; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const id = useId();
  const comment = form.watch("comment");
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-title`} className="block text-sm font-medium text-gray-700">
          {t("rv_title")}
          <span className="ms-1 font-normal text-gray-500">({t("optional")})</span>
        </label>
        <input
          id={`${id}-title`}
          {...form.register("title")}
          maxLength={TITLE_MAX}
          dir="auto"
          placeholder={t("rv_title_placeholder")}
          className={look(errors.title)}
          aria-invalid={!!errors.title}
        />
        {errors.title && (
          <p className="text-sm text-red-600" role="alert">
            {errors.title}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-gray-700">
          {t("rv_comment")}
        </label>
        <textarea
          id={`${id}-comment`}
          {...form.register("comment")}
          rows={4}
          maxLength={COMMENT_MAX}
          dir="auto"
          required
          placeholder={t("rv_comment_placeholder")}
          className={look(errors.comment)}
          aria-invalid={!!errors.comment}
        />
        <div className="flex justify-between gap-3 text-xs">
          <span className="text-red-600" role={errors.comment ? "alert" : undefined}>
            {errors.comment}
          </span>
          <span className="tabular-nums text-gray-500" dir="ltr">
            {comment.length}/{COMMENT_MAX}
          </span>
        </div>
      </div>
    </>
  );
}

/**
 * What the viewer may do about reviewing this product: a guest is asked to sign in (and comes
 * back here), a signed-in buyer who has not reviewed it yet gets the form, anyone else a
 * short note. `canReview` and `hasReviewed` are the server's (`GET home/product-reviews`).
 */
export function WriteReview({
  productId,
  signedIn,
  canReview,
  hasReviewed,
  back,
  onPosted,
}: {
  productId: number;
  signedIn: boolean;
  canReview: boolean;
  hasReviewed: boolean;
  back: string;
  onPosted: () => void;
}) {
  const { t } = useTranslation();
  const note = "flex items-start gap-2 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-600";
  if (!signedIn) {
    return (
      <p className={note} data-testid="review-sign-in">
        <LogIn className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
        <Link to={`/login?redirect=${encodeURIComponent(back)}`} className="font-semibold text-primary hover:underline">
          {t("rv_sign_in")}
        </Link>
      </p>
    );
  }
  if (canReview) return <ReviewForm productId={productId} onPosted={onPosted} />;
  return (
    <p className={note} data-testid={hasReviewed ? "review-done" : "review-buyers-only"}>
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t(hasReviewed ? "rv_reviewed_note" : "rv_buyers_note")}
    </p>
  );
}
