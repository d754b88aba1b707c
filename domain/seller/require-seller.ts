import { eq } from "drizzle-orm";
import { shops, users } from "../../db/schema";
import { ForbiddenError, NotFoundError } from "../../kernel/errors";
import { mayOperate, operatorOf } from "../accounts/require-admin";
import type { Ctx } from "../context";

export type SellerShop = typeof shops.$inferSelect;

/** Where a signed-in user stands with the seller centre (the /seller pages read it to choose their screen). */
export type SellerStanding = ({ as: "none" } | { as: "awaiting"; shop: SellerShop } | { as: "seller"; shop: SellerShop }) & {
  isAdmin: boolean;
};

/** The user's role and shop, in one query. */
export async function sellerStanding(ctx: Ctx, userId: number | null): Promise<SellerStanding> {
  if (userId === null) return { as: "none", isAdmin: false };
  const [row] = await ctx.db
    .select({ role: users.role, status: users.status, shop: shops })
    .from(users)
    .leftJoin(shops, eq(shops.ownerId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.status === "banned") return { as: "none", isAdmin: false };
  const isAdmin = row.role === "admin";
  if (row.shop) return row.shop.verifiedAt ? { as: "seller", shop: row.shop, isAdmin } : { as: "awaiting", shop: row.shop, isAdmin };
  return { as: "none", isAdmin };
}

/**
 * The one guard of every seller-centre call (decision 037): the signed-in user's shop, when it
 * is verified and its owner not banned. A guest, a customer or anyone without a shop gets the
 * same 404 as the thing asked for (`notFound`: its message key), so seller calls do not tell
 * that they exist; a seller whose shop still awaits verification gets 403
 * `shop_awaits_verification` (the pages show that screen). Nothing is changed by either.
 */
export async function requireSeller(ctx: Ctx, userId: number | null, notFound = "page_not_found"): Promise<SellerShop> {
  const standing = await sellerStanding(ctx, userId);
  if (standing.as === "seller") return standing.shop;
  if (standing.as === "awaiting") throw new ForbiddenError("shop_awaits_verification");
  throw new NotFoundError(notFound);
}

/**
 * The calls that sellers and operators share (an order's status, refund decisions): an admin,
 * or staff with the `orders` permission, acts on every shop; anyone else must pass `requireSeller`.
 */
export async function requireSellerOrOperator(
  ctx: Ctx,
  userId: number | null,
  notFound: string,
): Promise<{ as: "admin" } | { as: "seller"; shop: SellerShop }> {
  const op = await operatorOf(ctx, userId);
  if (op && mayOperate(op, "orders")) return { as: "admin" };
  const standing = await sellerStanding(ctx, userId);
  if (standing.as === "seller") return { as: "seller", shop: standing.shop };
  if (standing.as === "awaiting") throw new ForbiddenError("shop_awaits_verification");
  throw new NotFoundError(notFound);
}

/** What the product calls scope to: the seller and the shop (`requireSeller`'s shop, as ids). */
export interface SellerAccess {
  userId: number;
  shopId: number;
  shopSlug: string;
}

/** `requireSeller`, answering the seller's ids. */
export async function sellerAccess(ctx: Ctx, userId: number | null, notFound = "page_not_found"): Promise<SellerAccess> {
  const shop = await requireSeller(ctx, userId, notFound);
  return { userId: shop.ownerId, shopId: shop.id, shopSlug: shop.slug };
}
