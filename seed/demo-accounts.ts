import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { addresses, cities, notifications, products, shopFollowers, shops, states, users, wishlists } from "../db/schema";
import { book } from "../domain/ledger/book";
import { SETTING_DEFAULTS } from "../domain/settings/defaults";
import { DEMO_ACCOUNTS } from "./demo-catalog";

/** The demo customer's wallet at first start: an opening-balance entry of 250.00 (base currency). */
export const DEMO_WALLET_OPENING_CENTS = 25_000;
/** …and reward points to convert: 1,500 (15.00 at the default rate of 100 points per 1.00). */
export const DEMO_REWARD_POINTS = 1_500;

/**
 * What the demo customer and seller already have: two addresses (one default), a wallet of
 * 250.00 (an opening-balance entry), 1,500 reward points (a booked entry), three followed
 * shops (and every verified shop some followers: seedDemoFollows), a few notifications and wishlist items, so the account pages show real data at first start.
 */
export async function seedDemoAccounts(db: Database, now: Date) {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email));
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.seller.email));
  if (!customer || !seller) return;
  const places = await db
    .select({ cityId: cities.id, stateId: states.id, countryId: states.countryId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(cities.id))
    .limit(2);
  const [home, office] = places;
  if (home && office) {
    await db.insert(addresses).values([
      {
        userId: customer.id,
        name: "Cyrus Customer",
        email: DEMO_ACCOUNTS.customer.email,
        phone: "+1 555 0100",
        countryId: home.countryId,
        stateId: home.stateId,
        cityId: home.cityId,
        address: "18 Orchard Lane, Apt 4",
        postalCode: "10001",
        isDefaultShipping: true,
        isDefaultBilling: true,
      },
      {
        userId: customer.id,
        name: "Cyrus Customer (office)",
        email: DEMO_ACCOUNTS.customer.email,
        phone: "+1 555 0142",
        countryId: office.countryId,
        stateId: office.stateId,
        cityId: office.cityId,
        address: "400 Market Street, Floor 7",
        postalCode: "10017",
      },
    ]);
  }
  await seedDemoFollows(db, customer.id, now);
  await book(db, {
    userId: customer.id,
    account: "wallet",
    currencyCode: SETTING_DEFAULTS.default_currency,
    kind: "opening_balance",
    amountMinor: DEMO_WALLET_OPENING_CENTS,
    ref: { type: "manual", id: null },
    idempotencyKey: `opening-balance-${customer.id}`,
    note: "demo",
  });
  await book(db, {
    userId: customer.id,
    account: "reward",
    currencyCode: "PTS",
    kind: "reward_earned",
    amountMinor: DEMO_REWARD_POINTS,
    ref: { type: "manual", id: null },
    idempotencyKey: `reward-welcome-${customer.id}`,
    note: "demo",
  });
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const wished = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isVisible, true))
    .orderBy(desc(products.rating), asc(products.id))
    .limit(4);
  if (wished.length)
    await db.insert(wishlists).values(wished.map((p, i) => ({ userId: customer.id, productId: p.id, createdAt: hoursAgo(24 * (i + 1)) })));
  await db.insert(notifications).values([
    {
      userId: customer.id,
      title: "Welcome to Bazaar",
      data: { message: { title: "notif_welcome_title", details: "notif_welcome_details" } },
      details: "Your account is ready. Follow shops you like to hear about their new arrivals first.",
      url: "/sellers",
      createdAt: hoursAgo(72),
      seenAt: hoursAgo(70),
    },
    {
      userId: customer.id,
      title: "New arrivals from the shops you follow",
      data: { message: { title: "notif_new_arrivals_title", details: "notif_new_arrivals_details" } },
      details: "Fresh products have just gone on sale. Take a look before they sell out.",
      url: "/products",
      createdAt: hoursAgo(20),
    },
    {
      userId: customer.id,
      title: "Offers end this week",
      data: { message: { title: "notif_offers_end_title", details: "notif_offers_end_details" } },
      details: "Discounts on hundreds of products run out on Sunday.",
      url: "/offer/products",
      createdAt: hoursAgo(3),
    },
    {
      userId: seller.id,
      title: "Your shop is verified",
      data: { message: { title: "notif_shop_verified_title", details: "notif_shop_verified_details" } },
      details: "Your products are now visible to every shopper on Bazaar.",
      url: "/user/dashboard",
      createdAt: hoursAgo(48),
    },
  ]);
}

/**
 * Followers for the demo: the customer follows the first three verified shops, and each shop's
 * owner follows one to four other shops, so every shop has a few (and the counts differ).
 */
async function seedDemoFollows(db: Database, customerId: number, now: Date) {
  const verified = await db
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(and(isNotNull(shops.verifiedAt)))
    .orderBy(asc(shops.id));
  const rows = verified
    .slice(0, 3)
    .map((s, i) => ({ shopId: s.id, userId: customerId, createdAt: new Date(now.getTime() - (3 - i) * 86_400_000) }));
  verified.forEach((follower, i) => {
    for (let k = 1; k <= 1 + (i % 4); k++) {
      const shop = verified[(i + k * 3) % verified.length];
      if (shop.ownerId !== follower.ownerId && shop.ownerId !== customerId)
        rows.push({ shopId: shop.id, userId: follower.ownerId, createdAt: new Date(now.getTime() - (10 + i + k) * 86_400_000) });
    }
  });
  if (rows.length) await db.insert(shopFollowers).values(rows).onConflictDoNothing();
}
