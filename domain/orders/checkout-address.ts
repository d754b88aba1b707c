import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type AddressSnapshot, addresses } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { PostalAddress } from "../addresses/save-address";
import type { Ctx } from "../context";
import { type PickupHub, pickupPlace } from "../pickup-points/pickup-hubs";
import type { ShippingPlace } from "../shipping/rates";
import { cityPlace } from "./city-shipping";

/** An address typed at checkout (guests, or users who do not pick a saved one): the address book's fields. */
export const TypedAddress = PostalAddress;

/** The address as the order keeps it, with the place names and the city's shipping cost. */
export interface ResolvedAddress {
  snapshot: AddressSnapshot;
  cityShippingCents: number;
  /** where the parcels go, for each shop's own shipping (decision 076) */
  place: ShippingPlace;
}

async function place(ctx: Pick<Ctx, "db" | "cache">, ids: { country_id: number; state_id: number; city_id: number }, prefix: string) {
  const row = await cityPlace(ctx, ids.city_id);
  if (!row) throw new ValidationError({ [`${prefix}city_id`]: ["v_city_unknown"] });
  if (row.cityState !== ids.state_id) throw new ValidationError({ [`${prefix}city_id`]: ["v_city_not_in_state"] });
  if (row.stateCountry !== ids.country_id) throw new ValidationError({ [`${prefix}state_id`]: ["v_state_not_in_country"] });
  return row;
}

/**
 * The shipping or billing address of a checkout: a signed-in user's saved address by id
 * (someone else's id is not found), or one typed in the form (validated like a saved one).
 */
export async function resolveAddress(
  ctx: Pick<Ctx, "db" | "cache">,
  input: { userId: number | null; addressId?: unknown; typed?: unknown; prefix: "shipping_" | "billing_" },
): Promise<ResolvedAddress> {
  if (input.addressId !== undefined && input.addressId !== null && input.addressId !== "") {
    const id = Number(input.addressId);
    if (input.userId === null || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new NotFoundError("address_not_found");
    const [a] = await ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, input.userId)))
      .limit(1);
    if (!a) throw new NotFoundError("address_not_found");
    const p = await place(ctx, { country_id: a.countryId, state_id: a.stateId, city_id: a.cityId }, input.prefix);
    return {
      cityShippingCents: p.cost,
      place: { countryId: a.countryId, stateId: a.stateId, cityId: a.cityId },
      snapshot: {
        name: a.name,
        email: a.email,
        phone_no: a.phone,
        address: a.address,
        postal_code: a.postalCode,
        country_id: a.countryId,
        state_id: a.stateId,
        city_id: a.cityId,
        country: p.country,
        state: p.state,
        city: p.city,
      },
    };
  }
  if (input.typed === undefined || input.typed === null || typeof input.typed !== "object")
    throw new ValidationError({ [`${input.prefix}address`]: ["checkout_address_required"] });
  let data: z.infer<typeof TypedAddress>;
  try {
    data = parseInput(TypedAddress, input.typed);
  } catch (err) {
    // name the fields of this address: shipping_email, billing_city_id …
    if (err instanceof ValidationError)
      throw new ValidationError(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [`${input.prefix}${k}`, v])));
    throw err;
  }
  const p = await place(ctx, data, input.prefix);
  return {
    cityShippingCents: p.cost,
    place: { countryId: data.country_id, stateId: data.state_id, cityId: data.city_id },
    snapshot: {
      name: data.name,
      email: data.email,
      phone_no: data.phone_no,
      address: data.address,
      postal_code: data.postal_code,
      country_id: data.country_id,
      state_id: data.state_id,
      city_id: data.city_id,
      country: p.country,
      state: p.state,
      city: p.city,
    },
  };
}

/**
 * Where the parcels of a pickup-point checkout go (decision 080): the shopper's name, mail and
 * phone with the point's address and place, and the point itself (the order, the invoice and the
 * packing slip show it). The city's area cost does not apply: the point has its own fee.
 */
export function atPickupPoint(own: ResolvedAddress, hub: PickupHub): ResolvedAddress {
  const { row, place } = hub;
  return {
    cityShippingCents: 0,
    place: pickupPlace(hub),
    snapshot: {
      name: own.snapshot.name,
      email: own.snapshot.email,
      phone_no: own.snapshot.phone_no,
      address: row.address,
      postal_code: "",
      country_id: place.countryId,
      state_id: place.cityState,
      city_id: row.cityId,
      country: place.country,
      state: place.state,
      city: place.city,
      pickup_point: {
        id: row.id,
        name: row.name,
        address: row.address,
        hours: row.hours,
        phone: row.phone,
        latitude: row.latitude,
        longitude: row.longitude,
      },
    },
  };
}
