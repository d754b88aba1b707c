import { useRevalidator } from "react-router";
import { pageParam } from "../../../kernel/input";
import { centsToDecimal } from "../../../kernel/money";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { ConvertForm } from "../../components/rewards/ConvertForm";
import { RewardHistory } from "../../components/rewards/RewardHistory";
import { Trophy } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/rewards";

/** `/my-rewards` (signed in; the 404 screen with the reward add-on off): points, their value, converting, history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return context.rewards.page(pageParam(new URL(request.url)));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "my_rewards", noindex: true });

export default function MyRewards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { state } = useStore();
  const revalidator = useRevalidator();
  // the points turn into the wallet's money: the shop's default currency
  const format = useFormatMoney(state.default_currency);
  const money = (amount: string) => format(amount, { zeroAsNegotiable: false });
  const { history, canConvert } = loaderData;
  const { reward } = history;
  const rateMoney = money(centsToDecimal(100));
  return (
    <>
      <PageHeading title={t("my_rewards")} text={t("reward_earned_hint")} />
      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_1fr]">
        <Card className="flex items-center gap-4 bg-gradient-to-br from-primary to-primary/80 text-white xl:col-start-1">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/15">
            <Trophy className="size-7" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-sm opacity-90">{t("reward_points_held")}</p>
            <p className="text-3xl font-bold" data-testid="reward-points">
              <bdi>{t("reward_points_count", { count: reward.rewards })}</bdi>
            </p>
            <p className="mt-1 text-sm opacity-90" data-testid="reward-value">
              {t("reward_worth", { amount: money(reward.amount) })}
            </p>
          </div>
        </Card>
        {canConvert && (
          <Card className="xl:col-start-2 xl:row-span-2 xl:row-start-1">
            <h2 className="mb-1 text-lg font-semibold text-gray-900">{t("reward_convert_title")}</h2>
            <p className="mb-4 text-sm text-gray-600">
              {t("reward_rate_hint", { points: number(reward.reward_convert_rate), amount: rateMoney })}
            </p>
            <ConvertForm
              held={reward.rewards}
              rate={reward.reward_convert_rate}
              format={money}
              onDone={() => void revalidator.revalidate()}
            />
          </Card>
        )}
        <section className="min-w-0 rounded-2xl border border-gray-100 bg-white xl:col-start-1">
          <h2 className="border-b border-gray-100 px-5 py-4 text-lg font-semibold text-gray-900">{t("reward_history")}</h2>
          <RewardHistory history={history} format={money} />
        </section>
      </div>
    </>
  );
}
