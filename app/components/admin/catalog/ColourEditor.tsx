import { ColourInput } from "../../../../domain/catalog/admin-catalog-input";
import type { ColourView } from "../../../../domain/catalog/admin-colours";
import { useTranslation } from "../../../i18n/i18n";
import { useShopForm } from "../../../lib/use-shop-form";
import { useSlugFromName } from "../../../lib/use-slug-from-name";
import { BoundNameFields, BoundTextField } from "../../ui/BoundFields";
import { EditorCard } from "./EditorCard";

/** A colour's form: its names, slug and #RRGGBB code (checked with the server's ColourInput), with a swatch of the code. */
export function ColourEditor({ colour, onDone }: { colour: ColourView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(ColourInput, {
    defaultValues: { name: colour?.name ?? { en: "", fa: "", ar: "" }, slug: colour?.slug ?? "", hex: colour?.hex ?? "#" },
  });
  useSlugFromName(form, !colour);
  const submit = form.handleSubmit(async (values) => {
    if (await send(colour ? `admin/catalog/colours/${colour.id}` : "admin/catalog/colours", values, { revalidate: true })) onDone();
  });
  const hex = String(form.watch("hex") ?? "");
  return (
    <EditorCard
      title={colour ? t("cat_edit_colour", { name: colour.title }) : t("cat_new_colour")}
      onSubmit={submit}
      onCancel={onDone}
      busy={form.formState.isSubmitting}
      testId="colour-editor"
    >
      <BoundNameFields form={form} label={t("cat_name")} />
      <BoundTextField form={form} name="slug" label={t("cat_slug")} ltr />
      <div className="flex items-end gap-2">
        <BoundTextField form={form} name="hex" label={t("cat_hex")} ltr className="flex-1" />
        <span
          className="mb-6 size-9 shrink-0 rounded-full border border-gray-200"
          style={{ background: /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : "transparent" }}
          aria-hidden="true"
        />
      </div>
    </EditorCard>
  );
}
