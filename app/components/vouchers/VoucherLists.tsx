import type { myGiftVouchers, userCoupons } from "../../../domain/vouchers/voucher-views";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";

/** A day as the reader's language writes it, in the shop's time zone (the server's and the browser's render agree). */
function useDay() {
  return useDates().day;
}

type Voucher = Awaited<ReturnType<typeof myGiftVouchers>>["bought"][number];
type CouponPage = Awaited<ReturnType<typeof userCoupons>>["coupons"];

const STATUS_TONE: Record<string, string> = {
  active: "bg-green-50 text-green-800",
  redeemed: "bg-gray-100 text-gray-700",
  expired: "bg-amber-50 text-amber-900",
  cancelled: "bg-red-50 text-red-800",
  pending_payment: "bg-amber-50 text-amber-900",
};

/** A list of vouchers: masked code, amount, whom it went to, status and date. */
export function VoucherList({
  title,
  empty,
  vouchers,
  format,
  testId,
}: {
  title: string;
  empty: string;
  vouchers: Voucher[];
  format: (amount: string) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const formatDate = useDay();
  return (
    <section className="min-w-0 rounded-2xl border border-gray-100 bg-white" data-testid={testId}>
      <h2 className="border-b border-gray-100 px-5 py-4 text-lg font-semibold text-gray-900">{title}</h2>
      {vouchers.length === 0 ? (
        <p className="px-5 py-6 text-sm text-gray-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {vouchers.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-sm">
              <span className="font-mono text-gray-700" dir="ltr">
                {v.code_masked}
              </span>
              <span className="font-semibold text-gray-900">
                <bdi>{format(v.amount)}</bdi>
              </span>
              <span className="min-w-0 truncate text-gray-600" dir="ltr">
                {v.recipient_email}
              </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[v.status] ?? ""}`}>
                {t(`gift_voucher_status_${v.status}`)}
              </span>
              <span className="ms-auto text-xs text-gray-500">
                {t(v.status === "redeemed" ? "gift_voucher_redeemed_on" : "gift_voucher_expires_on", {
                  date: formatDate(v.status === "redeemed" && v.redeemed_at ? v.redeemed_at : v.expires_at),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The shop's coupons usable now (`GET user/coupons`): code, title, discount, end date. */
export function CouponList({ coupons, format }: { coupons: CouponPage; format: (amount: string) => string }) {
  const { t } = useTranslation();
  const formatDate = useDay();
  return (
    <section className="min-w-0 rounded-2xl border border-gray-100 bg-white" data-testid="voucher-coupons">
      <h2 className="border-b border-gray-100 px-5 py-4 text-lg font-semibold text-gray-900">{t("gift_voucher_coupons")}</h2>
      {coupons.data.length === 0 ? (
        <p className="px-5 py-6 text-sm text-gray-500">{t("gift_voucher_no_coupons")}</p>
      ) : (
        <ul className="grid gap-3 p-5 sm:grid-cols-2">
          {coupons.data.map((c) => (
            <li key={c.id} className="rounded-xl border border-dashed border-primary/40 bg-primary-soft/30 p-4 text-sm">
              <p className="font-mono text-base font-semibold text-primary" dir="ltr">
                {c.code}
              </p>
              {c.title && (
                <p className="mt-1 text-gray-800" dir="auto">
                  {c.title}
                </p>
              )}
              <p className="mt-1 font-medium text-gray-900">
                {c.discount_type === "flat" ? <bdi>{format(c.discount)}</bdi> : t("gift_voucher_coupon_percent", { percent: c.discount })}
              </p>
              {c.end_date && <p className="mt-1 text-xs text-gray-500">{t("gift_voucher_expires_on", { date: formatDate(c.end_date) })}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
