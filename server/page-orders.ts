import type { Ctx, Viewer } from "../domain/context";
import { digitalOrderList } from "../domain/orders/digital-orders";
import { groupInvoice } from "../domain/orders/group-invoice";
import { orderInvoice } from "../domain/orders/order-invoice";
import { profileOrders } from "../domain/orders/profile-orders";

/**
 * The order pages' part of a page loader's context. Invoices decide access themselves (the
 * buyer by account, own guest session or the signed `?t=` link; the seller; admins) and throw
 * the same "not found" for anyone else; the account lists take the id from `account.require`.
 */
export function pageOrders(ctx: Ctx, viewer: Viewer, opts: { appPath: string; baseUrl: string }) {
  const token = (request: Request) => new URL(request.url).searchParams.get("t") ?? undefined;
  return {
    /** `/order-confirmation?code=`: the checkout's group by its code */
    confirmation: (code: string, request: Request) => groupInvoice(ctx, viewer, { code, token: token(request) }),
    /** `/invoice/:trx_id` */
    groupInvoice: (trxId: string, request: Request) => groupInvoice(ctx, viewer, { trxId, token: token(request) }),
    /** `/get-invoice/:orderCode` */
    orderInvoice: (code: string, request: Request) => orderInvoice(ctx, viewer, { code, token: token(request) }),
    history: (userId: number, page: number) =>
      profileOrders(ctx, {
        userId,
        page,
        locale: viewer.locale,
        appPath: opts.appPath,
        pageUrl: (p) => `${opts.appPath}/user/profile-orders?page=${p}`,
      }),
    digital: (userId: number, page: number) => digitalOrderList(ctx, { userId, page, locale: viewer.locale, downloadBase: opts.baseUrl }),
  };
}
