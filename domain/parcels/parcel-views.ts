import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ShipmentEventKind, shipmentEvents, shipments } from "../../db/schema";
import { carrierOf, trackingLink } from "../../kernel/carriers";
import { translate } from "../../kernel/i18n/keywords";
import { nextEvents } from "./parcel-rules";

type ShipmentRow = typeof shipments.$inferSelect;
type EventRow = typeof shipmentEvents.$inferSelect;

/** A carrier's name in a language: its brand, or the UI string of the ones without one (Iran Post, a local courier). */
export const carrierName = (code: string, locale: string): string => carrierOf(code)?.brand ?? translate(locale, `carrier_${code}`);

/** One parcel as every page and call shows it: carrier, number and link, its events oldest first, and what may come next. */
export function parcelView(s: ShipmentRow, events: EventRow[], locale: string) {
  const last = events.length ? events[events.length - 1].kind : null;
  return {
    id: s.id,
    carrier: s.carrier,
    carrier_name: carrierName(s.carrier, locale),
    tracking_number: s.trackingNumber,
    tracking_url: trackingLink(s.carrier, s.trackingNumber),
    date: s.createdAt.toISOString(),
    status: last,
    next_events: nextEvents(last as ShipmentEventKind | null),
    events: events.map((e) => ({ id: e.id, event: e.kind, date: e.happenedAt.toISOString(), note: e.note, by: e.actor })),
  };
}

export type ParcelView = ReturnType<typeof parcelView>;

/** The parcels of these orders (each order's oldest first, each parcel's events by when they happened): two queries. */
export async function parcelsOf(db: Database, orderIds: number[], locale: string): Promise<Map<number, ParcelView[]>> {
  const out = new Map<number, ParcelView[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return out;
  const rows = await db.select().from(shipments).where(inArray(shipments.orderId, orderIds)).orderBy(asc(shipments.id));
  if (!rows.length) return out;
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        rows.map((s) => s.id),
      ),
    )
    .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.id));
  for (const s of rows)
    out.get(s.orderId)?.push(
      parcelView(
        s,
        events.filter((e) => e.shipmentId === s.id),
        locale,
      ),
    );
  return out;
}
