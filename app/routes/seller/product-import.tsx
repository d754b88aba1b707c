import { useState } from "react";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { ImportForm } from "../../components/seller/product-import/ImportForm";
import { type ImportOutcome, ImportReport } from "../../components/seller/product-import/ImportReport";
import { AppLink } from "../../components/ui/AppLink";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/product-import";

/** `/seller/products/import`: a CSV file of products with a per-row report (owners of a verified shop; others the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return context.sellerProducts.importLimits();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sp_import_title", noindex: true });

export default function ProductImport() {
  const { t } = useTranslation();
  const [report, setReport] = useState<ImportOutcome | null>(null);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <PageHeading
        title={t("sp_import_title")}
        text={t("sp_import_intro")}
        action={
          <AppLink to="/seller/products" className="text-sm font-semibold text-primary">
            {t("sp_back_to_list")}
          </AppLink>
        }
      />
      <Card>
        <ImportForm onReport={setReport} />
      </Card>
      {report && <ImportReport report={report} />}
    </div>
  );
}
