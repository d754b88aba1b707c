import { useId, useState } from "react";
import { BannerInput, SlideInput } from "../../../domain/content/content-input";
import { useTranslation } from "../../i18n/i18n";
import { dirOf, LANGS } from "../../lib/content-languages";
import { type FormSchema, useShopForm } from "../../lib/use-shop-form";
import { errorAt, Field, inputClass } from "../ui/FormField";

export type SlideKind = "sliders" | "banners";

/** A slide or banner as the console lists it (texts flat per language, like the form). */
export interface SlideItem {
  id: number;
  preview: string;
  link: string;
  position: number;
  is_active: boolean;
  [text: string]: string | number | boolean;
}

const TEXTS: Record<SlideKind, { field: string; max: number }[]> = {
  sliders: [
    { field: "title", max: 120 },
    { field: "subtitle", max: 200 },
    { field: "cta", max: 40 },
  ],
  banners: [{ field: "title", max: 80 }],
};

type Values = Record<string, string | boolean>;

function valuesOf(kind: SlideKind, item: SlideItem | null): Values {
  const values: Values = { link: item?.link ?? "/", is_active: item?.is_active ?? true };
  for (const { field } of TEXTS[kind]) for (const l of LANGS) values[`${field}_${l}`] = String(item?.[`${field}_${l}`] ?? "");
  return values;
}

/**
 * Create or change one slide or banner: its texts in every language, its link and switch
 * (checked with the server's own schema, domain/content/content-input.ts) and its picture
 * (required for a new one; sent as multipart, re-encoded by the server). 422s show beside their fields.
 */
export function SlideForm({ kind, item, onDone }: { kind: SlideKind; item: SlideItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(item?.preview ?? null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  // the fields are named by kind and language (`title_fa`): the form holds them as a record
  const schema: FormSchema = kind === "sliders" ? SlideInput : BannerInput;
  const { form, send } = useShopForm(schema, { defaultValues: valuesOf(kind, item), mode: "onBlur" });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (!item && !file) return setPictureError(t("v_content_picture_required"));
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.set(k, typeof v === "boolean" ? (v ? "1" : "0") : String(v));
    if (file) body.set("image", file);
    const answer = await send(item ? `admin/content/${kind}/${item.id}` : `admin/content/${kind}`, body, {
      placeError: (field, text) => {
        if (field !== "image") return field === "form" ? null : field;
        setPictureError(text);
        return false;
      },
    });
    if (answer) onDone();
  });
  const pick = (f: File | null) => {
    setFile(f);
    setPictureError(undefined);
    if (f) setPreview(URL.createObjectURL(f));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={`${kind}-form`}>
      <div className="grid gap-4 sm:grid-cols-[16rem_minmax(0,1fr)]">
        <div>
          <Field
            label={t(kind === "sliders" ? "hc_slide_picture" : "hc_banner_picture")}
            error={pictureError}
            hint={t(`hc_${kind}_picture_hint`)}
          >
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              onChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
              className="block w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-primary-soft file:px-3 file:py-1.5 file:text-primary"
              aria-invalid={!!pictureError}
              data-testid={`${kind}-image`}
            />
          </Field>
          {preview && (
            <img
              src={preview}
              alt={t("hc_preview")}
              className={`mt-2 w-full rounded-lg border border-gray-100 object-cover ${kind === "sliders" ? "aspect-[1260/452]" : "aspect-[620/320]"}`}
              data-testid={`${kind}-preview`}
            />
          )}
        </div>
        <div className="space-y-3">
          {TEXTS[kind].map(({ field }) => (
            <fieldset key={field} className="grid gap-x-3 sm:grid-cols-3">
              <legend className="mb-1 text-sm font-medium text-gray-800">{t(`hc_field_${field}`)}</legend>
              {LANGS.map((l) => (
                <Field key={l} label={t(`hc_lang_${l}`)} error={errorAt(errors, `${field}_${l}`)}>
                  <input
                    {...form.register(`${field}_${l}`)}
                    dir={dirOf(l)}
                    className={inputClass(!!errorAt(errors, `${field}_${l}`))}
                    data-testid={`${kind}-${field}_${l}`}
                  />
                </Field>
              ))}
            </fieldset>
          ))}
          <Field label={t("hc_field_link")} error={errorAt(errors, "link")} hint={t("hc_link_hint")}>
            <input {...form.register("link")} dir="ltr" className={inputClass(!!errorAt(errors, "link"))} data-testid={`${kind}-link`} />
          </Field>
          <label className="flex items-center gap-2 text-sm" htmlFor={`${uid}-active`}>
            <input id={`${uid}-active`} type="checkbox" {...form.register("is_active")} className="size-4 accent-[var(--color-primary)]" />
            {t("hc_field_active")}
          </label>
        </div>
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          data-testid={`${kind}-save`}
        >
          {t(item ? "hc_save" : "hc_add")}
        </button>
        <button type="button" onClick={onDone} className="rounded-full border border-gray-300 px-5 py-2 text-sm">
          {t("hc_cancel")}
        </button>
      </div>
    </form>
  );
}
