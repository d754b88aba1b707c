import { useFieldArray } from "react-hook-form";
import type { AttributeView } from "../../../../domain/catalog/admin-attributes";
import { AttributeInput } from "../../../../domain/catalog/admin-catalog-input";
import { useTranslation } from "../../../i18n/i18n";
import { useShopForm } from "../../../lib/use-shop-form";
import { useSlugFromName } from "../../../lib/use-slug-from-name";
import { BoundNameFields, BoundTextField } from "../../ui/BoundFields";
import { errorAt } from "../../ui/FormField";
import { EditorCard } from "./EditorCard";

/**
 * An attribute's form: its names, slug and values, each in the default language and, if it reads
 * otherwise there, in Persian and Arabic (a kept value keeps its id, so products that
 * use it keep it; removing one that is used is refused by the server). Checked with AttributeInput.
 */
export function AttributeEditor({ attribute, onDone }: { attribute: AttributeView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(AttributeInput, {
    defaultValues: {
      name: attribute?.name ?? { en: "", fa: "", ar: "" },
      slug: attribute?.slug ?? "",
      values: attribute?.values ?? [{ id: null, value: "", labels: { fa: "", ar: "" } }],
    },
  });
  const list = useFieldArray({ control: form.control, name: "values" });
  useSlugFromName(form, !attribute);
  const submit = form.handleSubmit(async (values) => {
    const path = attribute ? `admin/catalog/attributes/${attribute.id}` : "admin/catalog/attributes";
    if (await send(path, values, { revalidate: true })) onDone();
  });
  const listError = errorAt(form.formState.errors, "values") ?? errorAt(form.formState.errors, "values.root");
  return (
    <EditorCard
      title={attribute ? t("cat_edit_attribute", { name: attribute.title }) : t("cat_new_attribute")}
      onSubmit={submit}
      onCancel={onDone}
      busy={form.formState.isSubmitting}
      testId="attribute-editor"
    >
      <BoundNameFields form={form} label={t("cat_name")} />
      <BoundTextField form={form} name="slug" label={t("cat_slug")} ltr />
      <fieldset className="sm:col-span-3">
        <legend className="mb-1 text-sm font-medium text-gray-700">{t("cat_values")}</legend>
        <ul className="space-y-1" data-testid="cat-values">
          {list.fields.map((field, i) => (
            <li key={field.id} className="grid items-start gap-x-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
              <BoundTextField
                form={form}
                name={`values.${i}.value`}
                label={t("cat_value_n", { n: i + 1 })}
                lang="en"
                testId={`cat-value-${i}`}
              />
              {(["fa", "ar"] as const).map((l) => (
                <BoundTextField
                  key={l}
                  form={form}
                  name={`values.${i}.labels.${l}`}
                  label={`${t("cat_value_n", { n: i + 1 })} (${t(`sp_lang_${l}`)})`}
                  lang={l}
                  testId={`cat-value-${i}-${l}`}
                />
              ))}
              <button
                type="button"
                className="mt-7 rounded-full px-2 py-1 text-sm text-red-700 hover:bg-red-50"
                onClick={() => list.remove(i)}
                aria-label={t("cat_remove_value", { n: i + 1 })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <p className="min-h-4 text-xs text-red-600">{listError ? t(listError) : ""}</p>
        <button
          type="button"
          className="rounded-full border border-gray-300 px-3 py-1 text-sm hover:bg-gray-50"
          onClick={() => list.append({ id: null, value: "", labels: { fa: "", ar: "" } })}
          data-testid="cat-add-value"
        >
          {t("cat_add_value")}
        </button>
      </fieldset>
    </EditorCard>
  );
}
