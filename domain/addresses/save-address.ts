import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { addresses, cities, states } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx } from "../context";
import { lockAddresses } from "./address-lock";
import { type AddressView, addressesOf } from "./address-view";

const MAX_ADDRESSES = 20;

/** A latitude or longitude: a number or a decimal string ("35.6892"); empty means none; anything else ([35], true) is refused. */
const coordinate = (limit: number) =>
  z.preprocess(
    (v) =>
      v === "" || v === null || v === undefined ? null : typeof v === "string" && /^\s*-?\d{1,3}(\.\d{1,12})?\s*$/.test(v) ? Number(v) : v,
    z.number({ error: "v_coordinate" }).min(-limit, "v_coordinate").max(limit, "v_coordinate").nullable(),
  );

/** The fields of a postal address (saved in the address book, or typed at checkout). */
export const PostalAddress = z.object({
  name: field.required(100),
  email: field.email(),
  phone_no: field.phone(true),
  country_id: field.id(),
  state_id: field.id(),
  city_id: field.id(),
  address: field.required(255),
  postal_code: field.optional(20),
});

const AddressInput = PostalAddress.extend({
  latitude: coordinate(90),
  longitude: coordinate(180),
});

/**
 * `POST store/user-address` and `POST update/user-address/{id}`: the state must lie in the
 * country and the city in the state. The first address becomes the default for shipping and
 * billing. Someone else's address id is "not found", and nothing changes.
 */
export async function saveAddress(ctx: Ctx, input: { userId: number; addressId?: number; fields: unknown }): Promise<AddressView[]> {
  const data = parseInput(AddressInput, input.fields);
  const [place] = await ctx.db
    .select({ stateCountry: states.countryId, cityState: cities.stateId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, data.city_id))
    .limit(1);
  if (!place) throw new ValidationError({ city_id: ["v_city_unknown"] });
  if (place.cityState !== data.state_id) throw new ValidationError({ city_id: ["v_city_not_in_state"] });
  if (place.stateCountry !== data.country_id) throw new ValidationError({ state_id: ["v_state_not_in_country"] });
  const values = {
    name: data.name,
    email: data.email,
    phone: data.phone_no,
    countryId: data.country_id,
    stateId: data.state_id,
    cityId: data.city_id,
    address: data.address,
    postalCode: data.postal_code,
    latitude: data.latitude === null ? null : data.latitude.toFixed(6),
    longitude: data.longitude === null ? null : data.longitude.toFixed(6),
    updatedAt: ctx.now(),
  };
  await ctx.db.transaction(async (tx) => {
    // One writer at a time for this user's addresses: two adds cannot both become the first.
    await lockAddresses(tx, input.userId);
    if (input.addressId !== undefined) {
      const updated = await tx
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
        .returning({ id: addresses.id });
      if (updated.length === 0) throw new NotFoundError("address_not_found");
      return;
    }
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, input.userId));
    if (n >= MAX_ADDRESSES) throw new ValidationError({ address: ["v_too_many_addresses"] });
    await tx.insert(addresses).values({ ...values, userId: input.userId, isDefaultShipping: n === 0, isDefaultBilling: n === 0 });
  });
  return addressesOf(ctx.db, input.userId);
}
