import { asc, eq, inArray } from "drizzle-orm";
import { orderEvents, orderGroups, orders, shops } from "../../db/schema";
import { NotFoundError, RateLimitError, ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import type { Ctx } from "../context";
import { parcelsOf } from "../parcels/parcel-views";
import type { OrderGroupRow, OrderRow } from "./order-access";
import { normaliseCode } from "./order-codes";
import { timelineView } from "./order-views";

/** Lookups that find nothing allowed per client address in the window; then 429 until it moves on. */
export const TRACK_LIMIT = { misses: 10, windowMs: 15 * 60_000 };

/** Digits only, Persian (۰–۹) and Arabic-Indic (٠–٩) digits read as 0–9. */
export function phoneDigits(raw: string): string {
  return raw
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\D/g, "");
}

/**
 * Whether what the shopper typed is the group's e-mail (any case) or phone (compared on its
 * digits; a national and an international form of one number match on their last ten digits).
 */
export function contactMatches(group: Pick<OrderGroupRow, "email" | "phone">, typed: string): boolean {
  const text = typed.trim();
  if (text.includes("@")) return text.toLowerCase() === group.email.trim().toLowerCase();
  const a = phoneDigits(text);
  const b = phoneDigits(group.phone);
  if (a.length < 6 || b.length < 6) return false;
  return a === b || (a.length >= 10 && b.length >= 10 && a.slice(-10) === b.slice(-10));
}

/**
 * `POST track-order {code, email_or_phone}`: an order's (or a whole checkout's) status timeline,
 * only when the e-mail or phone is the one used at checkout. A wrong pair answers exactly as an
 * unknown code, and misses count against the client address so codes cannot be guessed.
 */
export async function trackOrder(ctx: Ctx, input: { fields: Record<string, unknown>; clientAddress: string; locale: string }) {
  const contact = typeof input.fields.email_or_phone === "string" ? input.fields.email_or_phone.trim().slice(0, 200) : "";
  const rawCode = typeof input.fields.code === "string" ? input.fields.code.trim() : "";
  if (!rawCode || !contact)
    throw new ValidationError({
      ...(!rawCode ? { code: ["track_code_required"] } : {}),
      ...(!contact ? { email_or_phone: ["track_contact_required"] } : {}),
    });

  const key = `track:addr:${input.clientAddress}`;
  if ((await ctx.limiter.hit(key, TRACK_LIMIT.windowMs)) > TRACK_LIMIT.misses) {
    await ctx.limiter.unhit(key);
    throw new RateLimitError("too_many_track_attempts", TRACK_LIMIT.windowMs / 1000);
  }
  const found = await lookUp(ctx, normaliseCode(rawCode));
  if (!found || !contactMatches(found.group, contact)) throw new NotFoundError("order_not_found");
  // a lookup that found its order is no guess: it does not count
  await ctx.limiter.unhit(key);

  const ids = found.orders.map((o) => o.id);
  const [events, shopRows, parcels] = await Promise.all([
    ctx.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    ctx.db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(
        inArray(
          shops.id,
          found.orders.map((o) => o.shopId),
        ),
      ),
    parcelsOf(ctx.db, ids, input.locale),
  ]);
  return {
    code: found.code,
    date: found.group.createdAt.toISOString(),
    orders: found.orders.map((o) => ({
      code: o.code,
      shop_name: localize(shopRows.find((s) => s.id === o.shopId)?.name, input.locale),
      status: o.status,
      payment_status: o.paymentStatus,
      date: o.createdAt.toISOString(),
      timeline: timelineView(events.filter((e) => e.orderId === o.id)),
      /** one timeline per parcel (decision 077) */
      shipments: parcels.get(o.id) ?? [],
    })),
  };
}

/** A seller's order by its code, or a whole checkout by the group's code. */
async function lookUp(ctx: Ctx, code: string | null): Promise<{ code: string; group: OrderGroupRow; orders: OrderRow[] } | null> {
  if (!code) return null;
  const [one] = await ctx.db
    .select({ order: orders, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(eq(orders.code, code))
    .limit(1);
  if (one) return { code, group: one.group, orders: [one.order] };
  const [group] = await ctx.db.select().from(orderGroups).where(eq(orderGroups.code, code)).limit(1);
  if (!group) return null;
  return { code, group, orders: await ctx.db.select().from(orders).where(eq(orders.groupId, group.id)).orderBy(asc(orders.id)) };
}

export type TrackedOrder = Awaited<ReturnType<typeof trackOrder>>;
