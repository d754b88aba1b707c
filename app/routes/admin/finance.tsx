import { Card, PageHeading } from "../../components/account/PageHeading";
import { FinanceFilters } from "../../components/admin/finance/FinanceFilters";
import { FinanceSellers, FinanceTable } from "../../components/admin/finance/FinanceTable";
import { SellerIncomeCard } from "../../components/admin/finance/SellerIncomeCard";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/finance";
import { AdminErrorBoundary } from "./layout";

/**
 * `/admin/finance?from=YYYY-MM&to=YYYY-MM&seller=&year=`: the finance report by UTC month (and by
 * seller), its CSV, and the year's seller income report (DAC7) (operators with `reports`;
 * decision 075). A filter that cannot be read shows the defaults and says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.finance(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_finance_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminFinance({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { report, income, invalid, years } = d;
  return (
    <div className="space-y-4">
      <PageHeading
        title={t("admin_finance_title")}
        text={report.seller ? t("admin_finance_text_seller", { shop: report.seller.name }) : t("admin_finance_text")}
      />
      <Card>
        <FinanceFilters report={report} year={income.year} />
        {invalid.length > 0 && (
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="finance-invalid">
            {t("admin_finance_invalid")}
          </p>
        )}
      </Card>
      <Card>
        <h2 className="mb-3 font-semibold text-gray-900">{report.seller ? report.seller.name : t("admin_finance_by_month")}</h2>
        <FinanceTable report={report} />
        <p className="mt-3 text-xs text-gray-500">{t("admin_finance_note", { currency: report.currency_code })}</p>
      </Card>
      {!report.seller && (
        <Card>
          <h2 className="mb-3 font-semibold text-gray-900">{t("admin_finance_by_seller")}</h2>
          <FinanceSellers report={report} />
        </Card>
      )}
      <SellerIncomeCard income={income} report={report} years={years} />
    </div>
  );
}
