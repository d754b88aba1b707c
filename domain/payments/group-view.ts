import { asc, eq, inArray } from "drizzle-orm";
import { coupons, couponUses, orderLines, orders, payments, shops } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl, productImage } from "../../kernel/media";
import { centsToString } from "../catalog/pricing";
import type { Ctx } from "../context";
import { activeCurrencies } from "../locale/reference";
import type { GroupRow } from "./gateway";
import { minorToDecimal, payableAmount } from "./payable";

export interface ViewOptions {
  locale: string;
  appPath: string;
}

/** The group's currency as the client formats its amounts: the symbol, and the rate saved when it was placed. */
export async function groupCurrency(ctx: Ctx, group: Pick<GroupRow, "currencyCode" | "exchangeRate">) {
  const c = (await activeCurrencies(ctx)).find((x) => x.code === group.currencyCode);
  const rate = group.exchangeRate.includes(".") ? group.exchangeRate.replace(/0+$/, "").replace(/\.$/, "") : group.exchangeRate;
  return { code: group.currencyCode, symbol: c?.symbol ?? group.currencyCode, exchange_rate: rate };
}

/** A payment as the buyer sees it (the receipt through the access-checked route). */
export function paymentView(p: typeof payments.$inferSelect, appPath: string) {
  return {
    id: p.id,
    gateway: p.gateway,
    status: p.status,
    amount: minorToDecimal(p.amountCents, p.currencyCode),
    currency: p.currencyCode,
    receipt_url: p.receipt ? `${appPath}/user/payment-receipt/${p.id}` : null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/**
 * An order group as its payment and confirmation pages show it: one entry per seller with
 * its lines and figures, the coupons it took, its payments, and the group's totals, all as
 * the server computed them when the order was placed (decimal strings of the base currency).
 */
export async function groupView(ctx: Ctx, group: GroupRow, opts: ViewOptions) {
  const orderRows = await ctx.db
    .select({ order: orders, shopName: shops.name, shopSlug: shops.slug, shopLogo: shops.logo })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.groupId, group.id))
    .orderBy(asc(orders.id));
  const ids = orderRows.map((r) => r.order.id);
  const lines = ids.length
    ? await ctx.db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id))
    : [];
  const used = await ctx.db
    .select({ id: coupons.id, code: coupons.code, title: coupons.title, discountCents: couponUses.discountCents })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .where(eq(couponUses.groupId, group.id));
  const paymentRows = await ctx.db.select().from(payments).where(eq(payments.groupId, group.id)).orderBy(asc(payments.id));
  const payable = payableAmount(group);
  const money = (cents: number) => centsToString(cents);
  return {
    group: {
      code: group.code,
      trx_id: group.trxId,
      payment_status: group.paymentStatus,
      payment_type: group.paymentType,
      created_at: group.createdAt.toISOString(),
      currency: await groupCurrency(ctx, group),
      payable: { amount: minorToDecimal(payable.amountMinor, payable.currencyCode), currency: payable.currencyCode },
      sub_total: money(group.subtotalCents),
      discount: money(group.discountCents),
      coupon_discount: money(group.couponDiscountCents),
      shipping_cost: money(group.shippingCents),
      tax: money(group.taxCents),
      total: money(group.totalCents),
    },
    orders: orderRows.map(({ order: o, shopName, shopSlug, shopLogo }) => ({
      id: o.id,
      code: o.code,
      status: o.status,
      payment_status: o.paymentStatus,
      payment_type: o.paymentType,
      shop: { id: o.shopId, name: localize(shopName, opts.locale), slug: shopSlug, logo: mediaUrl(ctx.mediaBase, shopLogo, 82, 82) },
      sub_total: money(o.subtotalCents),
      discount: money(o.discountCents),
      coupon_discount: money(o.couponDiscountCents),
      shipping_cost: money(o.shippingCents),
      tax: money(o.taxCents),
      /** the reference's name for `tax` */
      total_tax: money(o.taxCents),
      total: money(o.totalCents),
      trx_id: group.trxId,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          id: l.id,
          product_id: l.productId,
          product_name: localize(l.productName, opts.locale),
          product_slug: l.productSlug,
          variant: l.variantName,
          sku: l.sku,
          image: productImage(ctx.mediaBase, l.image).thumb,
          price: money(l.unitPriceCents),
          discount: money(l.unitDiscountCents),
          sale_price: money(l.unitPriceCents - l.unitDiscountCents),
          quantity: l.quantity,
          line_total: money((l.unitPriceCents - l.unitDiscountCents) * l.quantity),
          is_digital: l.isDigital,
        })),
    })),
    coupons: used.map((c) => ({
      coupon_id: c.id,
      code: c.code,
      title: localize(c.title, opts.locale) || c.code,
      discount: money(c.discountCents),
    })),
    payments: paymentRows.map((p) => paymentView(p, opts.appPath)),
  };
}

export type GroupView = Awaited<ReturnType<typeof groupView>>;
