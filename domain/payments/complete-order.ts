import { and, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import { orderGroups, orders, PAYMENT_TYPES, payments } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { accessibleGroup } from "../orders/order-access";
import { OPEN_STATUSES, type PaymentRow } from "./gateway";
import { offeredGateways, type PaymentConfig } from "./gateways";
import { announcePaid } from "./mark-group-paid";
import { removeReceipt, storeReceipt } from "./receipt";

/**
 * The payment form of spec §3 sends payment_type, sub_total, discount_offer, shipping_tax,
 * tax, coupon_discount, total, trx_id and the quantities: only the type, the group and the
 * offline method's id are read; every figure comes from the group, any status is ignored.
 */
const Input = z.object({
  payment_type: z.enum(PAYMENT_TYPES, { error: "pay_type_unavailable" }),
  code: z.string().trim().max(40).optional(),
  trx_id: z.string().trim().max(100).optional(),
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), field.id().optional()),
});

export type CompletedPayment = { code: string; trxId: string; payment: PaymentRow; redirectUrl: string | null; repeated: boolean };

/**
 * `POST user/complete-order`: settle how the buyer pays a group. Only the group's buyer may
 * (others: 404 as unknown); a paid group is 409. In the group's lock: an open payment of the
 * same type is answered again (no second row), open payments of other types are cancelled,
 * the gateway starts, and the type is written on the group and its orders.
 */
export async function completeOrder(
  ctx: Ctx,
  input: {
    viewer: Viewer;
    form: Record<string, unknown>;
    file: { bytes: Uint8Array } | null;
    config: PaymentConfig;
    uploadsDir: string;
    signedToken?: unknown;
  },
): Promise<CompletedPayment> {
  const form = parseInput(Input, input.form);
  if (!form.code && !form.trx_id) throw new ValidationError({ code: ["v_required"] });
  const { group, access } = await accessibleGroup(
    ctx,
    input.viewer,
    form.code ? { code: form.code } : { trxId: form.trx_id },
    input.signedToken,
  );
  if (access.as !== "buyer") throw new NotFoundError("order_not_found");
  if (group.paymentStatus !== "unpaid") throw new ConflictError("pay_already_paid");
  const gateway = (await offeredGateways(ctx, input.config, group)).find((g) => g.type === form.payment_type);
  if (!gateway) throw new ValidationError({ payment_type: ["pay_type_unavailable"] });
  const receipt =
    gateway.type === "offline_method" && input.file
      ? await storeReceipt(input.file, { uploadsDir: input.uploadsDir, groupId: group.id })
      : null;
  let kept = false;
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orderGroups).where(eq(orderGroups.id, group.id)).for("update");
      if (locked.paymentStatus !== "unpaid") throw new ConflictError("pay_already_paid");
      const live = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.groupId, group.id), ne(orders.status, "cancelled")));
      if (!live.length) throw new ConflictError("pay_nothing_to_pay");
      const now = ctx.now();
      const open = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.groupId, group.id), inArray(payments.status, [...OPEN_STATUSES])))
        .orderBy(payments.id);
      const mine = open.find((p) => p.gateway === gateway.type && gateway.reusable(p, now)) ?? null;
      for (const p of open) {
        if (p.id === mine?.id) continue;
        await tx
          .update(payments)
          .set({ status: "cancelled", details: { ...p.details, superseded_by: gateway.type }, updatedAt: now })
          .where(and(eq(payments.id, p.id), eq(payments.status, p.status)));
      }
      // the type first: a gateway that pays at once (the wallet) marks the orders paid inside `start`,
      // and the books read how an order was paid when it becomes paid (decision 071)
      await tx.update(orderGroups).set({ paymentType: gateway.type, updatedAt: now }).where(eq(orderGroups.id, group.id));
      await tx
        .update(orders)
        .set({ paymentType: gateway.type, updatedAt: now })
        .where(and(eq(orders.groupId, group.id), ne(orders.status, "cancelled")));
      const started = await gateway.start({ ctx, tx, group: locked, viewer: input.viewer, open: mine, methodId: form.id, receipt });
      await announcePaid(tx, locked.code, started.paidOrders ?? []);
      return {
        code: locked.code,
        trxId: locked.trxId,
        payment: started.payment,
        redirectUrl: started.redirectUrl,
        repeated: started.payment.id === mine?.id,
        replaced: mine?.receipt ?? null,
        paidOrders: started.paidOrders ?? [],
      };
    });
    kept = receipt !== null && result.payment.receipt === receipt;
    if (kept && result.replaced && result.replaced !== receipt) await removeReceipt(input.uploadsDir, result.replaced);
    const { replaced: _replaced, paidOrders: _paid, ...answer } = result;
    return answer;
  } finally {
    if (receipt && !kept) await removeReceipt(input.uploadsDir, receipt);
  }
}
