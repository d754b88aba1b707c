import { and, eq, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { removePicture, storePicture } from "../../infra/store-picture";
import { ValidationError } from "../../kernel/errors";
import { PICTURE_FAMILIES } from "../../kernel/media";
import { uniqueRefusal } from "../../kernel/unique-violation";
import { type Operator, requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";

export interface CatalogWrite {
  userId: number | null;
  fields: unknown;
  /** an uploaded picture (multipart), or none */
  picture: { bytes: Uint8Array } | null;
  uploadsDir: string;
  locale: string;
}

/** Every admin catalog call: an operator with `catalog` (others 404, staff without it 403). */
export const requireCatalog = (ctx: Ctx, userId: number | null): Promise<Operator> =>
  requirePermission(ctx, userId, "catalog", "page_not_found");

/** The form's fields or a ValidationError keyed by the field's path (`name.en`, `values.2.value`). */
export function parseFields<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw new ValidationError(errors);
}

/** 422 on `slug` when another row of the table has it (the unique index would otherwise answer 500). */
export async function refuseTakenSlug(
  db: Database,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  slug: string,
  exceptId: number | null,
): Promise<void> {
  const [taken] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), exceptId === null ? undefined : ne(table.id, exceptId)))
    .limit(1);
  if (taken) throw new ValidationError({ slug: ["cat_v_slug_taken"] });
}

/**
 * After a catalog write has been committed: every storefront cache that holds categories, brands,
 * colours or attributes (the menu, the category tree, the listing filters and facets, the search
 * box's directory, the home sections, the listing counts), so the shop follows at once.
 */
export function forgetCatalog(ctx: Ctx): void {
  for (const prefix of ["categories", "tree:", "menu:", "filters:", "facets:", "search:directory", "home:", "count:"])
    ctx.cache.invalidate(prefix);
}

/** The pictures an operator uploads: a category's picture and a brand's logo, in every size the storefront asks. */
export const CATALOG_PICTURES = {
  category: { folder: "categories", sizes: PICTURE_FAMILIES.category, field: "image" },
  brand: { folder: "brands", sizes: PICTURE_FAMILIES.brand, field: "logo" },
} as const;

export function storeCatalogPicture(file: { bytes: Uint8Array }, kind: keyof typeof CATALOG_PICTURES, uploadsDir: string, slug: string) {
  const p = CATALOG_PICTURES[kind];
  return storePicture(file, { uploadsDir, folder: p.folder, name: slug.slice(0, 40), sizes: p.sizes, field: p.field });
}

/** Remove an upload that was replaced or whose row is gone (only our own uploads; the demo's drawings stay). */
export function removeCatalogPicture(key: string | null, kind: keyof typeof CATALOG_PICTURES, uploadsDir: string) {
  const p = CATALOG_PICTURES[kind];
  return removePicture(key, { uploadsDir, folder: p.folder, sizes: p.sizes });
}

/** Whether two plain values are the same (an update that changes nothing is not written nor recorded). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A name as it is stored: its languages in order, empty ones left out (the storefront falls back to English). */
export function compact(name: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of ["en", "fa", "ar"]) if (name[lang]) out[lang] = name[lang] as string;
  return out;
}

/**
 * Store the uploaded picture, then write; a refused or failed write removes what was stored. Two
 * saves of one slug at once both pass `refuseTakenSlug`; the unique index refuses the second, which
 * gets the same 422.
 */
export async function withPicture<T>(
  input: { picture: { bytes: Uint8Array } | null; uploadsDir: string },
  kind: keyof typeof CATALOG_PICTURES,
  slug: string,
  write: (key: string | null) => Promise<T>,
): Promise<T> {
  const key = input.picture ? await storeCatalogPicture(input.picture, kind, input.uploadsDir, slug) : null;
  try {
    return await write(key);
  } catch (err) {
    await removeCatalogPicture(key, kind, input.uploadsDir);
    throw uniqueRefusal(err, () => new ValidationError({ slug: ["cat_v_slug_taken"] }));
  }
}
