import { asc, eq } from "drizzle-orm";
import { pickupPointShops, pickupPoints } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx } from "../context";
import { type CityPlace, cityPlace } from "../orders/city-shipping";
import type { PickupPointRule, ShippingPlace } from "../shipping/rates";

/** The reference cache's prefix of the checkout's pickup points: the operator's save forgets it. */
export const PICKUP_POINTS_PREFIX = "pickup-points:";
const TTL_MS = 5 * 60_000;

/** An active pickup point as a checkout reads it: the point, its place and the shops that deliver there (null: all). */
export interface PickupHub {
  row: typeof pickupPoints.$inferSelect;
  place: CityPlace;
  shopIds: number[] | null;
}

/**
 * The active pickup points (decision 080), read through the reference cache: every checkout page
 * lists them, and they change when an operator saves one. A point whose city is gone is left out.
 */
export async function activePickupPoints(ctx: Pick<Ctx, "db" | "cache">): Promise<PickupHub[]> {
  return ctx.cache.get(`${PICKUP_POINTS_PREFIX}active`, TTL_MS, async () => {
    const [rows, links] = await Promise.all([
      ctx.db.select().from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id)),
      ctx.db.select().from(pickupPointShops),
    ]);
    const hubs: PickupHub[] = [];
    for (const row of rows) {
      const place = await cityPlace(ctx, row.cityId);
      if (!place) continue;
      hubs.push({
        row,
        place,
        shopIds: row.allShops ? null : links.filter((l) => l.pickupPointId === row.id).map((l) => l.shopId),
      });
    }
    return hubs;
  });
}

/** `pickup_hubs` as `GET user/address` answers it: each point, where it is, its hours, fee and days, and who delivers there. */
export function pickupHubsView(hubs: PickupHub[]) {
  return hubs.map(({ row, place, shopIds }) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    city_id: row.cityId,
    city: place.city,
    state: place.state,
    country: place.country,
    phone: row.phone,
    hours: row.hours,
    latitude: row.latitude,
    longitude: row.longitude,
    fee: centsToDecimal(row.feeCents),
    min_days: row.minDays,
    max_days: row.maxDays,
    all_shops: shopIds === null,
    shop_ids: shopIds ?? [],
  }));
}

/** Whether the checkout is collected at a pickup point: the reference's `checkout_method` 1. */
export const isPickupCheckout = (form: Record<string, unknown>): boolean => String(form.checkout_method ?? "") === "1";

/** The active point the shopper chose by `pick_hub_id`; anything else is 422 on `pick_hub_id`. */
export async function chosenPickupPoint(ctx: Pick<Ctx, "db" | "cache">, raw: unknown): Promise<PickupHub> {
  const id = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : null;
  if (id === null) throw new ValidationError({ pick_hub_id: ["pickup_point_required"] });
  const hub = (await activePickupPoints(ctx)).find((h) => h.row.id === id);
  if (!hub) throw new ValidationError({ pick_hub_id: ["pickup_point_unknown"] });
  return hub;
}

/** The point as pricing reads it. */
export const pickupRule = (hub: PickupHub): PickupPointRule => ({
  id: hub.row.id,
  feeCents: hub.row.feeCents,
  minDays: hub.row.minDays,
  maxDays: hub.row.maxDays,
  shopIds: hub.shopIds,
});

/** Where the point is, for the shipping place. */
export const pickupPlace = (hub: PickupHub): ShippingPlace => ({
  countryId: hub.place.countryId,
  stateId: hub.place.cityState,
  cityId: hub.row.cityId,
});

/** The checkout's pricing options for a point: its place, its rule, no cash on delivery (points take no cash, decision 080). */
export const pickupPricing = (hub: PickupHub) => ({
  cityShippingCents: null,
  place: pickupPlace(hub),
  pickupPoint: pickupRule(hub),
  cityCashOnDelivery: false,
});
