import type { DigitalOrderList } from "../../../domain/orders/digital-orders";
import { useTranslation } from "../../i18n/i18n";
import { Download } from "../ui/icon-set";
import { useOrderDate, useOrderPrice } from "./order-format";

/** A paid digital product with its download link (a plain link: the browser saves the attachment). */
export function DigitalOrderRow({ item }: { item: DigitalOrderList["download_urls"][number] }) {
  const { t } = useTranslation();
  const { day } = useOrderDate();
  const price = useOrderPrice(item.currency);
  return (
    <li className="flex flex-wrap items-center gap-3 p-4 sm:px-5" data-testid="digital-row">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900">
          {item.product_name}
          {item.variation && <span className="text-sm font-normal text-gray-500"> · {item.variation}</span>}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-gray-500">
          <span className="font-mono" dir="ltr">
            {item.order_code}
          </span>
          <time dateTime={item.date}>{day(item.date)}</time>
          <span className="tabular-nums">{price(item.total)}</span>
        </p>
      </div>
      <a
        href={item.url}
        download
        className="inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
        data-testid="digital-download"
        rel="nofollow"
      >
        <Download className="size-4" aria-hidden="true" />
        {t("download_file")}
      </a>
    </li>
  );
}
