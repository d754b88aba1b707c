import { and, count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { coupons, couponUses, orderGroups, orders } from "../../db/schema";
import { ConflictError, UnauthorizedError, UnprocessableError, ValidationError } from "../../kernel/errors";
import { present } from "../../kernel/present";
import { referrerOf } from "../affiliate/referrals";
import { type CouponRow, couponUnusable } from "../cart/applied-coupons";
import type { CartLineRow } from "../cart/cart-lines";
import { type CartOwner, lockCart } from "../cart/cart-owner";
import type { PricedCart } from "../cart/cart-pricing";
import { lineProblem, pricedCart, unitToPay } from "../cart/cart-view";
import { forgetProductPages } from "../catalog/product-pages";
import type { Ctx, Viewer } from "../context";
import { activeCurrencies } from "../locale/reference";
import { chosenPickupPoint, isPickupCheckout, pickupRule } from "../pickup-points/pickup-hubs";
import { loadSettings } from "../settings/load-settings";
import { shippingChoice, shippingRefusal } from "../shipping/shipping-choice";
import { chosenShipping } from "../shipping/shipping-view";
import { atPickupPoint, resolveAddress } from "./checkout-address";
import { randomCode } from "./order-codes";
import { KeyAlreadyUsed, writeOrders } from "./write-orders";

const Input = z.object({
  buy_now: z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean()).default(false),
  billing_same: z.preprocess((v) => v === undefined || v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean()),
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
  trx_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
});

export type PlacedOrder = {
  code: string;
  trx_id: string;
  orders: { code: string; shop_id: number; total_cents: number }[];
  total_cents: number;
  /** the sellers' parts left in the cart (decision 076) */
  held?: { shop_id: number; reason: string }[];
  repeated: boolean;
};

/** The group a key already placed, as placing it answers (a repeated request gets the same orders, once). */
async function placedBefore(db: Database, key: string): Promise<PlacedOrder | null> {
  const [group] = await db.select().from(orderGroups).where(eq(orderGroups.idempotencyKey, key)).limit(1);
  if (!group) return null;
  const rows = await db
    .select({ code: orders.code, shop_id: orders.shopId, total_cents: orders.totalCents })
    .from(orders)
    .where(eq(orders.groupId, group.id))
    .orderBy(orders.id);
  return { code: group.code, trx_id: group.trxId, orders: rows, total_cents: group.totalCents, repeated: true };
}

/**
 * Why the cart cannot become an order as it stands, or null: a line that cannot be ordered (also
 * one whose price became negotiable after it was added), a line dearer than the shopper last saw
 * it (an offer ended: the cart and checkout show the new price first), an applied coupon that no
 * longer holds (used up, expired, the cart changed under its minimum: the shopper sees the new
 * figures instead of paying more than shown).
 */
function refusal(lines: CartLineRow[], priced: PricedCart, couponRows: CouponRow[], couponSystem: boolean, now: Date): Error | null {
  for (const l of lines) {
    const problem = lineProblem(l);
    // a negotiable price is asked of the seller, never ordered: not at zero, not with shipping alone (issue 36)
    if (problem === "negotiable") return new UnprocessableError("order_negotiable", "cart", { product: l.productName });
    if (problem === "unavailable" || problem === "under_minimum")
      return new UnprocessableError(`line_problem_${problem}`, "cart", { quantity: l.minimumOrderQuantity });
    if (problem) return new ConflictError("order_out_of_stock", { product: l.productName });
  }
  const dearer = lines.find((l) => l.seenUnitCents !== null && unitToPay(l) > l.seenUnitCents);
  if (dearer) return new ConflictError("cart_price_changed_order", { product: dearer.productName });
  if (couponSystem) {
    for (const c of couponRows) {
      const problem = couponUnusable(c, now);
      const outcome = priced.coupons.find((o) => o.couponId === c.id);
      if (problem || !outcome || !outcome.ok) return new ConflictError(problem ?? "coupon_no_longer_applies", { code: c.code });
    }
  }
  return null;
}

/**
 * `POST user/confirm-order`: turn the cart (or the buy-now cart) into one order group with one
 * order per seller. In one transaction: every figure recomputed on the server, the stock
 * taken with a conditional update per line (no overselling under any race), coupon uses
 * counted against their limits, the lines and their history written, the cart emptied. The
 * same idempotency key (or, without one, the same cart) gives the same orders, once.
 */
export async function placeOrder(
  ctx: Ctx,
  input: { viewer: Viewer; owner: CartOwner; form: Record<string, unknown>; referralCode?: string | null },
): Promise<PlacedOrder> {
  const settings = await loadSettings(ctx);
  if (input.viewer.userId === null && settings.disable_guest) throw new UnauthorizedError("login_first");
  const parsed = Input.safeParse(input.form);
  if (!parsed.success) throw new ValidationError({ idempotency_key: ["checkout_bad_key"] });
  const form = parsed.data;
  // collected at a pickup point (`checkout_method` 1, `pick_hub_id`; decision 080): the shopper's own
  // address is the billing one and the contact, the point's is where the parcels go
  const pickup = isPickupCheckout(input.form);
  if (pickup && !Number(settings.pickup_point)) throw new ValidationError({ pick_hub_id: ["pickup_point_off"] });
  const hub = pickup ? await chosenPickupPoint(ctx, input.form.pick_hub_id) : null;
  const typedBilling = input.form.billing_address_id !== undefined || input.form.billing_address !== undefined;
  const ownAddress = await resolveAddress(ctx, {
    userId: input.viewer.userId,
    ...(hub && typedBilling
      ? { addressId: input.form.billing_address_id, typed: input.form.billing_address, prefix: "billing_" as const }
      : { addressId: input.form.shipping_address_id, typed: input.form.shipping_address, prefix: "shipping_" as const }),
  });
  const shipping = hub ? atPickupPoint(ownAddress, hub) : ownAddress;
  const billing =
    hub || form.billing_same
      ? ownAddress
      : await resolveAddress(ctx, {
          userId: input.viewer.userId,
          addressId: input.form.billing_address_id,
          typed: input.form.billing_address,
          prefix: "billing_",
        });
  const choice = shippingChoice(input.form);
  const currencies = await activeCurrencies(ctx);
  const currency = currencies.find((c) => c.code === input.viewer.currencyCode) ?? currencies[0];
  const ownerKey = input.owner.userId !== undefined ? `u${input.owner.userId}` : `s${input.owner.sessionHash}`;

  let bought: string[] = [];
  let usedKey: string | null = null;
  const placed = await ctx.db
    .transaction(async (tx) => {
      await lockCart(tx, input.owner);
      const txCtx = { ...ctx, db: tx };
      const {
        lines: cartLines,
        priced,
        couponRows,
        settings: shopSettings,
        today,
      } = await pricedCart(txCtx, input.owner, {
        buyNow: form.buy_now,
        locale: input.viewer.locale,
        cityShippingCents: shipping.cityShippingCents,
        place: shipping.place,
        methods: choice.methods,
        pickupPoint: hub ? pickupRule(hub) : null,
        inTransaction: { settings },
      });
      const trxId = cartLines[0]?.trxId;
      // a seller's part that cannot be ordered to the address stays in the cart (decision 076)
      const heldShops = new Set(priced.held.map((s) => s.shopId));
      const lines = cartLines.filter((l) => !heldShops.has(l.shopId));
      // the client's key, else the cart's trx_id it saw: a repeat after the cart was emptied still finds its orders
      const key = `${ownerKey}:${form.idempotency_key ?? form.trx_id ?? trxId ?? "empty"}`;
      const refused =
        shippingRefusal(priced, choice, cartLines, today) ??
        refusal(lines, priced, couponRows, Boolean(shopSettings.coupon_system), ctx.now());
      if (refused || !trxId) {
        // a repeat of an order already placed gets it again, whatever the cart holds now
        const before = await placedBefore(tx, key);
        if (before) return before;
        throw refused ?? new UnprocessableError("checkout_cart_empty", "cart");
      }

      const now = ctx.now();
      // written with the orders (./write-orders.ts): a key already used refuses them, and the orders
      // placed with it are the answer (below)
      usedKey = key;
      const group = {
        code: randomCode("CO"),
        trxId,
        userId: input.viewer.userId,
        sessionHash: input.viewer.userId === null ? input.viewer.sessionHash : null,
        idempotencyKey: key,
        email: shipping.snapshot.email,
        phone: shipping.snapshot.phone_no,
        shippingAddress: shipping.snapshot,
        billingAddress: billing.snapshot,
        currencyCode: currency.code,
        exchangeRate: currency.exchangeRate,
        locale: input.viewer.locale,
        subtotalCents: priced.subtotalCents,
        discountCents: priced.discountCents,
        couponDiscountCents: priced.couponDiscountCents,
        shippingCents: priced.shippingCents,
        taxCents: priced.taxCents,
        totalCents: priced.totalCents,
        isBuyNow: form.buy_now,
        createdAt: now,
        updatedAt: now,
      };

      // Coupons: locked in id order, checked again and counted; a used-up one stops the order.
      const used = priced.coupons.filter((c) => c.ok).sort((a, b) => a.couponId - b.couponId);
      for (const c of used) {
        const [row] = await tx.select().from(coupons).where(eq(coupons.id, c.couponId)).for("update");
        const problem = row ? couponUnusable(row, ctx.now()) : "coupon_not_found";
        if (problem) throw new ConflictError(problem);
        if (row.perUserLimit !== null) {
          const mine =
            input.viewer.userId !== null ? eq(couponUses.userId, input.viewer.userId) : eq(couponUses.email, shipping.snapshot.email);
          const [n] = await tx
            .select({ n: count() })
            .from(couponUses)
            .where(and(eq(couponUses.couponId, row.id), mine));
          if ((n?.n ?? 0) >= row.perUserLimit) throw new ConflictError("coupon_already_used");
        }
        const taken = await tx
          .update(coupons)
          .set({ usedCount: sql`${coupons.usedCount} + 1` })
          .where(and(eq(coupons.id, row.id), sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`))
          .returning({ id: coupons.id });
        if (!taken.length) throw new ConflictError("coupon_used_up");
      }

      // the stock is taken by the statement that writes the orders (./take-stock.ts)
      bought = lines.map((l) => l.productSlug);

      // the kept `?ref=` code: every order of the group remembers its affiliate (no self-referral)
      const affiliateUserId = await referrerOf(tx, {
        code: input.referralCode,
        buyerId: input.viewer.userId,
        buyerEmail: shipping.snapshot.email,
      });
      const written = await writeOrders(tx, {
        group,
        orderPrefix: settings.order_prefix,
        userId: input.viewer.userId,
        email: shipping.snapshot.email,
        affiliateUserId,
        owner: input.owner,
        buyNow: form.buy_now,
        lines,
        priced,
        used: used.map((c) => ({ couponId: c.couponId, discountCents: c.ok ? c.discountCents : 0 })),
        clearCoupons: lines[0].cartHasCoupons && (!form.buy_now || used.length > 0),
        keptLineIds: cartLines.filter((l) => heldShops.has(l.shopId)).map((l) => l.id),
        shippingMethods: new Map(priced.shops.map((s) => [s.shopId, s.method ? chosenShipping(s.method, today) : null])),
        now,
      });
      if (hub)
        await tx
          .update(orders)
          .set({ pickupPointId: hub.row.id })
          .where(
            inArray(
              orders.code,
              written.map((o) => o.code),
            ),
          );
      const codeOf = new Map(written.map((o) => [o.shopId, o.code]));
      return {
        code: group.code,
        trx_id: group.trxId,
        orders: priced.shops.map((s) => ({
          code: present(codeOf.get(s.shopId), `the order code of shop ${s.shopId}`),
          shop_id: s.shopId,
          total_cents: s.totalCents,
        })),
        held: priced.held.map((s) => ({ shop_id: s.shopId, reason: s.held ?? "no_shipping" })),
        total_cents: group.totalCents,
        repeated: false,
      } satisfies PlacedOrder;
    })
    .catch(async (err: unknown) => {
      // a repeat of an order already placed gets it again, whatever stands in its way now (a coupon
      // or the stock since used up, the key itself)
      if (usedKey && (err instanceof KeyAlreadyUsed || err instanceof ConflictError)) {
        const before = await placedBefore(ctx.db, usedKey);
        if (before) return before;
      }
      throw err;
    });
  // the products' pages kept for visitors without a session show the stock as it is now
  if (!placed.repeated) forgetProductPages(ctx, bought);
  return placed;
}
