import { useState } from "react";
import type { BrandView } from "../../../../domain/catalog/admin-brands";
import { type BrandFormValues, BrandInput } from "../../../../domain/catalog/admin-catalog-input";
import { useTranslation } from "../../../i18n/i18n";
import { useShopForm } from "../../../lib/use-shop-form";
import { useSlugFromName } from "../../../lib/use-slug-from-name";
import { BoundCheckbox, BoundNameFields, BoundTextField } from "../../ui/BoundFields";
import { errorAt } from "../../ui/FormField";
import { PictureField } from "../../ui/PictureField";
import { EditorCard } from "./EditorCard";

const valuesOf = (b: BrandView | null, position: number): BrandFormValues => ({
  name: b?.name ?? { en: "", fa: "", ar: "" },
  slug: b?.slug ?? "",
  tagline: b?.tagline ?? { en: "", fa: "", ar: "" },
  position: b?.position ?? position,
  is_active: b?.is_active ?? true,
});

/** A brand's form (new or existing) with its logo: checked with the server's schema (BrandInput). */
export function BrandEditor({ brand, nextPosition, onDone }: { brand: BrandView | null; nextPosition: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(BrandInput, { defaultValues: valuesOf(brand, nextPosition) });
  useSlugFromName(form, !brand);
  const [logo, setLogo] = useState<File | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const path = brand ? `admin/catalog/brands/${brand.id}` : "admin/catalog/brands";
    if (await send(path, values, { files: { logo }, revalidate: true })) onDone();
  });
  return (
    <EditorCard
      title={brand ? t("cat_edit_brand", { name: brand.title }) : t("cat_new_brand")}
      onSubmit={submit}
      onCancel={onDone}
      busy={form.formState.isSubmitting}
      testId="brand-editor"
    >
      <BoundNameFields form={form} label={t("cat_name")} />
      <BoundNameFields form={form} base="tagline" label={t("cat_tagline")} />
      <BoundTextField form={form} name="slug" label={t("cat_slug")} ltr />
      <BoundTextField form={form} name="position" label={t("cat_position")} type="number" ltr />
      <BoundCheckbox form={form} name="is_active" label={t("cat_active")} />
      <PictureField
        label={t("cat_logo")}
        current={brand?.logo ?? null}
        error={errorAt(form.formState.errors, "logo")}
        onChange={setLogo}
        testId="cat-logo"
      />
    </EditorCard>
  );
}
