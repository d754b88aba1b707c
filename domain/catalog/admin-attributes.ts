import { arrayOverlaps, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attributes, attributeValues, products, productVariants } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { AttributeInput } from "./admin-catalog-input";
import { compact, forgetCatalog, parseFields, refuseTakenSlug, requireCatalog, same } from "./admin-catalog-write";

type Row = typeof attributes.$inferSelect;
type Value = typeof attributeValues.$inferSelect;
type Write = { userId: number | null; fields: unknown; locale: string };

const view = (r: Row, values: Value[], locale: string) => ({
  id: r.id,
  slug: r.slug,
  name: { en: r.name.en ?? "", fa: r.name.fa ?? "", ar: r.name.ar ?? "" },
  title: localize(r.name, locale),
  values: values
    .filter((v) => v.attributeId === r.id)
    .map((v) => ({ id: v.id, value: v.value, labels: { fa: v.labels.fa ?? "", ar: v.labels.ar ?? "" } })),
});
export type AttributeView = ReturnType<typeof view>;
const audited = (r: Row, values: Value[]) => ({
  slug: r.slug,
  name: r.name,
  values: values.map((v) => ({ value: v.value, labels: v.labels })),
});

const valuesOf = (db: Database, attributeId: number) =>
  db.select().from(attributeValues).where(eq(attributeValues.attributeId, attributeId)).orderBy(asc(attributeValues.id));

/** The first of these values a product or a variant uses, or null. */
async function valueInUse(db: Database, values: Value[]): Promise<Value | null> {
  if (!values.length) return null;
  const ids = values.map((v) => v.id);
  const [p] = await db
    .select({ ids: products.attributeValueIds })
    .from(products)
    .where(arrayOverlaps(products.attributeValueIds, ids))
    .limit(1);
  const [v] = p
    ? [p]
    : await db
        .select({ ids: productVariants.attributeValueIds })
        .from(productVariants)
        .where(arrayOverlaps(productVariants.attributeValueIds, ids))
        .limit(1);
  return v ? (values.find((x) => v.ids.includes(x.id)) ?? null) : null;
}

/** `GET admin/catalog/attributes/list`: every attribute with its values in order. */
export async function attributeList(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requireCatalog(ctx, input.userId);
  const [rows, values] = await Promise.all([
    ctx.db.select().from(attributes).orderBy(asc(attributes.id)),
    ctx.db.select().from(attributeValues).orderBy(asc(attributeValues.id)),
  ]);
  return { attributes: rows.map((r) => view(r, values, input.locale)) };
}

async function findAttribute(ctx: Ctx, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(attributes).where(eq(attributes.id, id)).limit(1);
  if (!row) throw new NotFoundError("page_not_found");
  return row;
}

/** `POST admin/catalog/attributes`: a new attribute with its values, audited. */
export async function createAttribute(ctx: Ctx, input: Write) {
  const op = await requireCatalog(ctx, input.userId);
  const f = parseFields(AttributeInput, input.fields);
  if (f.values.some((v) => v.id !== null)) throw new ValidationError({ values: ["cat_v_values"] });
  await refuseTakenSlug(ctx.db, attributes, f.slug, null);
  const { row, values } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attributes)
      .values({ slug: f.slug, name: compact(f.name) })
      .returning();
    const values = await tx
      .insert(attributeValues)
      .values(f.values.map((v) => ({ attributeId: row.id, value: v.value, labels: compact(v.labels) })))
      .returning();
    await recordAudit(
      tx,
      op,
      { action: "attribute.create", target: { type: "attribute", id: row.id }, after: audited(row, values) },
      ctx.now(),
    );
    return { row, values };
  });
  forgetCatalog(ctx);
  return { attribute: view(row, values, input.locale) };
}

/**
 * `POST admin/catalog/attributes/:id`: its names and its values: a value with an id is kept
 * (its text may change), one without is added, one left out is removed; removing a value a
 * product or a variant uses is refused (409) and nothing changes.
 */
export async function updateAttribute(ctx: Ctx, input: Write & { id: number }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findAttribute(ctx, input.id);
  const f = parseFields(AttributeInput, input.fields);
  await refuseTakenSlug(ctx.db, attributes, f.slug, row.id);
  const before = await valuesOf(ctx.db, row.id);
  const known = new Set(before.map((v) => v.id));
  const errors: Record<string, string[]> = {};
  f.values.forEach((v, i) => {
    if (v.id !== null && !known.has(v.id)) errors[`values.${i}.value`] = ["cat_v_value_unknown"];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const kept = new Set(f.values.map((v) => v.id).filter((id): id is number => id !== null));
  const removed = before.filter((v) => !kept.has(v.id));
  const used = await valueInUse(ctx.db, removed);
  if (used) throw new ConflictError("cat_value_in_use", { value: used.value });
  const unchanged =
    same({ slug: f.slug, name: compact(f.name) }, { slug: row.slug, name: compact(row.name) }) &&
    same(
      f.values.map((v) => [v.id, v.value, compact(v.labels)]),
      before.map((v) => [v.id, v.value, compact(v.labels)]),
    );
  if (unchanged) return { attribute: view(row, before, input.locale), repeated: true };
  const { saved, values } = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(attributes)
      .set({ slug: f.slug, name: compact(f.name) })
      .where(eq(attributes.id, row.id))
      .returning();
    if (removed.length)
      await tx.delete(attributeValues).where(
        inArray(
          attributeValues.id,
          removed.map((v) => v.id),
        ),
      );
    for (const v of f.values) {
      const was = before.find((b) => b.id === v.id);
      if (v.id !== null && was && !same([was.value, compact(was.labels)], [v.value, compact(v.labels)]))
        await tx
          .update(attributeValues)
          .set({ value: v.value, labels: compact(v.labels) })
          .where(eq(attributeValues.id, v.id));
    }
    const added = f.values.filter((v) => v.id === null);
    if (added.length)
      await tx.insert(attributeValues).values(added.map((v) => ({ attributeId: row.id, value: v.value, labels: compact(v.labels) })));
    const values = await valuesOf(tx, row.id);
    await recordAudit(
      tx,
      op,
      {
        action: "attribute.update",
        target: { type: "attribute", id: row.id },
        before: audited(row, before),
        after: audited(saved, values),
      },
      ctx.now(),
    );
    return { saved, values };
  });
  forgetCatalog(ctx);
  return { attribute: view(saved, values, input.locale) };
}

/** `POST admin/catalog/attributes/:id/delete`: an attribute and its values, when no product or variant uses any of them (else 409). */
export async function deleteAttribute(ctx: Ctx, input: { userId: number | null; id: number }) {
  const op = await requireCatalog(ctx, input.userId);
  const row = await findAttribute(ctx, input.id);
  const values = await valuesOf(ctx.db, row.id);
  const used = await valueInUse(ctx.db, values);
  if (used) throw new ConflictError("cat_value_in_use", { value: used.value });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(attributeValues).where(eq(attributeValues.attributeId, row.id));
    await tx.delete(attributes).where(eq(attributes.id, row.id));
    await recordAudit(
      tx,
      op,
      { action: "attribute.delete", target: { type: "attribute", id: row.id }, before: audited(row, values) },
      ctx.now(),
    );
  });
  forgetCatalog(ctx);
  return { deleted: row.id };
}
