import { useState } from "react";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import { type BlogForm, BlogInput } from "../../../../domain/content/editorial-input";
import { useTranslation } from "../../../i18n/i18n";
import { type ShopForm, useShopForm } from "../../../lib/use-shop-form";
import { errorAt, Field, inputClass } from "../../ui/FormField";
import { buttonClass } from "../button-classes";
import { LocalizedInputs, LocalizedRichText } from "../LocalizedFields";
import { Panel } from "../Panel";
import type { BlogCategoryView, BlogPostView } from "./blog-views";

type Category = Pick<BlogCategoryView, "id" | "name">;

/** A post's fields as the form starts: the post's own, or a new draft in the first category, dated now. */
const valuesOf = (post: BlogPostView | null, categories: Category[]): BlogForm =>
  post
    ? {
        slug: post.slug,
        category_id: post.category_id,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        tags: post.tags,
        tag_labels: post.tag_labels,
        status: post.status,
        published_at: post.published_at.slice(0, 16),
        remove_image: false,
      }
    : {
        slug: "",
        category_id: categories[0]?.id ?? "",
        title: { en: "", fa: "", ar: "" },
        excerpt: { en: "", fa: "", ar: "" },
        body: { en: "", fa: "", ar: "" },
        tags: [],
        tag_labels: { fa: [], ar: [] },
        status: "draft",
        published_at: new Date().toISOString().slice(0, 16),
        remove_image: false,
      };

/** A blog post's editor (new or existing) with its cover picture: checked with the server's schema (BlogInput); saved, back to the list. */
export function BlogPostForm({ post, categories }: { post: BlogPostView | null; categories: Category[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [cover, setCover] = useState<File | null>(null);
  const { form, send } = useShopForm(BlogInput, { defaultValues: valuesOf(post, categories), mode: "onBlur" });
  const { errors, isSubmitting } = form.formState;
  const err = (p: string) => errorAt(errors, p);
  const submit = form.handleSubmit(async (values) => {
    const path = post ? `admin/content/blogs/${post.id}` : "admin/content/blogs";
    const answer = await send<{ post: { id: number } }>(path, values, { files: { image: cover } });
    if (answer) navigate("/admin/content/blogs");
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="ed-post-form">
      <Panel title={t("ed_title")}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t("ed_slug")} error={err("slug")}>
            <input {...form.register("slug")} dir="ltr" className={inputClass(!!err("slug"))} data-testid="ed-slug" />
          </Field>
          <Field label={t("ed_category")} error={err("category_id")}>
            <select {...form.register("category_id")} className={inputClass(!!err("category_id"))} data-testid="ed-category">
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {(c.name as Record<string, string>)[i18n.language] || c.name.en}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <LocalizedInputs form={form} name="title" label={t("ed_title")} testId="ed-title" />
        <LocalizedInputs form={form} name="excerpt" label={t("ed_excerpt")} textarea testId="ed-excerpt" />
      </Panel>
      <Panel title={t("ed_body")}>
        <LocalizedRichText form={form} name="body" label={t("ed_body")} />
      </Panel>
      <PublishingPanel form={form} post={post} cover={cover} onCover={setCover} />
      <button type="submit" disabled={isSubmitting} className={buttonClass} data-testid="ed-save">
        {t("ed_save")}
      </button>
    </form>
  );
}

/** When and how the post shows: its status, date, tags and cover picture (chosen, kept or removed). */
function PublishingPanel({
  form,
  post,
  cover,
  onCover,
}: {
  form: ShopForm<typeof BlogInput>;
  post: BlogPostView | null;
  cover: File | null;
  onCover: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const err = (p: string) => errorAt(form.formState.errors, p);
  const preview = cover ? URL.createObjectURL(cover) : post?.image_url;
  return (
    <Panel title={t("ed_status")}>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <Field label={t("ed_status")} error={err("status")}>
          <select {...form.register("status")} className={inputClass(!!err("status"))} data-testid="ed-status">
            <option value="draft">{t("ed_draft")}</option>
            <option value="published">{t("ed_published")}</option>
          </select>
        </Field>
        <Field label={t("ed_publish_date")} error={err("published_at")}>
          <input type="datetime-local" {...form.register("published_at")} className={inputClass(!!err("published_at"))} />
        </Field>
        <Field label={t("ed_tags")} hint={t("ed_tags_hint")} error={err("tags") ?? err("tags.0")}>
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => <TagsInput value={field.value} onChange={field.onChange} lang="en" />}
          />
        </Field>
        {(["fa", "ar"] as const).map((l) => (
          <Field key={l} label={`${t("ed_tags")} (${t(`ed_lang_${l}`)})`} error={err(`tag_labels.${l}`) ?? err(`tag_labels.${l}.0`)}>
            <Controller
              control={form.control}
              name={`tag_labels.${l}`}
              render={({ field }) => <TagsInput value={field.value ?? []} onChange={field.onChange} lang={l} />}
            />
          </Field>
        ))}
      </div>
      <Field label={t("ed_cover")} error={err("image")}>
        <div className="flex flex-wrap items-center gap-3">
          {preview && <img src={preview} alt="" className="h-16 w-48 rounded object-cover" />}
          <input type="file" accept="image/*" onChange={(e) => onCover(e.target.files?.[0] ?? null)} data-testid="ed-cover" />
          {post?.image && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.register("remove_image")} /> {t("ed_remove_picture")}
            </label>
          )}
        </div>
      </Field>
    </Panel>
  );
}

/** Tags typed as one line, separated by commas (the form holds them as a list). */
function TagsInput({ value, onChange, lang }: { value: string[]; onChange: (tags: string[]) => void; lang: "en" | "fa" | "ar" }) {
  const [text, setText] = useState(value.join(", "));
  return (
    <input
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split(/[,،]/)
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
      className={inputClass(false)}
      lang={lang}
      dir={lang === "en" ? "ltr" : "rtl"}
      data-testid={lang === "en" ? "ed-tags" : `ed-tags-${lang}`}
    />
  );
}
