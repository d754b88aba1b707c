import type { ParcelView } from "../../../domain/parcels/parcel-views";
import { useTranslation } from "../../i18n/i18n";
import { ArrowRight, Check, Package, X } from "../ui/icon-set";
import { useOrderDate } from "./order-format";

/** The steps a parcel usually goes through: those not reached yet are shown ahead, greyed. */
const PATH = ["packed", "shipped", "out_for_delivery", "delivered"];
/** …and a parcel kept at a pickup point (or the shop) for the buyer to collect (decision 080) */
const PICKUP_PATH = ["packed", "shipped", "ready_for_pickup", "delivered"];
const FINAL = ["delivered", "returned"];

/** The usual steps still ahead of a parcel whose events are these. */
function ahead(p: ParcelView): string[] {
  if (p.status && FINAL.includes(p.status)) return [];
  const path = p.events.some((e) => e.event === "ready_for_pickup") ? PICKUP_PATH : PATH;
  const reached = Math.max(-1, ...p.events.map((e) => path.indexOf(e.event === "failed_attempt" ? "out_for_delivery" : e.event)));
  return path.slice(reached + 1).filter((s) => s !== "packed" || reached < 0);
}

/** One parcel: its carrier, tracking number and link, then its steps with their times (the line on the start side in both directions). */
export function ParcelCard({ parcel, n }: { parcel: ParcelView; n: number }) {
  const { t } = useTranslation();
  const { moment } = useOrderDate();
  const next = ahead(parcel);
  const rows = [
    ...parcel.events.map((e) => ({ key: `e${e.id}`, event: e.event, date: e.date, note: e.note, by: e.by, done: true })),
    ...next.map((s) => ({ key: `u-${s}`, event: s, date: "", note: "", by: "", done: false })),
  ];
  return (
    <li className="rounded-xl border border-gray-100 bg-gray-50/60 p-4" data-testid="parcel" data-status={parcel.status ?? "none"}>
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-semibold text-gray-900">
          <Package className="size-4 text-primary" aria-hidden="true" />
          {t("parcel_number", { n })} · {parcel.carrier_name}
        </span>
        {parcel.tracking_number && (
          <span className="text-sm text-gray-600">
            {t("parcel_tracking_number")}:{" "}
            <bdi className="font-mono" dir="ltr" data-testid="parcel-number">
              {parcel.tracking_number}
            </bdi>
          </span>
        )}
        {parcel.tracking_url && (
          <a
            href={parcel.tracking_url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="ms-auto inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            data-testid="parcel-link"
          >
            {t("parcel_follow_link")}
            <ArrowRight className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
          </a>
        )}
      </div>
      <ol className="relative" aria-label={t("parcel_timeline")}>
        {rows.map((r, i) => {
          const last = i === rows.length - 1;
          const bad = r.done && (r.event === "failed_attempt" || r.event === "returned");
          const dot = bad ? "bg-amber-500 text-white" : r.done ? "bg-primary text-white" : "border-2 border-gray-300 bg-white";
          return (
            <li
              key={r.key}
              className={`relative ps-9 ${last ? "" : "pb-4"}`}
              data-testid="parcel-step"
              data-event={r.event}
              data-done={r.done}
            >
              {!last && (
                <span
                  className={`absolute start-[0.5625rem] top-6 bottom-0.5 w-0.5 rounded ${r.done && rows[i + 1].done ? "bg-primary/40" : "bg-gray-200"}`}
                  aria-hidden="true"
                />
              )}
              <span className={`absolute start-0 top-0.5 grid size-5 place-items-center rounded-full ${dot}`} aria-hidden="true">
                {bad ? <X className="size-3" /> : r.done ? <Check className="size-3" /> : null}
              </span>
              <p className={`text-sm font-medium ${r.done ? "text-gray-900" : "text-gray-500"}`}>{t(`shipment_event_${r.event}`)}</p>
              <p className="text-xs text-gray-500">
                {r.date ? <time dateTime={r.date}>{moment(r.date)}</time> : t("timeline_not_yet")}
                {r.by && ` · ${t(`shipment_by_${r.by}`)}`}
              </p>
              {r.note && (
                <p className="mt-0.5 text-sm text-gray-700" dir="auto">
                  {r.note}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </li>
  );
}

/** An order's parcels, each its own timeline (decision 077); nothing when the order has none yet. */
export function ParcelTimelines({ parcels }: { parcels: ParcelView[] }) {
  const { t } = useTranslation();
  if (!parcels.length) return null;
  return (
    <section className="mt-5" aria-label={t("parcels_title")} data-testid="parcels">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-500">{t("parcels_title")}</h3>
      <ul className="grid gap-3">
        {parcels.map((p, i) => (
          <ParcelCard key={p.id} parcel={p} n={i + 1} />
        ))}
      </ul>
    </section>
  );
}
