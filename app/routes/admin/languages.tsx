import { useRevalidator } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { AddLanguage } from "../../components/admin/languages/AddLanguage";
import { useLanguageColumns } from "../../components/admin/languages/useLanguageColumns";
import { DataTable } from "../../components/backoffice/DataTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/languages";
import { AdminErrorBoundary } from "./layout";

/** `/admin/languages`: the shop's languages, on or off, the default, a new one (operators with `settings`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.languages();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "languages_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminLanguages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const columns = useLanguageColumns();
  return (
    <div className="space-y-4">
      <PageHeading title={t("languages_title")} text={t("languages_intro")} />
      <DataTable
        columns={columns}
        data={loaderData.languages}
        rowKey={(l) => l.code}
        empty={t("backoffice_no_rows")}
        testId="languages-table"
      />
      <AddLanguage onAdded={() => void revalidator.revalidate()} />
    </div>
  );
}
