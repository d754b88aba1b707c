import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import { namedSql } from "../../db/named-statement";
import { type ChosenShipping, cartCoupons, cartLines, type orderGroups } from "../../db/schema";
import { ConflictError } from "../../kernel/errors";
import { present } from "../../kernel/present";
import { newTrxId } from "../cart/add-to-cart";
import type { CartLineRow } from "../cart/cart-lines";
import { type CartOwner, type OwnerKind, ownedBy, ownerKind, ownerPlaceholder, ownerValue } from "../cart/cart-owner";
import type { PricedCart } from "../cart/cart-pricing";
import { jobInsertPart, jobsQueued } from "../jobs/queue";
import { randomCode } from "./order-codes";
import { orderNoticesJob } from "./order-notices";
import { soldTerms } from "./sold-terms";
import { stockNeeds, stockParts, stockShortfall, stockTaken } from "./take-stock";

export interface OrdersToWrite {
  /** the order group, with its idempotency key */
  group: typeof orderGroups.$inferInsert & { code: string; idempotencyKey: string; createdAt: Date };
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
  /** the cart's lines that stay (a seller's part that cannot be ordered to the address, decision 076) */
  keptLineIds: number[];
  /** each shop's chosen shipping method, as its order keeps it */
  shippingMethods: ReadonlyMap<number, ChosenShipping | null>;
  now: Date;
}

/** The group's idempotency key was used before: the whole placing is undone, and the caller answers with what that key placed. */
export class KeyAlreadyUsed extends Error {}

const p = (name: string) => sql.placeholder(name);

/**
 * The placing statement: the group, the stock (./take-stock.ts), one order per seller, their
 * lines and first history rows, the coupons' uses, the emptied cart and the notices' job
 * (decision 035). Data-modifying `with` parts, one text for every order (the sellers, lines and
 * coupons come as JSON values), so PostgreSQL parses and plans it once per connection and drizzle
 * builds it once per process (decision 058). One text per kind of cart owner.
 */
function placingStatement(kind: OwnerKind) {
  const owner = ownerPlaceholder(kind);
  const userId = sql`${p("userId")}::int`;
  const now = sql`${p("now")}::timestamptz`;
  return namedSql(
    `place_order_${kind}`,
    sql`with "grouped" as (
      insert into "order_groups" ("code", "trx_id", "user_id", "session_hash", "idempotency_key", "email", "phone",
        "shipping_address", "billing_address", "currency_code", "exchange_rate", "locale", "subtotal_cents", "discount_cents",
        "coupon_discount_cents", "shipping_cents", "tax_cents", "total_cents", "is_buy_now", "created_at", "updated_at")
      values (${p("code")}::text, ${p("trxId")}::text, ${userId}, ${p("sessionHash")}::text, ${p("key")}::text, ${p("email")}::text,
        ${p("phone")}::text, ${p("shippingAddress")}::jsonb, ${p("billingAddress")}::jsonb, ${p("currencyCode")}::text,
        ${p("exchangeRate")}::numeric, ${p("locale")}::text, ${p("subtotal")}::bigint, ${p("discount")}::bigint,
        ${p("couponDiscount")}::bigint, ${p("shipping")}::bigint, ${p("tax")}::bigint, ${p("total")}::bigint,
        ${p("buyNow")}::boolean, ${now}, ${now})
      -- a key used before answers its group (made another's code): everything below is then undone
      on conflict ("idempotency_key") do update set "idempotency_key" = excluded."idempotency_key"
      returning "id", "code"),
    ${stockParts},
    "placed" as (
      insert into "orders" ("group_id", "shop_id", "code", "user_id", "subtotal_cents", "discount_cents", "coupon_discount_cents",
        "shipping_cents", "tax_cents", "total_cents", "affiliate_user_id", "shipping_method", "created_at", "updated_at")
      select (select "id" from "grouped"), o."shop_id", o."code", ${userId}, o."subtotal_cents", o."discount_cents",
        o."coupon_discount_cents", o."shipping_cents", o."tax_cents", o."total_cents", ${p("affiliateUserId")}::int, o."shipping_method",
        ${now}, ${now}
      from jsonb_to_recordset(${p("shops")}::jsonb) as o("shop_id" int, "code" text, "subtotal_cents" bigint, "discount_cents" bigint,
        "coupon_discount_cents" bigint, "shipping_cents" bigint, "tax_cents" bigint, "total_cents" bigint, "shipping_method" jsonb)
      returning "id", "shop_id", "code"),
    "lines" as (
      insert into "order_lines" ("order_id", "product_id", "variant_id", "product_name", "product_slug", "variant_name", "sku", "image",
        "unit_price_cents", "unit_discount_cents", "quantity", "coupon_discount_cents", "tax_cents", "shipping_cents", "is_digital",
        "returnable", "commission_bp", "commission_fixed_cents", "fee_tax_bp", "platform_funded_discount_cents", "seller_funded_discount_cents")
      select (select "id" from "placed" where "placed"."shop_id" = l."shop_id"), l."product_id", l."variant_id", l."product_name",
        l."product_slug", l."variant_name", l."sku", l."image", l."unit_price_cents", l."unit_discount_cents", l."quantity",
        l."coupon_discount_cents", l."tax_cents", l."shipping_cents", l."is_digital", l."returnable", l."commission_bp", l."commission_fixed_cents",
        l."fee_tax_bp", l."platform_funded_discount_cents", l."seller_funded_discount_cents"
      from jsonb_to_recordset(${p("lines")}::jsonb) as l("shop_id" int, "product_id" int, "variant_id" int, "product_name" jsonb,
        "product_slug" text, "variant_name" text, "sku" text, "image" text, "unit_price_cents" bigint, "unit_discount_cents" bigint,
        "quantity" int, "coupon_discount_cents" bigint, "tax_cents" bigint, "shipping_cents" bigint, "is_digital" boolean,
        "returnable" boolean, "commission_bp" int, "commission_fixed_cents" bigint, "fee_tax_bp" int, "platform_funded_discount_cents" bigint,
        "seller_funded_discount_cents" bigint)),
    "events" as (
      insert into "order_events" ("order_id", "status", "payment_status", "note", "actor_user_id", "created_at")
      select "id", 'pending', 'unpaid', 'placed', ${userId}, ${now} from "placed"),
    "emptied" as (delete from ${cartLines} where ${ownedBy(cartLines, owner)} and "is_buy_now" = ${p("buyNow")}::boolean
      and "id" <> all (select (jsonb_array_elements_text(${p("kept")}::jsonb))::int)),
    -- the lines left (decision 076) are a cart of their own: its checkout is not a repeat of this one
    "rekeyed" as (update ${cartLines} set "trx_id" = ${p("keptTrxId")}::text
      where "id" in (select (jsonb_array_elements_text(${p("kept")}::jsonb))::int)),
    -- the buyer and each seller hear of it: queued with the order (decision 035)
    "notices" as (${jobInsertPart(sql`${p("noticeKind")}::text`, sql`${p("notice")}::jsonb`)}),
    "uses" as (
      insert into "coupon_uses" ("coupon_id", "group_id", "user_id", "email", "discount_cents", "created_at")
      select u."coupon_id", (select "id" from "grouped"), ${userId}, ${p("email")}::text, u."discount_cents", ${now}
      from jsonb_to_recordset(${p("uses")}::jsonb) as u("coupon_id" int, "discount_cents" bigint)),
    "uncoupled" as (delete from ${cartCoupons} where ${ownedBy(cartCoupons, owner)} and ${p("clearCoupons")}::boolean)
    select "shop_id", "code", (select "code" from "grouped") as "group_code", ${stockTaken} from "placed"`,
  );
}
const placing = { user: placingStatement("user"), session: placingStatement("session") };

/**
 * What placing an order group writes once its coupons are taken, in one statement, so one round
 * trip whatever the number of sellers and lines. It runs in the placing transaction, which makes
 * it all or nothing: a line whose stock is gone (ConflictError) or a key used before
 * (KeyAlreadyUsed) refuses the order and the transaction undoes the rest.
 */
export async function writeOrders(tx: Database, w: OrdersToWrite): Promise<{ code: string; shopId: number }[]> {
  const g = w.group;
  const lineOf = new Map(w.lines.map((l) => [l.id, l]));
  const stock = stockNeeds(w.lines);
  const notice = orderNoticesJob(g.code, { kind: "placed" });
  // what each line is sold at: its commission rule, the fee tax, who funds its discounts (decision 072)
  const terms = await soldTerms(tx, w.lines, w.priced, w.now);
  const result = await placing[ownerKind(w.owner)](tx, {
    owner: ownerValue(w.owner),
    code: g.code,
    trxId: g.trxId,
    userId: w.userId,
    sessionHash: g.sessionHash ?? null,
    key: g.idempotencyKey,
    email: g.email,
    phone: g.phone ?? "",
    shippingAddress: JSON.stringify(g.shippingAddress),
    billingAddress: JSON.stringify(g.billingAddress),
    currencyCode: g.currencyCode,
    exchangeRate: String(g.exchangeRate),
    locale: g.locale ?? "en",
    subtotal: g.subtotalCents,
    discount: g.discountCents ?? 0,
    couponDiscount: g.couponDiscountCents ?? 0,
    shipping: g.shippingCents ?? 0,
    tax: g.taxCents ?? 0,
    total: g.totalCents,
    buyNow: w.buyNow,
    now: w.now.toISOString(),
    affiliateUserId: w.affiliateUserId,
    stockNeed: JSON.stringify(stock.products),
    variantNeed: JSON.stringify(stock.variants),
    campaignSold: JSON.stringify(stock.campaigns),
    shops: JSON.stringify(
      w.priced.shops.map((s) => ({
        shop_id: s.shopId,
        code: randomCode(w.orderPrefix),
        subtotal_cents: s.subtotalCents,
        discount_cents: s.discountCents,
        coupon_discount_cents: s.couponDiscountCents,
        shipping_cents: s.shippingCents,
        tax_cents: s.taxCents,
        total_cents: s.totalCents,
        shipping_method: w.shippingMethods.get(s.shopId) ?? null,
      })),
    ),
    kept: JSON.stringify(w.keptLineIds),
    keptTrxId: newTrxId(),
    lines: JSON.stringify(
      w.priced.shops.flatMap((s) =>
        s.lines.map((priced) => {
          const l = present(lineOf.get(priced.lineId), `cart line ${priced.lineId}`);
          return {
            shop_id: s.shopId,
            product_id: l.productId,
            variant_id: l.variantId,
            product_name: l.productNames,
            product_slug: l.productSlug,
            variant_name: l.variantName,
            sku: l.sku,
            image: l.image,
            unit_price_cents: l.unitPriceCents,
            unit_discount_cents: l.unitDiscountCents,
            quantity: l.quantity,
            coupon_discount_cents: priced.couponDiscountCents,
            tax_cents: priced.taxCents,
            shipping_cents: priced.shippingCents,
            is_digital: l.isDigital,
            returnable: l.returnable,
            ...terms.get(l.id),
          };
        }),
      ),
    ),
    noticeKind: notice.kind,
    notice: JSON.stringify(notice.payload),
    uses: JSON.stringify(w.used.map((c) => ({ coupon_id: c.couponId, discount_cents: c.discountCents }))),
    clearCoupons: w.clearCoupons,
  });
  const rows = rowsOf<{ shop_id: number; code: string; group_code: string; stock_taken: number[]; variant_stock_taken: number[] }>(result);
  if (rows[0]?.group_code !== g.code) throw new KeyAlreadyUsed();
  const short = stockShortfall(w.lines, { products: rows[0]?.stock_taken ?? [], variants: rows[0]?.variant_stock_taken ?? [] });
  if (short) throw new ConflictError("order_out_of_stock", { product: short.productName });
  jobsQueued();
  return rows.map((r) => ({ code: r.code, shopId: Number(r.shop_id) }));
}
