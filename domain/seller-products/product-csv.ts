import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import { products, productVariants } from "../../db/schema";
import { csvLine, parseCsv } from "../../kernel/csv";
import { ValidationError } from "../../kernel/errors";
import { allCategories } from "../catalog/categories";
import type { Ctx } from "../context";
import type { SellerAccess } from "../seller/require-seller";
import { type Folders, parseProductFields, productValues } from "./product-rows";
import { emptyProductForm, type ProductForm } from "./product-schema";
import { createProduct, ownProduct, updateProduct } from "./save-product";
import { productFormOf } from "./seller-list";

/** A file of at most 2 MB and 500 products (the request's body limit is built from the size). */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 500;

const L = ["en", "fa", "ar"] as const;
const localizedColumns = (name: string) => L.map((l) => `${name}_${l}`);
/** The file's columns, in order. `id` names an own product to change; empty: a new product. */
export const CSV_COLUMNS = [
  "id",
  ...localizedColumns("name"),
  ...localizedColumns("short_description"),
  ...localizedColumns("description"),
  "category_id",
  "brand_id",
  "unit",
  "tags",
  "price",
  "stock",
  "minimum_order_quantity",
  "shipping_fee",
  "discount_type",
  "discount_value",
  "discount_starts_at",
  "discount_ends_at",
  "reward_points",
  "is_digital",
  "digital_file",
  "is_catalog",
  "external_link",
  "is_classified",
  "images",
  "variants",
  ...localizedColumns("meta_title"),
  ...localizedColumns("meta_description"),
  "published",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const LOCALIZED = ["name", "short_description", "description", "meta_title", "meta_description"] as const;
const PLAIN = [
  "category_id",
  "brand_id",
  "unit",
  "tags",
  "price",
  "stock",
  "minimum_order_quantity",
  "shipping_fee",
  "discount_type",
  "discount_value",
  "discount_starts_at",
  "discount_ends_at",
  "reward_points",
  "digital_file",
  "external_link",
] as const;
const FLAGS = ["is_digital", "is_catalog", "is_classified"] as const;

/** Variants in one cell: `sku|name|price|stock|color_id|image`, separated by `;`. */
const variantsCell = (vs: ProductForm["variants"]) =>
  (vs ?? []).map((v) => [v.sku, v.name, v.price, v.stock, v.color_id ?? "", v.image ?? ""].join("|")).join(";");
function variantsOf(cell: string): ProductForm["variants"] {
  if (cell.trim() === "") return [];
  return cell.split(";").map((part) => {
    const [sku = "", name = "", price = "", stock = "", color_id = "", image = ""] = part.split("|").map((s) => s.trim());
    return { sku, name, price, stock, color_id, image };
  });
}

function formToCells(id: number | null, f: ProductForm): string[] {
  const byColumn: Partial<Record<Column, string>> = { id: id ? String(id) : "" };
  for (const name of LOCALIZED) for (const l of L) byColumn[`${name}_${l}` as Column] = String(f[name]?.[l] ?? "");
  for (const name of PLAIN) byColumn[name] = String(f[name] ?? "");
  for (const name of FLAGS) byColumn[name] = f[name] ? "1" : "0";
  byColumn.images = (f.images ?? []).join(" ");
  byColumn.variants = variantsCell(f.variants);
  byColumn.published = f.publish ? "1" : "0";
  return CSV_COLUMNS.map((c) => byColumn[c] ?? "");
}

/** `GET seller/products/export`: every own product (not trashed) as CSV, read in batches by id; yields the file's pieces. */
export async function* exportProductsCsv(ctx: Ctx, seller: SellerAccess): AsyncGenerator<string> {
  yield `\uFEFF${csvLine([...CSV_COLUMNS])}`;
  let last = 0;
  for (;;) {
    const ids = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, seller.shopId), ne(products.status, "trash"), gt(products.id, last)))
      .orderBy(asc(products.id))
      .limit(200);
    if (!ids.length) return;
    let chunk = "";
    for (const { id } of ids) chunk += csvLine(formToCells(id, (await productFormOf(ctx, seller, id)).form));
    yield chunk;
    last = ids[ids.length - 1].id;
  }
}

export interface ImportProblem {
  line: number;
  field: string;
  messages: string[];
}

export interface ImportReport {
  mode: "all" | "valid";
  rows: number;
  created: number;
  updated: number;
  /** rows naming an own product whose values they do not change (nothing written, no new approval) */
  unchanged: number;
  /** nothing was written (some row was wrong and the seller asked for all or nothing) */
  rejected: boolean;
  errors: ImportProblem[];
}

const fileError = (message: string) => new ValidationError({ file: [message] });

/**
 * `POST seller/products/import`: products from a CSV file (the export's columns; any subset with
 * `name_en` or `id`). Each row is checked as the editor's form is (a row with an `id` starts from
 * that own product, so a column left out keeps its value); every problem is reported with its line
 * and field. By default (`mode: all`) one wrong row writes nothing; `mode: valid` writes the good
 * rows. What is written is written in one transaction, and each product goes to the operator.
 */
export async function importProductsCsv(
  ctx: Ctx,
  seller: SellerAccess,
  input: { text: string; bytes: number; mode: "all" | "valid"; folders: Folders },
): Promise<ImportReport> {
  if (input.bytes > CSV_MAX_BYTES) throw fileError("sp_csv_too_large");
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(input.text);
  } catch {
    throw fileError("sp_csv_malformed");
  }
  const [header, ...rows] = records;
  if (!header) throw fileError("sp_csv_empty");
  const columns = header.cells.map((c) => c.trim());
  const unknown = columns.filter((c) => !(CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) throw new ValidationError({ file: ["sp_csv_unknown_column"] }, undefined, { column: unknown[0] });
  if (!columns.includes("name_en") && !columns.includes("id")) throw fileError("sp_csv_no_name");
  if (rows.length === 0) throw fileError("sp_csv_empty");
  if (rows.length > CSV_MAX_ROWS) throw new ValidationError({ file: ["sp_csv_too_many_rows"] }, undefined, { count: CSV_MAX_ROWS });

  const errors: ImportProblem[] = [];
  const good: { id: number | null; form: ProductForm }[] = [];
  for (const record of rows) {
    const cell = (c: Column) => {
      const at = columns.indexOf(c);
      return at < 0 ? undefined : (record.cells[at] ?? "").trim();
    };
    const problem = (field: string, messages: string[]) => errors.push({ line: record.line, field, messages });
    const idCell = cell("id") ?? "";
    let id: number | null = null;
    let form: ProductForm = emptyProductForm();
    if (idCell !== "") {
      if (!/^\d{1,9}$/.test(idCell)) {
        problem("id", ["product_not_found"]);
        continue;
      }
      id = Number(idCell);
      try {
        await ownProduct(ctx.db, seller.shopId, id);
        form = (await productFormOf(ctx, seller, id)).form;
      } catch {
        problem("id", ["product_not_found"]);
        continue;
      }
    }
    form = structuredClone(form);
    for (const name of LOCALIZED)
      for (const l of L) {
        const v = cell(`${name}_${l}` as Column);
        if (v !== undefined) (form[name] as Record<string, string>)[l] = v;
      }
    // the plain fields as the file gives them: text, which the save checks (a bad discount type is the form's own error)
    const plain: Record<(typeof PLAIN)[number], string> = form;
    for (const name of PLAIN) {
      const v = cell(name);
      if (v !== undefined) plain[name] = v;
    }
    for (const name of FLAGS) {
      const v = cell(name);
      if (v !== undefined) form[name] = v;
    }
    const images = cell("images");
    if (images !== undefined) form.images = images.split(/\s+/).filter(Boolean);
    const variants = cell("variants");
    if (variants !== undefined) form.variants = variantsOf(variants);
    const published = cell("published");
    if (published !== undefined) form.publish = published;
    try {
      const fields = parseProductFields(form);
      const before =
        id === null ? null : { row: await ownProduct(ctx.db, seller.shopId, id), variantImages: await imagesOfVariants(ctx, id) };
      await productValues(ctx, seller.shopId, fields, before, input.folders);
      good.push({ id, form });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      for (const [field, messages] of Object.entries(err.fieldErrors)) problem(field, messages);
    }
  }
  const report: ImportReport = { mode: input.mode, rows: rows.length, created: 0, updated: 0, unchanged: 0, rejected: false, errors };
  if ((errors.length && input.mode === "all") || good.length === 0) return { ...report, rejected: errors.length > 0 };
  // one transaction: every verb inside reads and writes through it (PGlite has one connection),
  // and the cached categories are read before it (product-rows.ts: ReferenceRows)
  const reference = { categories: await allCategories(ctx) };
  await ctx.db.transaction(async (tx) => {
    const inTx: Ctx = { ...ctx, db: tx };
    for (const row of good) {
      if (row.id === null) {
        await createProduct(inTx, seller, row.form, input.folders, reference);
        report.created++;
        continue;
      }
      const was = await ownProduct(tx, seller.shopId, row.id);
      const saved = await updateProduct(inTx, seller, row.id, row.form, input.folders, reference);
      if (saved.updatedAt.getTime() === was.updatedAt.getTime()) report.unchanged++;
      else report.updated++;
    }
  });
  return report;
}

async function imagesOfVariants(ctx: Ctx, productId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ image: productVariants.image })
    .from(productVariants)
    .where(inArray(productVariants.productId, [productId]));
  return rows.map((r) => r.image).filter((x): x is string => !!x);
}
