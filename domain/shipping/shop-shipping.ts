import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shippingProfiles } from "../../db/schema";
import type { CartLineRow } from "../cart/cart-lines";
import type { ShopShipping } from "./rates";

/**
 * The shipping of the shops in a cart (decision 076): their minimum and cash on delivery come
 * with the cart's lines; their profiles in one query for all of them, and none at all when no
 * shop of the cart has any (the marketplace's rule needs nothing more).
 */
export async function shopsShipping(db: Database, lines: CartLineRow[]): Promise<Map<number, ShopShipping>> {
  const shops = new Map<number, ShopShipping>();
  for (const l of lines)
    if (!shops.has(l.shopId))
      shops.set(l.shopId, { profiles: [], minimumOrderCents: l.shopMinimumOrderCents, cashOnDelivery: l.shopCashOnDelivery });
  const withProfiles = [...new Set(lines.filter((l) => l.shopHasProfiles).map((l) => l.shopId))];
  if (!withProfiles.length) return shops;
  const rows = await db
    .select({
      id: shippingProfiles.id,
      shopId: shippingProfiles.shopId,
      isDefault: shippingProfiles.isDefault,
      zones: shippingProfiles.zones,
    })
    .from(shippingProfiles)
    .where(inArray(shippingProfiles.shopId, withProfiles))
    .orderBy(shippingProfiles.id);
  for (const r of rows) shops.get(r.shopId)?.profiles.push({ id: r.id, isDefault: r.isDefault, zones: r.zones });
  return shops;
}
