import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { rowsOf } from "../../db/client";
import { orders, RIDER_VEHICLES, riderDeliveries, riderHandIns, riders, shops, users } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import { hashPassword } from "../accounts/passwords";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { countSettingIn } from "../settings/setting-in";

const NOT_FOUND = "rider_not_found";
/** Riders, their hand-ins and the orders they may be given are the `orders` permission's (decision 078). */
const RULE = "orders" as const;

/**
 * `GET admin/riders/list` and `/admin/riders`: every rider with the cash they hold and what they
 * earned (the ledger's balances), their deliveries open and done; the latest hand-ins; the shops
 * and whether the marketplace's riders serve them; orders of those shops not yet given to a rider;
 * the two settings.
 */
export async function adminRiders(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requirePermission(ctx, input.userId, RULE, NOT_FOUND);
  const list = rowsOf<{
    id: number;
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    vehicle: string;
    active: boolean;
    cash: string;
    earnings: string;
    open: number;
    done: number;
  }>(
    await ctx.db.execute(sql`
      select r.id, r.user_id, u.first_name, u.last_name, u.email, r.phone, r.vehicle, r.active,
        coalesce((select balance_minor from ledger_accounts a where a.user_id = r.user_id and a.kind = 'rider_cash'), 0)::text as cash,
        coalesce((select balance_minor from ledger_accounts a where a.user_id = r.user_id and a.kind = 'rider_earnings'), 0)::text as earnings,
        (select count(*) from rider_deliveries d where d.rider_id = r.id and d.status <> 'delivered')::int as open,
        (select count(*) from rider_deliveries d where d.rider_id = r.id and d.status = 'delivered')::int as done
      from riders r join users u on u.id = r.user_id
      order by r.active desc, r.id`),
  );
  const [handIns, shopRows, waiting, commission, sellersMay] = await Promise.all([
    ctx.db
      .select({ h: riderHandIns, by: users.email })
      .from(riderHandIns)
      .leftJoin(users, eq(users.id, riderHandIns.confirmedBy))
      .orderBy(desc(riderHandIns.id))
      .limit(20),
    ctx.db
      .select({ id: shops.id, name: shops.name, uses: shops.usesMarketplaceRiders })
      .from(shops)
      .where(sql`${shops.verifiedAt} is not null`)
      .orderBy(shops.id),
    ctx.db
      .select({ code: orders.code, status: orders.status, total: orders.totalCents, paymentType: orders.paymentType, shopName: shops.name })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .leftJoin(riderDeliveries, eq(riderDeliveries.orderId, orders.id))
      .where(and(eq(shops.usesMarketplaceRiders, true), inArray(orders.status, ["pending", "confirmed"]), isNull(riderDeliveries.id)))
      .orderBy(desc(orders.id))
      .limit(50),
    countSettingIn(ctx.db, "rider_commission_cents"),
    countSettingIn(ctx.db, "sellers_may_assign_riders"),
  ]);
  return {
    riders: list.map((r) => ({
      id: Number(r.id),
      user_id: Number(r.user_id),
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      phone: r.phone,
      vehicle: r.vehicle,
      active: Boolean(r.active),
      cash_held: centsToDecimal(Number(r.cash)),
      earnings: centsToDecimal(Number(r.earnings)),
      open_deliveries: Number(r.open),
      delivered: Number(r.done),
    })),
    hand_ins: handIns.map(({ h, by }) => ({
      id: h.id,
      rider_id: h.riderId,
      amount: centsToDecimal(h.amountMinor),
      note: h.note,
      confirmed_by: by ?? "",
      created_at: h.createdAt.toISOString(),
    })),
    shops: shopRows.map((s) => ({ id: s.id, name: localize(s.name, input.locale), uses_riders: s.uses })),
    waiting_orders: waiting.map((o) => ({
      code: o.code,
      status: o.status,
      total: centsToDecimal(o.total),
      cash_on_delivery: o.paymentType === "cash_on_delivery",
      shop: localize(o.shopName, input.locale),
    })),
    settings: { rider_commission: centsToDecimal(commission), sellers_may_assign_riders: sellersMay === 1 },
  };
}

const Details = z.object({
  phone: field.phone(true),
  vehicle: z.enum(RIDER_VEHICLES, { error: "v_required" }).default("motorbike"),
});
const Register = Details.extend({
  email: field.email(),
  /** a new account: its name and password (an existing account's e-mail needs neither) */
  first_name: field.optional(60),
  last_name: field.optional(60),
  password: z.union([z.literal(""), field.password()]).optional(),
});

/**
 * `POST admin/riders {email, phone, vehicle, first_name?, last_name?, password?}`: the account of
 * that e-mail becomes a rider, or, with a name and a password, a new account is made for one. An
 * e-mail nobody has and no name or password is 422; a rider already is 409. Audited `rider.create`.
 */
export async function registerRider(ctx: Ctx, input: { userId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, RULE, NOT_FOUND);
  const data = parseInput(Register, input.fields);
  const [existing] = await ctx.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, data.email)).limit(1);
  if (!existing && !data.first_name) throw new ValidationError({ first_name: ["v_required"] });
  if (!existing && !data.password) throw new ValidationError({ password: ["v_required"] });
  const passwordHash = existing ? null : await hashPassword(data.password ?? "");
  const now = ctx.now();
  const rider = await ctx.db.transaction(async (tx) => {
    let userId = existing?.id;
    if (!userId) {
      const [made] = await tx
        .insert(users)
        .values({
          email: data.email,
          passwordHash: passwordHash ?? "",
          firstName: data.first_name ?? "",
          lastName: data.last_name ?? "",
          phone: data.phone,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!made) throw new ConflictError("rider_exists");
      userId = made.id;
    }
    const [row] = await tx
      .insert(riders)
      .values({ userId, phone: data.phone, vehicle: data.vehicle, createdBy: op.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError("rider_exists");
    await recordAudit(
      tx,
      op,
      { action: "rider.create", target: { type: "rider", id: row.id }, after: { user_id: userId, phone: row.phone, vehicle: row.vehicle } },
      now,
    );
    return row;
  });
  return {
    rider: { id: rider.id, user_id: rider.userId, phone: rider.phone, vehicle: rider.vehicle, active: rider.active },
    new_account: !existing,
  };
}

const Update = z.object({
  phone: field.phone(true).optional(),
  vehicle: z.enum(RIDER_VEHICLES, { error: "v_required" }).optional(),
  active: field.flag().optional(),
});

/** `POST admin/riders/{id} {phone?, vehicle?, active?}`: change a rider, or switch them off (they then see no `/rider`). Audited `rider.update`. */
export async function updateRider(ctx: Ctx, input: { userId: number | null; riderId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, RULE, NOT_FOUND);
  if (input.riderId === null) throw new NotFoundError(NOT_FOUND);
  const data = parseInput(Update, input.fields);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(riders)
      .where(eq(riders.id, input.riderId as number))
      .for("update");
    if (!before) throw new NotFoundError(NOT_FOUND);
    const [after] = await tx
      .update(riders)
      .set({ ...data, updatedAt: now })
      .where(eq(riders.id, before.id))
      .returning();
    const pick = (r: typeof before) => ({ phone: r.phone, vehicle: r.vehicle, active: r.active });
    await recordAudit(
      tx,
      op,
      { action: "rider.update", target: { type: "rider", id: before.id }, before: pick(before), after: pick(after) },
      now,
    );
    return { rider: { id: after.id, ...pick(after) } };
  });
}

/** `POST admin/riders/shops/{id} {uses_riders}`: whether the marketplace's riders deliver a shop's orders. Audited `shop.riders`. */
export async function setShopRiders(ctx: Ctx, input: { userId: number | null; shopId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, RULE, NOT_FOUND);
  if (input.shopId === null) throw new NotFoundError("shop_not_found");
  const { uses_riders: uses } = parseInput(z.object({ uses_riders: field.flag() }), input.fields);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ uses: shops.usesMarketplaceRiders })
      .from(shops)
      .where(eq(shops.id, input.shopId as number))
      .for("update");
    if (!before) throw new NotFoundError("shop_not_found");
    await tx
      .update(shops)
      .set({ usesMarketplaceRiders: uses })
      .where(eq(shops.id, input.shopId as number));
    await recordAudit(
      tx,
      op,
      {
        action: "shop.riders",
        target: { type: "shop", id: input.shopId },
        before: { uses_riders: before.uses },
        after: { uses_riders: uses },
      },
      now,
    );
    return { shop_id: input.shopId, uses_riders: uses };
  });
}

/** `GET seller/riders`: the active riders an order may be given to (names only), for a seller when the operator allows it, or an operator. */
export async function assignableRiders(ctx: Ctx) {
  const rows = await ctx.db
    .select({ id: riders.id, firstName: users.firstName, lastName: users.lastName, vehicle: riders.vehicle })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(eq(riders.active, true))
    .orderBy(riders.id);
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), vehicle: r.vehicle }));
}
