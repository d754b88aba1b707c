import type { orderGroups, orderLines, orders } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { centsToString } from "../catalog/pricing";
import { NEXT_STATUS } from "./change-order-status";

/**
 * One seller's order as the back office shows it (the seller centre's order page and the admin
 * console's): code, statuses with the moves the lifecycle allows, figures, buyer, shipping
 * address and lines. Each caller adds what only it shows (the console: shop, payments, history
 * with actors, refunds).
 */
export function backOfficeOrder(
  row: { order: typeof orders.$inferSelect; group: typeof orderGroups.$inferSelect },
  lines: (typeof orderLines.$inferSelect)[],
  opts: { locale: string; mediaBase: string },
) {
  const { order: o, group } = row;
  return {
    id: o.id,
    code: o.code,
    group_code: group.code,
    date: o.createdAt.toISOString(),
    status: o.status,
    payment_status: o.paymentStatus,
    payment_type: o.paymentType,
    next_statuses: NEXT_STATUS[o.status],
    next_payment_statuses: o.paymentStatus === "unpaid" && o.status !== "cancelled" ? ["paid"] : [],
    subtotal: centsToString(o.subtotalCents),
    discount: centsToString(o.discountCents),
    coupon_discount: centsToString(o.couponDiscountCents),
    shipping: centsToString(o.shippingCents),
    tax: centsToString(o.taxCents),
    total: centsToString(o.totalCents),
    buyer: { name: group.shippingAddress.name, email: group.email, phone: group.phone },
    shipping_address: group.shippingAddress,
    lines: lines.map((l) => ({
      id: l.id,
      name: localize(l.productName, opts.locale),
      variant: l.variantName,
      sku: l.sku,
      image: l.image ? mediaUrl(opts.mediaBase, l.image, 96, 96) : null,
      quantity: l.quantity,
      unit_price: centsToString(l.unitPriceCents - l.unitDiscountCents),
      total: centsToString((l.unitPriceCents - l.unitDiscountCents) * l.quantity),
      is_digital: l.isDigital,
    })),
  };
}
