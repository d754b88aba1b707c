import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { namedStatement } from "../../db/named-statement";
import { cartCoupons, cartLines, products, productVariants, shippingProfiles, shops } from "../../db/schema";
import { isNegotiable } from "../../kernel/money";
import { paidPrice } from "../catalog/pricing";
import { localizedColumn, priceColumns } from "../catalog/product-card";
import { type CartOwner, type OwnerKind, ownedBy, ownerKind, ownerPlaceholder, ownerValue } from "./cart-owner";
import type { LineToPrice } from "./cart-pricing";

/** A cart line joined with what pricing and the cart page need (one query for the whole cart). */
export interface CartLineRow {
  id: number;
  productId: number;
  variantId: number;
  quantity: number;
  trxId: string;
  isBuyNow: boolean;
  shopId: number;
  shopName: string;
  shopSlug: string;
  shopLogo: string | null;
  productName: string;
  productNames: Record<string, string>;
  productSlug: string;
  image: string | null;
  variantName: string;
  sku: string;
  /** list price per unit (the variant's when one is chosen) and its running discount */
  unitPriceCents: number;
  unitDiscountCents: number;
  /** the campaign whose price the unit has now (null: none, or the product's own discount is lower) */
  campaignId: number | null;
  /** the unit price to pay that the shopper last saw (null: not yet shown) */
  seenUnitCents: number | null;
  stock: number;
  minimumOrderQuantity: number;
  shippingFeeCents: number;
  taxRate: number;
  isDigital: boolean;
  /** the product may be returned (decision 081): the order line keeps it as it was when sold */
  returnable: boolean;
  /** the product can still be bought (visible, not classified or catalog-only, variant exists) */
  purchasable: boolean;
  /** the unit's price to pay is zero: negotiable, asked of the seller and never ordered (issue 36) */
  negotiable: boolean;
  /** the owner applied a coupon to the cart (the same on every line) */
  cartHasCoupons: boolean;
  /** shipping per shop (decision 076): the product's weight and profile, the shop's minimum, cash on delivery and whether it has profiles */
  weightGrams: number;
  shippingProfileId: number | null;
  shopMinimumOrderCents: number;
  shopCashOnDelivery: boolean;
  shopHasProfiles: boolean;
}

/** The cart read: one wide join, built once per kind of owner (db/named-statement.ts). */
function cartLinesRead(kind: OwnerKind) {
  return namedStatement((db) =>
    db
      .select({
        id: cartLines.id,
        productId: cartLines.productId,
        variantId: cartLines.variantId,
        quantity: cartLines.quantity,
        trxId: cartLines.trxId,
        isBuyNow: cartLines.isBuyNow,
        seenUnitCents: cartLines.seenUnitCents,
        shopId: products.shopId,
        shopName: localizedColumn(shops.name, sql.placeholder("locale")),
        shopSlug: shops.slug,
        shopLogo: shops.logo,
        productName: localizedColumn(products.name, sql.placeholder("locale")),
        productNames: products.name,
        productSlug: products.slug,
        productImage: sql<string | null>`${products.images}[1]`,
        ...priceColumns,
        productStock: products.stock,
        minimumOrderQuantity: products.minimumOrderQuantity,
        shippingFeeCents: products.shippingFeeCents,
        taxRate: products.taxRate,
        isDigital: products.isDigital,
        returnable: products.returnable,
        isVisible: products.isVisible,
        isClassified: products.isClassified,
        isCatalog: products.isCatalog,
        hasVariants: products.hasVariants,
        variantRowId: productVariants.id,
        variantName: productVariants.name,
        variantSku: productVariants.sku,
        variantPriceCents: productVariants.priceCents,
        variantStock: productVariants.stock,
        variantImage: productVariants.image,
        cartHasCoupons: sql<boolean>`exists (select 1 from ${cartCoupons} where ${ownedBy(cartCoupons, ownerPlaceholder(kind))})`,
        weightGrams: products.weightGrams,
        shippingProfileId: products.shippingProfileId,
        shopMinimumOrderCents: shops.minimumOrderCents,
        shopCashOnDelivery: shops.cashOnDelivery,
        shopHasProfiles: sql<boolean>`exists (select 1 from ${shippingProfiles} where ${shippingProfiles.shopId} = ${shops.id})`,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(productVariants, and(eq(productVariants.id, cartLines.variantId), eq(productVariants.productId, cartLines.productId)))
      .where(and(ownedBy(cartLines, ownerPlaceholder(kind)), eq(cartLines.isBuyNow, sql.placeholder("buyNow"))))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
      .prepare(`cart_lines_of_${kind}`),
  );
}
const readCartLines = { user: cartLinesRead("user"), session: cartLinesRead("session") };

/** The owner's cart lines (or buy-now lines), oldest first, with live prices and stock. */
export async function cartLineRows(
  db: Database,
  owner: CartOwner,
  opts: { buyNow: boolean; locale: string; now: Date },
): Promise<CartLineRow[]> {
  const rows = await readCartLines[ownerKind(owner)](db, {
    owner: ownerValue(owner),
    buyNow: opts.buyNow,
    locale: opts.locale,
  });

  return rows.map((r) => {
    const hasVariant = r.variantId !== 0;
    const unitPriceCents = hasVariant ? (r.variantPriceCents ?? r.priceCents) : r.priceCents;
    const paid = paidPrice(r, opts.now, unitPriceCents);
    const unitDiscountCents = unitPriceCents - paid.cents;
    const variantOk = hasVariant ? r.variantRowId !== null : !r.hasVariants;
    return {
      id: r.id,
      productId: r.productId,
      variantId: r.variantId,
      quantity: r.quantity,
      trxId: r.trxId,
      isBuyNow: r.isBuyNow,
      shopId: r.shopId,
      shopName: r.shopName,
      shopSlug: r.shopSlug,
      shopLogo: r.shopLogo,
      productName: r.productName,
      productNames: r.productNames,
      productSlug: r.productSlug,
      image: (hasVariant ? r.variantImage : null) ?? r.productImage,
      variantName: r.variantName ?? "",
      sku: r.variantSku ?? "",
      unitPriceCents,
      unitDiscountCents,
      campaignId: paid.source === "campaign" ? r.campaignId : null,
      seenUnitCents: r.seenUnitCents,
      stock: hasVariant ? (r.variantStock ?? 0) : r.productStock,
      minimumOrderQuantity: r.minimumOrderQuantity,
      shippingFeeCents: r.shippingFeeCents,
      taxRate: r.taxRate,
      isDigital: r.isDigital,
      returnable: r.returnable,
      purchasable: r.isVisible && !r.isClassified && !r.isCatalog && variantOk,
      negotiable: isNegotiable(BigInt(paid.cents)),
      cartHasCoupons: r.cartHasCoupons,
      weightGrams: r.weightGrams,
      shippingProfileId: r.shippingProfileId,
      shopMinimumOrderCents: r.shopMinimumOrderCents,
      shopCashOnDelivery: r.shopCashOnDelivery,
      shopHasProfiles: r.shopHasProfiles,
    };
  });
}

/** A line that counts in the cart's figures: one that can be bought, at a price (a negotiable line has none). */
export const isPriced = (l: CartLineRow) => l.purchasable && !l.negotiable;

/** A cart line as the pricing function reads it. */
export function lineToPrice(l: CartLineRow): LineToPrice {
  return {
    lineId: l.id,
    shopId: l.shopId,
    productId: l.productId,
    unitPriceCents: l.unitPriceCents,
    unitDiscountCents: l.unitDiscountCents,
    quantity: l.quantity,
    shippingFeeCents: l.shippingFeeCents,
    taxRate: l.taxRate,
    isDigital: l.isDigital,
    weightGrams: l.weightGrams,
    shippingProfileId: l.shippingProfileId,
  };
}
