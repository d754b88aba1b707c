import { and, asc, count, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { categories, classifiedAds, products } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { returnDaysText } from "../refunds/return-days-input";
import { CategoryInput } from "./admin-catalog-input";
import {
  type CatalogWrite,
  compact,
  forgetCatalog,
  parseFields,
  refuseTakenSlug,
  removeCatalogPicture,
  requireCatalog,
  same,
  withPicture,
} from "./admin-catalog-write";
import { refreshSearchText } from "./search-text";

type Row = typeof categories.$inferSelect;
/** A category as the console shows and edits it (every language's name, its picture at the 260×190 size). */
function view(r: Row, opts: { mediaBase: string; locale: string }, uses = { products: 0, children: 0 }) {
  return {
    id: r.id,
    parent_id: r.parentId,
    slug: r.slug,
    name: { en: r.name.en ?? "", fa: r.name.fa ?? "", ar: r.name.ar ?? "" },
    title: localize(r.name, opts.locale),
    icon: r.icon ?? "",
    image: r.image ? mediaUrl(opts.mediaBase, r.image, 260, 190) : null,
    depth: r.depth,
    position: r.position,
    is_featured: r.isFeatured,
    is_active: r.isActive,
    commission_rate: r.commissionRate === null ? "" : String(r.commissionRate),
    return_days: returnDaysText(r.returnDays),
    products: uses.products,
    children: uses.children,
  };
}
export type CategoryView = ReturnType<typeof view>;

/** What the audit log keeps of a category. */
const audited = (r: Row) => ({
  slug: r.slug,
  name: r.name,
  parent_id: r.parentId,
  position: r.position,
  icon: r.icon,
  image: r.image,
  is_featured: r.isFeatured,
  is_active: r.isActive,
  commission_rate: r.commissionRate,
  return_days: r.returnDays,
});

/** `GET admin/catalog/categories/list`: every category (active or not) in tree order, with how many products and children each has. */
export async function categoryList(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requireCatalog(ctx, input.userId);
  const [rows, used] = await Promise.all([
    ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    ctx.db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const uses = new Map(used.map((u) => [u.id, u.n]));
  const childrenOf = new Map<number | null, Row[]>();
  for (const r of rows) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);
  const out: CategoryView[] = [];
  const walk = (parent: number | null) => {
    for (const r of childrenOf.get(parent) ?? []) {
      out.push(
        view(
          r,
          { locale: input.locale, mediaBase: ctx.mediaBase },
          { products: uses.get(r.id) ?? 0, children: childrenOf.get(r.id)?.length ?? 0 },
        ),
      );
      walk(r.id);
    }
  };
  walk(null);
  return { categories: out };
}

async function findCategory(ctx: Ctx, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw new NotFoundError("page_not_found");
  return row;
}

/** The parent a form names: an existing category that is not the category itself nor below it. */
async function parentOf(ctx: Ctx, parentId: number | null, self: Row | null): Promise<Row | null> {
  if (parentId === null) return null;
  const [parent] = await ctx.db.select().from(categories).where(eq(categories.id, parentId)).limit(1);
  if (!parent) throw new ValidationError({ parent_id: ["cat_v_parent"] });
  if (self && parent.path.startsWith(self.path)) throw new ValidationError({ parent_id: ["cat_v_parent_loop"] });
  return parent;
}

/** `POST admin/catalog/categories`: a new category (under a parent or at the top), audited. */
export async function createCategory(ctx: Ctx, input: CatalogWrite) {
  const op = await requireCatalog(ctx, input.userId);
  const f = parseFields(CategoryInput, input.fields);
  const parent = await parentOf(ctx, f.parent_id, null);
  await refuseTakenSlug(ctx.db, categories, f.slug, null);
  const saved = await withPicture(input, "category", f.slug, (image) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({
          parentId: parent?.id ?? null,
          slug: f.slug,
          name: compact(f.name),
          icon: f.icon || null,
          image,
          path: "/",
          depth: parent ? parent.depth + 1 : 0,
          position: f.position,
          isFeatured: f.is_featured,
          isActive: f.is_active,
          commissionRate: f.commission_rate || null,
          returnDays: f.return_days ?? null,
        })
        .returning();
      const [done] = await tx
        .update(categories)
        .set({ path: `${parent?.path ?? "/"}${row.id}/` })
        .where(eq(categories.id, row.id))
        .returning();
      await recordAudit(tx, op, { action: "category.create", target: { type: "category", id: row.id }, after: audited(done) }, ctx.now());
      return done;
    }),
  );
  forgetCatalog(ctx);
  return { category: view(saved, { locale: input.locale, mediaBase: ctx.mediaBase }) };
}

/**
 * `POST admin/catalog/categories/:id`: change a category. Moving it under another parent moves
 * its whole branch (paths and depths); a new name refreshes its products' search text. The same
 * values again write nothing (`repeated`).
 */
export async function updateCategory(ctx: Ctx, input: CatalogWrite & { id: number }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findCategory(ctx, input.id);
  const f = parseFields(CategoryInput, input.fields);
  const parent = await parentOf(ctx, f.parent_id, row);
  await refuseTakenSlug(ctx.db, categories, f.slug, row.id);
  const values = {
    parentId: parent?.id ?? null,
    slug: f.slug,
    name: compact(f.name),
    icon: f.icon || null,
    position: f.position,
    isFeatured: f.is_featured,
    isActive: f.is_active,
    commissionRate: f.commission_rate === "" ? null : Number(f.commission_rate).toFixed(2),
    // left out of the request: kept as stored
    ...(f.return_days === undefined ? {} : { returnDays: f.return_days }),
  };
  const current = { ...values, ...Object.fromEntries(Object.keys(values).map((k) => [k, row[k as keyof Row]])), name: compact(row.name) };
  if (!input.picture && same(values, current))
    return { category: view(row, { locale: input.locale, mediaBase: ctx.mediaBase }), repeated: true };
  const saved = await withPicture(input, "category", f.slug, (image) =>
    ctx.db.transaction(async (tx) => {
      const [done] = await tx
        .update(categories)
        .set({ ...values, ...(image ? { image } : {}) })
        .where(eq(categories.id, row.id))
        .returning();
      if (values.parentId !== row.parentId) {
        const path = `${parent?.path ?? "/"}${row.id}/`;
        const shift = (parent ? parent.depth + 1 : 0) - row.depth;
        await tx
          .update(categories)
          .set({
            path: sql`${path} || substr(${categories.path}, ${row.path.length + 1})`,
            depth: sql`${categories.depth} + ${shift}`,
          })
          .where(like(categories.path, `${row.path}%`));
      }
      if (!same(values.name, compact(row.name))) {
        const branch = tx
          .select({ id: categories.id })
          .from(categories)
          .where(like(categories.path, `%/${row.id}/%`));
        const ids = await tx.select({ id: products.id }).from(products).where(inArray(products.categoryId, branch));
        if (ids.length)
          await refreshSearchText(
            tx,
            ids.map((p) => p.id),
          );
      }
      const [after] = await tx.select().from(categories).where(eq(categories.id, row.id));
      await recordAudit(
        tx,
        op,
        { action: "category.update", target: { type: "category", id: row.id }, before: audited(row), after: audited(after ?? done) },
        ctx.now(),
      );
      return after ?? done;
    }),
  );
  if (saved.image !== row.image) await removeCatalogPicture(row.image, "category", input.uploadsDir);
  forgetCatalog(ctx);
  return { category: view(saved, { locale: input.locale, mediaBase: ctx.mediaBase }) };
}

/**
 * `POST admin/catalog/categories/:id/delete`: only a category without sub-categories, products
 * (of any status) or classified ads; otherwise 409 saying why, and nothing changes.
 */
export async function deleteCategory(ctx: Ctx, input: { userId: number | null; id: number; uploadsDir: string }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findCategory(ctx, input.id);
  const [[children], [used], [ads]] = await Promise.all([
    ctx.db.select({ n: count() }).from(categories).where(eq(categories.parentId, row.id)),
    ctx.db.select({ n: count() }).from(products).where(eq(products.categoryId, row.id)),
    ctx.db.select({ n: count() }).from(classifiedAds).where(eq(classifiedAds.categoryId, row.id)),
  ]);
  if (children.n > 0) throw new ConflictError("cat_category_has_children", { count: children.n });
  if (used.n + ads.n > 0) throw new ConflictError("cat_in_use", { count: used.n + ads.n });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(categories).where(eq(categories.id, row.id));
    await recordAudit(tx, op, { action: "category.delete", target: { type: "category", id: row.id }, before: audited(row) }, ctx.now());
  });
  await removeCatalogPicture(row.image, "category", input.uploadsDir);
  forgetCatalog(ctx);
  return { deleted: row.id };
}

/**
 * `POST admin/catalog/categories/:id/move` {direction: up|down}: one place up or down among its
 * siblings (the menu's order); the siblings are numbered 0, 1, 2… At either end: `repeated`.
 */
export async function moveCategory(ctx: Ctx, input: { userId: number | null; id: number; fields: unknown }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findCategory(ctx, input.id);
  const direction = (input.fields as { direction?: unknown } | null)?.direction;
  if (direction !== "up" && direction !== "down") throw new ValidationError({ direction: ["v_required"] });
  const siblings = await ctx.db
    .select()
    .from(categories)
    .where(row.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, row.parentId))
    .orderBy(asc(categories.position), asc(categories.id));
  const from = siblings.findIndex((s) => s.id === row.id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= siblings.length) return { repeated: true };
  const order = [...siblings];
  [order[from], order[to]] = [order[to], order[from]];
  await ctx.db.transaction(async (tx) => {
    for (const [i, s] of order.entries())
      if (s.position !== i)
        await tx
          .update(categories)
          .set({ position: i })
          .where(and(eq(categories.id, s.id)));
    await recordAudit(
      tx,
      op,
      { action: "category.move", target: { type: "category", id: row.id }, before: { position: row.position }, after: { position: to } },
      ctx.now(),
    );
  });
  forgetCatalog(ctx);
  return { repeated: false };
}
