import { useEffect, useState, useSyncExternalStore } from "react";
import { Toaster } from "sonner";
import { useTranslation } from "../../i18n/i18n";

/** Sonner's own phone breakpoint: at or below it the toasts run the window's full width (with `mobileOffset`). */
const PHONE_QUERY = "(max-width: 600px)";
/** Room kept free at the window's foot on wider screens: the sticky save bars (seller editor, admin settings) are about 4 rem tall. */
const WIDE_BOTTOM = "5.5rem";

function usePhone(): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener("change", change);
      return () => query.removeEventListener("change", change);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** The height of the sticky site header (the page's first `header`), followed as it changes. */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector("header");
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * The shop's toasts, where they cover none of a page's own controls: on a phone at the top, just
 * under the sticky header (a phone's actions sit at the foot of the page and of the window); on wider
 * screens in the bottom corner at the end side (bottom right, bottom left in RTL), above any sticky
 * save bar, away from the centred action rows (the order confirmation's invoice button) and the
 * header's cart and account (decision 068).
 */
export function Toasts({ direction }: { direction: "ltr" | "rtl" }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const header = useHeaderHeight();
  return (
    <Toaster
      position={phone ? "top-center" : direction === "rtl" ? "bottom-left" : "bottom-right"}
      offset={{ bottom: WIDE_BOTTOM, left: "1.5rem", right: "1.5rem" }}
      mobileOffset={{ top: `${Math.round(header) + 8}px`, left: "0.75rem", right: "0.75rem" }}
      richColors
      closeButton
      duration={5000}
      dir={direction}
      containerAriaLabel={t("notifications")}
      toastOptions={{ closeButtonAriaLabel: t("close") }}
    />
  );
}
