import { useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { linkButtonClass } from "../../components/admin/button-classes";
import { DeleteButton } from "../../components/admin/DeleteButton";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { inputClass } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";
import { LANGS } from "../../lib/content-languages";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-blogs";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/blogs?q=&page=`: the blog's posts (drafts too) and its categories (operators with `content`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [list, categories, comments] = await Promise.all([
    context.admin.blogs(url),
    context.admin.blogCategories(),
    context.admin.blogComments(),
  ]);
  return { ...list, categories: categories.categories, comments: comments.comments, q: url.searchParams.get("q") ?? "" };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_blogs_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Post = Route.ComponentProps["loaderData"]["posts"][number];
type Category = Route.ComponentProps["loaderData"]["categories"][number];

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const local = (text: Record<string, string>) => text[i18n.language] || text.en;
  const categoryName = new Map(loaderData.categories.map((c) => [c.id, local(c.name)]));
  const columns: ColumnDef<Post, unknown>[] = [
    {
      id: "title",
      header: t("ed_title"),
      cell: ({ row }) => (
        <Link to={`/admin/content/blogs/${row.original.id}`} className="flex items-center gap-2 font-medium text-primary hover:underline">
          {row.original.image_url && <img src={row.original.image_url} alt="" className="h-8 w-12 rounded object-cover" />}
          {local(row.original.title)}
        </Link>
      ),
    },
    {
      id: "category",
      header: t("ed_category"),
      cell: ({ row }) => categoryName.get(row.original.category_id) ?? "",
      meta: { narrow: false },
    },
    { id: "status", header: t("ed_status"), cell: ({ row }) => t(row.original.status === "published" ? "ed_published" : "ed_draft") },
    {
      id: "date",
      header: t("ed_publish_date"),
      cell: ({ row }) => <bdi dir="ltr">{row.original.published_at.slice(0, 16).replace("T", " ")}</bdi>,
      meta: { narrow: false },
    },
    {
      id: "actions",
      header: t("ed_actions"),
      cell: ({ row }) => (
        <DeleteButton
          path={`admin/content/blogs/${row.original.id}/delete`}
          name={local(row.original.title)}
          done={() => void revalidator.revalidate()}
        />
      ),
    },
  ];
  const pages = Math.max(1, Math.ceil(loaderData.total / loaderData.per_page));
  return (
    <div className="max-w-5xl space-y-5">
      <PageHeading
        title={t("ed_blogs_title")}
        text={t("ed_blogs_intro")}
        action={
          <Link to="/admin/content/blogs/new" className={linkButtonClass} data-testid="ed-new-post">
            {t("ed_new_post")}
          </Link>
        }
      />
      <Card>
        <Form method="get" className="mb-3 flex gap-2" role="search">
          <input
            name="q"
            defaultValue={loaderData.q}
            placeholder={t("ed_search")}
            aria-label={t("ed_search")}
            className={inputClass(false)}
          />
        </Form>
        <DataTable columns={columns} data={loaderData.posts} rowKey={(r) => r.id} empty={t("ed_none")} testId="ed-posts" />
        {pages > 1 && (
          <nav className="mt-3 flex gap-2 text-sm" aria-label={t("ed_posts")}>
            {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
              <Link
                key={p}
                to={`?q=${encodeURIComponent(loaderData.q)}&page=${p}`}
                aria-current={p === loaderData.page ? "page" : undefined}
                className={`rounded px-2 py-1 ${p === loaderData.page ? "bg-primary text-white" : "bg-gray-100"}`}
              >
                {p}
              </Link>
            ))}
          </nav>
        )}
      </Card>
      <Categories categories={loaderData.categories} onChange={() => void revalidator.revalidate()} />
      <Comments comments={loaderData.comments} onChange={() => void revalidator.revalidate()} />
    </div>
  );
}

/** The blog's categories: each renamed in place, a new one added, an empty one deleted. */
function Categories({ categories, onChange }: { categories: Category[]; onChange: () => void }) {
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

function CategoryRow({ category, onChange }: { category: Category | null; onChange: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ slug: category?.slug ?? "", name: category?.name ?? { en: "", fa: "", ar: "" } });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const path = category ? `admin/content/blog-categories/${category.id}` : "admin/content/blog-categories";
      const answer = await api<{ success: string }>(path, { method: "POST", body: values, quiet: true });
      toast.success(answer.success);
      onChange();
    } catch (err) {
      const found = formErrorsOf(err);
      if (!found) toast.error(t("network_error"));
      else setErrors(found);
    }
  };
  return (
    <li className="py-3">
      <form
        onSubmit={(e) => void save(e)}
        noValidate
        className="grid items-center gap-2 sm:grid-cols-[9rem_1fr_1fr_1fr_auto]"
        data-testid={category ? "ed-category" : "ed-category-new"}
      >
        <input
          value={values.slug}
          onChange={(e) => setValues({ ...values, slug: e.target.value })}
          dir="ltr"
          aria-label={t("ed_slug")}
          placeholder={t("ed_slug")}
          className={`${inputClass(!!errors.slug)}`}
          aria-invalid={!!errors.slug}
        />
        {LANGS.map((l) => (
          <input
            key={l}
            value={values.name[l]}
            onChange={(e) => setValues({ ...values, name: { ...values.name, [l]: e.target.value } })}
            dir={l === "en" ? "ltr" : "rtl"}
            lang={l}
            aria-label={`${t("ed_name")} (${t(`ed_lang_${l}`)})`}
            placeholder={`${t("ed_name")} (${t(`ed_lang_${l}`)})`}
            className={`${inputClass(!!errors[`name.${l}`])}`}
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
        {Object.values(errors)[0] && (
          <p role="alert" className="w-full text-xs text-red-600">
            {Object.values(errors)[0]}
          </p>
        )}
      </form>
    </li>
  );
}

type Comment = Route.ComponentProps["loaderData"]["comments"][number];

/** The newest comments on every post: one removed (with its replies) when it does not belong there. */
function Comments({ comments, onChange }: { comments: Comment[]; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t("ed_comments")}</h2>
      {comments.length === 0 ? (
        <p className="text-sm text-gray-500">{t("ed_none")}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="ed-comments">
          {comments.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start gap-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="whitespace-pre-line break-words">{c.comment}</p>
                <p className="text-xs text-gray-500">
                  <bdi dir="ltr">{c.author}</bdi> ·{" "}
                  <Link to={`/blog/${c.post.slug}`} className="hover:underline">
                    {c.post.title}
                  </Link>
                </p>
              </div>
              <DeleteButton path={`admin/content/blog-comments/${c.id}/delete`} name={c.comment.slice(0, 40)} done={onChange} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
