import { and, eq } from "drizzle-orm";
import { compareItems } from "../../db/schema";
import type { Ctx } from "../context";
import { ownedBy, type CompareOwner } from "./compare-owner";
import { compareCount } from "./list-state";

/** `GET home/remove-compare_product/{id}`: take a product off the visitor's compare list (absent: no change, no error). */
export async function removeFromCompare(ctx: Ctx, input: { owner: CompareOwner; productId: number | null }) {
  const removed =
    input.productId === null
      ? []
      : await ctx.db
          .delete(compareItems)
          .where(and(ownedBy(input.owner), eq(compareItems.productId, input.productId)))
          .returning({ id: compareItems.id });
  return { removed: removed.length > 0, compare_list: await compareCount(ctx.db, input.owner) };
}
