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
      <Card className="overflow-x-auto p-0 sm:p-0">
        <table className="w-full min-w-[34rem] text-sm" data-testid="statement-months">
          <thead className="border-b border-gray-100 text-xs text-gray-500">
            <tr>
              <th className="px-4 py-3 text-start font-semibold">{t("statement_month")}</th>
              <th className="px-4 py-3 text-end font-semibold">{t("statement_opening")}</th>
              <th className="px-4 py-3 text-end font-semibold">{t("statement_closing")}</th>
              <th className="px-4 py-3 text-end font-semibold">{t("statement_entries")}</th>
              <th className="px-4 py-3" />
            </tr>
          </thead>
          <tbody>
            {loaderData.months.map((m) => (
              <tr key={m.month} className="border-b border-gray-50 last:border-0" data-month={m.month}>
                <td className="px-4 py-3 font-semibold text-gray-900">
                  <bdi>{m.month}</bdi>
                  {m.to_date && (
                    <span className="ms-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-800">{t("statement_current")}</span>
                  )}
                </td>
                <td className="px-4 py-3 text-end">
                  <bdi>{format(m.opening.net)}</bdi>
                </td>
                <td className="px-4 py-3 text-end font-semibold" data-testid="statement-closing">
                  <bdi>{format(m.closing.net)}</bdi>
                </td>
                <td className="px-4 py-3 text-end">{number(m.entries)}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <a className={link} href={`${base}/seller/statement/${m.month}.pdf`} download data-testid="statement-pdf">
                      {t("statement_download_pdf")}
                    </a>
                    <a className={link} href={`${base}/seller/statement/${m.month}.csv`} download data-testid="statement-csv">
                      {t("statement_download_csv")}
                    </a>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p className="mt-3 text-xs text-gray-500">{t("statement_currency", { code: loaderData.currency_code })}</p>
    </>
  );
}
