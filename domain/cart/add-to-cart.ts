import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { namedStatement } from "../../db/named-statement";
import { cartLines, products, productVariants } from "../../db/schema";
import { NotFoundError, UnprocessableError, ValidationError } from "../../kernel/errors";
import { isNegotiable } from "../../kernel/money";
import { paidPrice } from "../catalog/pricing";
import { priceColumns } from "../catalog/product-card";
import type { Ctx } from "../context";
import { loadSettings } from "../settings/load-settings";
import { type CartOwner, lockCart, type OwnerKind, ownedBy, ownerColumns, ownerKind, ownerPlaceholder, ownerValue } from "./cart-owner";
import { type CartAnswer, cartView } from "./cart-view";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idList = z.union([
  z.array(id),
  z
    .string()
    .regex(/^[\d,\-\s]*$/)
    .transform((s) =>
      s
        .split(/[,\-\s]+/)
        .filter(Boolean)
        .map(Number),
    ),
]);

/** The product form of the reference (spec §3); prices and totals are never read from it. */
export const AddToCartInput = z.object({
  id,
  quantity: z.union([z.literal(""), z.coerce.number().int().min(1).max(10_000)]).optional(),
  variant_id: id.optional(),
  color_id: z.union([z.literal(""), id]).optional(),
  attribute_values: idList.optional(),
  variants_ids: idList.optional(),
  is_buy_now: z.union([z.boolean(), z.literal("1"), z.literal("0"), z.literal(1), z.literal(0)]).optional(),
});

/** A new cart transaction id: random, so a cart can never be guessed from another. */
export function newTrxId(): string {
  return randomBytes(12).toString("base64url");
}

type VariantRow = { id: number; colorId: number | null; attributeValueIds: number[]; stock: number };

/** The variant a form names: by id, or by colour and attribute values (the reference's `variants_ids` "colour-value-…"). */
export function chooseVariant<V extends VariantRow>(variants: V[], form: z.infer<typeof AddToCartInput>): V | undefined {
  if (form.variant_id) return variants.find((v) => v.id === form.variant_id);
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
  const colorId = form.color_id ? Number(form.color_id) : undefined;
  const values = form.attribute_values ?? [];
  const byParts = variants.find((v) => (v.colorId ?? undefined) === colorId && same(v.attributeValueIds, values));
  const parts = form.variants_ids;
  if (byParts || !parts?.length) return byParts;
  const [first, ...rest] = parts;
  return variants.find(
    (v) => (v.colorId === first && same(v.attributeValueIds, rest)) || (v.colorId === null && same(v.attributeValueIds, parts)),
  );
}

/** The product and the owner's cart lines: one read, built once per kind of cart (db/named-statement.ts). */
function addToCartRead(kind: "buy_now" | OwnerKind) {
  return namedStatement((db) =>
    db
      .select({
        id: products.id,
        stock: products.stock,
        min: products.minimumOrderQuantity,
        hasVariants: products.hasVariants,
        isClassified: products.isClassified,
        isCatalog: products.isCatalog,
        ...priceColumns,
        lineId: cartLines.id,
        lineProductId: cartLines.productId,
        lineVariantId: cartLines.variantId,
        lineQuantity: cartLines.quantity,
        lineTrxId: cartLines.trxId,
      })
      .from(products)
      .leftJoin(
        cartLines,
        kind === "buy_now"
          ? sql`false`
          : and(ownedBy(cartLines, ownerPlaceholder(kind === "user" ? "user" : "session")), eq(cartLines.isBuyNow, false)),
      )
      .where(and(eq(products.id, sql.placeholder("id")), eq(products.isVisible, true)))
      .orderBy(asc(cartLines.id))
      .prepare(`add_to_cart_read_${kind}`),
  );
}
const addToCartReads = { buy_now: addToCartRead("buy_now"), user: addToCartRead("user"), session: addToCartRead("session") };

/** A new cart line, by a statement built once. */
const insertCartLine = namedStatement((db) =>
  db
    .insert(cartLines)
    .values({
      userId: sql.placeholder("userId"),
      sessionHash: sql.placeholder("sessionHash"),
      productId: sql.placeholder("productId"),
      variantId: sql.placeholder("variantId"),
      quantity: sql.placeholder("quantity"),
      trxId: sql.placeholder("trxId"),
      isBuyNow: sql.placeholder("isBuyNow"),
      seenUnitCents: sql.placeholder("seenUnitCents"),
      createdAt: sql.placeholder("now"),
      updatedAt: sql.placeholder("now"),
    })
    .prepare("cart_line_insert"),
);

/**
 * `POST user/addToCart`: put a product (or one of its variants) into the visitor's cart, or,
 * with `is_buy_now`, into a buy-now cart of its own that leaves the cart untouched. Adding
 * again raises the quantity. The first line's trx_id is reused. A negotiable price (zero: the
 * shopper asks the seller), out-of-stock, under-minimum, more-than-stock and invalid quantities
 * are refused (422) and change nothing. The answer's cart is read in the same transaction, on its
 * connection, before the commit.
 */
export async function addToCart(
  ctx: Ctx,
  input: { owner: CartOwner; form: unknown; locale: string },
): Promise<{ buyNow: boolean; cart: CartAnswer }> {
  const parsed = AddToCartInput.safeParse(input.form);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "id");
    if (field === "id") throw new NotFoundError("product_not_found");
    throw new ValidationError({
      [field === "quantity" ? "quantity" : "variant"]: [field === "quantity" ? "cart_invalid_quantity" : "cart_choose_variant"],
    });
  }
  const form = parsed.data;
  const buyNow = form.is_buy_now === true || form.is_buy_now === "1" || form.is_buy_now === 1;
  // read before the transaction, never inside it (./cart-view.ts)
  const settings = await loadSettings(ctx);
  const cart = await ctx.db.transaction(async (tx) => {
    // a cart line is not money: its commit need not wait for the disk (decision 050)
    await lockCart(tx, input.owner, { durable: false });
    // the product and the owner's cart lines in one read, under the lock
    const rows = await addToCartReads[buyNow ? "buy_now" : ownerKind(input.owner)](tx, { id: form.id, owner: ownerValue(input.owner) });
    const product = rows[0];
    if (!product) throw new NotFoundError("product_not_found");
    if (product.isClassified || product.isCatalog) throw new ValidationError({ id: ["cart_not_for_sale"] });

    let variantId = 0;
    let stock = product.stock;
    let listCents = product.priceCents;
    if (product.hasVariants) {
      const variants = await tx
        .select({
          id: productVariants.id,
          colorId: productVariants.colorId,
          attributeValueIds: productVariants.attributeValueIds,
          stock: productVariants.stock,
          priceCents: productVariants.priceCents,
        })
        .from(productVariants)
        .where(eq(productVariants.productId, product.id));
      const chosen = chooseVariant(variants, form);
      if (!chosen) throw new ValidationError({ variant: ["cart_choose_variant"] });
      variantId = chosen.id;
      stock = chosen.stock;
      listCents = chosen.priceCents ?? product.priceCents;
    }
    // the price the shopper is looking at while adding: the cart tells them if it changes later
    const seenUnitCents = paidPrice(product, ctx.now(), listCents).cents;
    // a negotiable price (zero) is asked of the seller, never bought (issue 36)
    if (isNegotiable(BigInt(seenUnitCents))) throw new UnprocessableError("cart_negotiable", "id");
    if (stock <= 0) throw new ValidationError({ quantity: ["cart_out_of_stock"] });
    const quantity = form.quantity === "" || form.quantity === undefined ? Math.max(1, product.min) : form.quantity;

    if (buyNow) await tx.delete(cartLines).where(and(ownedBy(cartLines, input.owner), eq(cartLines.isBuyNow, true)));
    const lines = rows.filter((r): r is (typeof rows)[number] & { lineId: number } => r.lineId !== null);
    const existing = lines.find((l) => l.lineProductId === product.id && l.lineVariantId === variantId);
    const total = (existing?.lineQuantity ?? 0) + quantity;
    if (total < product.min) throw new ValidationError({ quantity: ["cart_minimum"] }, undefined, { quantity: product.min });
    if (total > stock) throw new ValidationError({ quantity: ["cart_more_than_stock"] }, undefined, { stock });
    if (existing)
      await tx.update(cartLines).set({ quantity: total, seenUnitCents, updatedAt: ctx.now() }).where(eq(cartLines.id, existing.lineId));
    else
      await insertCartLine(tx, {
        ...ownerColumns(input.owner),
        productId: product.id,
        variantId,
        quantity,
        // the first line's trx_id is the cart's
        trxId: lines[0]?.lineTrxId ?? newTrxId(),
        isBuyNow: buyNow,
        seenUnitCents,
        now: ctx.now(),
      });
    return cartView({ ...ctx, db: tx }, input.owner, {
      buyNow,
      locale: input.locale,
      inTransaction: { settings },
    });
  });
  return { buyNow, cart };
}
