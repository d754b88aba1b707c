import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { addresses, cities, countries, states } from "../../db/schema";

/** A saved address as the client reads it (the reference's field names, place names resolved). */
export interface AddressView {
  id: number;
  name: string;
  email: string;
  phone_no: string;
  country_id: number;
  state_id: number;
  city_id: number;
  country: string;
  state: string;
  city: string;
  address: string;
  postal_code: string;
  latitude: string | null;
  longitude: string | null;
  default_shipping: boolean;
  default_billing: boolean;
}

/** The user's addresses, defaults first, then newest. */
export async function addressesOf(db: Database, userId: number): Promise<AddressView[]> {
  const rows = await db
    .select({ a: addresses, country: countries.name, state: states.name, city: cities.name })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .innerJoin(states, eq(states.id, addresses.stateId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefaultShipping), desc(addresses.isDefaultBilling), desc(addresses.id), asc(addresses.id));
  return rows.map(({ a, country, state, city }) => ({
    id: a.id,
    name: a.name,
    email: a.email,
    phone_no: a.phone,
    country_id: a.countryId,
    state_id: a.stateId,
    city_id: a.cityId,
    country,
    state,
    city,
    address: a.address,
    postal_code: a.postalCode,
    latitude: a.latitude,
    longitude: a.longitude,
    default_shipping: a.isDefaultShipping,
    default_billing: a.isDefaultBilling,
  }));
}
