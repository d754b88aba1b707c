import { useTranslation } from "../../i18n/i18n";

const COLOURS: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  published: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-rose-50 text-rose-800 ring-rose-200",
  sold: "bg-sky-50 text-sky-800 ring-sky-200",
  expired: "bg-gray-100 text-gray-700 ring-gray-300",
};

/** An ad's state as a coloured badge (pending, published, rejected, sold, expired). */
export function AdState({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLOURS[status] ?? COLOURS.pending}`}
      data-testid="ad-state"
      data-status={status}
    >
      {t(`ad_state_${status}`)}
    </span>
  );
}
