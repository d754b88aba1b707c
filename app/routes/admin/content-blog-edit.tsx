import { useState } from "react";
import { Controller } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { BlogInput } from "../../../domain/content/editorial-input";
import { PageHeading } from "../../components/account/PageHeading";
import { buttonClass } from "../../components/admin/button-classes";
import { LocalizedInputs, LocalizedRichText } from "../../components/admin/LocalizedFields";
import { Panel } from "../../components/admin/Panel";
import { errorAt, Field, inputClass } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/content-blog-edit";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/blogs/:id` (`new` for a new one): a blog post's editor (operators with `content`). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { categories } = await context.admin.blogCategories();
  if (params.id === "new") return { post: null, categories };
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  return { post: await context.admin.blog(id), categories };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_blogs_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminBlogEdit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { post, categories } = loaderData;
  const [cover, setCover] = useState<File | null>(null);
  const { form, send } = useShopForm(BlogInput, {
    defaultValues: post
      ? {
          slug: post.slug,
          category_id: post.category_id,
          title: post.title,
          excerpt: post.excerpt,
          body: post.body,
          tags: post.tags,
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
          status: "draft",
          published_at: new Date().toISOString().slice(0, 16),
          remove_image: false,
        },
    mode: "onBlur",
  });
  const { errors, isSubmitting } = form.formState;
  const err = (p: string) => errorAt(errors, p);
  const submit = form.handleSubmit(async (values) => {
    const path = post ? `admin/content/blogs/${post.id}` : "admin/content/blogs";
    const answer = await send<{ post: { id: number } }>(path, values, { files: { image: cover } });
    if (answer) navigate("/admin/content/blogs");
  });
  const preview = cover ? URL.createObjectURL(cover) : post?.image_url;
  return (
    <div className="max-w-5xl">
      <PageHeading
        title={post ? post.title.en || post.slug : t("ed_new_post")}
        action={
          <Link to="/admin/content/blogs" className="text-sm text-primary hover:underline">
            {t("ed_back")}
          </Link>
        }
      />
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
                render={({ field }) => <TagsInput value={field.value} onChange={field.onChange} />}
              />
            </Field>
          </div>
          <Field label={t("ed_cover")} error={err("image")}>
            <div className="flex flex-wrap items-center gap-3">
              {preview && <img src={preview} alt="" className="h-16 w-48 rounded object-cover" />}
              <input type="file" accept="image/*" onChange={(e) => setCover(e.target.files?.[0] ?? null)} data-testid="ed-cover" />
              {post?.image && (
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" {...form.register("remove_image")} /> {t("ed_remove_picture")}
                </label>
              )}
            </div>
          </Field>
        </Panel>
        <button type="submit" disabled={isSubmitting} className={buttonClass} data-testid="ed-save">
          {t("ed_save")}
        </button>
      </form>
    </div>
  );
}

/** Tags typed as one line, separated by commas (the form holds them as a list). */
function TagsInput({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
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
      data-testid="ed-tags"
    />
  );
}
