import { and, asc, eq, gte, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  addresses,
  affiliateProfiles,
  affiliateWithdrawals,
  cartLines,
  orderGroups,
  orders,
  payments,
  products,
  shops,
  users,
  walletRecharges,
} from "../db/schema";
import { hashPassword } from "../domain/accounts/passwords";
import { withdrawalKey } from "../domain/affiliate/withdrawals";
import type { Ctx } from "../domain/context";
import { book } from "../domain/ledger/book";
import { placeOrder } from "../domain/orders/place-order";
import { SETTING_DEFAULTS } from "../domain/settings/defaults";
import { Cache } from "../infra/cache";
import { MemoryRateLimiter } from "../infra/rate-limiter";
import { Signer } from "../infra/signer";
import { DEMO_ACCOUNTS } from "./demo-catalog";

/** The demo staff operator (issue 19): approvals and the audit log only (no users, settings, content…). */
export const DEMO_STAFF = { email: "staff@example.com", password: "staff123", permissions: ["approvals", "audit"] };
/** The demo partner: an affiliate and shopper whose requests wait in the admin console's queues. */
export const DEMO_PARTNER = { email: "partner@example.com", password: "partner123", code: "PARTNER9" };

const HOUR = 3_600_000;
const quiet = { info() {}, warn() {}, error() {} };

/**
 * What the demo admin finds waiting in the console (issue 19), besides the two unverified shops
 * and the demo customer's pending classified ad: the demo partner's bank-transfer wallet recharge
 * (50.00), affiliate withdrawal (25.00 of the 40.00 it earned, held) and an order paid by bank
 * transfer whose receipt waits for approval. Also the demo staff account. A separate account,
 * so the demo customer's and affiliate's own pages stay as they were.
 */
export async function seedDemoApprovals(db: Database, now: Date) {
  const ago = (h: number) => new Date(now.getTime() - h * HOUR);
  const [staffHash, partnerHash] = await Promise.all([hashPassword(DEMO_STAFF.password), hashPassword(DEMO_PARTNER.password)]);
  await db
    .insert(users)
    .values({
      email: DEMO_STAFF.email,
      passwordHash: staffHash,
      firstName: "Sam",
      lastName: "Staff",
      role: "staff",
      staffPermissions: DEMO_STAFF.permissions,
      createdAt: ago(40 * 24),
    })
    .onConflictDoNothing();
  const [partner] = await db
    .insert(users)
    .values({
      email: DEMO_PARTNER.email,
      passwordHash: partnerHash,
      firstName: "Parisa",
      lastName: "Partner",
      role: "affiliate",
      createdAt: ago(25 * 24),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!partner) return;
  const currencyCode = SETTING_DEFAULTS.default_currency;
  await db.insert(affiliateProfiles).values({ userId: partner.id, code: DEMO_PARTNER.code, createdAt: ago(25 * 24) });
  await book(db, {
    userId: partner.id,
    account: "affiliate",
    currencyCode,
    kind: "affiliate_commission",
    amountMinor: 4_000,
    ref: { type: "manual", id: null },
    idempotencyKey: `demo-partner-commission-${partner.id}`,
    note: "demo",
  });
  const [withdrawal] = await db
    .insert(affiliateWithdrawals)
    .values({
      userId: partner.id,
      amountMinor: 2_500,
      currencyCode,
      payoutDetails: "IBAN DE89 3704 0044 0532 0130 00",
      createdAt: ago(30),
      updatedAt: ago(30),
    })
    .returning();
  await book(db, {
    userId: partner.id,
    account: "affiliate",
    currencyCode,
    kind: "withdrawal",
    amountMinor: -2_500,
    ref: { type: "withdrawal", id: withdrawal.id },
    idempotencyKey: withdrawalKey(withdrawal.id),
  });
  await db.insert(walletRecharges).values({
    userId: partner.id,
    amountMinor: 5_000,
    currencyCode,
    paymentType: "offline_method",
    transactionId: "TRF-2026-0451",
    details: { demo: true, locale: "en" },
    createdAt: ago(8),
    updatedAt: ago(8),
  });
  await transferOrder(db, partner.id, ago(5));
  await pendingSellerProduct(db, ago(3));
}

const NEW_PREFIX: Record<string, string> = { en: "New: ", fa: "جدید: ", ar: "جديد: " };

/**
 * A product the demo seller has just submitted, waiting for an operator's approval (decision
 * 038): a new edition of one of its simple products, published but not shown until approved.
 * A new row, so the demo seller's existing products stay in the storefront.
 */
async function pendingSellerProduct(db: Database, at: Date) {
  const [source] = await db
    .select({ p: products })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(
      and(
        eq(users.email, DEMO_ACCOUNTS.seller.email),
        eq(products.hasVariants, false),
        eq(products.isDigital, false),
        eq(products.status, "published"),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!source) return;
  const { id: _, searchVector: __, ...copy } = source.p;
  const name = Object.fromEntries(Object.entries(copy.name).map(([lang, text]) => [lang, `${NEW_PREFIX[lang] ?? ""}${text}`]));
  await db.insert(products).values({
    ...copy,
    slug: `${copy.slug}-new-edition`,
    name,
    approval: "pending",
    isApproved: false,
    isVisible: false,
    isFeatured: false,
    todaysDeal: false,
    totalSales: 0,
    reviewsCount: 0,
    rating: "0",
    views: 0,
    createdAt: at,
    updatedAt: at,
  });
}

/** An order of the partner paid by bank transfer: the receipt is in, the money waits for an operator's approval. */
async function transferOrder(db: Database, userId: number, placedAt: Date) {
  const [model] = await db.select().from(addresses).where(eq(addresses.email, DEMO_ACCOUNTS.customer.email)).limit(1);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(products.isVisible, true),
        eq(products.isDigital, false),
        eq(products.isClassified, false),
        eq(products.isCatalog, false),
        eq(products.hasVariants, false),
        eq(products.minimumOrderQuantity, 1),
        gte(products.stock, 10),
        // a negotiable price (zero) is never ordered (decision 063)
        ne(products.priceCents, 0),
        isNotNull(shops.verifiedAt),
      ),
    )
    .orderBy(asc(products.id))
    .offset(3)
    .limit(1);
  if (!model || !product) return;
  const [address] = await db
    .insert(addresses)
    .values({
      ...model,
      id: undefined,
      userId,
      name: "Parisa Partner",
      email: DEMO_PARTNER.email,
      isDefaultBilling: true,
      isDefaultShipping: true,
    })
    .returning({ id: addresses.id });
  const ctx: Ctx = {
    db,
    now: () => placedAt,
    cache: new Cache(),
    log: quiet,
    limiter: new MemoryRateLimiter(),
    signer: new Signer("demo-seed-approvals"),
    publicUrl: "",
    mediaBase: "/uploads",
  };
  await db
    .insert(cartLines)
    .values({ userId, productId: product.id, quantity: 1, trxId: "demo-transfer-order", createdAt: placedAt, updatedAt: placedAt });
  const viewer = { userId, sessionHash: "demo-seed", locale: "en", currencyCode: SETTING_DEFAULTS.default_currency };
  const placed = await placeOrder(ctx, {
    viewer,
    owner: { userId },
    form: { shipping_address_id: address.id, billing_same: true, idempotency_key: "demo-transfer-order" },
    referralCode: null,
  });
  const [group] = await db.update(orderGroups).set({ paymentType: "offline_method" }).where(eq(orderGroups.code, placed.code)).returning();
  await db.update(orders).set({ paymentType: "offline_method" }).where(eq(orders.groupId, group.id));
  const at = new Date(placedAt.getTime() + HOUR);
  await db.insert(payments).values({
    groupId: group.id,
    gateway: "offline_method",
    amountCents: group.totalCents,
    currencyCode: group.currencyCode,
    status: "awaiting_approval",
    details: { demo: true, note: "Paid at the bank counter, reference 88120" },
    createdAt: at,
    updatedAt: at,
  });
}
