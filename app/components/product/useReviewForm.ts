import { useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";

/**
 * What the review form holds besides its pictures; the server checks it again (title and
 * comment, domain/catalog/write-review.ts). A review needs its stars before it goes.
 */
const ReviewFields = z.object({ rating: z.number().min(1, "rv_rating"), title: z.string(), comment: z.string() });

export type ReviewFormState = ReturnType<typeof useReviewForm>;

/**
 * The review form's state: the fields, the chosen pictures and their message (the picker's own,
 * or the server's), and `submit`, which posts them as multipart to `user/product-review-store`
 * and, once the review is kept, empties the form.
 */
export function useReviewForm(productId: number, onPosted: () => void) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState("");
  const { form, send } = useShopForm(ReviewFields, { defaultValues: { rating: 0, title: "", comment: "" } });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    setImagesError("");
    const answer = await send(
      "user/product-review-store",
      { product_id: productId, ...values },
      {
        loud: true,
        multipart: "fields",
        files: { "images[]": files },
        successToast: false,
        placeError: (field, message) => {
          if (field !== "images") return formErrorAbove(field);
          setImagesError(message);
          return false;
        },
      },
    );
    if (!answer) return;
    toast.success(t("toast_success"), { description: answer.success });
    form.reset();
    setFiles([]);
    onPosted();
  });
  return { form, errors, submit, files, setFiles, imagesError, setImagesError };
}
