import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { ProductForm } from "../../../domain/seller-products/product-schema";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { errorAt, Field, inputClass } from "../ui/FormField";
import { Section } from "./EditorSection";
import type { EditorOptions } from "./ProductSections";

/** Thumbnails by picture key: the product's own and those uploaded in this visit. */
export type Thumbs = Record<string, string>;

/** Pictures: uploaded (checked and re-encoded by the server), ordered (the first is the main one), removed. */
export function PicturesSection({ hidden, thumbs, onUploaded }: { hidden: boolean; thumbs: Thumbs; onUploaded: (t: Thumbs) => void }) {
  const { t } = useTranslation();
  const { watch, setValue, formState } = useFormContext<ProductForm>();
  const [busy, setBusy] = useState(false);
  const images = watch("images") ?? [];
  const set = (next: string[]) => setValue("images", next, { shouldDirty: true });
  const upload = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    if (!files.length) return;
    const body = new FormData();
    for (const f of files) body.append("images[]", f);
    setBusy(true);
    try {
      const answer = await api<{ pictures: { key: string; thumb: string }[] }>("seller/products/pictures", { method: "POST", body });
      onUploaded(Object.fromEntries(answer.pictures.map((p) => [p.key, p.thumb])));
      set([...images, ...answer.pictures.map((p) => p.key)]);
    } catch {
      // api() shows the error
    } finally {
      setBusy(false);
      input.value = "";
    }
  };
  const err = errorAt(formState.errors, "images") ?? images.map((_, i) => errorAt(formState.errors, `images.${i}`)).find(Boolean);
  return (
    <Section title={t("sp_tab_pictures")} hidden={hidden}>
      <ul className="mb-3 grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="sp-pictures">
        {images.map((key, i) => (
          <li key={key} className="space-y-1 text-center">
            <img
              src={thumbs[key]}
              alt=""
              width={96}
              height={96}
              className={`aspect-square w-full rounded-lg border object-cover ${i === 0 ? "border-primary" : "border-gray-200"}`}
            />
            <div className="flex flex-wrap justify-center gap-x-2 text-xs">
              {i > 0 && (
                <button
                  type="button"
                  className="font-semibold text-gray-700"
                  onClick={() => set([key, ...images.filter((k) => k !== key)])}
                >
                  {t("sp_make_main")}
                </button>
              )}
              <button type="button" className="font-semibold text-red-700" onClick={() => set(images.filter((k) => k !== key))}>
                {t("sp_remove")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Field label={busy ? t("sp_uploading") : t("sp_upload_pictures")} hint={t("sp_pictures_hint")} error={err}>
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          disabled={busy}
          onChange={(e) => void upload(e.currentTarget)}
          className="block w-full text-sm"
          data-testid="sp-picture-input"
        />
      </Field>
    </Section>
  );
}

/** Variants: each with its own name, SKU, colour, price, stock and one of the product's pictures. */
export function VariantsSection({ hidden, options, thumbs }: { hidden: boolean; options: EditorOptions; thumbs: Thumbs }) {
  const { t } = useTranslation();
  const { register, watch, formState } = useFormContext<ProductForm>();
  const variants = useFieldArray<ProductForm, "variants">({ name: "variants" });
  const images = watch("images") ?? [];
  const err = (path: string) => errorAt(formState.errors, path);
  return (
    <Section title={t("sp_tab_variants")} hidden={hidden}>
      <p className="mb-3 text-sm text-gray-600">{t("sp_variants_hint")}</p>
      <ul className="space-y-3">
        {variants.fields.map((f, i) => {
          const image = watch(`variants.${i}.image`);
          return (
            <li key={f.id} className="grid gap-x-3 rounded-xl border border-gray-100 p-3 sm:grid-cols-6" data-testid="sp-variant">
              <Field label={t("sp_variant_name")} error={err(`variants.${i}.name`)} className="sm:col-span-2">
                <input {...register(`variants.${i}.name`)} dir="auto" className={inputClass(!!err(`variants.${i}.name`))} />
              </Field>
              <Field label={t("sp_sku")} error={err(`variants.${i}.sku`)}>
                <input {...register(`variants.${i}.sku`)} dir="ltr" className={inputClass(!!err(`variants.${i}.sku`))} />
              </Field>
              <Field label={t("sp_color")} error={err(`variants.${i}.color_id`)}>
                <select {...register(`variants.${i}.color_id`)} className={inputClass(!!err(`variants.${i}.color_id`))}>
                  <option value="">{t("sp_no_color")}</option>
                  {options.colors.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={t("sp_price")} error={err(`variants.${i}.price`)}>
                <input
                  {...register(`variants.${i}.price`)}
                  inputMode="decimal"
                  dir="ltr"
                  className={inputClass(!!err(`variants.${i}.price`))}
                />
              </Field>
              <Field label={t("sp_stock")} error={err(`variants.${i}.stock`)}>
                <input
                  {...register(`variants.${i}.stock`)}
                  inputMode="numeric"
                  dir="ltr"
                  className={inputClass(!!err(`variants.${i}.stock`))}
                />
              </Field>
              <Field label={t("sp_picture")} error={err(`variants.${i}.image`)} className="sm:col-span-3">
                <div className="flex items-center gap-2">
                  <img
                    src={image ? thumbs[image] : undefined}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded border border-gray-200 bg-gray-50 object-cover"
                  />
                  <select {...register(`variants.${i}.image`)} className={inputClass(false)}>
                    <option value="">{t("sp_no_picture")}</option>
                    {images.map((key, n) => (
                      <option key={key} value={key}>
                        {`${t("sp_picture")} ${n + 1}`}
                      </option>
                    ))}
                  </select>
                </div>
              </Field>
              <div className="flex items-center sm:col-span-3 sm:justify-end">
                <button type="button" onClick={() => variants.remove(i)} className="text-sm font-semibold text-red-700">
                  {t("sp_remove")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => variants.append({ name: "", sku: "", color_id: "", price: "", stock: "0", image: "" })}
        className="mt-3 rounded-full border border-gray-300 px-3 py-1.5 text-sm font-semibold"
        data-testid="sp-add-variant"
      >
        {t("sp_add_variant")}
      </button>
    </Section>
  );
}
