import { and, eq, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { coupons, couponUses, languages, orderGroups, orders } from "../../db/schema";
import { isRtlLanguage } from "../../infra/bidi-runs";
import { NotFoundError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { loadSettings } from "../settings/load-settings";
import { renderInvoicePdf } from "./invoice-pdf-layout";
import { isBuyer, type OrderGroupRow, type OrderRow } from "./order-access";
import { orderInvoice } from "./order-invoice";

export interface InvoicePdf {
  fileName: string;
  bytes: Buffer;
  code: string;
}

/**
 * `GET user/invoice/download/{id}`: the PDF invoice of one seller's order (`id` is the order's
 * id, as the reference client sends it), for its buyer only (account, own guest session or the
 * group's signed link); anyone else the unknown order's 404. An id that is no whole number: 422.
 */
export async function invoicePdf(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash">,
  input: { id: unknown; token?: unknown },
): Promise<InvoicePdf> {
  const { id } = parseInput(
    z.object({
      id: z
        .string()
        .regex(/^\d{1,9}$/, "v_order_id")
        .transform(Number),
    }),
    { id: input.id },
  );
  const [row] = await ctx.db
    .select({ order: orders, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row || !isBuyer(ctx, row.group, viewer, input.token)) throw new NotFoundError("order_not_found");
  return renderOrderPdf(ctx, row, { ...viewer, token: input.token });
}

/** The PDF of an order the caller has already found its buyer for (the download, the invoice mails). */
export async function renderOrderPdf(
  ctx: Ctx,
  row: { order: OrderRow; group: OrderGroupRow },
  as: Pick<Viewer, "userId" | "sessionHash"> & { token?: unknown },
): Promise<InvoicePdf> {
  // the order's own language, whoever downloads it and whatever language their session is in
  const language = row.group.locale;
  const [{ order }, settings, [lang], codes] = await Promise.all([
    orderInvoice(
      ctx,
      { userId: as.userId, sessionHash: as.sessionHash, locale: language },
      {
        code: row.order.code,
        token: as.token,
      },
    ),
    loadSettings(ctx),
    ctx.db.select({ direction: languages.direction }).from(languages).where(eq(languages.code, language)).limit(1),
    ctx.db
      .select({ code: coupons.code })
      .from(couponUses)
      .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
      .where(and(eq(couponUses.groupId, row.group.id), or(isNull(coupons.shopId), eq(coupons.shopId, row.order.shopId))))
      .orderBy(coupons.code),
  ]);
  const bytes = await renderInvoicePdf({
    order,
    coupons: row.order.couponDiscountCents > 0 ? codes.map((c) => c.code) : [],
    language,
    direction: lang?.direction ?? (isRtlLanguage(language) ? "rtl" : "ltr"),
    siteName: String(settings.site_name),
    timeZone: settings.time_zone,
    money: {
      no_of_decimals: settings.no_of_decimals,
      decimal_separator: settings.decimal_separator,
      currency_symbol_format: settings.currency_symbol_format,
    },
  });
  return { fileName: `${row.order.code}.pdf`, bytes, code: row.order.code };
}
