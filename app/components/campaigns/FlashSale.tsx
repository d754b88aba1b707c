import type { FlashCard } from "../../../domain/campaigns/flash-sale";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { Countdown } from "../product/Countdown";
import { ProductCard } from "../product/ProductCard";
import { Zap } from "../ui/icon-set";
import { SectionHeading } from "../ui/SectionHeading";

/** How much of a flash product has sold: a labelled progress bar (sold so far against what is left). */
export function SoldBar({ flash }: { flash: FlashCard["flash"] }) {
  const { t } = useTranslation();
  const { number, percent } = useNumbers();
  const label = t("flash_sold_share", { percent: percent(flash.percent) });
  return (
    <div className="mt-1" data-testid="sold-bar">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={flash.percent}
        aria-valuetext={label}
        aria-label={label}
        className="h-2 overflow-hidden rounded-full bg-rose-100"
      >
        <div className="h-full rounded-full bg-rose-600" style={{ width: `${flash.percent}%` }} />
      </div>
      <p className="mt-1 flex flex-wrap justify-between gap-x-2 text-xs text-gray-600">
        <span>{t("flash_sold", { sold: number(flash.sold) })}</span>
        <span>{t("flash_left", { left: number(flash.left) })}</span>
      </p>
    </div>
  );
}

export function FlashGrid({ products, className }: { products: FlashCard[]; className?: string }) {
  return (
    <div className={className ?? "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < 4} footer={<SoldBar flash={p.flash} />} />
      ))}
    </div>
  );
}

/** The home page's flash deals: a heading with the countdown to the first end, 8 products with their sold bars, a link to /flash-sale. */
export function FlashRail({ title, products }: { title: string; products: FlashCard[] }) {
  const { t } = useTranslation();
  if (!products.length) return null;
  const first = products.reduce((a, b) => (a.flash.ends_at <= b.flash.ends_at ? a : b));
  return (
    <section className="rounded-2xl bg-rose-50/60 p-4 sm:p-5" data-testid="flash-rail">
      <div className="mb-2 flex flex-wrap items-center gap-x-4">
        <Zap className="size-6 text-rose-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <SectionHeading title={title || t("flash_deals")} to="/flash-sale" />
        </div>
      </div>
      <Countdown endsAt={first.flash.ends_at} initial={first.flash.countdown} label="flash_sale_ends_in" className="mb-4 -mt-2" />
      {/* one row that scrolls sideways: about two cards on a phone, four to six on wider screens */}
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 sm:gap-4" aria-label={title || t("flash_deals")}>
        {products.slice(0, 8).map((p) => (
          <li
            key={p.id}
            className="grid w-[calc((100%-0.75rem)/2.2)] shrink-0 snap-start sm:w-[calc((100%-3rem)/4)] xl:w-[calc((100%-5rem)/6)]"
          >
            <ProductCard product={p} footer={<SoldBar flash={p.flash} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
