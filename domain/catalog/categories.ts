import { asc, eq } from "drizzle-orm";
import { categories } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { type Paginated, paginate } from "../../kernel/paginated";
import type { Ctx } from "../context";

type CategoryRow = typeof categories.$inferSelect;

/** Every active category, cached; the tree is small (tens to a few thousands). */
export function allCategories(ctx: Ctx): Promise<CategoryRow[]> {
  return ctx.cache.get("categories", 60_000, () =>
    ctx.db
      .select()
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
  );
}

export interface CategoryNodeView {
  id: number;
  parent_id: number | null;
  slug: string;
  title: string;
  icon: string | null;
  image: string;
  child_categories: CategoryNodeView[];
}

/** The category tree in the viewer's language, roots first, as the header menu and /categories show it. */
export async function categoryTree(ctx: Ctx, locale: string): Promise<CategoryNodeView[]> {
  const rows = await allCategories(ctx);
  const byId = new Map<number, CategoryNodeView>();
  const roots: CategoryNodeView[] = [];
  for (const row of rows) {
    const node: CategoryNodeView = {
      id: row.id,
      parent_id: row.parentId,
      slug: row.slug,
      title: localize(row.name as Localized, locale),
      icon: row.icon,
      image: mediaUrl(ctx.mediaBase, row.image, 130, 95),
      child_categories: [],
    };
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    // under a hidden category (an operator switched it off): hidden with its branch, not lifted to the top
    if (row.parentId && !parent) continue;
    byId.set(row.id, node);
    (parent ? parent.child_categories : roots).push(node);
  }
  return roots;
}

export interface MenuCategoryView {
  id: number;
  parent_id: number | null;
  slug: string;
  title: string;
  icon: string | null;
  child_categories: MenuCategoryView[];
}

/**
 * The page data's `categories`: the two levels the header menu, the phone sidebar and the
 * footer show, without pictures (the whole tree with pictures is /categories' own data and
 * `GET sidebar/categories`). Every page embeds it, so it stays small.
 */
export async function menuCategories(ctx: Ctx, locale: string): Promise<MenuCategoryView[]> {
  const tree = await categoryTree(ctx, locale);
  const node = (c: CategoryNodeView, depth: number): MenuCategoryView => ({
    id: c.id,
    parent_id: c.parent_id,
    slug: c.slug,
    title: c.title,
    icon: c.icon,
    child_categories: depth < 1 ? c.child_categories.map((child) => node(child, depth + 1)) : [],
  });
  return tree.map((root) => node(root, 0));
}

/** The category with this slug and the ids of it and all its descendants. */
export async function categoryWithDescendants(ctx: Ctx, slug: string) {
  const rows = await allCategories(ctx);
  const category = rows.find((c) => c.slug === slug);
  if (!category) return null;
  const ids = rows.filter((c) => c.path.startsWith(category.path)).map((c) => c.id);
  const ancestors = category.path
    .split("/")
    .filter(Boolean)
    .map(Number)
    .slice(0, -1)
    .map((id) => rows.find((c) => c.id === id))
    .filter((c): c is CategoryRow => !!c);
  return { category, ids, ancestors };
}

/**
 * The all-categories page's data (`/categories` and `GET home/categories`): the whole tree with
 * pictures, cached a minute per language under the key the page loader uses too.
 */
export function categoryPageTree(ctx: Ctx, locale: string): Promise<CategoryNodeView[]> {
  return ctx.cache.get(`tree:${locale}`, 60_000, () => categoryTree(ctx, locale));
}

export const CATEGORY_ROOTS_PER_PAGE = 24;

/**
 * `GET home/categories?page=`: the all-categories tree as the reference client pages through it,
 * its root categories 24 a page, each with its whole subtree.
 */
export async function categoryPage(
  ctx: Ctx,
  input: { locale: string; page: number },
  opts: { pageUrl?: (p: number) => string } = {},
): Promise<Paginated<CategoryNodeView>> {
  const roots = await categoryPageTree(ctx, input.locale);
  const from = (input.page - 1) * CATEGORY_ROOTS_PER_PAGE;
  const rows = roots.slice(from, from + CATEGORY_ROOTS_PER_PAGE);
  return paginate(rows, roots.length, input.page, CATEGORY_ROOTS_PER_PAGE, opts.pageUrl);
}
