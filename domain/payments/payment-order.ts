import { eq } from "drizzle-orm";
import { orderGroups, orders } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx, Viewer } from "../context";
import { balanceOf } from "../ledger/book";
import { accessibleGroup } from "../orders/order-access";
import { normaliseCode } from "../orders/order-codes";
import { loadSettings } from "../settings/load-settings";
import { latestUnpaidCode } from "./awaiting-payment";
import { OPEN_STATUSES } from "./gateway";
import { offeredGateways, type PaymentConfig } from "./gateways";
import { groupView, type ViewOptions } from "./group-view";
import { offlineMethods } from "./offline-method";

const TRX_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The group code behind a `code`: the checkout's own code (what `confirm-order` answers), or
 * one seller's order code (the history's "pay now" link, as the reference sends it), which
 * stands for its whole group: a group is paid at once. Null when neither exists.
 */
async function groupCodeOf(ctx: Ctx, code: string): Promise<string | null> {
  const [group] = await ctx.db.select({ code: orderGroups.code }).from(orderGroups).where(eq(orderGroups.code, code)).limit(1);
  if (group) return group.code;
  const [order] = await ctx.db
    .select({ code: orderGroups.code })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(eq(orders.code, code))
    .limit(1);
  return order?.code ?? null;
}

/**
 * The group a buyer asks for by code (the group's or one of its orders'), or by trx_id (also
 * when sent as `code`); anyone else, and a malformed or unknown key, get the 404 of an unknown one.
 */
export async function buyersGroup(ctx: Ctx, viewer: Viewer, key: { code?: unknown; trxId?: unknown }, signedToken?: unknown) {
  const raw = key.code !== undefined && key.code !== "" ? key.code : undefined;
  const normalised = raw === undefined ? undefined : normaliseCode(raw);
  const code = normalised ? ((await groupCodeOf(ctx, normalised)) ?? undefined) : undefined;
  const trxId = code ? undefined : [key.trxId, raw].find((v): v is string => typeof v === "string" && TRX_ID.test(v));
  if (code === undefined && trxId === undefined) throw new NotFoundError("order_not_found");
  const { group, access } = await accessibleGroup(ctx, viewer, code ? { code } : { trxId }, signedToken);
  if (access.as !== "buyer") throw new NotFoundError("order_not_found");
  return group;
}

const blank = (v: unknown) => v === undefined || v === "";

/**
 * `GET user/payment-order?code=`: what the payment page shows (no code and no trx_id, as the
 * reference client sends it right after `confirm-order`: the viewer's newest group still to
 * pay, as the page without a code; none: 404). The group's orders per seller
 * with lines and figures, the coupons it took, the offline methods (bank details), whether
 * cash on delivery is possible (`check_cod`), the payment types on offer (and the wallet's
 * balance when the wallet is one of them), the spec's payment
 * form with the server's figures, and the payments made so far.
 */
export async function paymentOrder(
  ctx: Ctx,
  input: { viewer: Viewer; key: { code?: unknown; trxId?: unknown }; config: PaymentConfig; opts: ViewOptions; signedToken?: unknown },
) {
  const key =
    blank(input.key.code) && blank(input.key.trxId) ? { code: (await latestUnpaidCode(ctx, input.viewer)) ?? undefined } : input.key;
  const group = await buyersGroup(ctx, input.viewer, key, input.signedToken);
  const view = await groupView(ctx, group, input.opts);
  const settings = await loadSettings(ctx);
  const offered =
    group.paymentStatus === "unpaid" && view.orders.some((o) => o.status !== "cancelled")
      ? await offeredGateways(ctx, input.config, group)
      : [];
  const wallet = offered.some((g) => g.type === "wallet") && group.userId !== null ? await balanceOf(ctx.db, group.userId, "wallet") : null;
  const open = [...view.payments].reverse().find((p) => (OPEN_STATUSES as readonly string[]).includes(p.status)) ?? null;
  return {
    ...view,
    offline_methods: offered.some((g) => g.type === "offline_method") ? offlineMethods(settings, input.opts.locale) : [],
    check_cod: offered.some((g) => g.type === "cash_on_delivery"),
    payment_types: offered.map((g) => ({ type: g.type, online: g.online })),
    /** the buyer's wallet balance (base currency) when the wallet is on offer, else null */
    wallet_balance: wallet ? centsToDecimal(wallet.balanceMinor) : null,
    open_payment: open,
    payment_form: {
      payment_type: group.paymentType ?? offered[0]?.type ?? null,
      sub_total: view.group.sub_total,
      discount_offer: view.group.discount,
      shipping_tax: view.group.shipping_cost,
      tax: view.group.tax,
      coupon_discount: view.group.coupon_discount,
      total: view.group.total,
      trx_id: group.trxId,
      quantity: view.orders.flatMap((o) => o.lines.map((l) => ({ id: l.id, quantity: l.quantity }))),
    },
  };
}

export type PaymentOrderView = Awaited<ReturnType<typeof paymentOrder>>;
