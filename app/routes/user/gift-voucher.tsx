import { useRevalidator } from "react-router";
import { pageParam } from "../../../kernel/input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { Pagination } from "../../components/ui/Pagination";
import { BuyVoucherForm, RedeemVoucherForm } from "../../components/vouchers/VoucherForms";
import { CouponList, VoucherList } from "../../components/vouchers/VoucherLists";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/gift-voucher";

/** `/user/gift-voucher` (signed in; the 404 screen with the wallet off): buy and redeem vouchers, the lists, the shop's coupons. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  const url = new URL(request.url);
  const data = await context.giftVouchers(pageParam(url));
  // back from a gateway's hosted page: what happened to the payment
  const returned = url.searchParams.get("voucher");
  return {
    ...data,
    returned: returned === "succeeded" ? "paid_online" : returned === "failed" || returned === "cancelled" ? "not_paid" : null,
  };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "gift_voucher", noindex: true });

export default function GiftVoucherPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const revalidator = useRevalidator();
  // vouchers are bought from the wallet, kept in the shop's default currency
  const format = useFormatMoney(state.default_currency);
  const money = (amount: string) => format(amount, { zeroAsNegotiable: false });
  const { vouchers, coupons, returned } = loaderData;
  const refresh = () => void revalidator.revalidate();
  return (
    <>
      <PageHeading title={t("gift_voucher")} text={t("gift_voucher_intro")} />
      {returned && (
        <p
          className={`mb-4 rounded-xl p-4 text-sm ${returned === "paid_online" ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}
          role="status"
          data-testid="voucher-returned"
        >
          {t(`gift_voucher_${returned}`)}
        </p>
      )}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-gray-900">{t("gift_voucher_buy_title")}</h2>
          <BuyVoucherForm
            currency={state.default_currency?.code ?? ""}
            balance={money(String(state.user?.balance ?? "0"))}
            paymentTypes={loaderData.payment_types}
            onDone={refresh}
          />
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-gray-900">{t("gift_voucher_redeem_title")}</h2>
          <RedeemVoucherForm onDone={refresh} />
        </Card>
      </div>
      <div className="mt-5 grid gap-5">
        <VoucherList
          title={t("gift_voucher_bought_list")}
          empty={t("gift_voucher_none_bought")}
          vouchers={vouchers.bought}
          format={money}
          testId="vouchers-bought"
        />
        <VoucherList
          title={t("gift_voucher_redeemed_list")}
          empty={t("gift_voucher_none_redeemed")}
          vouchers={vouchers.redeemed}
          format={money}
          testId="vouchers-redeemed"
        />
        <div>
          <CouponList coupons={coupons} format={money} />
          <Pagination current={coupons.current_page} last={coupons.last_page} />
        </div>
      </div>
    </>
  );
}
