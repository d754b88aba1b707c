import { Form, Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { type ColumnDef, DataTable } from "../../backoffice/DataTable";
import { inputClass } from "../../ui/FormField";
import { DeleteButton } from "../DeleteButton";
import type { BlogCategoryView, BlogPostView } from "./blog-views";

/** A page of posts, with the search it answers and every category (for their names). */
type PostPage = {
  posts: BlogPostView[];
  categories: Pick<BlogCategoryView, "id" | "name">[];
  q: string;
  page: number;
  total: number;
  per_page: number;
};

/** The blog's posts (drafts too): searched, listed with their category, status and date, each deletable; paged. */
export function BlogPostList({ list, onChange }: { list: PostPage; onChange: () => void }) {
  const { posts, categories, q, page, total, per_page } = list;
  const { t } = useTranslation();
  const columns = usePostColumns(categories, onChange);
  const pages = Math.max(1, Math.ceil(total / per_page));
  return (
    <Card>
      <Form method="get" className="mb-3 flex gap-2" role="search">
        <input name="q" defaultValue={q} placeholder={t("ed_search")} aria-label={t("ed_search")} className={inputClass(false)} />
      </Form>
      <DataTable columns={columns} data={posts} rowKey={(r) => r.id} empty={t("ed_none")} testId="ed-posts" />
      {pages > 1 && (
        <nav className="mt-3 flex gap-2 text-sm" aria-label={t("ed_posts")}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
            <Link
              key={p}
              to={`?q=${encodeURIComponent(q)}&page=${p}`}
              aria-current={p === page ? "page" : undefined}
              className={`rounded px-2 py-1 ${p === page ? "bg-primary text-white" : "bg-gray-100"}`}
            >
              {p}
            </Link>
          ))}
        </nav>
      )}
    </Card>
  );
}

/** The posts table's columns: the title (a link to its editor), category, status, date, and its delete button. */
function usePostColumns(categories: PostPage["categories"], onChange: () => void): ColumnDef<BlogPostView, unknown>[] {
  const { t, i18n } = useTranslation();
  const local = (text: Record<string, string>) => text[i18n.language] || text.en;
  const categoryName = new Map(categories.map((c) => [c.id, local(c.name)]));
  return [
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
        <DeleteButton path={`admin/content/blogs/${row.original.id}/delete`} name={local(row.original.title)} done={onChange} />
      ),
    },
  ];
}
