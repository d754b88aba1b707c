import { useTranslation } from "../../i18n/i18n";
import { Check, CircleDollarSign, X } from "../ui/icon-set";
import { useOrderDate } from "./order-format";

export interface TimelineEvent {
  status: string;
  payment_status: string;
  date: string;
}

const LIFECYCLE = ["pending", "confirmed", "picked_up", "on_the_way", "delivered"];

type Entry = { key: string; kind: "status" | "payment" | "upcoming"; status: string; date?: string };

/** The history as steps: each status reached (and payment changes between them), then the steps still ahead. */
function entriesOf(events: TimelineEvent[], current: string): Entry[] {
  const out: Entry[] = [];
  let prev: TimelineEvent | undefined;
  events.forEach((e, i) => {
    if (!prev || e.status !== prev.status) out.push({ key: `s${i}`, kind: "status", status: e.status, date: e.date });
    if (prev && e.payment_status !== prev.payment_status)
      out.push({ key: `p${i}`, kind: "payment", status: e.payment_status, date: e.date });
    prev = e;
  });
  if (current !== "cancelled") {
    for (const s of LIFECYCLE.slice(LIFECYCLE.indexOf(current) + 1)) out.push({ key: `u-${s}`, kind: "upcoming", status: s });
  }
  return out;
}

/** A vertical timeline of an order's statuses with their dates; its line sits on the start side in both directions. */
export function Timeline({ events, status }: { events: TimelineEvent[]; status: string }) {
  const { t } = useTranslation();
  const { moment } = useOrderDate();
  const entries = entriesOf(events, status);
  return (
    <ol className="relative" aria-label={t("order_timeline")} data-testid="timeline">
      {entries.map((e, i) => {
        const last = i === entries.length - 1;
        const done = e.kind !== "upcoming";
        const cancelled = e.kind === "status" && e.status === "cancelled";
        const dot = cancelled
          ? "bg-rose-600 text-white"
          : e.kind === "payment"
            ? "bg-emerald-600 text-white"
            : done
              ? "bg-primary text-white"
              : "border-2 border-gray-300 bg-white";
        return (
          <li
            key={e.key}
            className={`relative ps-10 ${last ? "" : "pb-6"}`}
            data-testid="timeline-step"
            data-kind={e.kind}
            data-status={e.status}
          >
            {!last && (
              <span
                className={`absolute start-[0.6875rem] top-7 bottom-1 w-0.5 rounded ${done && entries[i + 1].kind !== "upcoming" ? "bg-primary/40" : "bg-gray-200"}`}
                aria-hidden="true"
              />
            )}
            <span className={`absolute start-0 top-0.5 grid size-6 place-items-center rounded-full ${dot}`} aria-hidden="true">
              {cancelled ? (
                <X className="size-3.5" />
              ) : e.kind === "payment" ? (
                <CircleDollarSign className="size-3.5" />
              ) : done ? (
                <Check className="size-3.5" />
              ) : null}
            </span>
            <p className={`font-medium ${done ? "text-gray-900" : "text-gray-500"}`}>
              {e.kind === "payment" ? t("timeline_payment", { status: t(`payment_status_${e.status}`) }) : t(`order_status_${e.status}`)}
            </p>
            <p className="text-sm text-gray-500">{e.date ? <time dateTime={e.date}>{moment(e.date)}</time> : t("timeline_not_yet")}</p>
          </li>
        );
      })}
    </ol>
  );
}
