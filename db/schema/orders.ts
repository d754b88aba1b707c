import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { pickupPoints } from "./pickup-points";
import { shops } from "./shops";
import type { Localized } from "./types";
import { decimal, FUNDED_BY } from "./types";
import { users } from "./users";

export const ORDER_STATUSES = ["pending", "confirmed", "picked_up", "on_the_way", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ["unpaid", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_TYPES = ["cash_on_delivery", "offline_method", "sandbox", "stripe", "wallet"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A postal address as it was when the order was placed (addresses may change later). */
/** The shipping method an order was placed with (decision 076): the kind, the fee and the delivery dates promised. */
export type ChosenShipping = {
  kind: string;
  cents: number;
  /** the first and last day of delivery promised (YYYY-MM-DD), null when the rule promises none */
  delivery_from: string | null;
  delivery_to: string | null;
};

export type AddressSnapshot = {
  name: string;
  email: string;
  phone_no: string;
  address: string;
  postal_code: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  country: string;
  state: string;
  city: string;
  /** collected at a pickup point (decision 080): the address above is the point's, the name, mail and phone the shopper's */
  pickup_point?: {
    id: number;
    name: string;
    address: string;
    hours: string;
    phone: string;
    latitude: string | null;
    longitude: string | null;
  };
};

/**
 * A line of a cart: a user's, or a guest's by session (joins the account at sign-in).
 * `variantId` 0 means the product has no variant chosen. Buy-now lines live apart from the
 * cart (`isBuyNow`) so that buying one product never touches the cart.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionHash: text("session_hash"),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").notNull().default(0),
    quantity: integer("quantity").notNull(),
    /** the cart's transaction id: the same for every line of one cart (spec §4) */
    trxId: text("trx_id").notNull(),
    isBuyNow: boolean("is_buy_now").notNull().default(false),
    /**
     * The unit price to pay (cents) that the shopper last saw for this line: set when it is
     * added, moved when the cart shows a change (a campaign or discount that started or ended),
     * so that a change is told once and an order never costs more than the cart last showed.
     */
    seenUnitCents: bigint("seen_unit_cents", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_user_item").on(t.userId, t.productId, t.variantId, t.isBuyNow).where(sql`user_id is not null`),
    uniqueIndex("cart_lines_guest_item").on(t.sessionHash, t.productId, t.variantId, t.isBuyNow).where(sql`user_id is null`),
    index("cart_lines_trx_idx").on(t.trxId),
  ],
);

/**
 * A discount code. `shopId` null is a site-wide coupon; a seller's coupon applies to that
 * seller's lines only. `appliesTo` "products" limits it to `productIds`.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    /** upper case, compared case-insensitively */
    code: text("code").notNull().unique(),
    title: jsonb("title").$type<Localized>().notNull().default({}),
    appliesTo: text("applies_to", { enum: ["cart", "products"] })
      .notNull()
      .default("cart"),
    productIds: integer("product_ids").array().notNull().default(sql`'{}'::integer[]`),
    discountType: text("discount_type", { enum: ["flat", "percentage"] }).notNull(),
    /** flat: cents; percentage: hundredths of a percent (1250 = 12.5 %) */
    discountValue: integer("discount_value").notNull(),
    minimumSpendCents: bigint("minimum_spend_cents", { mode: "number" }).notNull().default(0),
    maximumDiscountCents: bigint("maximum_discount_cents", { mode: "number" }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** total uses allowed (null: no limit); `usedCount` is taken in the order's transaction */
    usageLimit: integer("usage_limit"),
    perUserLimit: integer("per_user_limit"),
    usedCount: integer("used_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** who pays the discount (decision 072): null is the default of its kind (a seller's coupon: the seller; a marketplace coupon: the platform) */
    fundedBy: text("funded_by", { enum: FUNDED_BY }),
    /** shared: the seller's part of the discount, in hundredths of a percent */
    sellerShareBp: integer("seller_share_bp"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coupons_shop_idx").on(t.shopId),
    check("coupons_seller_share", sql`${t.sellerShareBp} is null or ${t.sellerShareBp} between 0 and 10000`),
  ],
);

/** Coupons a shopper has applied to the cart, before the order takes them. */
export const cartCoupons = pgTable(
  "cart_coupons",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionHash: text("session_hash"),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_coupons_user").on(t.userId, t.couponId).where(sql`user_id is not null`),
    uniqueIndex("cart_coupons_guest").on(t.sessionHash, t.couponId).where(sql`user_id is null`),
  ],
);

/**
 * One checkout: the order group of a marketplace order (one order per seller under it).
 * `code` is unguessable and is what payment pages and guests' links carry. A guest owns the
 * group through `sessionHash`; `idempotencyKey` makes a repeated "place order" give the same group.
 */
export const orderGroups = pgTable(
  "order_groups",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    trxId: text("trx_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    sessionHash: text("session_hash"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    shippingAddress: jsonb("shipping_address").$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>().notNull(),
    /** the shopper's currency and its rate when the order was placed (amounts stay in base cents) */
    currencyCode: text("currency_code").notNull(),
    exchangeRate: decimal("exchange_rate", { precision: 20, scale: 8 }).notNull(),
    locale: text("locale").notNull().default("en"),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    couponDiscountCents: bigint("coupon_discount_cents", { mode: "number" }).notNull().default(0),
    shippingCents: bigint("shipping_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    paymentType: text("payment_type", { enum: PAYMENT_TYPES }),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    isBuyNow: boolean("is_buy_now").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_groups_user_idx").on(t.userId, t.createdAt),
    index("order_groups_session_idx").on(t.sessionHash),
    // the back office's order search by the buyer's e-mail or name (domain/orders/order-search.ts)
    index("order_groups_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("order_groups_name_trgm_idx").using("gin", sql`(${t.shippingAddress}->>'name') gin_trgm_ops`),
  ],
);

/** One seller's part of an order group: its own code, status and figures. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => orderGroups.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    code: text("code").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    paymentType: text("payment_type", { enum: PAYMENT_TYPES }),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    couponDiscountCents: bigint("coupon_discount_cents", { mode: "number" }).notNull().default(0),
    shippingCents: bigint("shipping_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    /** when the invoice was last e-mailed (the reference's `is_mailed`) */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    /** when the buyer removed it from their order history (`user/remove-order`; the reference's `is_deleted`) */
    removedByBuyerAt: timestamp("removed_by_buyer_at", { withTimezone: true }),
    /** the affiliate whose `?ref=` link brought the buyer (decision 030): earns a commission when it is delivered */
    affiliateUserId: integer("affiliate_user_id").references(() => users.id, { onDelete: "set null" }),
    /** when the order was both paid and delivered and its money was shared out: seller, commission, affiliate, points (decision 071) */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** the way the buyer chose to have it shipped, as it was when placed (decision 076); null: the marketplace's rule, or before migration 0034 */
    shippingMethod: jsonb("shipping_method").$type<ChosenShipping>(),
    /** a marketplace rider collected the cash on delivery: the marketplace, not the seller, holds it (decision 078) */
    riderCollectedCash: boolean("rider_collected_cash").notNull().default(false),
    /** the pickup point the buyer collects it at (decision 080; the reference's `pickup_hub_id`), null: shipped to the address */
    pickupPointId: integer("pickup_point_id").references(() => pickupPoints.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_group_idx").on(t.groupId),
    index("orders_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    // the seller centre's order list (decision 041): each sort and the status filter read in order from an index
    index("orders_shop_idx").on(t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_shop_status_idx").on(t.shopId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_shop_total_idx").on(t.shopId, t.totalCents, t.id),
    index("orders_code_trgm_idx").using("gin", t.code.op("gin_trgm_ops")),
    index("orders_affiliate_idx").on(t.affiliateUserId),
    // a pickup point's parcels to come (decision 080)
    index("orders_pickup_point_idx").on(t.pickupPointId).where(sql`${t.pickupPointId} is not null`),
    // the console's list of every shop's orders, newest first, and the reports' date ranges (issue 19)
    index("orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** A product line of an order, with the names and prices as they were when it was placed. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    variantId: integer("variant_id").notNull().default(0),
    productName: jsonb("product_name").$type<Localized>().notNull(),
    productSlug: text("product_slug").notNull(),
    variantName: text("variant_name").notNull().default(""),
    sku: text("sku").notNull().default(""),
    image: text("image"),
    /** list price and the running discount per unit, in base cents */
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    unitDiscountCents: bigint("unit_discount_cents", { mode: "number" }).notNull().default(0),
    quantity: integer("quantity").notNull(),
    couponDiscountCents: bigint("coupon_discount_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    shippingCents: bigint("shipping_cents", { mode: "number" }).notNull().default(0),
    isDigital: boolean("is_digital").notNull().default(false),
    /** the product could be returned when it was sold (decision 081, the reference's `is_refundable`): unticking it later changes nothing sold */
    returnable: boolean("returnable").notNull().default(true),
    /** what the line was sold at (decision 072): the commission rule's rate and fixed fee and the fee tax rate; null before migration 0031 */
    commissionBp: integer("commission_bp"),
    commissionFixedCents: bigint("commission_fixed_cents", { mode: "number" }),
    feeTaxBp: integer("fee_tax_bp"),
    /** who funded the line's campaign and coupon discounts (decision 072); null before migration 0031 */
    platformFundedDiscountCents: bigint("platform_funded_discount_cents", { mode: "number" }),
    sellerFundedDiscountCents: bigint("seller_funded_discount_cents", { mode: "number" }),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), index("order_lines_product_idx").on(t.productId)],
);

/** The history of an order: every status or payment change, who made it and when. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull(),
    note: text("note").notNull().default(""),
    actorUserId: integer("actor_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** A coupon taken by an order: counts against the coupon's total and per-user limits. */
export const couponUses = pgTable(
  "coupon_uses",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => orderGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id"),
    email: text("email").notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("coupon_uses_coupon_user_idx").on(t.couponId, t.userId), index("coupon_uses_coupon_email_idx").on(t.couponId, t.email)],
);

/** A payment attempt for an order group through one gateway. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => orderGroups.id, { onDelete: "cascade" }),
    gateway: text("gateway", { enum: PAYMENT_TYPES }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currencyCode: text("currency_code").notNull(),
    status: text("status", { enum: ["pending", "awaiting_approval", "succeeded", "failed", "cancelled", "refunded"] })
      .notNull()
      .default("pending"),
    /** the gateway's own id for the payment (checkout session, sandbox payment) */
    providerRef: text("provider_ref").unique(),
    /** offline payment: the re-encoded receipt picture and the shopper's note */
    receipt: text("receipt"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_group_idx").on(t.groupId)],
);

/** Gateway events already applied: a replayed webhook finds its row and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_once").on(t.gateway, t.eventId)],
);
