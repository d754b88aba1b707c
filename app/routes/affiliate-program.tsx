import { useRateText } from "../components/affiliate/Dashboard";
import { AppLink } from "../components/ui/AppLink";
import { HandCoins, Link2, Share2 } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { useFormatMoney, useNumbers } from "../lib/price";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/affiliate-program";

/** `/affiliate-program`: the program's terms and rates from settings, how it works, and a call to join (the 404 screen with the add-on off). */
export async function loader({ context }: Route.LoaderArgs) {
  return context.affiliate.program();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "affiliate_program" });

export default function AffiliateProgram({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const { terms, member } = loaderData;
  const rate = useRateText()(terms.commission_rate);
  const cards = [
    { label: "affiliate_term_rate", value: `${rate}%`, note: t("affiliate_term_rate_value", { rate }), icon: HandCoins, id: "rate" },
    {
      label: "affiliate_term_cookie",
      value: number(terms.cookie_days),
      note: t("affiliate_term_cookie_value", { count: terms.cookie_days }),
      icon: Link2,
      id: "cookie",
    },
    { label: "affiliate_term_min", value: format(terms.min_withdrawal, { zeroAsNegotiable: false }), note: "", icon: Share2, id: "min" },
  ];
  const cta = member ? "/affiliate-system" : "/affiliate-register";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <section className="rounded-3xl bg-gradient-to-br from-primary to-primary/80 px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("affiliate_program")}</h1>
        <p className="mt-3 max-w-2xl text-base leading-7 opacity-95">{t("affiliate_program_lead")}</p>
        <AppLink
          to={cta}
          className="mt-6 inline-block rounded-full bg-white px-6 py-3 text-sm font-semibold text-primary hover:bg-white/90"
          data-testid="affiliate-cta"
        >
          {t(member ? "affiliate_go_dashboard" : "affiliate_join_cta")}
        </AppLink>
      </section>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="affiliate-terms">
        {cards.map(({ label, value, note, icon: Icon, id }) => (
          <div key={id} className="rounded-2xl border border-gray-100 bg-white p-5">
            <dt className="flex items-center gap-2 text-sm font-medium text-gray-600">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {t(label)}
            </dt>
            <dd className="mt-2 text-2xl font-bold text-gray-900" data-testid={`term-${id}`}>
              <bdi>{value}</bdi>
            </dd>
            {note && <dd className="mt-1 text-sm text-gray-600">{note}</dd>}
          </div>
        ))}
      </dl>
      <section className="mt-6 rounded-2xl border border-gray-100 bg-white p-6">
        <h2 className="text-lg font-semibold text-gray-900">{t("affiliate_how_title")}</h2>
        <ol className="mt-4 space-y-3">
          {(["affiliate_how_1", "affiliate_how_2", "affiliate_how_3"] as const).map((key, i) => (
            <li key={key} className="flex gap-3 text-gray-700">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary">
                {number(i + 1)}
              </span>
              <span className="pt-0.5">{t(key)}</span>
            </li>
          ))}
        </ol>
        <p className="mt-5 border-t border-gray-100 pt-4 text-sm leading-6 text-gray-600">{t("affiliate_rules")}</p>
      </section>
    </div>
  );
}
