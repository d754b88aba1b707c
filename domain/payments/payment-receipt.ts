import { eq } from "drizzle-orm";
import { orderGroups, payments } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { mayOperate, operatorOf } from "../accounts/require-admin";
import type { Ctx, Viewer } from "../context";
import { accessibleGroup } from "../orders/order-access";
import { receiptPath } from "./receipt";

/**
 * An offline payment's receipt file, for the group's buyer or an operator with `orders` or
 * `approvals` (who approves it) only; sellers and everyone else get the 404 of an unknown payment.
 */
export async function paymentReceipt(
  ctx: Ctx,
  input: { viewer: Pick<Viewer, "userId" | "sessionHash">; paymentId: number | null; uploadsDir: string },
): Promise<string> {
  const notFound = new NotFoundError("pay_not_found");
  if (input.paymentId === null) throw notFound;
  const [row] = await ctx.db
    .select({ receipt: payments.receipt, code: orderGroups.code })
    .from(payments)
    .innerJoin(orderGroups, eq(orderGroups.id, payments.groupId))
    .where(eq(payments.id, input.paymentId))
    .limit(1);
  const file = row ? receiptPath(input.uploadsDir, row.receipt) : null;
  if (!row || !file) throw notFound;
  const op = await operatorOf(ctx, input.viewer.userId);
  if (op && mayOperate(op, "approvals")) return file;
  const { access } = await accessibleGroup(ctx, input.viewer, { code: row.code }).catch(() => {
    throw notFound;
  });
  if (access.as === "seller") throw notFound;
  return file;
}
