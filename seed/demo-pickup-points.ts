import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  cities,
  countries,
  orderGroups,
  orders,
  pickupPointShops,
  pickupPoints,
  riderDeliveries,
  shops,
  states,
  users,
} from "../db/schema";
import { hashPassword } from "../domain/accounts/passwords";
import { DEMO_ACCOUNTS } from "./demo-catalog";

/** The demo's pickup point keeper (README's demo accounts). */
export const DEMO_KEEPER = { email: "pickup@example.com", password: "pickup123", firstName: "Sima", lastName: "Karimi" } as const;

const POINTS = [
  {
    name: "Bazaar point Enghelab",
    address: "Enghelab Sq., 12 Azadi St.",
    city: "Tehran",
    phone: "+98 21 6600 1200",
    hours: "Sat–Thu 09:00–21:00",
    latitude: "35.700700",
    longitude: "51.391500",
    feeCents: 150,
    minDays: 1,
    maxDays: 2,
    keeper: true,
    some: false,
  },
  {
    name: "Bazaar point Naqsh-e Jahan",
    address: "Naqsh-e Jahan Sq., 3 Sepah St.",
    city: "Isfahan",
    phone: "+98 31 3222 0300",
    hours: "Sat–Thu 10:00–20:00",
    latitude: "32.657500",
    longitude: "51.677600",
    feeCents: 0,
    minDays: 2,
    maxDays: 4,
    keeper: false,
    some: true,
  },
  {
    name: "Bazaar point Potsdam Hauptbahnhof",
    address: "Babelsberger Str. 16",
    city: "Potsdam",
    phone: "+49 331 555 0160",
    hours: "Mon–Sat 08:00–20:00",
    latitude: "52.391700",
    longitude: "13.066900",
    feeCents: 299,
    minDays: 2,
    maxDays: 5,
    keeper: false,
    some: false,
  },
] as const;

/**
 * Three pickup points (decision 080): one run by the demo keeper, one served by a few shops only
 * (the demo seller's among them) and free, one in Germany; and the demo seller's paid order that
 * is picked up (its parcel went by Tipax) bound for the keeper's point, so `/pickup-point` has a
 * parcel on its way.
 */
export async function seedDemoPickupPoints(db: Database, now: Date) {
  const [keeper] = await db
    .insert(users)
    .values({
      email: DEMO_KEEPER.email,
      passwordHash: await hashPassword(DEMO_KEEPER.password),
      firstName: DEMO_KEEPER.firstName,
      lastName: DEMO_KEEPER.lastName,
      phone: "+98 912 555 0303",
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!keeper) return;
  const shopRows = await db
    .select({ id: shops.id, owner: users.email })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .orderBy(asc(shops.id));
  const demoShop = shopRows.find((s) => s.owner === DEMO_ACCOUNTS.seller.email);
  const few = [...new Set([demoShop?.id, ...shopRows.slice(0, 3).map((s) => s.id)].filter((id): id is number => id !== undefined))];
  const made: { id: number; cityId: number }[] = [];
  for (const p of POINTS) {
    const [city] = await db
      .select({ id: cities.id })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(eq(cities.name, p.city))
      .limit(1);
    if (!city) continue;
    const [row] = await db
      .insert(pickupPoints)
      .values({
        name: p.name,
        address: p.address,
        cityId: city.id,
        phone: p.phone,
        hours: p.hours,
        latitude: p.latitude,
        longitude: p.longitude,
        feeCents: p.feeCents,
        minDays: p.minDays,
        maxDays: p.maxDays,
        allShops: !p.some,
        keeperUserId: p.keeper ? keeper.id : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: pickupPoints.id });
    if (p.some && few.length) await db.insert(pickupPointShops).values(few.map((shopId) => ({ pickupPointId: row.id, shopId })));
    made.push({ id: row.id, cityId: city.id });
  }
  const first = made[0];
  if (!first || !demoShop) return;
  // the demo seller's paid order on its way by Tipax (not the riders') goes to the keeper's point
  const [order] = await db
    .select({ id: orders.id, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .leftJoin(riderDeliveries, eq(riderDeliveries.orderId, orders.id))
    .where(
      and(
        eq(orders.shopId, demoShop.id),
        inArray(orders.status, ["picked_up"]),
        eq(orders.paymentStatus, "paid"),
        isNull(riderDeliveries.id),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  if (!order) return;
  const p = POINTS[0];
  const [place] = await db
    .select({ city: cities.name, state: states.name, stateId: states.id, countryId: states.countryId, country: countries.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(cities.id, first.cityId));
  await db.update(orders).set({ pickupPointId: first.id }).where(eq(orders.groupId, order.group.id));
  await db
    .update(orderGroups)
    .set({
      shippingAddress: {
        ...order.group.shippingAddress,
        address: p.address,
        postal_code: "",
        city_id: first.cityId,
        state_id: place.stateId,
        country_id: place.countryId,
        city: place.city,
        state: place.state,
        country: place.country,
        pickup_point: {
          id: first.id,
          name: p.name,
          address: p.address,
          hours: p.hours,
          phone: p.phone,
          latitude: p.latitude,
          longitude: p.longitude,
        },
      },
    })
    .where(eq(orderGroups.id, order.group.id));
}
