import { sql } from "drizzle-orm";
import { compareItems } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { COMPARE_MAX, type CompareOwner, ownerLockKey } from "./compare-owner";
import { compareIds } from "./list-state";
import { visibleCard } from "./visible-card";

/**
 * `GET home/add-to-compare/{id}`: put a product on the visitor's compare list (a guest's is
 * kept by session). Adding it again changes nothing; a full list is 422; checking the limit
 * and adding are one step per owner (an advisory lock), so two quick clicks cannot pass it.
 */
export async function addToCompare(ctx: Ctx, input: { owner: CompareOwner; productId: number | null; locale: string }) {
  const product = await visibleCard(ctx, input.productId, input);
  const total = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerLockKey(input.owner)}))`);
    const ids = await compareIds(tx, input.owner);
    if (ids.includes(product.id)) return ids.length;
    if (ids.length >= COMPARE_MAX) throw new ValidationError({ compare_list: ["compare_limit"] });
    await tx
      .insert(compareItems)
      .values({
        userId: input.owner.userId ?? null,
        sessionHash: input.owner.sessionHash ?? null,
        productId: product.id,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing();
    return ids.length + 1;
  });
  return { compare_list: total, product };
}
