import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { banners, sliders } from "../../db/schema";
import { removePicture, storePicture } from "../../infra/store-picture";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { mediaUrl, PICTURE_FAMILIES } from "../../kernel/media";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { BannerInput, OrderInput, SlideInput } from "./content-input";

/**
 * The home page's slides and banners in the admin console (issue 19; decision 047), for operators
 * with `content`. Both lists share one shape (a picture, texts per language, a link, a place, a
 * switch), so one set of verbs serves both, by kind.
 */
export type SlideKind = "sliders" | "banners";

const KINDS = {
  // the slide is stored once in the wide crops and the phone crops (its own aspect), as the slider asks
  sliders: {
    table: sliders,
    audit: "slider",
    texts: ["title", "subtitle", "cta"],
    sizes: [...PICTURE_FAMILIES.slider, ...PICTURE_FAMILIES.sliderMobile],
    preview: [960, 344],
    schema: SlideInput,
  },
  // the banners' strip under the slider (620×320 and its family)
  banners: { table: banners, audit: "banner", texts: ["title"], sizes: PICTURE_FAMILIES.banner, preview: [620, 320], schema: BannerInput },
} as const;

// the two tables share every column the verbs touch (id, image, title, link, position, is_active);
// a slide's subtitle and call to action are only written for slides
const tableOf = (kind: SlideKind) => KINDS[kind].table as typeof sliders;
type Row = typeof sliders.$inferSelect;

export interface SlideContext {
  userId: number | null;
  uploadsDir: string;
}

/** A row as the console shows and the audit log keeps it (texts per language, flat like the form). */
function view(kind: SlideKind, row: Row, mediaBase: string) {
  const [w, h] = KINDS[kind].preview;
  const texts: Record<string, string> = {};
  for (const field of KINDS[kind].texts)
    for (const lang of ["en", "fa", "ar"]) texts[`${field}_${lang}`] = row[field as "title"]?.[lang] ?? "";
  return {
    id: row.id,
    image: row.image,
    preview: mediaUrl(mediaBase, row.image, w, h),
    link: row.link,
    position: row.position,
    is_active: row.isActive,
    ...texts,
  };
}

function columnsOf(kind: SlideKind, form: Record<string, unknown>, current?: Row) {
  const out: Record<string, unknown> = {};
  for (const field of KINDS[kind].texts) {
    const langs = ["en", "fa", "ar"].filter((l) => `${field}_${l}` in form);
    if (langs.length)
      out[field] = Object.fromEntries(
        [...Object.entries(current?.[field as "title"] ?? {}), ...langs.map((l) => [l, form[`${field}_${l}`]])].filter(([, v]) => v),
      );
  }
  if (form.link !== undefined) out.link = form.link;
  if (form.is_active !== undefined) out.isActive = form.is_active;
  return out;
}

const guard = (ctx: Ctx, userId: number | null) => requirePermission(ctx, userId, "content", "Not found");
const forget = (ctx: Ctx, kind: SlideKind) => ctx.cache.invalidate(kind);
const target = (kind: SlideKind) => ({ uploadsDir: "", folder: kind, sizes: KINDS[kind].sizes });

/** `GET admin/content/<kind>/list`: every slide (or banner), on or off, in order. */
export async function listSlides(ctx: Ctx, kind: SlideKind, input: Pick<SlideContext, "userId">) {
  await guard(ctx, input.userId);
  const rows = await ctx.db
    .select()
    .from(tableOf(kind))
    .orderBy(asc(tableOf(kind).position), asc(tableOf(kind).id));
  return { items: rows.map((r) => view(kind, r, ctx.mediaBase)) };
}

async function findRow(ctx: Ctx, kind: SlideKind, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(tableOf(kind))
    .where(eq(tableOf(kind).id, id));
  if (!row) throw new NotFoundError("Not found");
  return row;
}

/**
 * `POST admin/content/<kind>` and `POST admin/content/<kind>/:id` (multipart or JSON): create one
 * (its picture required) or change one (only the fields sent; a new picture replaces the old,
 * whose files go). The fields are checked first (422 beside them, nothing stored), then the
 * picture (by its content, re-encoded in every size the storefront shows); the row and its audit
 * entry are written in one transaction and the storefront's cached list dropped.
 */
export async function saveSlide(
  ctx: Ctx,
  kind: SlideKind,
  input: SlideContext & { id?: number; fields: Record<string, unknown>; picture: () => Promise<{ bytes: Uint8Array } | null> },
) {
  const op = await guard(ctx, input.userId);
  const current = input.id === undefined ? undefined : await findRow(ctx, kind, input.id);
  const schema: z.ZodObject = KINDS[kind].schema;
  const form = parseInput(current ? schema.partial() : schema, input.fields) as Record<string, unknown>;
  const picture = await input.picture();
  if (!current && !picture) throw new ValidationError({ image: ["v_content_picture_required"] });
  const image = picture
    ? await storePicture(picture, { ...target(kind), uploadsDir: input.uploadsDir, name: kind.slice(0, -1), field: "image" })
    : null;
  const values = { ...columnsOf(kind, form, current), ...(image ? { image } : {}) };
  const saved = await ctx.db
    .transaction(async (tx) => {
      const table = tableOf(kind);
      const [row] = current
        ? await tx.update(table).set(values).where(eq(table.id, current.id)).returning()
        : await tx
            .insert(table)
            .values({
              ...(values as { image: string }),
              position: Math.max(-1, ...(await tx.select({ p: table.position }).from(table)).map((r) => r.p)) + 1,
            })
            .returning();
      await recordAudit(
        tx,
        op,
        {
          action: `${KINDS[kind].audit}.${current ? "update" : "create"}`,
          target: { type: KINDS[kind].audit, id: row.id },
          before: current ? view(kind, current, "") : null,
          after: view(kind, row, ""),
        },
        ctx.now(),
      );
      return row;
    })
    .catch(async (err) => {
      await removePicture(image, { ...target(kind), uploadsDir: input.uploadsDir });
      throw err;
    });
  if (image && current) await removePicture(current.image, { ...target(kind), uploadsDir: input.uploadsDir });
  forget(ctx, kind);
  return view(kind, saved, ctx.mediaBase);
}

/** `POST admin/content/<kind>/:id/delete`: the row goes (audited) and, after the commit, its uploaded files. */
export async function deleteSlide(ctx: Ctx, kind: SlideKind, input: Pick<SlideContext, "userId" | "uploadsDir"> & { id: number }) {
  const op = await guard(ctx, input.userId);
  const current = await findRow(ctx, kind, input.id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(tableOf(kind)).where(eq(tableOf(kind).id, current.id));
    const entry = {
      action: `${KINDS[kind].audit}.delete`,
      target: { type: KINDS[kind].audit, id: current.id },
      before: view(kind, current, ""),
    };
    await recordAudit(tx, op, entry, ctx.now());
  });
  await removePicture(current.image, { ...target(kind), uploadsDir: input.uploadsDir });
  forget(ctx, kind);
  return { id: current.id };
}

/** `POST admin/content/<kind>/order` `{ids}`: the new order, naming every slide (or banner) once; else 422 and nothing moves. */
export async function reorderSlides(ctx: Ctx, kind: SlideKind, input: { userId: number | null; fields: unknown }) {
  const op = await guard(ctx, input.userId);
  const { ids } = parseInput(OrderInput, input.fields);
  const table = tableOf(kind);
  const rows = await ctx.db.select({ id: table.id, position: table.position }).from(table).orderBy(asc(table.position), asc(table.id));
  const known = rows.map((r) => r.id);
  if (ids.length !== known.length || new Set(ids).size !== ids.length || ids.some((id) => !known.includes(id)))
    throw new ValidationError({ ids: ["v_content_order"] });
  if (ids.every((id, i) => known[i] === id && rows[i].position === i)) return { ids, repeated: true };
  await ctx.db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) await tx.update(table).set({ position }).where(eq(table.id, id));
    const entry = { action: `${KINDS[kind].audit}.reorder`, target: { type: KINDS[kind].audit }, before: { ids: known }, after: { ids } };
    await recordAudit(tx, op, entry, ctx.now());
  });
  forget(ctx, kind);
  return { ids };
}
