import { and, eq } from "drizzle-orm";
import { shippingProfiles } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { countryList } from "../geo/places";
import type { SellerShop } from "../seller/require-seller";
import { zonesForm } from "./profile-input";
import { placeNames } from "./seller-shipping";

/**
 * The seller centre's profile editor (`/seller/shipping/new`, `/seller/shipping/{id}`): the
 * profile as its form edits it (null for a new one; another shop's is not found), the names of
 * the places it names, the countries a zone can name, and whether the shop has a profile yet
 * (its first is its default whatever the box says).
 */
export async function shippingProfileEditor(ctx: Ctx, shop: SellerShop, id: number | null) {
  const own = eq(shippingProfiles.shopId, shop.id);
  // the profile asked for, or (for a new one) any of the shop's: whether this is its first
  const [rows, countries] = await Promise.all([
    ctx.db
      .select({
        id: shippingProfiles.id,
        name: shippingProfiles.name,
        isDefault: shippingProfiles.isDefault,
        zones: shippingProfiles.zones,
      })
      .from(shippingProfiles)
      .where(id === null ? own : and(own, eq(shippingProfiles.id, id)))
      .limit(1),
    countryList(ctx),
  ]);
  const row = id === null ? null : rows[0];
  if (row === undefined) throw new NotFoundError("shipping_profile_not_found");
  return {
    profile: row && { id: row.id, name: row.name, is_default: row.isDefault, zones: zonesForm(row.zones) },
    place_names: await placeNames(ctx.db, row?.zones ?? []),
    countries: countries.map((c) => ({ id: c.id, name: c.name })),
    first_profile: id === null && rows.length === 0,
  };
}
