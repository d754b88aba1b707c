import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Ctx, Viewer } from "../context";
import { compareOwnerOf } from "../lists/compare-owner";
import { compareCount, wishlistCount } from "../lists/list-state";
import { accessibleGroup } from "./order-access";
import { figuresView, groupCurrency, groupOrders, groupView, ordersWithDetails } from "./order-views";

/**
 * `GET|POST user/get-invoices/{trx_id}` (and the confirmation page by the group's code): the
 * group's orders with their lines, for its buyer (account, own guest session or a signed
 * link), an admin, or a seller of one of its orders, who sees only their own order and its
 * figures. Anyone else gets the same 404 as an unknown trx_id. Like the reference, the answer
 * carries the viewer's list counters (`wishlists`, `compare_list`) and each order its group's
 * `trx_id`.
 */
export async function groupInvoice(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash" | "locale">,
  input: { trxId?: string; code?: string; token?: unknown },
) {
  const { group, access } = await accessibleGroup(ctx, viewer, { trxId: input.trxId, code: input.code }, input.token);
  const rows = await groupOrders(ctx.db, group.id, access.as === "seller" ? access.shopId : undefined);
  const [currency, orders, user, wishlists, compareList] = await Promise.all([
    groupCurrency(ctx.db, group),
    ordersWithDetails(ctx.db, rows, { locale: viewer.locale, mediaBase: ctx.mediaBase }),
    viewer.userId === null
      ? null
      : ctx.db
          .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email, phone: users.phone })
          .from(users)
          .where(eq(users.id, viewer.userId))
          .limit(1)
          .then((r) => r[0] ?? null),
    viewer.userId === null ? 0 : wishlistCount(ctx.db, viewer.userId),
    compareCount(ctx.db, compareOwnerOf(viewer)),
  ]);
  const view = groupView(group, currency);
  // a seller sees their own order's figures, not what the buyer spent at other shops
  const figures = access.as === "seller" && rows[0] ? figuresView(rows[0]) : {};
  return {
    orders: orders.map((o) => ({ ...o, trx_id: group.trxId })),
    group: { ...view, ...figures },
    user,
    wishlists,
    compare_list: compareList,
    guest: group.userId === null,
    viewer_role: access.as,
  };
}

export type GroupInvoice = Awaited<ReturnType<typeof groupInvoice>>;
