import { useState } from "react";
import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { useShopForm } from "../../lib/use-shop-form";
import { errorAt, Field } from "../ui/FormField";

/** The pop-up form's one field: the picture, chosen in the browser (a file), checked by the server. */
const PopupPictureInput = z.object({ image: z.unknown().optional() });

/**
 * The pop-up's picture (spec section 3; its texts and switch are on /admin/settings): chosen,
 * previewed at the pop-up's size (270×260) and sent alone; the server checks it is a picture and
 * re-encodes it. A 422 shows beside the field.
 */
export function PopupPicture({ initial }: { initial: string | null }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const { form, send } = useShopForm(PopupPictureInput);
  const error = errorAt(form.formState.errors, "image");
  const busy = form.formState.isSubmitting;
  // the server's message about the picture, or about the whole call, goes under the field
  const post = async (body: { remove?: boolean }, image: File | null) => {
    const answer = await send<{ preview: string | null }>("admin/content/popup-image", body, {
      multipart: "fields",
      files: { image },
      placeError: (field) => (field === "image" || field === "form" ? "image" : false),
    });
    if (!answer) return;
    setPreview(answer.preview);
    setFile(null);
  };
  const upload = form.handleSubmit(async () => {
    if (!file) return form.setError("image", { message: t("v_content_picture_required") });
    await post({}, file);
  });
  const remove = form.handleSubmit(() => post({ remove: true }, null));
  return (
    <form onSubmit={(e) => void upload(e)} noValidate className="flex flex-wrap items-start gap-4" data-testid="popup-form">
      <PopupPreview preview={preview} />
      <div className="min-w-56 flex-1 space-y-2">
        <Field label={t("hc_popup_picture")} error={error} hint={t("hc_popup_picture_hint")}>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0] ?? null;
              setFile(f);
              form.clearErrors("image");
              if (f) setPreview(URL.createObjectURL(f));
            }}
            aria-invalid={!!error}
            className="block w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-primary-soft file:px-3 file:py-1.5 file:text-primary"
            data-testid="popup-image"
          />
        </Field>
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
            data-testid="popup-save"
          >
            {t("hc_popup_upload")}
          </button>
          {preview ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove()}
              className="rounded-full border border-gray-300 px-5 py-2 text-sm"
              data-testid="popup-remove"
            >
              {t("hc_popup_remove")}
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/** The chosen or current picture at half the pop-up's size, or a note that there is none. */
function PopupPreview({ preview }: { preview: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-[130px] w-[135px] shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-gray-300 bg-gray-50">
      {preview ? (
        <img
          src={preview}
          alt={t("hc_preview")}
          width={270}
          height={260}
          className="h-full w-full object-cover"
          data-testid="popup-preview"
        />
      ) : (
        <span className="px-2 text-center text-xs text-gray-500">{t("hc_popup_no_picture")}</span>
      )}
    </div>
  );
}
