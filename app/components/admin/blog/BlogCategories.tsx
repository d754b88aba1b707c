import { BlogCategoryInput } from "../../../../domain/content/editorial-input";
import { useTranslation } from "../../../i18n/i18n";
import { LANGS } from "../../../lib/content-languages";
import { formErrorAbove, useShopForm } from "../../../lib/use-shop-form";
import { Card } from "../../account/PageHeading";
import { errorAt, inputClass } from "../../ui/FormField";
import { linkButtonClass } from "../button-classes";
import { DeleteButton } from "../DeleteButton";
import type { BlogCategoryView } from "./blog-views";

/** The blog's categories: each renamed in place, a new one added, an empty one deleted. */
export function BlogCategories({ categories, onChange }: { categories: BlogCategoryView[]; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t("ed_categories")}</h2>
      <ul className="divide-y divide-gray-100" data-testid="ed-categories">
        {categories.map((c) => (
          <CategoryRow key={c.id} category={c} onChange={onChange} />
        ))}
        <CategoryRow key={`new-${categories.length}`} category={null} onChange={onChange} />
      </ul>
    </Card>
  );
}

/** One category's slug and names on a line (or a new one's), checked with the server's schema (BlogCategoryInput); the first message below. */
function CategoryRow({ category, onChange }: { category: BlogCategoryView | null; onChange: () => void }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(BlogCategoryInput, {
    defaultValues: { slug: category?.slug ?? "", name: category?.name ?? { en: "", fa: "", ar: "" } },
  });
  const { errors } = form.formState;
  const nameLabel = (l: string) => `${t("ed_name")} (${t(`ed_lang_${l}`)})`;
  // the row has room for one message, the first (a message of the schema's is a UI-string key; the server's, a sentence: t leaves it)
  const labels: [string, string][] = [["slug", t("ed_slug")], ...LANGS.map((l): [string, string] => [`name.${l}`, nameLabel(l)])];
  const first = [...labels, ["root.form", ""]]
    .map(([path, label]) => {
      const message = errorAt(errors, path);
      return message && t(message, { attribute: label.toLowerCase() });
    })
    .find(Boolean);
  const save = form.handleSubmit(async (values) => {
    const path = category ? `admin/content/blog-categories/${category.id}` : "admin/content/blog-categories";
    if (await send(path, values, { placeError: formErrorAbove })) onChange();
  });
  return (
    <li className="py-3">
      <form
        onSubmit={(e) => void save(e)}
        noValidate
        className="grid items-center gap-2 sm:grid-cols-[9rem_1fr_1fr_1fr_auto]"
        data-testid={category ? "ed-category" : "ed-category-new"}
      >
        <input
          {...form.register("slug")}
          dir="ltr"
          aria-label={t("ed_slug")}
          placeholder={t("ed_slug")}
          className={`${inputClass(!!errors.slug)}`}
          aria-invalid={!!errors.slug}
        />
        {LANGS.map((l) => (
          <input
            key={l}
            {...form.register(`name.${l}`)}
            dir={l === "en" ? "ltr" : "rtl"}
            lang={l}
            aria-label={nameLabel(l)}
            placeholder={nameLabel(l)}
            className={`${inputClass(!!errors.name?.[l])}`}
          />
        ))}
        <button type="submit" className={linkButtonClass}>
          {category ? t("ed_save") : t("ed_new_category")}
        </button>
        {category && (
          <span className="text-xs text-gray-500 sm:col-span-4">
            {t("ed_posts")}: {category.posts}
          </span>
        )}
        {category && <DeleteButton path={`admin/content/blog-categories/${category.id}/delete`} name={category.slug} done={onChange} />}
        {first && (
          <p role="alert" className="w-full text-xs text-red-600">
            {first}
          </p>
        )}
      </form>
    </li>
  );
}
