import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { coupons, giftVouchers, shops } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { centsToDecimal } from "../../kernel/money";
import { paginate } from "../../kernel/paginated";
import { centsToString } from "../catalog/pricing";
import type { Ctx, Viewer } from "../context";
import { walletUser } from "../wallet/wallet-on";
import { maskedCode } from "./voucher-code";

type VoucherRow = typeof giftVouchers.$inferSelect;

/** A voucher as the page lists it: the code masked (only its last four), `expired` once past its date. */
export function voucherView(v: VoucherRow, now: Date) {
  const expired = v.status === "active" && v.expiresAt.getTime() <= now.getTime();
  return {
    id: v.id,
    code_masked: maskedCode(v.codeTail),
    amount: centsToDecimal(v.amountMinor),
    currency: v.currencyCode,
    recipient_email: v.recipientEmail,
    message: v.message,
    payment_type: v.paymentType,
    status: expired ? ("expired" as const) : v.status,
    expires_at: v.expiresAt.toISOString(),
    redeemed_at: v.redeemedAt?.toISOString() ?? null,
    created_at: v.createdAt.toISOString(),
  };
}

const LIST_LIMIT = 50;

/** `GET user/gift-vouchers`: the newest vouchers the viewer bought and those the viewer redeemed (50 of each). */
export async function myGiftVouchers(ctx: Ctx, viewer: Viewer) {
  const userId = await walletUser(ctx, viewer);
  const now = ctx.now();
  const [bought, redeemed] = await Promise.all([
    ctx.db.select().from(giftVouchers).where(eq(giftVouchers.buyerId, userId)).orderBy(desc(giftVouchers.id)).limit(LIST_LIMIT),
    ctx.db.select().from(giftVouchers).where(eq(giftVouchers.redeemedBy, userId)).orderBy(desc(giftVouchers.redeemedAt)).limit(LIST_LIMIT),
  ]);
  return { bought: bought.map((v) => voucherView(v, now)), redeemed: redeemed.map((v) => voucherView(v, now)) };
}

export const USER_COUPONS_PER_PAGE = 10;

/**
 * `GET user/coupons?page=` → `{coupons: paginator(10)}`: the shop's coupons usable now (active,
 * started, not ended, not used up), site-wide and sellers' alike, each with its title and the
 * reference's `image_145x110` (the seller's stored 164×164 logo; null for a site-wide coupon).
 */
export async function userCoupons(ctx: Ctx, viewer: Viewer, input: { page: number; pageUrl: (p: number) => string }) {
  const now = ctx.now();
  const where = and(
    eq(coupons.isActive, true),
    or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
    or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
    or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
  );
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ coupon: coupons, logo: shops.logo })
      .from(coupons)
      .leftJoin(shops, eq(shops.id, coupons.shopId))
      .where(where)
      .orderBy(sql`${coupons.endsAt} asc nulls last`, coupons.id)
      .limit(USER_COUPONS_PER_PAGE)
      .offset((input.page - 1) * USER_COUPONS_PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where),
  ]);
  const data = rows.map(({ coupon: c, logo }) => ({
    id: c.id,
    shop_id: c.shopId,
    code: c.code,
    title: localize(c.title, viewer.locale),
    discount_type: c.discountType,
    discount: c.discountType === "flat" ? centsToString(c.discountValue) : String(c.discountValue / 100),
    minimum_shopping: centsToString(c.minimumSpendCents),
    maximum_discount: c.maximumDiscountCents ? centsToString(c.maximumDiscountCents) : null,
    start_date: c.startsAt?.toISOString() ?? null,
    end_date: c.endsAt?.toISOString() ?? null,
    image_145x110: logo ? mediaUrl(ctx.mediaBase, logo, 164, 164) : null,
  }));
  return { coupons: paginate(data, n, input.page, USER_COUPONS_PER_PAGE, input.pageUrl) };
}
