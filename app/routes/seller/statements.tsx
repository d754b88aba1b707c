import { Card, PageHeading } from "../../components/account/PageHeading";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useBaseUrl } from "../../lib/useBaseUrl";
import { useStore } from "../../store/store";
import type { Route } from "./+types/statements";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.statements();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_statements", noindex: true });

/**
 * `/seller/statements`: a statement per month (decision 074), newest first, with its opening and
 * closing net balance (earnings − what is owed) from the books, and its PDF and CSV.
 */
export default function SellerStatements({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const base = useBaseUrl();
  const money = useFormatMoney(state.default_currency);
  const format = (a: string) => money(a, { zeroAsNegotiable: false });
  const { number } = useNumbers();
  const link = "rounded-full border border-gray-300 px-3 py-1 text-sm font-semibold text-gray-800 hover:border-primary";
  return (
    <>
      <PageHeading title={t("seller_statements")} text={t("seller_statements_hint")} />
      <Card className="p-0 sm:p-0">
        <ul className="divide-y divide-gray-100" data-testid="statement-months">
          {loaderData.months.map((m) => (
            <li key={m.month} className="flex flex-wrap items-center gap-x-6 gap-y-3 px-5 py-4" data-month={m.month}>
              <div className="min-w-[8rem] flex-1">
                <p className="font-semibold text-gray-900">
                  <bdi dir="ltr">{m.month}</bdi>
                  {m.to_date && (
                    <span className="ms-2 whitespace-nowrap rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
                      {t("statement_current")}
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-xs text-gray-500">
                  {t("statement_entries")}: {number(m.entries)}
                </p>
              </div>
              <dl className="grid grid-cols-2 gap-x-6 text-sm">
                <dt className="text-xs text-gray-500">{t("statement_opening")}</dt>
                <dt className="text-xs text-gray-500">{t("statement_closing")}</dt>
                <dd>
                  <bdi>{format(m.opening.net)}</bdi>
                </dd>
                <dd className="font-semibold text-gray-900" data-testid="statement-closing">
                  <bdi>{format(m.closing.net)}</bdi>
                </dd>
              </dl>
              <div className="flex gap-2">
                <a className={link} href={`${base}/seller/statement/${m.month}.pdf`} download data-testid="statement-pdf">
                  {t("statement_download_pdf")}
                </a>
                <a className={link} href={`${base}/seller/statement/${m.month}.csv`} download data-testid="statement-csv">
                  {t("statement_download_csv")}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <p className="mt-3 text-xs text-gray-500">{t("statement_currency", { code: loaderData.currency_code })}</p>
    </>
  );
}
