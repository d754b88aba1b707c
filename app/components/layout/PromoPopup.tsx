import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStore } from "../../store/store";
import { X } from "../ui/icon-set";
import { SocialLinks } from "./SocialLinks";
import { SubscribeForm } from "./SubscribeForm";

export const POPUP_DELAY_MS = 10_000;
const STORAGE_KEY = "popup";

/**
 * The promotional pop-up (modal id pop_up): after 10 s, on home (home_page) or every page
 * (all_page); never when site_popup_status is 0 or the visitor ticked "don't show again".
 */
export function PromoPopup() {
  const { state } = useStore();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const s = state.settings_data;
  const [open, setOpen] = useState(false);
  const [dontShow, setDontShow] = useState(false);
  const allowedHere = s.popup_show_in === "all_page" || (s.popup_show_in === "home_page" && pathname === "/");

  useEffect(() => {
    if (Number(s.site_popup_status) === 0 || !allowedHere || localStorage.getItem(STORAGE_KEY)) return;
    const timer = setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [s.site_popup_status, allowedHere]);

  const toggleDontShow = (on: boolean) => {
    setDontShow(on);
    if (on) localStorage.setItem(STORAGE_KEY, "1");
    else localStorage.removeItem(STORAGE_KEY);
  };
  if (!open) return null;
  return (
    <div
      id="pop_up"
      className="fixed inset-0 z-[60] grid place-items-center bg-black/50 p-4"
      role="dialog"
      aria-modal="true"
      aria-labelledby="pop_up_title"
    >
      <div className="relative grid w-full max-w-2xl overflow-hidden rounded-2xl bg-white shadow-2xl sm:grid-cols-2">
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="absolute end-3 top-3 z-10 rounded-full bg-white/90 p-1.5 hover:bg-gray-100"
          aria-label={t("close")}
        >
          <X className="size-5" />
        </button>
        {s.popup_image ? (
          <img src={String(s.popup_image)} alt="" width={270} height={260} className="hidden h-full w-full object-cover sm:block" />
        ) : null}
        <div className="p-6">
          <h2 id="pop_up_title" className="text-2xl font-bold">
            {String(s.popup_title)}
          </h2>
          <p className="mt-2 text-sm text-gray-600">{String(s.popup_description)}</p>
          <div className="mt-4">
            <SubscribeForm onDone={() => setOpen(false)} />
          </div>
          <div className="mt-4 text-gray-700 [&_a]:bg-gray-100 [&_a:hover]:bg-primary [&_a:hover]:text-white">
            <SocialLinks />
          </div>
          <label className="mt-4 flex items-center gap-2 text-sm text-gray-600">
            <input
              type="checkbox"
              checked={dontShow}
              onChange={(e) => toggleDontShow(e.target.checked)}
              className="size-4 accent-primary"
            />
            {t("dont_show_popup")}
          </label>
        </div>
      </div>
    </div>
  );
}
