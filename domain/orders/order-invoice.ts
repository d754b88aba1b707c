import type { Ctx, Viewer } from "../context";
import { accessibleOrder } from "./order-access";
import { groupCurrency, groupView, ordersWithDetails } from "./order-views";

/**
 * `GET|POST user/invoice/{code}`: one seller's order with its lines, the addresses, the
 * currency it was placed in and its history, for its buyer (account, own guest session or the
 * group's signed link), its seller or an admin; anyone else the same 404 as an unknown code.
 */
export async function orderInvoice(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash" | "locale">,
  input: { code: string; token?: unknown },
) {
  const { order, group, access } = await accessibleOrder(ctx, viewer, input.code, input.token);
  const [currency, [details]] = await Promise.all([
    groupCurrency(ctx.db, group),
    ordersWithDetails(ctx.db, [order], { locale: viewer.locale, mediaBase: ctx.mediaBase }),
  ]);
  const g = groupView(group, currency);
  return {
    order: {
      ...details,
      trx_id: group.trxId,
      group_code: group.code,
      guest: g.guest,
      email: g.email,
      phone: g.phone,
      shipping_address: g.shipping_address,
      billing_address: g.billing_address,
      currency,
    },
    viewer_role: access.as,
  };
}

export type OrderInvoice = Awaited<ReturnType<typeof orderInvoice>>;
