import { useEffect, useId, useMemo } from "react";
import { useTranslation } from "../../i18n/i18n";
import { ImagePlus, X } from "../ui/icon-set";

export const REVIEW_PICTURES_MAX = 4;
export const REVIEW_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/**
 * Up to four pictures with previews; each can be taken off again. The files stay in the
 * form's state (sent as `images[]`); the server checks their content and re-encodes them.
 */
export function ReviewImagePicker({
  files,
  onChange,
  error,
  onError,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (picked.some((f) => f.size > REVIEW_PICTURE_MAX_BYTES)) onError(t("v_image_too_large"));
    const fitting = picked.filter((f) => f.size <= REVIEW_PICTURE_MAX_BYTES);
    if (files.length + fitting.length > REVIEW_PICTURES_MAX) onError(t("rv_too_many_images"));
    onChange([...files, ...fitting].slice(0, REVIEW_PICTURES_MAX));
  };

  return (
    <div className="space-y-2" data-testid="review-images">
      <p className="text-sm font-medium text-gray-700">
        {t("rv_pictures")}
        <span className="ms-1 font-normal text-gray-500">({t("optional")})</span>
      </p>
      <ul className="flex flex-wrap gap-2">
        {previews.map((src, i) => (
          <li key={src} className="relative">
            <img
              src={src}
              alt={t("rv_picture_n", { n: i + 1 })}
              className="size-20 rounded-lg border border-gray-200 object-cover"
              data-testid="review-image-preview"
            />
            <button
              type="button"
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              aria-label={t("rv_remove_picture", { n: i + 1 })}
              className="absolute -end-2 -top-2 grid size-6 place-items-center rounded-full bg-gray-900/80 text-white hover:bg-gray-900"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
        {files.length < REVIEW_PICTURES_MAX && (
          <li>
            <label
              htmlFor={id}
              className="grid size-20 cursor-pointer place-items-center rounded-lg border-2 border-dashed border-gray-300 text-gray-500 transition hover:border-primary hover:text-primary focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20"
            >
              <span className="flex flex-col items-center gap-1 text-xs">
                <ImagePlus className="size-5" aria-hidden="true" />
                {t("rv_add_pictures")}
              </span>
              <input
                id={id}
                type="file"
                multiple
                accept={ACCEPT}
                className="sr-only"
                data-testid="review-image-input"
                onChange={(e) => {
                  add(e.target.files);
                  e.target.value = "";
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p className={`text-xs ${error ? "text-red-600" : "text-gray-500"}`} role={error ? "alert" : undefined}>
        {error ?? t("rv_pictures_hint")}
      </p>
    </div>
  );
}
