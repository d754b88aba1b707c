import { useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";
import { Field } from "../ui/FormField";

/**
 * The pop-up's picture (spec section 3; its texts and switch are on /admin/settings): chosen,
 * previewed at the pop-up's size (270×260) and sent alone; the server checks it is a picture and
 * re-encodes it. A 422 shows beside the field.
 */
export function PopupPicture({ initial }: { initial: string | null }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const send = async (body: FormData) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api<{ success: string; preview: string | null }>("admin/content/popup-image", {
        method: "POST",
        body,
        quiet: true,
      });
      toast.success(answer.success);
      setPreview(answer.preview);
      setFile(null);
    } catch (err) {
      const found = formErrorsOf(err);
      if (!found) toast.error(t("network_error"));
      else setError(found.image ?? found.form);
    }
    setBusy(false);
  };
  const upload = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setError(t("v_content_picture_required"));
    const body = new FormData();
    body.set("image", file);
    void send(body);
  };
  const remove = () => {
    const body = new FormData();
    body.set("remove", "1");
    void send(body);
  };
  return (
    <form onSubmit={upload} noValidate className="flex flex-wrap items-start gap-4" data-testid="popup-form">
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
      <div className="min-w-56 flex-1 space-y-2">
        <Field label={t("hc_popup_picture")} error={error} hint={t("hc_popup_picture_hint")}>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0] ?? null;
              setFile(f);
              setError(undefined);
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
              onClick={remove}
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
