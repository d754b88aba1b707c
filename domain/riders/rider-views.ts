import { and, desc, eq, gte, inArray, ne, or } from "drizzle-orm";
import { orderGroups, orders, riderDeliveries, shops } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx, Viewer } from "../context";
import { balanceOf } from "../ledger/book";
import { countSettingIn } from "../settings/setting-in";
import { CODE_ATTEMPTS } from "./delivery-code";
import { requireRider } from "./rider-of";

const deliveryColumns = {
  d: riderDeliveries,
  code: orders.code,
  orderStatus: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentType: orders.paymentType,
  total: orders.totalCents,
  shopName: shops.name,
  shopPhone: shops.phone,
  shopAddress: shops.address,
  address: orderGroups.shippingAddress,
  phone: orderGroups.phone,
};
type DeliveryJoin = {
  d: typeof riderDeliveries.$inferSelect;
  code: string;
  orderStatus: string;
  paymentStatus: string;
  paymentType: string | null;
  total: number;
  shopName: Record<string, string>;
  shopPhone: string | null;
  shopAddress: string | null;
  address: typeof orderGroups.$inferSelect.shippingAddress;
  phone: string;
};

/** Where the buyer is, as one line for a map search (the address has no position). */
const addressLine = (a: DeliveryJoin["address"]) => [a.address, a.postal_code, a.city, a.state, a.country].filter(Boolean).join(", ");

/** One delivery as the rider's pages show it: the buyer's address, a map link and phone, and the cash to collect. */
function deliveryView(r: DeliveryJoin, locale: string) {
  const collect = r.paymentType === "cash_on_delivery" && r.paymentStatus === "unpaid" ? r.total : 0;
  const line = addressLine(r.address);
  return {
    id: r.d.id,
    order_code: r.code,
    status: r.d.status,
    order_status: r.orderStatus,
    shop: { name: localize(r.shopName, locale), phone: r.shopPhone ?? "", address: r.shopAddress ?? "" },
    buyer: { name: r.address.name, phone: r.address.phone_no || r.phone },
    address: line,
    map_url: `https://www.openstreetmap.org/search?query=${encodeURIComponent(line)}`,
    collect: centsToDecimal(r.d.status === "delivered" ? r.d.collectMinor : collect),
    commission: centsToDecimal(r.d.commissionMinor),
    attempts_left: Math.max(0, CODE_ATTEMPTS - r.d.codeAttempts),
    proof: r.d.proof,
    assigned_at: r.d.assignedAt.toISOString(),
    picked_up_at: r.d.pickedUpAt?.toISOString() ?? null,
    delivered_at: r.d.deliveredAt?.toISOString() ?? null,
  };
}

const joined = (ctx: Ctx) =>
  ctx.db
    .select(deliveryColumns)
    .from(riderDeliveries)
    .innerJoin(orders, eq(orders.id, riderDeliveries.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .innerJoin(shops, eq(shops.id, orders.shopId));

/** The start of today (UTC), from which delivered parcels still show on the rider's list. */
const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * `GET rider/delivery-list` and `/rider` (decision 078): the rider's deliveries still to do and
 * those delivered today, the cash they hold, what they earned, and the commission per delivery.
 */
export async function riderHome(ctx: Ctx, viewer: Pick<Viewer, "userId" | "locale">) {
  const rider = await requireRider(ctx, viewer.userId);
  const rows = await joined(ctx)
    .where(
      and(
        eq(riderDeliveries.riderId, rider.id),
        or(ne(riderDeliveries.status, "delivered"), gte(riderDeliveries.deliveredAt, startOfDay(ctx.now()))),
        inArray(orders.status, ["pending", "confirmed", "picked_up", "on_the_way", "delivered"]),
      ),
    )
    .orderBy(riderDeliveries.status, desc(riderDeliveries.assignedAt))
    .limit(100);
  const [cash, earnings, commission] = await Promise.all([
    balanceOf(ctx.db, rider.userId, "rider_cash"),
    balanceOf(ctx.db, rider.userId, "rider_earnings"),
    countSettingIn(ctx.db, "rider_commission_cents"),
  ]);
  const views = rows.map((r) => deliveryView(r as DeliveryJoin, viewer.locale));
  return {
    rider: { name: `${rider.firstName} ${rider.lastName}`.trim(), phone: rider.phone, vehicle: rider.vehicle },
    cash_held: centsToDecimal(cash.balanceMinor),
    earnings: centsToDecimal(earnings.balanceMinor),
    commission_per_delivery: centsToDecimal(commission),
    to_do: views.filter((d) => d.status !== "delivered"),
    delivered_today: views.filter((d) => d.status === "delivered"),
  };
}

/** `GET rider/deliveries/{id}/detail` and `/rider/deliveries/{id}`: one of the rider's deliveries (another's is 404). */
export async function riderDelivery(ctx: Ctx, viewer: Pick<Viewer, "userId" | "locale">, id: number | null) {
  const rider = await requireRider(ctx, viewer.userId);
  if (id === null) throw new NotFoundError("rider_delivery_not_found");
  const [row] = await joined(ctx).where(and(eq(riderDeliveries.id, id), eq(riderDeliveries.riderId, rider.id)));
  if (!row) throw new NotFoundError("rider_delivery_not_found");
  return { delivery: deliveryView(row as DeliveryJoin, viewer.locale) };
}
