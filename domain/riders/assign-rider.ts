import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { type orderGroups, orders, riderDeliveries, riders, shops, users } from "../../db/schema";
import { ConflictError, ForbiddenError, ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { operatorOf } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx, Viewer } from "../context";
import { queueMails } from "../mail/mailer";
import { orderMail } from "../mail/templates";
import { notifyUser } from "../notifications/notify";
import { accessibleOrder } from "../orders/order-access";
import { signedInvoiceUrl } from "../orders/order-notices";
import { requireSellerOrOperator } from "../seller/require-seller";
import { countSettingIn } from "../settings/setting-in";
import { deliveryCodeHash, newDeliveryCode } from "./delivery-code";

const Input = z.object({ rider_id: field.id() });

/** The statuses an order may be given to a rider in: before anyone has picked it up. */
export const ASSIGNABLE = new Set(["pending", "confirmed"]);

/**
 * `POST seller/orders/{code}/rider {rider_id}` (decision 078): an operator with `orders`, or the
 * order's seller when the operator allows it (`sellers_may_assign_riders`, else 403), gives an
 * order of a shop that uses the marketplace's riders to an active rider. The first assignment
 * makes the delivery code and sends it to the buyer (notification and mail, queued with the
 * change); giving it to another rider before pick-up keeps the code. Answers the delivery.
 */
export async function assignRider(ctx: Ctx, viewer: Pick<Viewer, "userId" | "sessionHash">, input: { code: string; fields: unknown }) {
  await requireSellerOrOperator(ctx, viewer.userId, "order_not_found");
  const { order, group, access } = await accessibleOrder(ctx, viewer, input.code, undefined, { staffOnly: true });
  const { rider_id: riderId } = parseInput(Input, input.fields);
  if (access.as === "seller" && (await countSettingIn(ctx.db, "sellers_may_assign_riders")) !== 1)
    throw new ForbiddenError("rider_assign_not_allowed");
  const [shop] = await ctx.db.select({ uses: shops.usesMarketplaceRiders, name: shops.name }).from(shops).where(eq(shops.id, order.shopId));
  if (!shop?.uses) throw new ConflictError("rider_shop_not_served");
  const [rider] = await ctx.db
    .select({ id: riders.id, userId: riders.userId, firstName: users.firstName, lastName: users.lastName })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(and(eq(riders.id, riderId), eq(riders.active, true)));
  if (!rider) throw new ValidationError({ rider_id: ["rider_not_found"] });
  const op = access.as === "admin" ? await operatorOf(ctx, viewer.userId) : null;
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    if (!ASSIGNABLE.has(locked.status)) throw new ConflictError("rider_order_not_assignable");
    const [earlier] = await tx.select().from(riderDeliveries).where(eq(riderDeliveries.orderId, order.id)).for("update");
    if (earlier && earlier.status !== "assigned") throw new ConflictError("rider_order_not_assignable");
    if (earlier?.riderId === rider.id) return { delivery: earlier, changed: false };
    const collect = locked.paymentType === "cash_on_delivery" && locked.paymentStatus === "unpaid" ? locked.totalCents : 0;
    const commission = await countSettingIn(tx, "rider_commission_cents");
    let delivery: typeof riderDeliveries.$inferSelect;
    if (earlier) {
      [delivery] = await tx
        .update(riderDeliveries)
        .set({
          riderId: rider.id,
          assignedBy: viewer.userId,
          assignedAt: now,
          collectMinor: collect,
          commissionMinor: commission,
          updatedAt: now,
        })
        .where(eq(riderDeliveries.id, earlier.id))
        .returning();
    } else {
      const code = newDeliveryCode();
      [delivery] = await tx
        .insert(riderDeliveries)
        .values({
          orderId: order.id,
          riderId: rider.id,
          codeHash: deliveryCodeHash(order.id, code),
          collectMinor: collect,
          commissionMinor: commission,
          assignedBy: viewer.userId,
          assignedAt: now,
          updatedAt: now,
        })
        .returning();
      await sendDeliveryCode(ctx, tx, { group, orderCode: order.code, shopName: localize(shop.name, group.locale), code });
    }
    if (op)
      await recordAudit(
        tx,
        op,
        {
          action: "rider.assign",
          target: { type: "order", id: order.id },
          before: { code: order.code, rider_id: earlier?.riderId ?? null },
          after: { code: order.code, rider_id: rider.id },
        },
        now,
      );
    return { delivery, changed: true };
  });
  return {
    order: order.code,
    delivery_id: done.delivery.id,
    status: done.delivery.status,
    rider: { id: rider.id, name: `${rider.firstName} ${rider.lastName}`.trim() },
    changed: done.changed,
  };
}

/** The buyer hears the code: a notification (for an account) and a mail, both queued in the assigning transaction. */
async function sendDeliveryCode(
  ctx: Ctx,
  tx: Database,
  input: { group: typeof orderGroups.$inferSelect; orderCode: string; shopName: string; code: string },
) {
  const { group, orderCode, shopName, code } = input;
  const params = { code: orderCode, shop: shopName, delivery_code: code, name: group.shippingAddress.name };
  if (group.userId)
    await notifyUser(tx, {
      userId: group.userId,
      message: { title: "rider_code_notice_title", details: "rider_code_notice_details", params },
      locale: group.locale,
      url: `/invoice/${group.trxId}`,
      data: { order: orderCode, message_type: "info" },
    });
  await queueMails(tx, [
    orderMail(group.locale, group.email, {
      subjectKey: "mail_delivery_code_subject",
      params,
      url: group.userId ? `${ctx.publicUrl}/invoice/${encodeURIComponent(group.trxId)}` : signedInvoiceUrl(ctx, group.trxId),
    }),
  ]);
}
