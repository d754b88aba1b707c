import { useId, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { COLOUR_KEYS, colourVariables } from "../../lib/demo-colours";
import { useStore } from "../../store/store";
import { Palette, X } from "../ui/icon-set";

type Choice = { primary: string; menuBg: string; menuText: string };

function stored(): Choice {
  const get = (k: string) => {
    try {
      return window.localStorage.getItem(k) ?? "";
    } catch {
      return "";
    }
  };
  return { primary: get(COLOUR_KEYS.primary), menuBg: get(COLOUR_KEYS.menuBg), menuText: get(COLOUR_KEYS.menuText) };
}

/** Put a choice on the page (the same variables the head's pre-paint script sets) and keep it in browser storage. */
function apply(choice: Choice) {
  const root = document.documentElement;
  for (const name of ["--primary-color", "--profile-sidebar-active", "--profile-sidebar-hover", "--menu-bg-color", "--menu-text-color"])
    if (name !== "--primary-color") root.style.removeProperty(name);
  for (const [name, value] of Object.entries(colourVariables(choice))) root.style.setProperty(name, value);
  try {
    const s = window.localStorage;
    const keep = (key: string, value: string) => (value ? s.setItem(key, value) : s.removeItem(key));
    keep(COLOUR_KEYS.primary, choice.primary);
    keep(COLOUR_KEYS.sidebar, choice.primary ? `${choice.primary}20` : "");
    keep(COLOUR_KEYS.menuBg, choice.menuBg);
    keep(COLOUR_KEYS.menuText, choice.menuText);
  } catch {
    // storage blocked: the colours last for this page only
  }
}

/**
 * The demo colour switcher (spec sections 2 and 6): with `demo_mode` on, a small panel to try the
 * primary colour, the menu's background and its text colour. Chosen colours are kept in browser
 * storage and applied before the first paint on every page (root.tsx); reset returns the shop's own.
 * Its button sits in the header's top bar beside the language and currency (not fixed over the
 * page's edge, where it covered buttons such as the cart's coupon Apply), the panel drops below it.
 */
export function DemoColours() {
  const { state } = useStore();
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  if (!Number(state.settings_data.demo_mode)) return null;
  const shopPrimary = String(state.settings_data.primary_color ?? "#6d28d9");
  const current = choice ?? { primary: "", menuBg: "", menuText: "" };
  const change = (key: keyof Choice, value: string) => {
    const next = { ...current, [key]: value };
    setChoice(next);
    apply(next);
  };
  const fields: [keyof Choice, string, string][] = [
    ["primary", t("demo_colour_primary"), current.primary || shopPrimary],
    ["menuBg", t("demo_colour_menu_bg"), current.menuBg || "#ffffff"],
    ["menuText", t("demo_colour_menu_text"), current.menuText || "#374151"],
  ];
  return (
    <div className="relative print:hidden" data-testid="demo-colours">
      <button
        type="button"
        onClick={() => {
          if (!open) setChoice(stored());
          setOpen(!open);
        }}
        className="grid size-7 place-items-center rounded-md bg-primary text-white hover:opacity-90"
        aria-label={t("demo_colours")}
        aria-expanded={open}
        title={t("demo_colours")}
        data-testid="demo-colours-open"
      >
        <Palette className="size-4" />
      </button>
      {open && (
        <div
          className="absolute end-0 top-full z-50 mt-2 w-64 rounded-2xl border border-gray-200 bg-white p-4 shadow-xl"
          role="dialog"
          aria-labelledby={`${id}-title`}
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
              {t("demo_colours")}
            </h2>
            <button type="button" onClick={() => setOpen(false)} className="rounded-lg p-1 hover:bg-gray-100" aria-label={t("close")}>
              <X className="size-4" />
            </button>
          </div>
          <div className="space-y-3">
            {fields.map(([key, label, value]) => (
              <label key={key} className="flex items-center justify-between gap-3 text-sm text-gray-700">
                {label}
                <input
                  type="color"
                  value={value}
                  onChange={(e) => change(key, e.currentTarget.value)}
                  className="h-8 w-12 cursor-pointer rounded border border-gray-300 bg-white"
                  data-testid={`demo-colour-${key}`}
                />
              </label>
            ))}
          </div>
          <button
            type="button"
            onClick={() => {
              const none = { primary: "", menuBg: "", menuText: "" };
              setChoice(none);
              apply(none);
              document.documentElement.style.setProperty("--primary-color", shopPrimary);
            }}
            className="mt-4 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium hover:border-primary hover:text-primary"
          >
            {t("demo_colours_reset")}
          </button>
        </div>
      )}
    </div>
  );
}
