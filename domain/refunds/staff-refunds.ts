import { desc, eq, sql } from "drizzle-orm";
import { orders, refundRequests } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { centsToString } from "../catalog/pricing";
import type { Ctx, Viewer } from "../context";
import { accessibleOrder } from "../orders/order-access";
import { requireSellerOrOperator } from "../seller/require-seller";
import { refundPicturePath } from "./refund-pictures";
import { refundView } from "./refund-view";

const PER_PAGE = 20;

/**
 * `GET seller/refund-requests?page=`: the requests to decide, newest first: a seller's for
 * their shop's orders, an operator's for every shop (the back office will read the same).
 * Anyone else gets 404.
 */
export async function staffRefunds(ctx: Ctx, viewer: Pick<Viewer, "userId">, input: { page: number; appPath: string }) {
  const me = await requireSellerOrOperator(ctx, viewer.userId, "refund_not_found");
  const where = me.as === "admin" ? undefined : eq(orders.shopId, me.shop.id);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ refund: refundRequests, order: orders })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .where(where)
      .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
      .limit(PER_PAGE)
      .offset((input.page - 1) * PER_PAGE),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .where(where),
  ]);
  return {
    refunds: {
      data: rows.map(({ refund, order }) => ({
        ...refundView(refund, input.appPath),
        order: {
          id: order.id,
          code: order.code,
          status: order.status,
          payment_status: order.paymentStatus,
          total: centsToString(order.totalCents),
        },
      })),
      total,
      per_page: PER_PAGE,
      current_page: input.page,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    },
  };
}

/** `GET user/refund-picture/{id}/{n}`: the file of a request's n-th picture, for the order's buyer, seller or an operator; else 404. */
export async function refundPicture(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash">,
  input: { refundId: number | null; n: number | null; uploadsDir: string },
): Promise<string> {
  const [row] =
    input.refundId === null
      ? []
      : await ctx.db
          .select({ images: refundRequests.images, code: orders.code })
          .from(refundRequests)
          .innerJoin(orders, eq(orders.id, refundRequests.orderId))
          .where(eq(refundRequests.id, input.refundId))
          .limit(1);
  if (!row || viewer.userId === null) throw new NotFoundError("refund_not_found");
  await accessibleOrder(ctx, viewer, row.code);
  const file = input.n === null ? null : refundPicturePath(input.uploadsDir, row.images[input.n - 1]);
  if (!file) throw new NotFoundError("refund_not_found");
  return file;
}
