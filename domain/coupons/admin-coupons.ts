import { desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { z } from "zod";
import { coupons, shops } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { uniqueRefusal } from "../../kernel/unique-violation";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import { platformPart } from "../cart/applied-coupons";
import type { Ctx } from "../context";
import { checkedCouponValues, couponView, forgetShopCoupons } from "../seller/seller-coupons";

type CouponRow = typeof coupons.$inferSelect;

/**
 * The operator's coupons (issue 37 item 4, decision 072): every coupon of the marketplace and of
 * its shops, who pays each one's discount, and the marketplace's own coupons made and edited
 * with the sellers' form. Funding is read when an order is placed and kept on its lines, so a
 * change applies to orders placed after it, never to those already placed. `content`, else 404.
 */
const PERMISSION = "content" as const;

function fundingView(c: CouponRow) {
  return {
    funded_by: c.fundedBy ?? "default",
    seller_share: c.sellerShareBp === null ? "" : (c.sellerShareBp / 100).toFixed(2),
    /** the platform's part of the discount as pricing will split it, percent */
    platform_part: (platformPart(c.fundedBy, c.sellerShareBp, c.shopId === null) / 100).toFixed(2),
  };
}

const view = (c: CouponRow, shop: { name: Record<string, string> | null; slug: string | null }, now: Date, locale: string) => ({
  ...couponView(c, now, locale),
  shop_id: c.shopId,
  shop_name: shop.name ? localize(shop.name, locale) : null,
  shop_slug: shop.slug,
  ...fundingView(c),
});

const Query = z.object({ scope: z.enum(["all", "marketplace", "shops"]).catch("all") });

/** `GET admin/coupons/list?scope=all|marketplace|shops`: the newest 200, the marketplace's and the shops'. */
export async function adminCoupons(ctx: Ctx, input: { userId: number | null; locale: string; query: unknown }) {
  await requirePermission(ctx, input.userId, PERMISSION, "page_not_found");
  const { scope } = Query.parse(input.query ?? {});
  const where: SQL | undefined =
    scope === "marketplace" ? isNull(coupons.shopId) : scope === "shops" ? isNotNull(coupons.shopId) : undefined;
  const rows = await ctx.db
    .select({ coupon: coupons, shopName: shops.name, shopSlug: shops.slug })
    .from(coupons)
    .leftJoin(shops, eq(shops.id, coupons.shopId))
    .where(where)
    .orderBy(desc(coupons.id))
    .limit(200);
  const now = ctx.now();
  return {
    scope,
    coupons: rows.map((r) => view(r.coupon, { name: r.shopName, slug: r.shopSlug }, now, input.locale)),
  };
}

const Funding = z
  .object({
    funded_by: z.enum(["default", "platform", "seller", "shared"], { error: "v_in" }),
    seller_share: z
      .string()
      .trim()
      .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, "v_commission_percent")
      .refine((v) => v === "" || Number(v) <= 100, "v_commission_percent")
      .default(""),
  })
  .refine((f) => f.funded_by !== "shared" || f.seller_share !== "", { message: "v_commission_percent", path: ["seller_share"] });

async function couponById(ctx: Ctx, id: number | null): Promise<CouponRow> {
  const [row] = id === null ? [] : await ctx.db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  if (!row) throw new NotFoundError("coupon_not_found");
  return row;
}

async function answer(ctx: Ctx, c: CouponRow, locale: string) {
  const [shop] =
    c.shopId === null ? [] : await ctx.db.select({ name: shops.name, slug: shops.slug }).from(shops).where(eq(shops.id, c.shopId));
  return { coupon: view(c, { name: shop?.name ?? null, slug: shop?.slug ?? null }, ctx.now(), locale) };
}

/**
 * `POST admin/coupons/{id}/funding` `{funded_by: default | platform | seller | shared,
 * seller_share}`: who pays the coupon's discount from now on (shared: the seller's part, 0–100 %).
 */
export async function setCouponFunding(ctx: Ctx, input: { userId: number | null; id: number | null; fields: unknown; locale: string }) {
  const op = await requirePermission(ctx, input.userId, PERMISSION, "page_not_found");
  const before = await couponById(ctx, input.id);
  const form = parseInput(Funding, input.fields);
  const values = {
    fundedBy: form.funded_by === "default" ? null : form.funded_by,
    sellerShareBp: form.funded_by === "shared" ? Math.round(Number(form.seller_share) * 100) : null,
  };
  const now = ctx.now();
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, before.id)).returning();
    await recordAudit(
      tx,
      op,
      { action: "coupon.funding", target: { type: "coupon", id: row.id }, before: fundingView(before), after: fundingView(row) },
      now,
    );
    return row;
  });
  if (saved.shopId !== null) forgetShopCoupons(ctx, saved.shopId);
  return answer(ctx, saved, input.locale);
}

/**
 * `POST admin/coupons` (new) and `POST admin/coupons/{id}` (edit): a marketplace coupon (for
 * every shop), checked by the sellers' coupon form; a shop's coupon is its seller's to edit (404 here).
 */
export async function saveMarketplaceCoupon(
  ctx: Ctx,
  input: { userId: number | null; id: number | null; fields: unknown; locale: string },
) {
  const op = await requirePermission(ctx, input.userId, PERMISSION, "page_not_found");
  const existing = input.id === null ? null : await couponById(ctx, input.id);
  if (existing && existing.shopId !== null) throw new NotFoundError("coupon_not_found");
  const values = await checkedCouponValues(ctx, input.fields, existing, input.locale);
  const now = ctx.now();
  const saved = await ctx.db
    .transaction(async (tx) => {
      const [row] = existing
        ? await tx.update(coupons).set(values).where(eq(coupons.id, existing.id)).returning()
        : await tx
            .insert(coupons)
            .values({ ...values, shopId: null, createdAt: now })
            .returning();
      await recordAudit(
        tx,
        op,
        { action: existing ? "coupon.update" : "coupon.create", target: { type: "coupon", id: row.id }, before: existing, after: row },
        now,
      );
      return row;
    })
    .catch((err: unknown) => {
      throw uniqueRefusal(err, () => new ValidationError({ code: ["v_coupon_code_taken"] }));
    });
  return answer(ctx, saved, input.locale);
}
