import { and, eq, isNotNull } from "drizzle-orm";
import { shops, users } from "../../db/schema";
import { ForbiddenError, UnauthorizedError } from "../../kernel/errors";
import type { Ctx } from "../context";

export interface SellerAccess {
  userId: number;
  shopId: number;
  shopSlug: string;
}

/**
 * A seller-centre call: the signed-in user must own a verified shop and not be banned. A guest
 * is 401; anyone else (a customer, a seller whose shop is not verified yet, a banned seller) 403,
 * and nothing is read or changed. Answers the seller's shop, which every seller verb scopes to.
 */
export async function requireSeller(ctx: Ctx, userId: number | null): Promise<SellerAccess> {
  if (userId === null) throw new UnauthorizedError("sign_in_first");
  const [row] = await ctx.db
    .select({ shopId: shops.id, slug: shops.slug, status: users.status })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(and(eq(shops.ownerId, userId), isNotNull(shops.verifiedAt)))
    .limit(1);
  if (!row || row.status === "banned") throw new ForbiddenError("seller_only");
  return { userId, shopId: row.shopId, shopSlug: row.slug };
}
