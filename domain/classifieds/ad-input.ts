import { z } from "zod";
import { AD_CONDITIONS } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { parseMoney } from "../../kernel/money";
import { allCategories } from "../catalog/categories";
import type { Ctx } from "../context";

/** The most a price may be (base currency): 100 million. */
const MAX_PRICE_CENTS = 10_000_000_000;

const price = z.preprocess(
  (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
  z
    .string({ error: "v_string" })
    .trim()
    .refine((v) => v === "" || /^\d{1,12}(\.\d{1,2})?$/.test(v), "ad_v_price"),
);

/**
 * The fields of `/user/submit_ad` (and of an edit): title, a leaf category, a price or the
 * negotiable flag (price 0), the condition, a plain-text description and the contact details.
 * Text is kept as typed (control characters refused); the product page shows it as text.
 */
const AdInput = z.object({
  title: field.required(120).pipe(z.string().min(3, "ad_v_title_short")),
  category_id: field.id(),
  price,
  negotiable: field.flag(),
  condition: z.enum(AD_CONDITIONS, { error: "ad_v_condition" }),
  description: field.required(5000).pipe(z.string().min(10, "ad_v_description_short")),
  contact_name: field.required(100),
  phone: field.phone(true),
  email: field.email(),
  address: field.optional(300),
});

export interface AdFields {
  title: string;
  categoryId: number;
  priceCents: number;
  condition: (typeof AD_CONDITIONS)[number];
  description: string;
  contact: string;
  phone: string;
  email: string;
  address: string;
}

/** Parse and check the ad's fields (422 with each field's message); the category must be an active leaf. */
export async function parseAd(ctx: Ctx, raw: unknown): Promise<AdFields> {
  // a price or the negotiable flag: said beside the other fields' messages, not only once they pass
  const fields = (raw ?? {}) as Record<string, unknown>;
  const priceMissing = !field.flag().parse(fields.negotiable) && String(fields.price ?? "").trim() === "";
  let data: z.infer<typeof AdInput>;
  try {
    data = parseInput(AdInput, raw);
  } catch (err) {
    if (err instanceof ValidationError && priceMissing && !err.fieldErrors.price)
      throw new ValidationError({ ...err.fieldErrors, price: ["ad_v_price_or_negotiable"] });
    throw err;
  }
  if (priceMissing) throw new ValidationError({ price: ["ad_v_price_or_negotiable"] });
  const cents = data.negotiable ? 0n : parseMoney(data.price);
  if (cents > BigInt(MAX_PRICE_CENTS)) throw new ValidationError({ price: ["ad_v_price"] });
  const rows = await allCategories(ctx);
  const chosen = rows.find((r) => r.id === data.category_id);
  if (!chosen || rows.some((r) => r.parentId === chosen.id)) throw new ValidationError({ category_id: ["ad_v_category"] });
  return {
    title: data.title,
    categoryId: data.category_id,
    priceCents: Number(cents),
    condition: data.condition,
    description: data.description,
    contact: data.contact_name,
    phone: data.phone,
    email: data.email,
    address: data.address,
  };
}

/** Leaf categories for the form's category choice (every active category without children), in tree order. */
export async function leafCategories(ctx: Ctx) {
  const rows = await allCategories(ctx);
  const parents = new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows
    .filter((r) => !parents.has(r.id))
    .map((r) => ({ row: r, parent: r.parentId === null ? null : (byId.get(r.parentId) ?? null) }))
    .sort((a, b) => a.row.path.localeCompare(b.row.path));
}
