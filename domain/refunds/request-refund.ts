import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { orderGroups, orderLines, orders, refundRequests } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { centsToString } from "../catalog/pricing";
import type { Ctx, Viewer } from "../context";
import { announceOrders } from "../orders/order-notices";
import { loadSettings } from "../settings/load-settings";
import { linePolicies, lineReturnFacts } from "./line-returns";
import { checkRefundPictures, removeRefundPictures, storeRefundPictures } from "./refund-pictures";
import { deliveredAt, type RefundRow, refundWindow } from "./refund-view";

const Input = z.object({
  order_id: field.id(),
  reason: field.required(1000).pipe(z.string().min(10, "refund_reason_short")),
});

/** The buyer's own order (an account's, not a guest's) with its group code, or the 404 of an unknown one. */
async function ownOrder(ctx: Ctx, userId: number, orderId: number) {
  const [row] = await ctx.db
    .select({ order: orders, groupCode: orderGroups.code })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError("order_not_found");
  return row;
}

/**
 * `POST refund-request {order_id, reason, images[]}`: the signed-in buyer asks for a refund of
 * their delivered, paid order while one of its lines is within its return window (decision
 * 081; `refund_request_time` days of its delivery unless its category or shop sets one). Bad fields
 * and pictures are 422, someone else's order 404, an order outside the rule 409; nothing is
 * written then. One request an order: asking again while it is pending (a double click)
 * answers the same request (`repeated`), after a decision 409. The check and the insert run
 * under the order's row lock (and a unique index backs it), so two clicks make one request.
 */
export async function requestRefund(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId">,
  input: { fields: Record<string, unknown>; images: { bytes: Uint8Array }[]; uploadsDir: string },
): Promise<{ refund: RefundRow; repeated: boolean }> {
  if (viewer.userId === null) throw new NotFoundError("order_not_found");
  const userId = viewer.userId;
  // ours `{order_id | id, reason}`, the reference client's `{order, order_detail_id, refund_reason, …amounts}`
  const f = input.fields;
  const form = parseInput(Input, { order_id: f.order_id ?? f.id ?? f.order, reason: f.reason ?? f.refund_reason });
  await checkRefundPictures(input.images);
  const { groupCode } = await ownOrder(ctx, userId, form.order_id);
  const settings = await loadSettings(ctx);
  const days = Number(settings.refund_request_time);
  // each line's window (decision 081), read once before the lock: the policy is the catalog's, not the order's
  const facts = await lineReturnFacts(ctx.db, [form.order_id]);
  const returns = { lines: linePolicies(facts.get(form.order_id), days), timeZone: String(settings.time_zone) };

  /** the rule, read again under the lock: answers the pending request of a repeat, or throws */
  const check = async (tx: Database) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, form.order_id)).for("update");
    const [existing] = await tx.select().from(refundRequests).where(eq(refundRequests.orderId, order.id));
    if (existing?.status === "pending" && existing.userId === userId) return { order, existing };
    const window = refundWindow(order, (await deliveredAt(tx, [order.id])).get(order.id), existing, returns, ctx.now());
    if (!window.open) {
      const reason = window.problem ?? "refund_only_delivered";
      // `reason`: the key, for a client that words it itself (decision 081)
      throw new ConflictError(reason, { days: window.days ?? days }, { reason });
    }
    return { order, existing: undefined };
  };
  // a repeat or a refusal is answered before any picture is encoded
  const first = await ctx.db.transaction(check);
  if (first.existing) return { refund: first.existing, repeated: true };

  const keys = await storeRefundPictures(input.images, { uploadsDir: input.uploadsDir, orderId: form.order_id });
  let result: { refund: RefundRow; repeated: boolean };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const { order, existing } = await check(tx);
      if (existing) return { refund: existing, repeated: true };
      const now = ctx.now();
      const [refund] = await tx
        .insert(refundRequests)
        .values({
          orderId: order.id,
          userId,
          reason: form.reason,
          images: keys,
          amountCents: order.totalCents,
          paymentType: order.paymentType,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await announceOrders(tx, groupCode, { kind: "status", orderId: form.order_id, status: "refund_requested" });
      return { refund, repeated: false };
    });
  } catch (err) {
    await removeRefundPictures(keys, input.uploadsDir);
    throw err;
  }
  if (result.repeated) await removeRefundPictures(keys, input.uploadsDir);
  return result;
}

const LineInput = z.object({ order: field.id(), order_detail_id: field.id() });

/**
 * The reference client's `{order, order_detail_id}`: a line of the order asked about (422 without
 * one, 404 for a line of another order), checked before anything is written and answered as its
 * `order_detail`. The refund is the whole order's (decision 020) and its amounts are the server's:
 * the client's `total_amount`, `shipping_cost` and `refundable_amount` are never read.
 */
export async function refundedLine(ctx: Ctx, fields: Record<string, unknown>, locale: string) {
  const data = parseInput(LineInput, { order: fields.order ?? fields.order_id, order_detail_id: fields.order_detail_id });
  const [line] = await ctx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, data.order_detail_id), eq(orderLines.orderId, data.order)))
    .limit(1);
  if (!line) throw new NotFoundError("order_not_found");
  return {
    id: line.id,
    order_id: line.orderId,
    product_name: localize(line.productName, locale),
    quantity: line.quantity,
    price: centsToString(line.unitPriceCents - line.unitDiscountCents),
  };
}
