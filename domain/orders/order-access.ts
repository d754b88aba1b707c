import { and, eq } from "drizzle-orm";
import { orderGroups, orders, shops } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { mayOperate, operatorOf } from "../accounts/require-admin";
import type { Ctx, Viewer } from "../context";

export type OrderGroupRow = typeof orderGroups.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** How a viewer may see a group: as its buyer (account, own guest session or a signed link), a seller of one of its orders, or an operator with `orders` ("admin"). */
export type GroupAccess = { as: "buyer" | "admin" } | { as: "seller"; shopId: number };

async function isAdmin(ctx: Ctx, userId: number | null): Promise<boolean> {
  const op = await operatorOf(ctx, userId);
  return op !== null && mayOperate(op, "orders");
}

/** Whether the viewer bought this group: their account's, or a guest group of their own session, or a valid signed link. */
export function isBuyer(ctx: Ctx, group: OrderGroupRow, viewer: Pick<Viewer, "userId" | "sessionHash">, signedToken?: unknown): boolean {
  if (group.userId !== null && viewer.userId === group.userId) return true;
  if (group.userId === null && group.sessionHash !== null && viewer.sessionHash === group.sessionHash) return true;
  return signedToken !== undefined && ctx.signer.verify("invoice", group.trxId, signedToken, ctx.now());
}

/**
 * The order group behind a trx_id or checkout code, if the viewer may see it; otherwise the
 * same 404 as an unknown one (nobody learns that someone else's order exists).
 */
export async function accessibleGroup(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash">,
  key: { trxId?: string; code?: string },
  signedToken?: unknown,
): Promise<{ group: OrderGroupRow; access: GroupAccess }> {
  const where = key.code !== undefined ? eq(orderGroups.code, key.code) : eq(orderGroups.trxId, key.trxId ?? "");
  const [group] = await ctx.db.select().from(orderGroups).where(where).limit(1);
  if (!group) throw new NotFoundError("order_not_found");
  if (isBuyer(ctx, group, viewer, signedToken)) return { group, access: { as: "buyer" } };
  if (await isAdmin(ctx, viewer.userId)) return { group, access: { as: "admin" } };
  if (viewer.userId !== null) {
    const [own] = await ctx.db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, viewer.userId)).limit(1);
    if (own) {
      const [sold] = await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.groupId, group.id), eq(orders.shopId, own.id)))
        .limit(1);
      if (sold) return { group, access: { as: "seller", shopId: own.id } };
    }
  }
  throw new NotFoundError("order_not_found");
}

/**
 * One order by its code, if the viewer is its buyer, its seller or an admin; else 404 as an
 * unknown code. `staffOnly`: only its seller or an admin (an order's status is theirs to move).
 */
export async function accessibleOrder(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash">,
  code: string,
  signedToken?: unknown,
  opts: { staffOnly?: boolean } = {},
): Promise<{ order: OrderRow; group: OrderGroupRow; access: GroupAccess }> {
  const [row] = await ctx.db
    .select({ order: orders, group: orderGroups, ownerId: shops.ownerId })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.code, code))
    .limit(1);
  if (!row) throw new NotFoundError("order_not_found");
  if (!opts.staffOnly && isBuyer(ctx, row.group, viewer, signedToken))
    return { order: row.order, group: row.group, access: { as: "buyer" } };
  if (viewer.userId !== null && row.ownerId === viewer.userId)
    return { order: row.order, group: row.group, access: { as: "seller", shopId: row.order.shopId } };
  if (await isAdmin(ctx, viewer.userId)) return { order: row.order, group: row.group, access: { as: "admin" } };
  throw new NotFoundError("order_not_found");
}
