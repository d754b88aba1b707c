import { and, desc, eq, ne } from "drizzle-orm";
import { orderGroups, orderLines, orders } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { centsToString } from "../catalog/pricing";
import type { Ctx } from "../context";
import { DOWNLOAD_LINK_MINUTES, signDownload } from "./download-token";
import { groupCurrency } from "./order-views";

export const DIGITAL_PER_PAGE = 10;

/**
 * `GET user/digital-product-order-list?page=`: the digital products the signed-in user has
 * paid for, newest first, each with a download link signed for that line and that user,
 * valid for an hour. `next_page_url` is a flag, as the reference has it.
 */
export async function digitalOrderList(ctx: Ctx, input: { userId: number; page: number; locale: string; downloadBase: string }) {
  const rows = await ctx.db
    .select({ line: orderLines, order: orders, currencyCode: orderGroups.currencyCode, exchangeRate: orderGroups.exchangeRate })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(
      and(
        eq(orders.userId, input.userId),
        eq(orderLines.isDigital, true),
        eq(orders.paymentStatus, "paid"),
        ne(orders.status, "cancelled"),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orderLines.id))
    .limit(DIGITAL_PER_PAGE + 1)
    .offset((input.page - 1) * DIGITAL_PER_PAGE);
  const page = rows.slice(0, DIGITAL_PER_PAGE);
  const download_urls = await Promise.all(
    page.map(async ({ line, order, currencyCode, exchangeRate }) => ({
      id: line.id,
      url: `${input.downloadBase}/download/${line.id}?t=${encodeURIComponent(signDownload(ctx, line.id, input.userId))}`,
      product_name: localize(line.productName, input.locale),
      variation: line.variantName,
      quantity: line.quantity,
      date: order.createdAt.toISOString(),
      order_code: order.code,
      total: centsToString(
        (line.unitPriceCents - line.unitDiscountCents) * line.quantity - line.couponDiscountCents + line.taxCents + line.shippingCents,
      ),
      currency: await groupCurrency(ctx.db, { currencyCode, exchangeRate }),
    })),
  );
  return { download_urls, next_page_url: rows.length > DIGITAL_PER_PAGE, expires_in_minutes: DOWNLOAD_LINK_MINUTES };
}

export type DigitalOrderList = Awaited<ReturnType<typeof digitalOrderList>>;
