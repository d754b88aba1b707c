import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { AppLink } from "../ui/AppLink";
import { Timer } from "../ui/icon-set";

export type CountdownParts = { days: number; hours: number; mins: number; secs: number };

/** Time left until `end` (ms since the epoch) as days, hours, minutes and seconds. */
export function partsUntil(end: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    mins: Math.floor((left % 3600) / 60),
    secs: left % 60,
  };
}

/**
 * The running discount's live countdown. The first render shows the server's figures (so the
 * page hydrates without a mismatch and nothing shifts); then it ticks every second from the
 * end time. When it reaches zero the page data is reloaded, so the price drops the discount.
 */
export function Countdown({
  endsAt,
  initial,
  campaign,
  label = "offer_ends_in",
  className = "mt-3",
}: {
  endsAt: string;
  initial: CountdownParts;
  /** the campaign whose price runs out (a link to its page), when it is a campaign's */
  campaign?: { slug: string; title: string; is_flash_sale: boolean } | null;
  /** the words before the clock without a campaign link (a language key) */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { twoDigits } = useNumbers();
  const [parts, setParts] = useState(initial);
  const revalidator = useRevalidator();
  const ended = useRef(false);
  const reload = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    const end = Date.parse(endsAt);
    ended.current = false;
    const tick = () => {
      const now = Date.now();
      setParts(partsUntil(end, now));
      if (now >= end && !ended.current) {
        ended.current = true;
        reload();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [endsAt]);

  const boxes: [number, string][] = [
    [parts.days, t("pd_days")],
    [parts.hours, t("pd_hours")],
    [parts.mins, t("pd_mins")],
    [parts.secs, t("pd_secs")],
  ];
  return (
    <div className={`${className} flex flex-wrap items-center gap-3`} data-testid="countdown">
      <p className="flex items-center gap-1.5 text-sm font-medium text-rose-700">
        <Timer className="size-4" aria-hidden="true" />
        {campaign ? (
          <AppLink
            to={campaign.is_flash_sale ? "/flash-sale" : `/campaign/${campaign.slug}`}
            className="underline-offset-2 hover:underline"
            data-testid="campaign-link"
          >
            {t(campaign.is_flash_sale ? "pd_flash_sale_ends_in" : "pd_campaign_ends_in", { title: campaign.title })}
          </AppLink>
        ) : (
          t(label)
        )}
      </p>
      <div role="timer" aria-live="off">
        <ol className="flex gap-1.5">
          {boxes.map(([value, label]) => (
            <li key={label} className="flex min-w-12 flex-col items-center rounded-lg bg-rose-50 px-2 py-1 text-rose-800">
              <span className="font-mono text-lg font-bold leading-6 tabular-nums">{twoDigits(value)}</span>
              <span className="text-[10px] font-medium uppercase tracking-wide">{label}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
