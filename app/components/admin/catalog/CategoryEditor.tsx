import { useState } from "react";
import { type CategoryFormValues, CategoryInput } from "../../../../domain/catalog/admin-catalog-input";
import type { CategoryView } from "../../../../domain/catalog/admin-categories";
import { useTranslation } from "../../../i18n/i18n";
import { useShopForm } from "../../../lib/use-shop-form";
import { useSlugFromName } from "../../../lib/use-slug-from-name";
import { BoundCheckbox, BoundNameFields, BoundTextField } from "../../ui/BoundFields";
import { errorAt, inputClass } from "../../ui/FormField";
import { NamedIcon } from "../../ui/Icons";
import { PictureField } from "../../ui/PictureField";
import { EditorCard } from "./EditorCard";

const valuesOf = (c: CategoryView | null, parentId: number | null): CategoryFormValues => ({
  name: c?.name ?? { en: "", fa: "", ar: "" },
  slug: c?.slug ?? "",
  parent_id: c ? (c.parent_id ?? "") : (parentId ?? ""),
  position: c?.position ?? 0,
  icon: c?.icon ?? "",
  commission_rate: c?.commission_rate ?? "",
  return_days: c?.return_days ?? "",
  is_featured: c?.is_featured ?? false,
  is_active: c?.is_active ?? true,
});

/**
 * A category's form (new or existing): checked in the browser with the schema the server uses
 * (CategoryInput), sent with its picture when one is chosen. The parent list leaves out the
 * category itself and its branch.
 */
export function CategoryEditor({ category, all, onDone }: { category: CategoryView | null; all: CategoryView[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(CategoryInput, { defaultValues: valuesOf(category, null) });
  useSlugFromName(form, !category);
  const [picture, setPicture] = useState<File | null>(null);
  const at = category ? all.findIndex((c) => c.id === category.id) : -1;
  const branchEnd = at < 0 ? at : all.findIndex((c, i) => i > at && c.depth <= all[at].depth);
  const parents = all.filter((_c, i) => at < 0 || i < at || (branchEnd >= 0 && i >= branchEnd));
  const submit = form.handleSubmit(async (values) => {
    const path = category ? `admin/catalog/categories/${category.id}` : "admin/catalog/categories";
    if (await send(path, values, { files: { image: picture }, revalidate: true })) onDone();
  });
  const icon = form.watch("icon");
  const parentError = errorAt(form.formState.errors, "parent_id");
  return (
    <EditorCard
      title={category ? t("cat_edit_category", { name: category.title }) : t("cat_new_category")}
      onSubmit={submit}
      onCancel={onDone}
      busy={form.formState.isSubmitting}
      testId="category-editor"
    >
      <BoundNameFields form={form} label={t("cat_name")} />
      <BoundTextField form={form} name="slug" label={t("cat_slug")} ltr />
      <label className="block space-y-1 text-sm">
        <span className="block font-medium text-gray-700">{t("cat_parent")}</span>
        <select className={inputClass(!!parentError)} data-testid="cat-parent_id" {...form.register("parent_id")}>
          <option value="">{t("cat_parent_none")}</option>
          {parents.map((c) => (
            <option key={c.id} value={c.id}>
              {"— ".repeat(c.depth)}
              {c.title}
            </option>
          ))}
        </select>
        <span className="block min-h-4 text-xs text-red-600">{parentError ? t(parentError) : ""}</span>
      </label>
      <BoundTextField form={form} name="position" label={t("cat_position")} type="number" ltr />
      <div className="flex items-end gap-2">
        <BoundTextField form={form} name="icon" label={t("cat_icon")} ltr className="flex-1" />
        <NamedIcon name={String(icon ?? "")} className="mb-7 size-6 text-primary" />
      </div>
      <BoundTextField form={form} name="commission_rate" label={t("cat_commission")} ltr />
      <BoundTextField form={form} name="return_days" label={t("return_days_category")} ltr />
      <BoundCheckbox form={form} name="is_featured" label={t("cat_featured")} />
      <BoundCheckbox form={form} name="is_active" label={t("cat_active")} />
      <PictureField
        label={t("cat_picture")}
        current={category?.image ?? null}
        error={errorAt(form.formState.errors, "image")}
        onChange={setPicture}
        testId="cat-image"
      />
    </EditorCard>
  );
}
