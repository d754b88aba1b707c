import { and, eq, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client";
import { cartCoupons, cartLines, couponUses, orderEvents, orderGroups, orderLines, orders } from "../../db/schema";
import type { CartLineRow } from "../cart/cart-lines";
import { ownedBy, type CartOwner } from "../cart/cart-owner";
import type { PricedCart } from "../cart/cart-pricing";
import { jobsInsert, jobsQueued } from "../jobs/queue";
import { randomCode } from "./order-codes";
import { orderNoticesJob } from "./order-notices";
import { stockParts, stockShortfall } from "./take-stock";
import { ConflictError } from "../../kernel/errors";

export interface OrdersToWrite {
  /** the order group, with its idempotency key */
  group: typeof orderGroups.$inferInsert & { code: string };
  orderPrefix: string;
  userId: number | null;
  email: string;
  affiliateUserId: number | null;
  owner: CartOwner;
  buyNow: boolean;
  lines: CartLineRow[];
  priced: PricedCart;
  /** the coupons the order takes (already counted against their limits) */
  used: { couponId: number; discountCents: number }[];
  /** the applied coupons leave the cart with it */
  clearCoupons: boolean;
  now: Date;
}

/** The group's idempotency key was used before: the whole placing is undone, and the caller answers with what that key placed. */
export class KeyAlreadyUsed extends Error {}

/**
 * What placing an order group writes once its coupons are taken: the group, the stock
 * (./take-stock.ts), one order per seller, their lines and first history rows, the coupons' uses,
 * the emptied cart and the notices' job (decision 035). One statement (data-modifying `with`
 * parts), so one round trip whatever the number of sellers and lines; it runs in the placing
 * transaction, which makes it all or nothing: a line whose stock is gone (ConflictError) or a key
 * used before (KeyAlreadyUsed) refuses the order and the transaction undoes the rest.
 */
export async function writeOrders(tx: Database, w: OrdersToWrite): Promise<{ code: string; shopId: number }[]> {
  const orderOf = (shopId: number) => sql`(select "id" from "placed" where "shop_id" = ${shopId})`;
  const groupId = sql`(select "id" from "grouped")`;
  // a key used before answers its group (made another's code): everything below is then undone
  const grouped = tx
    .insert(orderGroups)
    .values(w.group)
    .onConflictDoUpdate({ target: orderGroups.idempotencyKey, set: { idempotencyKey: sql`excluded.idempotency_key` } })
    .returning({ id: orderGroups.id, code: orderGroups.code });
  const placed = tx
    .insert(orders)
    .values(
      w.priced.shops.map((s) => ({
        groupId,
        shopId: s.shopId,
        code: randomCode(w.orderPrefix),
        userId: w.userId,
        subtotalCents: s.subtotalCents,
        discountCents: s.discountCents,
        couponDiscountCents: s.couponDiscountCents,
        shippingCents: s.shippingCents,
        taxCents: s.taxCents,
        totalCents: s.totalCents,
        affiliateUserId: w.affiliateUserId,
        createdAt: w.now,
        updatedAt: w.now,
      })),
    )
    .returning({ id: orders.id, shopId: orders.shopId, code: orders.code });
  const lineRows = w.priced.shops.flatMap((s) =>
    s.lines.map((p) => {
      const l = w.lines.find((x) => x.id === p.lineId)!;
      return {
        orderId: orderOf(s.shopId),
        productId: l.productId,
        variantId: l.variantId,
        productName: l.productNames,
        productSlug: l.productSlug,
        variantName: l.variantName,
        sku: l.sku,
        image: l.image,
        unitPriceCents: l.unitPriceCents,
        unitDiscountCents: l.unitDiscountCents,
        quantity: l.quantity,
        couponDiscountCents: p.couponDiscountCents,
        taxCents: p.taxCents,
        shippingCents: p.shippingCents,
        isDigital: l.isDigital,
      };
    }),
  );
  const stock = stockParts(w.lines);
  const parts: [string, SQL][] = [
    ["grouped", grouped.getSQL()],
    ...stock.parts,
    ["placed", placed.getSQL()],
    ["lines", tx.insert(orderLines).values(lineRows).getSQL()],
    [
      "events",
      tx
        .insert(orderEvents)
        .values(
          w.priced.shops.map((s) => ({
            orderId: orderOf(s.shopId),
            status: "pending" as const,
            paymentStatus: "unpaid" as const,
            note: "placed",
            actorUserId: w.userId,
            createdAt: w.now,
          })),
        )
        .getSQL(),
    ],
    [
      "emptied",
      tx
        .delete(cartLines)
        .where(and(ownedBy(cartLines, w.owner), eq(cartLines.isBuyNow, w.buyNow)))
        .getSQL(),
    ],
    // the buyer and each seller hear of it: queued with the order (decision 035)
    ["notices", jobsInsert(tx, [orderNoticesJob(w.group.code, { kind: "placed" })]).getSQL()],
  ];
  if (w.used.length)
    parts.push([
      "uses",
      tx
        .insert(couponUses)
        .values(
          w.used.map((c) => ({
            couponId: c.couponId,
            groupId,
            userId: w.userId,
            email: w.email,
            discountCents: c.discountCents,
            createdAt: w.now,
          })),
        )
        .getSQL(),
    ]);
  if (w.clearCoupons) parts.push(["uncoupled", tx.delete(cartCoupons).where(ownedBy(cartCoupons, w.owner)).getSQL()]);
  const result = await tx.execute(
    sql`with ${sql.join(
      parts.map(([name, part]) => sql`${sql.identifier(name)} as (${part})`),
      sql`, `,
    )} select "shop_id", "code", (select "code" from "grouped") as "group_code", ${stock.taken} from "placed"`,
  );
  const rows = rowsOf<{ shop_id: number; code: string; group_code: string; stock_taken: number[]; variant_stock_taken: number[] }>(result);
  if (rows[0]?.group_code !== w.group.code) throw new KeyAlreadyUsed();
  const short = stockShortfall(w.lines, { products: rows[0]?.stock_taken ?? [], variants: rows[0]?.variant_stock_taken ?? [] });
  if (short) throw new ConflictError("order_out_of_stock", { product: short.productName });
  jobsQueued();
  return rows.map((r) => ({ code: r.code, shopId: Number(r.shop_id) }));
}
