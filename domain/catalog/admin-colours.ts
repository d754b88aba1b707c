import { asc, eq, sql } from "drizzle-orm";
import { colors, products, productVariants } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { ColourInput } from "./admin-catalog-input";
import { compact, forgetCatalog, parseFields, refuseTakenSlug, requireCatalog, same } from "./admin-catalog-write";

type Row = typeof colors.$inferSelect;
type Write = { userId: number | null; fields: unknown; locale: string };

const view = (r: Row, locale: string, products = 0) => ({
  id: r.id,
  slug: r.slug,
  name: { en: r.name.en ?? "", fa: r.name.fa ?? "", ar: r.name.ar ?? "" },
  title: localize(r.name, locale),
  hex: r.hex,
  products,
});
export type ColourView = ReturnType<typeof view>;
const audited = (r: Row) => ({ slug: r.slug, name: r.name, hex: r.hex });

/** Products and variants that show the colour: a product's colours, or a variant's. */
const usesOf = (id: number) =>
  sql<number>`(select count(*)::int from ${products} where ${id} = any(${products.colorIds})) + (select count(*)::int from ${productVariants} where ${productVariants.colorId} = ${id})`;

/** `GET admin/catalog/colours/list`: every colour with how many products show it (themselves or through a variant). */
export async function colourList(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requireCatalog(ctx, input.userId);
  const rows = await ctx.db
    .select({
      row: colors,
      // products showing the colour themselves or through one of their variants
      n: sql<number>`(select count(*)::int from products p where "colors"."id" = any(p.color_ids) or exists (select 1 from product_variants v where v.product_id = p.id and v.color_id = "colors"."id"))`,
    })
    .from(colors)
    .orderBy(asc(colors.id));
  return { colours: rows.map(({ row, n }) => view(row, input.locale, n)) };
}

async function findColour(ctx: Ctx, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(colors).where(eq(colors.id, id)).limit(1);
  if (!row) throw new NotFoundError("page_not_found");
  return row;
}

/** `POST admin/catalog/colours`: a new colour (name and a #RRGGBB code), audited. */
export async function createColour(ctx: Ctx, input: Write) {
  const op = await requireCatalog(ctx, input.userId);
  const f = parseFields(ColourInput, input.fields);
  await refuseTakenSlug(ctx.db, colors, f.slug, null);
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(colors)
      .values({ slug: f.slug, name: compact(f.name), hex: f.hex })
      .returning();
    await recordAudit(tx, op, { action: "colour.create", target: { type: "colour", id: row.id }, after: audited(row) }, ctx.now());
    return row;
  });
  forgetCatalog(ctx);
  return { colour: view(saved, input.locale) };
}

/** `POST admin/catalog/colours/:id`: change a colour's name, address or code. */
export async function updateColour(ctx: Ctx, input: Write & { id: number }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findColour(ctx, input.id);
  const f = parseFields(ColourInput, input.fields);
  await refuseTakenSlug(ctx.db, colors, f.slug, row.id);
  const values = { slug: f.slug, name: compact(f.name), hex: f.hex };
  if (same(values, { slug: row.slug, name: compact(row.name), hex: row.hex })) return { colour: view(row, input.locale), repeated: true };
  const saved = await ctx.db.transaction(async (tx) => {
    const [done] = await tx.update(colors).set(values).where(eq(colors.id, row.id)).returning();
    await recordAudit(
      tx,
      op,
      { action: "colour.update", target: { type: "colour", id: row.id }, before: audited(row), after: audited(done) },
      ctx.now(),
    );
    return done;
  });
  forgetCatalog(ctx);
  return { colour: view(saved, input.locale) };
}

/** `POST admin/catalog/colours/:id/delete`: only a colour no product or variant shows; otherwise 409 and nothing changes. */
export async function deleteColour(ctx: Ctx, input: { userId: number | null; id: number }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findColour(ctx, input.id);
  const [{ n }] = await ctx.db
    .select({ n: usesOf(row.id) })
    .from(colors)
    .where(eq(colors.id, row.id));
  if (Number(n) > 0) throw new ConflictError("cat_in_use", { count: Number(n) });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(colors).where(eq(colors.id, row.id));
    await recordAudit(tx, op, { action: "colour.delete", target: { type: "colour", id: row.id }, before: audited(row) }, ctx.now());
  });
  forgetCatalog(ctx);
  return { deleted: row.id };
}
