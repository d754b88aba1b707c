import { useRevalidator } from "react-router";
import { pageParam } from "../../../kernel/input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { Wallet } from "../../components/ui/icon-set";
import { RechargeForm } from "../../components/wallet/RechargeForm";
import { WalletHistory } from "../../components/wallet/WalletHistory";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/wallet";

/** `/my-wallet` (signed in; the 404 screen with `wallet_system` off): balance, adding money, history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  const url = new URL(request.url);
  const wallet = await context.wallet.page(pageParam(url));
  const returned = url.searchParams.get("recharge");
  return { ...wallet, returned: returned && ["succeeded", "failed", "cancelled"].includes(returned) ? returned : null };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "my_wallet", noindex: true });

export default function MyWallet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const revalidator = useRevalidator();
  // the wallet is kept in the shop's default currency: shown in it, whatever currency is active
  const format = useFormatMoney(state.default_currency);
  const money = (amount: string) => format(amount, { zeroAsNegotiable: false });
  const { data, history, returned } = loaderData;
  return (
    <>
      <PageHeading title={t("my_wallet")} />
      {returned && (
        <p
          className={`mb-4 rounded-xl p-4 text-sm ${returned === "succeeded" ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}
          role="status"
          data-testid="wallet-returned"
        >
          {t(`wallet_returned_${returned}`)}
        </p>
      )}
      {/* small screens: balance, adding money, history; wide: the form beside them */}
      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_1fr]">
        <Card className="flex items-center gap-4 bg-gradient-to-br from-primary to-primary/80 text-white xl:col-start-1">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/15">
            <Wallet className="size-7" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-sm opacity-90">{t("wallet_balance")}</p>
            <p className="text-3xl font-bold" data-testid="wallet-balance">
              <bdi>{money(history.balance)}</bdi>
            </p>
            <p className="mt-1 text-xs opacity-90">{t("wallet_balance_hint")}</p>
          </div>
        </Card>
        <Card className="xl:col-start-2 xl:row-span-2 xl:row-start-1">
          <h2 className="mb-4 text-lg font-semibold text-gray-900">{t("wallet_recharge_title")}</h2>
          <RechargeForm data={data} format={money} onDone={() => void revalidator.revalidate()} />
        </Card>
        <section className="min-w-0 rounded-2xl border border-gray-100 bg-white xl:col-start-1">
          <h2 className="border-b border-gray-100 px-5 py-4 text-lg font-semibold text-gray-900">{t("wallet_history")}</h2>
          <WalletHistory history={history} format={money} />
        </section>
      </div>
    </>
  );
}
