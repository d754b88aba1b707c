import { useState } from "react";
import { Controller, useFieldArray } from "react-hook-form";
import { type HomeComponentValues, HomeContentsInput } from "../../../domain/content/content-input";
import { useTranslation } from "../../i18n/i18n";
import { dirOf, LANGS } from "../../lib/content-languages";
import { type ShopForm, useShopForm } from "../../lib/use-shop-form";
import { errorAt, Field, inputClass } from "../ui/FormField";
import { ChevronLeft, ChevronRight, Eye, EyeOff, Pencil, Plus, Trash2 } from "../ui/icon-set";

type Choice = { id: number; name: string };
export interface HomeChoices {
  categories: Choice[];
  brands: Choice[];
  shops: Choice[];
  campaigns: Choice[];
}

/** Which list a type's chosen ids come from (the rest choose nothing, or products by id). */
const CHOOSES: Record<string, keyof HomeChoices | "products"> = {
  popular_category: "categories",
  top_category: "categories",
  popular_brands: "brands",
  featured_sellers: "shops",
  express_sellers: "shops",
  campaign: "campaigns",
  custom_products: "products",
};

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full border border-gray-200 text-gray-700 hover:bg-gray-50 disabled:opacity-40";

/** A title per language as the form holds it: every language present (empty when unset). */
const withTitles = (list: HomeComponentValues[]) => list.map((c) => ({ ...c, title: { en: "", fa: "", ar: "", ...(c.title ?? {}) } }));

/**
 * The home page's components (react-hook-form, checked with the server's own schema): moved up
 * or down with buttons (keyboard reachable; the focus follows the moved row), shown or hidden,
 * added or removed, each configured where its type allows (a heading in every language, the
 * category of a category section, the chosen categories, brands, shops, campaigns or products).
 * Saved whole through `POST admin/content/home-order`; the storefront follows at once.
 */
export function HomeComponentsEditor({
  initial,
  types,
  choices,
}: {
  initial: HomeComponentValues[];
  types: string[];
  choices: HomeChoices;
}) {
  const { t, i18n } = useTranslation();
  const { form, send } = useShopForm(HomeContentsInput, { defaultValues: { contents: withTitles(initial) } });
  const { fields, move, append, remove } = useFieldArray({ control: form.control, name: "contents" });
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState(types[0]);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const answer = await send("admin/content/home-order", values, {
      placeError: (field) => (field.startsWith("contents.") ? field : null),
    });
    if (answer) form.reset(form.getValues());
  });
  const shift = (i: number, step: number) => {
    move(i, i + step);
    // keep the keyboard on the row that moved (on its other button once it reaches an end)
    const to = i + step;
    const atEnd = (step < 0 && to === 0) || (step > 0 && to === fields.length - 1);
    const button = step < 0 !== atEnd ? "up" : "down";
    requestAnimationFrame(() => document.getElementById(`home-${button}-${to}`)?.focus());
  };
  const label = (type: string) => t(`hc_type_${type}`);
  const locale = i18n.language;
  /** what a row shows under its type: its own heading, else its category's name */
  const subtitle = (c: HomeComponentValues) =>
    c.title?.[locale as "en"] || c.title?.en || choices.categories.find((k) => k.id === c.category)?.name || (c.hidden ? t("hc_off") : "");
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="home-form">
      <ol className="divide-y divide-gray-100 rounded-2xl border border-gray-100 bg-white" data-testid="home-list">
        {fields.map((f, i) => {
          const c = form.watch(`contents.${i}`);
          const hidden = !!c.hidden;
          return (
            <li key={f.id} className="p-3" data-testid={`home-row-${i}`} data-type={c.type}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="inline-flex size-7 items-center justify-center rounded-full bg-gray-100 text-xs font-semibold">
                  {i + 1}
                </span>
                <div className="min-w-40 flex-1">
                  <p className={`font-semibold ${hidden ? "text-gray-400 line-through" : ""}`}>{label(c.type)}</p>
                  <p className="truncate text-xs text-gray-500">{subtitle(c)}</p>
                  {errorAt(errors, `contents.${i}.type`) && (
                    <p role="alert" className="text-xs text-red-600">
                      {errorAt(errors, `contents.${i}.type`)}
                    </p>
                  )}
                </div>
                <div className="flex gap-1">
                  <button
                    type="button"
                    id={`home-up-${i}`}
                    disabled={i === 0}
                    onClick={() => shift(i, -1)}
                    className={iconButton}
                    aria-label={t("hc_move_up", { name: label(c.type) })}
                    data-testid={`home-up-${i}`}
                  >
                    <ChevronLeft className="size-4 rotate-90" />
                  </button>
                  <button
                    type="button"
                    id={`home-down-${i}`}
                    disabled={i === fields.length - 1}
                    onClick={() => shift(i, 1)}
                    className={iconButton}
                    aria-label={t("hc_move_down", { name: label(c.type) })}
                    data-testid={`home-down-${i}`}
                  >
                    <ChevronRight className="size-4 rotate-90" />
                  </button>
                  <button
                    type="button"
                    onClick={() => form.setValue(`contents.${i}.hidden`, !hidden, { shouldDirty: true })}
                    className={iconButton}
                    aria-label={t(hidden ? "hc_show" : "hc_hide", { name: label(c.type) })}
                    aria-pressed={!hidden}
                    data-testid={`home-toggle-${i}`}
                  >
                    {hidden ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
                  </button>
                  <button
                    type="button"
                    onClick={() => setOpen(open === f.id ? null : f.id)}
                    className={iconButton}
                    aria-expanded={open === f.id}
                    aria-label={t("hc_edit", { name: label(c.type) })}
                    data-testid={`home-edit-${i}`}
                  >
                    <Pencil className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(i)}
                    className={`${iconButton} text-red-600`}
                    aria-label={t("hc_delete", { name: label(c.type) })}
                    data-testid={`home-remove-${i}`}
                  >
                    <Trash2 className="size-4" />
                  </button>
                </div>
              </div>
              {open === f.id && <ComponentSettings form={form} i={i} type={c.type} choices={choices} />}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t("hc_add_component")} className="min-w-56">
          <select
            value={adding}
            onChange={(e) => setAdding(e.currentTarget.value)}
            className={inputClass(false)}
            data-testid="home-add-type"
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {label(type)}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          onClick={() => append(withTitles([{ type: adding as HomeComponentValues["type"] }])[0])}
          className="mb-5 inline-flex items-center gap-1 rounded-full border border-gray-300 px-4 py-2 text-sm"
          data-testid="home-add"
        >
          <Plus className="size-4" />
          {t("hc_add")}
        </button>
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-full bg-primary px-6 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
        data-testid="home-save"
      >
        {t("hc_save_order")}
      </button>
    </form>
  );
}

/** One component's settings: its heading per language and, where its type has one, its chooser. */
function ComponentSettings({
  form,
  i,
  type,
  choices,
}: {
  form: ShopForm<typeof HomeContentsInput>;
  i: number;
  type: string;
  choices: HomeChoices;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const chooses = CHOOSES[type];
  return (
    <div className="mt-3 space-y-3 rounded-xl bg-gray-50 p-3" data-testid={`home-settings-${i}`}>
      <fieldset className="grid gap-x-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t("hc_field_title")}</legend>
        {LANGS.map((l) => (
          <Field key={l} label={t(`hc_lang_${l}`)} error={errorAt(errors, `contents.${i}.title.${l}`)}>
            <input
              {...form.register(`contents.${i}.title.${l}`)}
              dir={dirOf(l)}
              className={inputClass(false)}
              data-testid={`home-title-${i}-${l}`}
            />
          </Field>
        ))}
      </fieldset>
      {type === "category_section" && (
        <Field label={t("hc_field_category")} error={errorAt(errors, `contents.${i}.category`)}>
          <select
            {...form.register(`contents.${i}.category`, { setValueAs: (v) => (v === "" || v === undefined ? undefined : Number(v)) })}
            className={inputClass(false)}
            data-testid={`home-category-${i}`}
          >
            <option value="">—</option>
            {choices.categories.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {chooses && (
        <Controller
          control={form.control}
          name={`contents.${i}.ids`}
          render={({ field }) => {
            const ids = field.value ?? [];
            if (chooses === "products")
              return (
                <Field label={t("hc_field_product_ids")} hint={t("hc_product_ids_hint")} error={errorAt(errors, `contents.${i}.ids`)}>
                  <input
                    dir="ltr"
                    defaultValue={ids.join(", ")}
                    onChange={(e) =>
                      field.onChange(
                        e.currentTarget.value
                          .split(/[\s,]+/)
                          .filter(Boolean)
                          .map(Number)
                          .filter((n) => Number.isInteger(n) && n > 0),
                      )
                    }
                    className={inputClass(false)}
                    data-testid={`home-ids-${i}`}
                  />
                </Field>
              );
            return (
              <fieldset>
                <legend className="mb-1 text-sm font-medium text-gray-800">{t(`hc_field_${chooses}`)}</legend>
                <p className="mb-1 text-xs text-gray-500">{t("hc_choose_hint")}</p>
                <div className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-gray-200 bg-white p-2 sm:grid-cols-2">
                  {choices[chooses].map((k) => (
                    <label key={k.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={ids.includes(k.id)}
                        onChange={(e) => field.onChange(e.currentTarget.checked ? [...ids, k.id] : ids.filter((x) => x !== k.id))}
                        className="size-4 accent-[var(--color-primary)]"
                      />
                      {k.name}
                    </label>
                  ))}
                </div>
                {errorAt(errors, `contents.${i}.ids`) && (
                  <p role="alert" className="text-xs text-red-600">
                    {t(errorAt(errors, `contents.${i}.ids`) ?? "")}
                  </p>
                )}
              </fieldset>
            );
          }}
        />
      )}
    </div>
  );
}
