import { eq } from "drizzle-orm";
import { riderDeliveries, riders, shops, users } from "../../db/schema";
import type { Ctx } from "../context";
import { countSettingIn } from "../settings/setting-in";
import { assignableRiders } from "./admin-riders";
import { ASSIGNABLE } from "./assign-rider";

/** The rider part of the seller centre's order page, or null for a shop the marketplace's riders do not serve. */
export type OrderRiderPanel = {
  /** the rider the order is given to, and how far they are */
  rider: { id: number; name: string; status: "assigned" | "picked_up" | "delivered" } | null;
  /** the seller may give it to a rider now (the operator allows sellers to, and nobody picked it up) */
  may_assign: boolean;
  /** the active riders to choose from, when `may_assign` */
  riders: { id: number; name: string; vehicle: string }[];
};

/**
 * The order's rider for its seller (decision 078): who has it, and the choice of rider while the
 * seller may give it (`sellers_may_assign_riders`, before pick-up, the same rules as
 * `POST seller/orders/{code}/rider`).
 */
export async function orderRiderPanel(ctx: Ctx, order: { id: number; shopId: number; status: string }): Promise<OrderRiderPanel | null> {
  const [shop] = await ctx.db.select({ uses: shops.usesMarketplaceRiders }).from(shops).where(eq(shops.id, order.shopId));
  if (!shop?.uses) return null;
  const [[delivery], sellersMay] = await Promise.all([
    ctx.db
      .select({ id: riders.id, firstName: users.firstName, lastName: users.lastName, status: riderDeliveries.status })
      .from(riderDeliveries)
      .innerJoin(riders, eq(riders.id, riderDeliveries.riderId))
      .innerJoin(users, eq(users.id, riders.userId))
      .where(eq(riderDeliveries.orderId, order.id)),
    countSettingIn(ctx.db, "sellers_may_assign_riders"),
  ]);
  const mayAssign = sellersMay === 1 && ASSIGNABLE.has(order.status) && (!delivery || delivery.status === "assigned");
  return {
    rider: delivery ? { id: delivery.id, name: `${delivery.firstName} ${delivery.lastName}`.trim(), status: delivery.status } : null,
    may_assign: mayAssign,
    riders: mayAssign ? await assignableRiders(ctx) : [],
  };
}
