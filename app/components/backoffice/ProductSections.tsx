import { useState } from "react";
import { Controller, useFieldArray, useFormContext } from "react-hook-form";
import type { ProductForm } from "../../../domain/seller-products/product-schema";
import { SHOP_UNITS } from "../../../kernel/units";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { dirOf, LANGS } from "../../lib/content-languages";
import { FeePreviewBox } from "../seller/product-editor/FeePreviewBox";
import { errorAt, Field, inputClass } from "../ui/FormField";
import { Section } from "./EditorSection";
import { RichText } from "./RichText";

export interface EditorOptions {
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
  colors: { id: number; name: string; hex: string }[];
}

function useField() {
  const { register, formState } = useFormContext<ProductForm>();
  const { t } = useTranslation();
  const err = (path: string) => errorAt(formState.errors, path);
  return { register, err, t };
}

/** The specifications: each a label and a value in every language (a value in English only reads the same everywhere). */
function SpecRows() {
  const { register, err, t } = useField();
  const specs = useFieldArray<ProductForm, "specs">({ name: "specs" });
  return (
    <>
      <h3 className="mb-2 mt-2 font-semibold text-gray-900">{t("sp_attributes")}</h3>
      <ul className="space-y-3">
        {specs.fields.map((f, i) => (
          <li key={f.id} className="grid gap-x-3 rounded-xl border border-gray-100 p-3 sm:grid-cols-3">
            {LANGS.map((l) => (
              <Field key={l} label={`${t("sp_attribute_label")} (${t(`sp_lang_${l}`)})`} error={err(`specs.${i}.label.${l}`)}>
                <input {...register(`specs.${i}.label.${l}`)} dir={dirOf(l)} className={inputClass(!!err(`specs.${i}.label.${l}`))} />
              </Field>
            ))}
            {LANGS.map((l) => (
              <Field key={l} label={`${t("sp_attribute_value")} (${t(`sp_lang_${l}`)})`} error={err(`specs.${i}.value.${l}`)}>
                <input {...register(`specs.${i}.value.${l}`)} dir={dirOf(l)} className={inputClass(!!err(`specs.${i}.value.${l}`))} />
              </Field>
            ))}
            <button type="button" onClick={() => specs.remove(i)} className="justify-self-start text-sm font-semibold text-red-700">
              {t("sp_remove")}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => specs.append({ label: { en: "", fa: "", ar: "" }, value: { en: "", fa: "", ar: "" } })}
        className="mt-2 rounded-full border border-gray-300 px-3 py-1.5 text-sm font-semibold"
      >
        {t("sp_add_attribute")}
      </button>
    </>
  );
}

/** Name, descriptions in every language, category, brand, unit, tags and attributes. */
export function BasicsSection({ hidden, options }: { hidden: boolean; options: EditorOptions }) {
  const { register, err, t } = useField();
  return (
    <Section title={t("sp_tab_basics")} hidden={hidden}>
      <div className="grid gap-x-4 sm:grid-cols-3">
        {LANGS.map((l) => (
          <div key={l} lang={l} dir={dirOf(l)} className="sm:col-span-1">
            <p className="mb-2 text-xs font-semibold uppercase text-gray-500">{t(`sp_lang_${l}`)}</p>
            <Field label={t("sp_name")} error={err(`name.${l}`)}>
              <input {...register(`name.${l}`)} className={inputClass(!!err(`name.${l}`))} maxLength={200} data-testid={`sp-name-${l}`} />
            </Field>
            <Field label={t("sp_short_description")} error={err(`short_description.${l}`)}>
              <textarea {...register(`short_description.${l}`)} rows={2} className={inputClass(!!err(`short_description.${l}`))} />
            </Field>
            <Field label={t("sp_description")} error={err(`description.${l}`)} group>
              <Controller
                name={`description.${l}`}
                render={({ field }) => (
                  <RichText
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    dir={dirOf(l)}
                    lang={l}
                    label={`${t("sp_description")} (${t(`sp_lang_${l}`)})`}
                    invalid={!!err(`description.${l}`)}
                  />
                )}
              />
            </Field>
          </div>
        ))}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t("sp_category")} error={err("category_id")}>
          <select {...register("category_id")} className={inputClass(!!err("category_id"))} data-testid="sp-category">
            <option value="">{t("sp_choose")}</option>
            {options.categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("sp_brand")} error={err("brand_id")}>
          <select {...register("brand_id")} className={inputClass(!!err("brand_id"))}>
            <option value="">{t("sp_no_brand")}</option>
            {options.brands.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("sp_unit")} hint={t("sp_unit_hint")} error={err("unit")}>
          <input
            {...register("unit")}
            className={inputClass(!!err("unit"))}
            maxLength={20}
            list="sp-units"
            dir="ltr"
            data-testid="sp-unit"
          />
          <datalist id="sp-units">
            {SHOP_UNITS.map((u) => (
              <option key={u} value={u} label={t(`unit_${u}`)} />
            ))}
          </datalist>
        </Field>
        <Field label={t("sp_tags")} hint={t("sp_tags_hint")} error={err("tags")}>
          <input {...register("tags")} className={inputClass(!!err("tags"))} maxLength={500} lang="en" dir="ltr" />
        </Field>
        {(["fa", "ar"] as const).map((l) => (
          <Field key={l} label={`${t("sp_tags")} (${t(`sp_lang_${l}`)})`} error={err(`tag_labels.${l}`)}>
            <input
              {...register(`tag_labels.${l}`)}
              className={inputClass(!!err(`tag_labels.${l}`))}
              maxLength={500}
              lang={l}
              dir={dirOf(l)}
              data-testid={`sp-tags-${l}`}
            />
          </Field>
        ))}
      </div>
      <SpecRows />
    </Section>
  );
}

/** List price, stock, minimum quantity, shipping, the special discount's window, reward points and what a sale leaves the seller. */
export function PricingSection({ hidden }: { hidden: boolean }) {
  const { register, err, t } = useField();
  const money = (name: "price" | "shipping_fee" | "discount_value", label: string, hint?: string) => (
    <Field label={label} error={err(name)} hint={hint}>
      <input {...register(name)} inputMode="decimal" dir="ltr" className={inputClass(!!err(name))} data-testid={`sp-${name}`} />
    </Field>
  );
  const whole = (name: "stock" | "minimum_order_quantity" | "reward_points", label: string) => (
    <Field label={label} error={err(name)}>
      <input {...register(name)} inputMode="numeric" dir="ltr" className={inputClass(!!err(name))} data-testid={`sp-${name}`} />
    </Field>
  );
  return (
    <Section title={t("sp_tab_pricing")} hidden={hidden}>
      <div className="grid gap-x-4 sm:grid-cols-3">
        {money("price", t("sp_price"), t("sp_price_hint"))}
        {whole("stock", t("sp_stock"))}
        {whole("minimum_order_quantity", t("sp_min_qty"))}
        {money("shipping_fee", t("sp_shipping_fee"))}
        {whole("reward_points", t("sp_reward_points"))}
      </div>
      <h3 className="mb-2 mt-2 font-semibold text-gray-900">{t("sp_discount")}</h3>
      <div className="grid gap-x-4 sm:grid-cols-4">
        <Field label={t("sp_discount")} error={err("discount_type")}>
          <select {...register("discount_type")} className={inputClass(false)} data-testid="sp-discount-type">
            <option value="">{t("sp_discount_none")}</option>
            <option value="flat">{t("sp_discount_flat")}</option>
            <option value="percentage">{t("sp_discount_percentage")}</option>
          </select>
        </Field>
        {money("discount_value", t("sp_discount_value"))}
        <Field label={t("sp_discount_starts")} error={err("discount_starts_at")}>
          <input type="datetime-local" {...register("discount_starts_at")} className={inputClass(!!err("discount_starts_at"))} />
        </Field>
        <Field label={t("sp_discount_ends")} error={err("discount_ends_at")}>
          <input type="datetime-local" {...register("discount_ends_at")} className={inputClass(!!err("discount_ends_at"))} />
        </Field>
      </div>
      <FeePreviewBox />
    </Section>
  );
}

/** The page's title and description for search engines, in every language. */
export function SeoSection({ hidden }: { hidden: boolean }) {
  const { register, err, t } = useField();
  return (
    <Section title={t("sp_tab_seo")} hidden={hidden}>
      <div className="grid gap-x-4 sm:grid-cols-3">
        {LANGS.map((l) => (
          <div key={l} lang={l} dir={dirOf(l)}>
            <p className="mb-2 text-xs font-semibold uppercase text-gray-500">{t(`sp_lang_${l}`)}</p>
            <Field label={t("sp_meta_title")} error={err(`meta_title.${l}`)}>
              <input {...register(`meta_title.${l}`)} maxLength={120} className={inputClass(!!err(`meta_title.${l}`))} />
            </Field>
            <Field label={t("sp_meta_description")} error={err(`meta_description.${l}`)}>
              <textarea
                {...register(`meta_description.${l}`)}
                rows={3}
                maxLength={300}
                className={inputClass(!!err(`meta_description.${l}`))}
              />
            </Field>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** Digital file, catalog-only with its outside link, the classified flag. */
export function DigitalSection({ hidden }: { hidden: boolean }) {
  const { register, err, t } = useField();
  const { watch, setValue } = useFormContext<ProductForm>();
  const [busy, setBusy] = useState(false);
  const file = watch("digital_file");
  const upload = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    const body = new FormData();
    body.append("file", chosen);
    setBusy(true);
    try {
      const answer = await api<{ file: string }>("seller/products/digital-file", { method: "POST", body });
      setValue("digital_file", answer.file, { shouldDirty: true, shouldValidate: true });
    } catch {
      // api() shows the error
    } finally {
      setBusy(false);
      input.value = "";
    }
  };
  const check = "size-4 rounded border-gray-300 text-primary";
  return (
    <Section title={t("sp_tab_digital")} hidden={hidden}>
      <div className="space-y-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register("is_digital")} className={check} />
          {t("sp_is_digital")}
        </label>
        <Field
          label={t("sp_digital_file")}
          error={err("digital_file")}
          hint={file ? t("sp_digital_file_kept", { file: file.split("/").pop() ?? "" }) : undefined}
        >
          <input
            type="file"
            accept=".pdf,.zip,.mp3,.mp4"
            onChange={(e) => void upload(e.currentTarget)}
            disabled={busy}
            className="block w-full text-sm"
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register("is_catalog")} className={check} />
          {t("sp_is_catalog")}
        </label>
        <Field label={t("sp_external_link")} error={err("external_link")}>
          <input {...register("external_link")} dir="ltr" inputMode="url" className={inputClass(!!err("external_link"))} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register("is_classified")} className={check} />
          {t("sp_is_classified")}
        </label>
      </div>
    </Section>
  );
}
