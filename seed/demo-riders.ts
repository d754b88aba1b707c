import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderGroups, orders, riderDeliveries, riders, shops, users } from "../db/schema";
import { hashPassword } from "../domain/accounts/passwords";
import { notifyUser } from "../domain/notifications/notify";
import { deliveryCodeHash } from "../domain/riders/delivery-code";
import { localize } from "../kernel/localize";
import { DEMO_ACCOUNTS } from "./demo-catalog";

/** The demo's delivery riders (decision 078; README's demo accounts). */
export const DEMO_RIDERS = [
  {
    email: "rider@example.com",
    password: "rider123",
    firstName: "Reza",
    lastName: "Rahimi",
    phone: "+98 912 555 0101",
    vehicle: "motorbike",
  },
  {
    email: "rider2@example.com",
    password: "rider123",
    firstName: "Lina",
    lastName: "Haddad",
    phone: "+49 151 555 0102",
    vehicle: "bicycle",
  },
] as const;
/** The code the buyer of the demo's assigned order was sent (its notification says it too). */
export const DEMO_DELIVERY_CODE = "246810";

/**
 * Two riders, the demo seller's shop served by them, and its confirmed cash-on-delivery order
 * given to the first rider, with the buyer told the code by a notification (the assignment's
 * mail is queued by the real call; the seed's jobs are dropped).
 */
export async function seedDemoRiders(db: Database, now: Date) {
  const made: number[] = [];
  for (const r of DEMO_RIDERS) {
    const [user] = await db
      .insert(users)
      .values({
        email: r.email,
        passwordHash: await hashPassword(r.password),
        firstName: r.firstName,
        lastName: r.lastName,
        phone: r.phone,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const [rider] = await db
      .insert(riders)
      .values({ userId: user.id, phone: r.phone, vehicle: r.vehicle, createdAt: now, updatedAt: now })
      .returning();
    made.push(rider.id);
  }
  const [shop] = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.email, DEMO_ACCOUNTS.seller.email));
  if (!shop || !made.length) return;
  await db.update(shops).set({ usesMarketplaceRiders: true }).where(eq(shops.id, shop.id));
  const [order] = await db
    .select({ id: orders.id, code: orders.code, total: orders.totalCents, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(
      and(
        eq(orders.shopId, shop.id),
        eq(orders.status, "confirmed"),
        eq(orders.paymentType, "cash_on_delivery"),
        eq(orders.paymentStatus, "unpaid"),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  if (!order) return;
  await db.insert(riderDeliveries).values({
    orderId: order.id,
    riderId: made[0],
    codeHash: deliveryCodeHash(order.id, DEMO_DELIVERY_CODE),
    collectMinor: order.total,
    commissionMinor: 300,
    assignedAt: now,
    updatedAt: now,
  });
  if (order.group.userId)
    await notifyUser(db, {
      userId: order.group.userId,
      message: {
        title: "rider_code_notice_title",
        details: "rider_code_notice_details",
        params: {
          code: order.code,
          shop: localize(shop.name, order.group.locale),
          delivery_code: DEMO_DELIVERY_CODE,
          name: order.group.shippingAddress.name,
        },
      },
      locale: order.group.locale,
      url: `/invoice/${order.group.trxId}`,
      data: { order: order.code, message_type: "info" },
    });
}
