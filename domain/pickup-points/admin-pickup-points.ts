import { asc, eq, inArray, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import { pickupPointShops, pickupPoints, shops, users } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import { amountToCents } from "../cart/pricing-rules";
import type { Ctx } from "../context";
import { type CityPlace, cityPlace } from "../orders/city-shipping";
import { PICKUP_POINTS_PREFIX } from "./pickup-hubs";
import { type PickupPointFields, PickupPointInput } from "./pickup-point-input";

const NOT_FOUND = "pickup_point_not_found";
/** Pickup points are delivery, like the riders: the `orders` permission's (decision 080). */
const RULE = "orders" as const;

type PointRow = typeof pickupPoints.$inferSelect;

/** A point as the console shows and edits it. */
function pointView(p: PointRow, extra: { shopIds: number[]; keeperEmail: string; city: CityPlace | null; parcels: number }) {
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    city_id: p.cityId,
    state_id: extra.city?.cityState ?? null,
    country_id: extra.city?.countryId ?? null,
    city: extra.city ? `${extra.city.city}, ${extra.city.state}` : "",
    phone: p.phone,
    hours: p.hours,
    latitude: p.latitude ?? "",
    longitude: p.longitude ?? "",
    fee: centsToDecimal(p.feeCents),
    min_days: p.minDays,
    max_days: p.maxDays,
    all_shops: p.allShops,
    shop_ids: extra.shopIds,
    keeper_email: extra.keeperEmail,
    active: p.active,
    parcels_waiting: extra.parcels,
  };
}

/**
 * `GET admin/pickup-points/list` and `/admin/pickup-points`: every point with its place, fee,
 * days, shops and keeper, and how many parcels wait there to be collected; the verified shops a
 * point can name.
 */
export async function adminPickupPoints(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requirePermission(ctx, input.userId, RULE, NOT_FOUND);
  const [rows, links, shopRows, waiting] = await Promise.all([
    ctx.db
      .select({ p: pickupPoints, keeper: users.email })
      .from(pickupPoints)
      .leftJoin(users, eq(users.id, pickupPoints.keeperUserId))
      .orderBy(asc(pickupPoints.id)),
    ctx.db.select().from(pickupPointShops),
    ctx.db.select({ id: shops.id, name: shops.name }).from(shops).where(sql`${shops.verifiedAt} is not null`).orderBy(shops.id),
    ctx.db.execute(sql`select pickup_point_id as id, count(*)::int as n from pickup_parcels where status = 'received' group by 1`),
  ]);
  const waitingAt = new Map(rowsOf<{ id: number; n: number }>(waiting).map((r) => [Number(r.id), Number(r.n)]));
  const points = [];
  for (const { p, keeper } of rows) {
    const city = await cityPlace(ctx, p.cityId);
    points.push(
      pointView(p, {
        shopIds: links.filter((l) => l.pickupPointId === p.id).map((l) => l.shopId),
        keeperEmail: keeper ?? "",
        city,
        parcels: waitingAt.get(p.id) ?? 0,
      }),
    );
  }
  return { pickup_points: points, shops: shopRows.map((s) => ({ id: s.id, name: localize(s.name, input.locale) })) };
}

/** The account of the keeper's e-mail (empty: none), refused when nobody has it. */
async function keeperId(db: Database, email: string): Promise<number | null> {
  if (!email) return null;
  const [u] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.email, email)).limit(1);
  if (!u || u.status === "banned") throw new ValidationError({ keeper_email: ["pickup_keeper_unknown"] });
  return u.id;
}

/** Shop ids that are not verified shops are refused, each by its place in the list. */
async function checkShops(db: Database, ids: number[]) {
  if (!ids.length) return;
  const found = new Set(
    (
      await db
        .select({ id: shops.id })
        .from(shops)
        .where(sql`${inArray(shops.id, ids)} and ${shops.verifiedAt} is not null`)
    ).map((s) => s.id),
  );
  const wrong = ids.findIndex((id) => !found.has(id));
  if (wrong >= 0) throw new ValidationError({ [`shop_ids.${wrong}`]: ["v_in"] });
}

const columns = (d: PickupPointFields, keeper: number | null) => ({
  name: d.name,
  address: d.address,
  cityId: d.city_id,
  phone: d.phone,
  hours: d.hours,
  latitude: d.latitude === "" ? null : d.latitude,
  longitude: d.longitude === "" ? null : d.longitude,
  feeCents: amountToCents(d.fee),
  minDays: d.min_days,
  maxDays: d.max_days,
  allShops: d.all_shops,
  active: d.active,
  keeperUserId: keeper,
});

/**
 * `POST admin/pickup-points` (a new one) and `POST admin/pickup-points/{id}` (a change): the whole
 * point, checked whole (every problem at once, nothing stored on any), its shops replaced in the
 * same transaction. Audited `pickup_point.create` / `pickup_point.update`; the checkout's list of
 * points is forgotten at once.
 */
export async function savePickupPoint(ctx: Ctx, input: { userId: number | null; pointId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, RULE, NOT_FOUND);
  const d = parseInput(PickupPointInput, input.fields);
  if (!(await cityPlace(ctx, d.city_id))) throw new ValidationError({ city_id: ["v_city_unknown"] });
  const shopIds = d.all_shops ? [] : [...new Set(d.shop_ids)];
  await checkShops(ctx.db, shopIds);
  const keeper = await keeperId(ctx.db, d.keeper_email);
  const now = ctx.now();
  const saved = await ctx.db.transaction(async (tx) => {
    let before: PointRow | undefined;
    let after: PointRow;
    if (input.pointId === null) {
      [after] = await tx
        .insert(pickupPoints)
        .values({ ...columns(d, keeper), createdAt: now, updatedAt: now })
        .returning();
    } else {
      [before] = await tx.select().from(pickupPoints).where(eq(pickupPoints.id, input.pointId)).for("update");
      if (!before) throw new NotFoundError(NOT_FOUND);
      [after] = await tx
        .update(pickupPoints)
        .set({ ...columns(d, keeper), updatedAt: now })
        .where(eq(pickupPoints.id, before.id))
        .returning();
      await tx.delete(pickupPointShops).where(eq(pickupPointShops.pickupPointId, after.id));
    }
    if (shopIds.length) await tx.insert(pickupPointShops).values(shopIds.map((shopId) => ({ pickupPointId: after.id, shopId })));
    const pick = ({ createdAt: _c, updatedAt: _u, ...p }: PointRow) => p;
    await recordAudit(
      tx,
      op,
      {
        action: before ? "pickup_point.update" : "pickup_point.create",
        target: { type: "pickup_point", id: after.id },
        ...(before ? { before: pick(before) } : {}),
        after: { ...pick(after), shop_ids: shopIds },
      },
      now,
    );
    return after;
  });
  ctx.cache.invalidate(PICKUP_POINTS_PREFIX);
  const city = await cityPlace(ctx, saved.cityId);
  return {
    pickup_point: pointView(saved, {
      shopIds,
      keeperEmail: d.keeper_email,
      city,
      parcels: 0,
    }),
  };
}
