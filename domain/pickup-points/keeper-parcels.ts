import { and, desc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { orderGroups, orderLines, orders, pickupParcels, shops } from "../../db/schema";
import { localize } from "../../kernel/localize";
import type { Ctx, Viewer } from "../context";
import { requireKeeper } from "./keeper-of";

type Row = {
  code: string;
  status: string;
  shopName: Record<string, string>;
  address: { name: string; phone_no: string };
  createdAt: Date;
  pointId: number | null;
  parcel: typeof pickupParcels.$inferSelect | null;
};

/**
 * `GET pickup-point/parcel-list` and `/pickup-point`: the keeper's points and their parcels (decision
 * 080): those on their way there (ordered to the point, not yet received), those waiting to be
 * collected, and the last ones collected. Each with the buyer's name and phone and its items.
 */
export async function keeperHome(ctx: Ctx, viewer: Pick<Viewer, "userId" | "locale">) {
  const { points } = await requireKeeper(ctx, viewer.userId);
  const ids = points.map((p) => p.id);
  const select = {
    id: orders.id,
    code: orders.code,
    status: orders.status,
    shopName: shops.name,
    address: orderGroups.shippingAddress,
    createdAt: orders.createdAt,
    pointId: orders.pickupPointId,
    parcel: pickupParcels,
  };
  const base = () =>
    ctx.db
      .select(select)
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .leftJoin(pickupParcels, eq(pickupParcels.orderId, orders.id));
  const [coming, waiting, collected] = await Promise.all([
    base()
      .where(and(inArray(orders.pickupPointId, ids), isNull(pickupParcels.id), notInArray(orders.status, ["cancelled", "delivered"])))
      .orderBy(orders.createdAt)
      .limit(200),
    base()
      // an order delivered or cancelled otherwise (the operator's parcel step after a locked code) waits no longer
      .where(
        and(
          inArray(pickupParcels.pickupPointId, ids),
          eq(pickupParcels.status, "received"),
          notInArray(orders.status, ["cancelled", "delivered"]),
        ),
      )
      .orderBy(pickupParcels.receivedAt)
      .limit(200),
    base()
      .where(and(inArray(pickupParcels.pickupPointId, ids), eq(pickupParcels.status, "collected")))
      .orderBy(desc(pickupParcels.collectedAt))
      .limit(20),
  ]);
  const orderIds = [...coming, ...waiting, ...collected].map((r) => r.id);
  const items = orderIds.length
    ? await ctx.db
        .select({ orderId: orderLines.orderId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
    : [];
  const count = (id: number) => items.filter((i) => i.orderId === id).reduce((n, i) => n + i.quantity, 0);
  const view = (r: Row & { id: number }) => ({
    code: r.code,
    order_status: r.status,
    shop: localize(r.shopName, viewer.locale),
    buyer: r.address.name,
    phone: r.address.phone_no,
    items: count(r.id),
    pickup_point_id: r.parcel?.pickupPointId ?? r.pointId,
    ordered_at: r.createdAt.toISOString(),
    received_at: r.parcel?.receivedAt.toISOString() ?? null,
    collected_at: r.parcel?.collectedAt?.toISOString() ?? null,
  });
  return {
    points: points.map((p) => ({ id: p.id, name: p.name, address: p.address, hours: p.hours })),
    coming: coming.map(view),
    waiting: waiting.map(view),
    collected: collected.map(view),
  };
}
