import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { coupons } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { type Paginated, paginate } from "../../kernel/paginated";
import { centsToString } from "../catalog/pricing";
import type { Ctx, Viewer } from "../context";
import { visibleShop } from "./visible-shop";

/** A coupon as the shop page and the product page show it (amounts in the default currency). */
export interface ShopCoupon {
  id: number;
  shop_id: number;
  code: string;
  title: string;
  discount_type: "flat" | "percentage";
  /** flat: an amount ("5.00"); percentage: the percent ("12.5") */
  discount: string;
  minimum_shopping: string;
  maximum_discount: string | null;
  applies_to: "cart" | "products";
  end_date: string | null;
}

/** A page of a shop's coupons, in the shop's one paginator shape (the reference client pages through it by `next_page_url`). */
export type CouponPage = Paginated<ShopCoupon>;

/**
 * A shop's coupons a shopper can use now: active, started, not ended, not used up. The checkout
 * checks them again (domain/cart/apply-coupon.ts); this list only shows them.
 */
export async function activeShopCoupons(
  ctx: Ctx,
  viewer: Viewer,
  input: { shopId: number; page?: number; perPage?: number },
  opts: { pageUrl?: (p: number) => string } = {},
): Promise<CouponPage> {
  const now = ctx.now();
  const perPage = input.perPage ?? 16;
  const page = input.page ?? 1;
  const where = and(
    eq(coupons.shopId, input.shopId),
    eq(coupons.isActive, true),
    or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
    or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
    or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
  );
  // one query: the page's rows, each with the whole count (a page past the end has none: counted apart)
  const rows = await ctx.db
    .select({ coupon: coupons, n: sql<number>`count(*) over ()::int` })
    .from(coupons)
    .where(where)
    .orderBy(asc(coupons.endsAt), asc(coupons.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const n = rows[0]?.n ?? (page > 1 ? await countOf(ctx, where) : 0);
  return paginate(
    rows.map(({ coupon: c }) => ({
      id: c.id,
      shop_id: input.shopId,
      code: c.code,
      title: localize(c.title, viewer.locale),
      discount_type: c.discountType,
      discount: c.discountType === "flat" ? centsToString(c.discountValue) : String(c.discountValue / 100),
      minimum_shopping: centsToString(c.minimumSpendCents),
      maximum_discount: c.maximumDiscountCents ? centsToString(c.maximumDiscountCents) : null,
      applies_to: c.appliesTo,
      end_date: c.endsAt?.toISOString() ?? null,
    })),
    n,
    page,
    perPage,
    opts.pageUrl,
  );
}

async function countOf(ctx: Ctx, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where);
  return row?.n ?? 0;
}

/**
 * `GET seller/coupons/{userId}`: the active coupons of the shop the user (a seller) owns. A
 * malformed id is 422; a user with no visible shop (none, unverified, banned) is 404.
 */
export async function sellerCoupons(
  ctx: Ctx,
  viewer: Viewer,
  input: { userId: string; page?: unknown },
  opts: { pageUrl?: (p: number) => string } = {},
): Promise<{ coupons: CouponPage }> {
  if (!/^\d{1,9}$/.test(input.userId) || Number(input.userId) < 1) throw new ValidationError({ user_id: ["v_id_invalid"] });
  const page = Number(input.page ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw new ValidationError({ page: ["v_page_invalid"] });
  const shop = await visibleShop(ctx, { ownerId: Number(input.userId) });
  return { coupons: await activeShopCoupons(ctx, viewer, { shopId: shop.id, page }, opts) };
}
