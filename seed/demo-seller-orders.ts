import { and, asc, eq, gte, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { addresses, cities, products, sellerPayouts, shops, states, users } from "../db/schema";
import { balanceOf, book } from "../domain/ledger/book";
import { payoutKey } from "../domain/seller/payouts";
import { DEMO_ACCOUNTS } from "./demo-catalog";
import { type DemoOrder, runDemoPlan } from "./demo-orders";

/** The shopper of the demo seller's extra orders: another demo seller's account (sellers buy too), so no new account appears. */
export const DEMO_SELLER_BUYER = "seller2@example.com";

/**
 * The demo seller's orders in every status (issue 19: the seller centre shows each one): with
 * the demo customer's delivered and confirmed ones, orders of the second seller's account that
 * are pending, confirmed, picked up, on the way and cancelled, placed through the real verbs
 * (runDemoPlan) at moments over the last two weeks. The demo customer's own orders stay as
 * they were.
 */
export async function seedDemoSellerOrders(db: Database, opts: { now: Date }) {
  const [buyer] = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.email, DEMO_SELLER_BUYER));
  const [seller] = await db
    .select({ shopId: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.email, DEMO_ACCOUNTS.seller.email));
  if (!buyer || !seller) return;
  const goods = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.shopId, seller.shopId),
        eq(products.isVisible, true),
        eq(products.isDigital, false),
        eq(products.isClassified, false),
        eq(products.isCatalog, false),
        eq(products.hasVariants, false),
        eq(products.minimumOrderQuantity, 1),
        gte(products.stock, 10),
        ne(products.priceCents, 0),
        eq(products.stockVisibility, "visible_with_quantity"),
      ),
    )
    .orderBy(asc(products.id))
    .limit(6);
  const [place] = await db
    .select({ cityId: cities.id, stateId: states.id, countryId: states.countryId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(isNotNull(states.countryId))
    .orderBy(asc(cities.id))
    .limit(1);
  if (goods.length < 2 || !place) return;
  const [address] = await db
    .insert(addresses)
    .values({
      userId: buyer.id,
      name: `${buyer.firstName} Buyer`,
      email: DEMO_SELLER_BUYER,
      phone: "+1 555 0142",
      countryId: place.countryId,
      stateId: place.stateId,
      cityId: place.cityId,
      address: "7 Harbour Road",
      postalCode: "10002",
      isDefaultShipping: true,
      isDefaultBilling: true,
    })
    .returning({ id: addresses.id });
  const product = (i: number) => goods[i % goods.length].id;
  const plan: DemoOrder[] = [
    { key: "seller-pending", productId: product(0), quantity: 1, placedHoursAgo: 3, paymentType: "cash_on_delivery", steps: [] },
    {
      key: "seller-confirmed",
      productId: product(1),
      quantity: 2,
      placedHoursAgo: 30,
      paymentType: "cash_on_delivery",
      steps: [{ afterHours: 2, status: "confirmed" }],
    },
    {
      key: "seller-picked-up",
      productId: product(2),
      quantity: 1,
      placedHoursAgo: 3 * 24,
      paymentType: "sandbox",
      steps: [
        { afterHours: 0.1, paid: true },
        { afterHours: 4, status: "confirmed" },
        { afterHours: 20, status: "picked_up" },
      ],
    },
    {
      key: "seller-on-the-way",
      productId: product(3),
      quantity: 1,
      placedHoursAgo: 6 * 24,
      paymentType: "sandbox",
      steps: [
        { afterHours: 0.1, paid: true },
        { afterHours: 5, status: "confirmed" },
        { afterHours: 24, status: "picked_up" },
        { afterHours: 30, status: "on_the_way" },
      ],
    },
    {
      key: "seller-cancelled",
      productId: product(4),
      quantity: 1,
      placedHoursAgo: 9 * 24,
      paymentType: "cash_on_delivery",
      steps: [{ afterHours: 6, status: "cancelled" }],
    },
  ];
  await runDemoPlan(db, { buyerId: buyer.id, addressId: address.id, plan, now: opts.now, referralCode: null });
  await seedDemoPayouts(db, { shopId: seller.shopId, now: opts.now });
}

/**
 * The demo seller's payouts, from what its delivered order earned (booked by `changeOrderStatus`):
 * one paid a week ago and one waiting for the operator, each held by a `withdrawal` debit as
 * `requestPayout` books it (decision 037).
 */
async function seedDemoPayouts(db: Database, opts: { shopId: number; now: Date }) {
  const [shop] = await db.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, opts.shopId));
  const { balanceMinor, currencyCode } = await balanceOf(db, shop.ownerId, "seller");
  const payouts = [
    { amountMinor: 10_000, status: "paid" as const, daysAgo: 7 },
    { amountMinor: 5_000, status: "pending" as const, daysAgo: 1 },
  ];
  if (!currencyCode || balanceMinor < payouts.reduce((s, p) => s + p.amountMinor, 0)) return;
  for (const p of payouts) {
    const at = new Date(opts.now.getTime() - p.daysAgo * 86_400_000);
    const [row] = await db
      .insert(sellerPayouts)
      .values({
        shopId: opts.shopId,
        userId: shop.ownerId,
        amountMinor: p.amountMinor,
        currencyCode,
        payoutDetails: "IBAN DE89 3704 0044 0532 0130 00",
        status: p.status,
        decidedAt: p.status === "paid" ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: sellerPayouts.id });
    await book(db, {
      userId: shop.ownerId,
      account: "seller",
      currencyCode,
      kind: "withdrawal",
      amountMinor: -p.amountMinor,
      ref: { type: "payout", id: row.id },
      idempotencyKey: payoutKey(row.id),
    });
  }
}
