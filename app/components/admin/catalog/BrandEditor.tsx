import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { BrandView } from "../../../../domain/catalog-admin/brands-admin";
import { BrandInput, type BrandFormValues } from "../../../../domain/catalog-admin/catalog-input";
import { useTranslation } from "../../../i18n/i18n";
import { errorAt } from "../../backoffice/FormBits";
import { CheckField, EditorCard, useSlugFromName, NameFields, PictureField, TextField, useCatalogSave } from "./CatalogBits";

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
  const form = useForm<BrandFormValues>({ resolver: zodResolver(BrandInput) as never, defaultValues: valuesOf(brand, nextPosition) });
  const save = useCatalogSave(form);
  useSlugFromName(form, !brand);
  const [logo, setLogo] = useState<File | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const path = brand ? `admin/catalog/brands/${brand.id}` : "admin/catalog/brands";
    if (await save(path, values as BrandFormValues, { field: "logo", file: logo })) onDone();
  });
  return (
    <EditorCard
      title={brand ? t("cat_edit_brand", { name: brand.title }) : t("cat_new_brand")}
      onSubmit={submit}
      onCancel={onDone}
      busy={form.formState.isSubmitting}
      testId="brand-editor"
    >
      <NameFields form={form} label={t("cat_name")} />
      <NameFields form={form} base="tagline" label={t("cat_tagline")} />
      <TextField form={form} name="slug" label={t("cat_slug")} ltr />
      <TextField form={form} name="position" label={t("cat_position")} type="number" ltr />
      <CheckField form={form} name="is_active" label={t("cat_active")} />
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
