import { useTranslation } from "../../../i18n/i18n";

/**
 * A city's cash on delivery as a switch (`role="switch"`): the knob sits at the start when off and
 * at the end when on, so it mirrors in right-to-left pages; its state is also written beside it.
 */
export function CodSwitch({ city, on, busy, onChange }: { city: string; on: boolean; busy: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t("admin_cities_cod_for", { city })}
        disabled={busy}
        onClick={() => onChange(!on)}
        className={`inline-flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 ${on ? "justify-end bg-primary" : "justify-start bg-gray-300"}`}
        data-testid="city-cod"
      >
        <span className="size-5 rounded-full bg-white shadow" />
      </button>
      <span className={`text-sm ${on ? "font-medium text-gray-900" : "text-gray-600"}`} data-testid="city-cod-state">
        {t(on ? "admin_cities_cod_on" : "admin_cities_cod_off")}
      </span>
    </span>
  );
}
