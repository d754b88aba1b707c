import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "../../../i18n/i18n";
import { useNumbers } from "../../../lib/price";
import { DataTable } from "../../backoffice/DataTable";

export interface ImportProblem {
  line: number;
  field: string;
  message: string;
}
/** What the server made of a CSV file: its message, whether it refused the file, the counts and each row's problems. */
export interface ImportOutcome {
  message: string;
  rejected: boolean;
  created: number;
  updated: number;
  problems: ImportProblem[];
}

/** The import's outcome: the server's message, and the problems line by line. */
export function ImportReport({ report }: { report: ImportOutcome }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const columns: ColumnDef<ImportProblem, unknown>[] = [
    { id: "line", header: t("sp_col_line"), enableSorting: false, cell: ({ row }) => number(row.original.line) },
    { id: "field", header: t("sp_col_field"), enableSorting: false, cell: ({ row }) => <code dir="ltr">{row.original.field}</code> },
    { id: "message", header: t("sp_col_message"), enableSorting: false, cell: ({ row }) => <span>{row.original.message}</span> },
  ];
  return (
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
  );
}
