import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { DataTable } from "../../components/backoffice/DataTable";
import { AppLink } from "../../components/ui/AppLink";
import { useTranslation } from "../../i18n/i18n";
import { ApiError, api } from "../../lib/api";
import { useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/product-import";

/** `/seller/products/import`: a CSV file of products with a per-row report (owners of a verified shop; others the 404 screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  return context.sellerProducts.importLimits();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sp_import_title", noindex: true });

interface Problem {
  line: number;
  field: string;
  message: string;
}
interface Report {
  message: string;
  rejected: boolean;
  created: number;
  updated: number;
  problems: Problem[];
}

export default function ProductImport() {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    setBusy(true);
    setReport(null);
    setFileError(null);
    try {
      const answer = await api<Report>("seller/products/import", { method: "POST", body, quiet: true });
      setReport(answer);
      toast.success(answer.message);
    } catch (err) {
      const answer = err instanceof ApiError ? (err.body as Partial<Report> & { errors?: Record<string, string[]> }) : null;
      if (answer?.problems) setReport(answer as Report);
      else setFileError(answer?.errors?.file?.[0] ?? (err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  };
  const columns: ColumnDef<Problem, unknown>[] = [
    { id: "line", header: t("sp_col_line"), enableSorting: false, cell: ({ row }) => number(row.original.line) },
    { id: "field", header: t("sp_col_field"), enableSorting: false, cell: ({ row }) => <code dir="ltr">{row.original.field}</code> },
    { id: "message", header: t("sp_col_message"), enableSorting: false, cell: ({ row }) => <span>{row.original.message}</span> },
  ];
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
        <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="sp-import-form">
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-gray-800">{t("sp_import_file")}</span>
            <input type="file" name="file" accept=".csv,text/csv" required className="block w-full text-sm" />
            <span className="mt-0.5 block min-h-4 text-xs text-red-600" role={fileError ? "alert" : undefined}>
              {fileError ?? ""}
            </span>
          </label>
          <fieldset className="space-y-2 text-sm">
            <label className="flex items-start gap-2">
              <input type="radio" name="mode" value="all" defaultChecked className="mt-0.5" />
              {t("sp_import_mode_all")}
            </label>
            <label className="flex items-start gap-2">
              <input type="radio" name="mode" value="valid" className="mt-0.5" />
              {t("sp_import_mode_valid")}
            </label>
          </fieldset>
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-primary px-6 py-2.5 text-sm font-semibold text-white disabled:opacity-60"
          >
            {busy ? t("sp_uploading") : t("sp_import_run")}
          </button>
        </form>
      </Card>
      {report && (
        <section className="mt-6 space-y-3" aria-live="polite" data-testid="sp-import-report">
          <p className={`rounded-lg p-3 text-sm ${report.rejected ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}>
            {report.message}
          </p>
          {report.problems.length > 0 && (
            <>
              <h2 className="text-lg font-semibold text-gray-900">{t("sp_import_report")}</h2>
              <DataTable
                columns={columns}
                data={report.problems}
                rowKey={(p) => `${p.line}:${p.field}`}
                empty=""
                caption={t("sp_import_report")}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
