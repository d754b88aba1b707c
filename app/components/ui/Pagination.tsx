import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { AppLink } from "./AppLink";
import { ChevronLeft, ChevronRight } from "./icon-set";

/** Page links that keep the rest of the query string (so filters survive paging). */
export function Pagination({ current, last }: { current: number; last: number }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { pathname, search } = useLocation();
  if (last <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(search);
    if (p === 1) q.delete("page");
    else q.set("page", String(p));
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  const pages = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const item = "grid min-w-10 h-10 place-items-center rounded-lg border px-3 text-sm";
  return (
    <nav className="mt-8 flex flex-wrap items-center justify-center gap-1.5" aria-label={t("pagination")}>
      {current > 1 && (
        <AppLink
          to={href(current - 1)}
          className={`${item} border-gray-200 bg-white hover:border-primary`}
          aria-label={t("previous")}
          rel="prev"
        >
          <ChevronLeft className="size-4 rtl:rotate-180" />
        </AppLink>
      )}
      {pages.map((p, i) => (
        <span key={p} className="flex items-center gap-1.5">
          {i > 0 && p - pages[i - 1] > 1 && <span className="px-1 text-gray-500">…</span>}
          <AppLink
            to={href(p)}
            aria-current={p === current ? "page" : undefined}
            className={`${item} ${p === current ? "border-primary bg-primary text-white" : "border-gray-200 bg-white hover:border-primary"}`}
          >
            {number(p)}
          </AppLink>
        </span>
      ))}
      {current < last && (
        <AppLink
          to={href(current + 1)}
          className={`${item} border-gray-200 bg-white hover:border-primary`}
          aria-label={t("next")}
          rel="next"
        >
          <ChevronRight className="size-4 rtl:rotate-180" />
        </AppLink>
      )}
      <span className="ms-3 text-sm text-gray-500">{t("page_of", { current, last })}</span>
    </nav>
  );
}
