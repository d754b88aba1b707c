import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cartLines, products, productVariants } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { productImage } from "../../kernel/media";
import { cartOwnerOf, ownedBy } from "../cart/cart-owner";
import type { Ctx, Viewer } from "../context";
import { priceView } from "./pricing";
import { priceColumns } from "./product-card";

const MAX_ID = 2_147_483_647;
const isId = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= MAX_ID;
const asNumber = (v: unknown) => (typeof v === "string" && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v);

/**
 * The chosen attribute values as the clients send them: an array (the reference's
 * `selected_stock`, with holes as null or ""), an object of index → id, or text "3-7" / "3,7".
 * Empty slots are "not chosen yet"; anything else that is not a record id is refused.
 */
const chosenValues = z
  .preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return [];
      if (typeof v === "string") return /^[\d,\-\s]*$/.test(v) ? v.split(/[,\-\s]+/).filter(Boolean) : [v];
      if (Array.isArray(v)) return v;
      if (typeof v === "object") return Object.values(v as Record<string, unknown>);
      return [v];
    },
    z.array(z.unknown()).max(20, "v_choice_invalid"),
  )
  .transform((list, ctx) => {
    const ids = list.filter((x) => x !== null && x !== "").map(asNumber);
    if (!ids.every(isId)) ctx.addIssue({ code: "custom", message: "v_choice_invalid" });
    return [...new Set(ids as number[])];
  });

const Input = z.object({
  product_id: z.preprocess(asNumber, z.number({ error: "v_required" }).refine(isId, "v_required")),
  color_id: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? null : asNumber(v)),
    z.number({ error: "v_choice_invalid" }).refine(isId, "v_choice_invalid").nullable(),
  ),
  variant_ids: chosenValues,
  /** the older reference client's name for the same choices, and our product form's */
  attribute_ids: chosenValues,
  attribute_values: chosenValues,
});

function parse(raw: unknown) {
  const parsed = Input.safeParse(raw ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] = [issue.message];
    throw new ValidationError(errors);
  }
  const { product_id, color_id, variant_ids, attribute_ids, attribute_values } = parsed.data;
  return { productId: product_id, colorId: color_id, values: [...new Set([...variant_ids, ...attribute_ids, ...attribute_values])] };
}

async function visibleProduct(ctx: Ctx, productId: number) {
  const [product] = await ctx.db
    .select({
      id: products.id,
      stock: products.stock,
      hasVariants: products.hasVariants,
      images: products.images,
      ...priceColumns,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isVisible, true)))
    .limit(1);
  if (!product) throw new NotFoundError("product_not_found");
  const variants = product.hasVariants
    ? await ctx.db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.id))
    : [];
  return { product, variants };
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * `POST find/products-variants` `{product_id, color_id, variant_ids[]}`: the variant with
 * exactly these choices, priced by the one pricing rule (its own price, the product's running
 * discount), its stock less what the visitor's own cart already holds of it, its SKU and
 * picture. `product_stock` is "" (and `msg` says why) when no variant has these choices or it
 * is sold out, as the reference answers. A product without variants answers for itself.
 */
export async function findProductVariant(ctx: Ctx, viewer: Viewer, input: { fields: unknown }) {
  const choice = parse(input.fields);
  const { product, variants } = await visibleProduct(ctx, choice.productId);
  const now = ctx.now();
  const variant = product.hasVariants
    ? variants.find((v) => (v.colorId ?? null) === choice.colorId && sameSet(v.attributeValueIds, choice.values))
    : undefined;
  if (product.hasVariants && !variant) return { product_stock: "" as const, msg: "pd_option_unavailable", images: null };
  const stock = variant ? variant.stock : product.stock;
  if (stock <= 0) return { product_stock: "" as const, msg: "cart_out_of_stock", images: null };

  const [inCart] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(
      and(
        ownedBy(cartLines, cartOwnerOf(viewer)),
        eq(cartLines.isBuyNow, false),
        eq(cartLines.productId, product.id),
        eq(cartLines.variantId, variant?.id ?? 0),
      ),
    );
  const imageKey = variant?.image ?? product.images[0] ?? null;
  const picture = productImage(ctx.mediaBase, imageKey);
  // where the picture sits in the product page's gallery (its pictures, then the variants' others)
  const galleryKeys = [...new Set([...product.images, ...variants.map((v) => v.image).filter((i): i is string => !!i)])];
  return {
    product_stock: {
      id: variant?.id ?? null,
      sku: variant?.sku ?? "",
      name: variant?.name ?? "",
      variant_ids: variant ? [variant.colorId, ...variant.attributeValueIds].filter((x) => x !== null).join("-") : "",
      color_id: variant?.colorId ?? null,
      attribute_value_ids: variant?.attributeValueIds ?? [],
      ...priceView(product, now, variant?.priceCents ?? product.priceCents),
      current_stock: Math.max(0, stock - (inCart?.n ?? 0)),
      stock,
    },
    msg: "pd_variant_available",
    images: {
      image_72x72: picture.thumb,
      image_320x320: picture.card,
      large: picture.large,
      srcset: picture.srcset,
      gallery_index: imageKey ? galleryKeys.indexOf(imageKey) : null,
    },
  };
}

/**
 * `POST find/variants` `{product_id, color_id, variant_ids[]}`: with the choices made so far,
 * which other choices still lead to a variant in stock: `variants` holds attribute value ids,
 * `colors` colour ids (the colours that go with the chosen values). A product without
 * variants has none.
 */
export async function allowedChoices(ctx: Ctx, input: { fields: unknown }) {
  const choice = parse(input.fields);
  const { variants } = await visibleProduct(ctx, choice.productId);
  const inStock = variants.filter((v) => v.stock > 0);
  const withValues = inStock.filter((v) => choice.values.every((id) => v.attributeValueIds.includes(id)));
  const values = new Set<number>();
  for (const v of withValues) {
    if (choice.colorId !== null && v.colorId !== choice.colorId) continue;
    for (const id of v.attributeValueIds) if (!choice.values.includes(id)) values.add(id);
  }
  const colors = new Set(withValues.map((v) => v.colorId).filter((id): id is number => id !== null));
  return { variants: [...values].sort((a, b) => a - b), colors: [...colors].sort((a, b) => a - b) };
}
