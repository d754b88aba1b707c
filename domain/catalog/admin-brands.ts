import { asc, count, eq } from "drizzle-orm";
import { brands, products } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { BrandInput } from "./admin-catalog-input";
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

type Row = typeof brands.$inferSelect;

const full = (l: Record<string, string>) => ({ en: l.en ?? "", fa: l.fa ?? "", ar: l.ar ?? "" });

/** A brand as the console shows and edits it (its logo at the 260×186 size). */
function view(r: Row, opts: { mediaBase: string; locale: string }, products = 0) {
  return {
    id: r.id,
    slug: r.slug,
    name: full(r.name),
    title: localize(r.name, opts.locale),
    tagline: full(r.tagline),
    logo: r.logo ? mediaUrl(opts.mediaBase, r.logo, 260, 186) : null,
    position: r.position,
    is_active: r.isActive,
    products,
  };
}
export type BrandView = ReturnType<typeof view>;

const audited = (r: Row) => ({ slug: r.slug, name: r.name, tagline: r.tagline, logo: r.logo, position: r.position, is_active: r.isActive });

/** `GET admin/catalog/brands/list`: every brand (active or not) in the storefront's order, with its products' count. */
export async function brandList(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requireCatalog(ctx, input.userId);
  const [rows, used] = await Promise.all([
    ctx.db.select().from(brands).orderBy(asc(brands.position), asc(brands.id)),
    ctx.db.select({ id: products.brandId, n: count() }).from(products).groupBy(products.brandId),
  ]);
  const uses = new Map(used.map((u) => [u.id, u.n]));
  return { brands: rows.map((r) => view(r, { locale: input.locale, mediaBase: ctx.mediaBase }, uses.get(r.id) ?? 0)) };
}

async function findBrand(ctx: Ctx, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(brands).where(eq(brands.id, id)).limit(1);
  if (!row) throw new NotFoundError("page_not_found");
  return row;
}

/** `POST admin/catalog/brands`: a new brand with its logo (optional), audited. */
export async function createBrand(ctx: Ctx, input: CatalogWrite) {
  const op = await requireCatalog(ctx, input.userId);
  const f = parseFields(BrandInput, input.fields);
  await refuseTakenSlug(ctx.db, brands, f.slug, null);
  const saved = await withPicture(input, "brand", f.slug, (logo) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ slug: f.slug, name: compact(f.name), tagline: compact(f.tagline), logo, position: f.position, isActive: f.is_active })
        .returning();
      await recordAudit(tx, op, { action: "brand.create", target: { type: "brand", id: row.id }, after: audited(row) }, ctx.now());
      return row;
    }),
  );
  forgetCatalog(ctx);
  return { brand: view(saved, { locale: input.locale, mediaBase: ctx.mediaBase }) };
}

/** `POST admin/catalog/brands/:id`: change a brand; a new name refreshes its products' search text. */
export async function updateBrand(ctx: Ctx, input: CatalogWrite & { id: number }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findBrand(ctx, input.id);
  const f = parseFields(BrandInput, input.fields);
  await refuseTakenSlug(ctx.db, brands, f.slug, row.id);
  const values = { slug: f.slug, name: compact(f.name), tagline: compact(f.tagline), position: f.position, isActive: f.is_active };
  const current = {
    slug: row.slug,
    name: compact(row.name),
    tagline: compact(row.tagline),
    position: row.position,
    isActive: row.isActive,
  };
  if (!input.picture && same(values, current))
    return { brand: view(row, { locale: input.locale, mediaBase: ctx.mediaBase }), repeated: true };
  const saved = await withPicture(input, "brand", f.slug, (logo) =>
    ctx.db.transaction(async (tx) => {
      const [done] = await tx
        .update(brands)
        .set({ ...values, ...(logo ? { logo } : {}) })
        .where(eq(brands.id, row.id))
        .returning();
      if (!same(values.name, current.name)) {
        const ids = await tx.select({ id: products.id }).from(products).where(eq(products.brandId, row.id));
        if (ids.length)
          await refreshSearchText(
            tx,
            ids.map((p) => p.id),
          );
      }
      await recordAudit(
        tx,
        op,
        { action: "brand.update", target: { type: "brand", id: row.id }, before: audited(row), after: audited(done) },
        ctx.now(),
      );
      return done;
    }),
  );
  if (saved.logo !== row.logo) await removeCatalogPicture(row.logo, "brand", input.uploadsDir);
  forgetCatalog(ctx);
  return { brand: view(saved, { locale: input.locale, mediaBase: ctx.mediaBase }) };
}

/** `POST admin/catalog/brands/:id/delete`: only a brand no product (of any status) names; otherwise 409 and nothing changes. */
export async function deleteBrand(ctx: Ctx, input: { userId: number | null; id: number; uploadsDir: string }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findBrand(ctx, input.id);
  const [used] = await ctx.db.select({ n: count() }).from(products).where(eq(products.brandId, row.id));
  if (used.n > 0) throw new ConflictError("cat_in_use", { count: used.n });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(brands).where(eq(brands.id, row.id));
    await recordAudit(tx, op, { action: "brand.delete", target: { type: "brand", id: row.id }, before: audited(row) }, ctx.now());
  });
  await removeCatalogPicture(row.logo, "brand", input.uploadsDir);
  forgetCatalog(ctx);
  return { deleted: row.id };
}

/** `POST admin/catalog/brands/:id/move` {direction: up|down}: one place up or down in the brands' order (renumbered 0, 1, 2…). */
export async function moveBrand(ctx: Ctx, input: { userId: number | null; id: number; fields: unknown }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findBrand(ctx, input.id);
  const direction = (input.fields as { direction?: unknown } | null)?.direction;
  if (direction !== "up" && direction !== "down") throw new ValidationError({ direction: ["v_required"] });
  const order = await ctx.db.select().from(brands).orderBy(asc(brands.position), asc(brands.id));
  const from = order.findIndex((s) => s.id === row.id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return { repeated: true };
  [order[from], order[to]] = [order[to], order[from]];
  await ctx.db.transaction(async (tx) => {
    for (const [i, s] of order.entries()) if (s.position !== i) await tx.update(brands).set({ position: i }).where(eq(brands.id, s.id));
    await recordAudit(
      tx,
      op,
      { action: "brand.move", target: { type: "brand", id: row.id }, before: { position: row.position }, after: { position: to } },
      ctx.now(),
    );
  });
  forgetCatalog(ctx);
  return { repeated: false };
}
