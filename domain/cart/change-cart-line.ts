import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cartLines, products, productVariants } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { type CartOwner, cartLockKey, ownedBy } from "./cart-owner";

const Input = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  /** the reference's stepper sends a change (+1 / −1); `set` makes it the new quantity */
  quantity: z.coerce.number().int().min(-10_000).max(10_000),
  set: z.union([z.boolean(), z.literal("1"), z.literal("0")]).optional(),
});

/**
 * `POST cart/update`: change a line's quantity within the product's stock and minimum order
 * quantity. Another visitor's line is not found (404), as an unknown one.
 */
export async function changeCartLine(ctx: Ctx, input: { owner: CartOwner; form: unknown }): Promise<void> {
  const parsed = Input.safeParse(input.form);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === "id")) throw new NotFoundError("cart_line_not_found");
    throw new ValidationError({ quantity: ["cart_invalid_quantity"] });
  }
  const { id, quantity, set } = parsed.data;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${cartLockKey(input.owner)}))`);
    const [line] = await tx
      .select({
        quantity: cartLines.quantity,
        variantId: cartLines.variantId,
        productStock: products.stock,
        min: products.minimumOrderQuantity,
        variantStock: productVariants.stock,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
      .where(and(eq(cartLines.id, id), ownedBy(cartLines, input.owner)))
      .limit(1);
    if (!line) throw new NotFoundError("cart_line_not_found");
    const stock = line.variantId ? (line.variantStock ?? 0) : line.productStock;
    const next = set === true || set === "1" ? quantity : line.quantity + quantity;
    if (next < 1) throw new ValidationError({ quantity: ["cart_invalid_quantity"] });
    if (next < line.min) throw new ValidationError({ quantity: ["cart_minimum"] }, undefined, { quantity: line.min });
    // lowering a quantity that is over the stock (someone else bought meanwhile) is always allowed
    if (next > stock && next > line.quantity) throw new ValidationError({ quantity: ["cart_more_than_stock"] }, undefined, { stock });
    await tx.update(cartLines).set({ quantity: next, updatedAt: ctx.now() }).where(eq(cartLines.id, id));
  });
}

/** `GET cart/delete/{id}`: remove one of the visitor's own lines (another's is 404). */
export async function removeCartLine(ctx: Ctx, input: { owner: CartOwner; lineId: number | null }): Promise<void> {
  if (input.lineId === null) throw new NotFoundError("cart_line_not_found");
  const removed = await ctx.db
    .delete(cartLines)
    .where(and(eq(cartLines.id, input.lineId), ownedBy(cartLines, input.owner)))
    .returning({ id: cartLines.id });
  if (!removed.length) throw new NotFoundError("cart_line_not_found");
}
