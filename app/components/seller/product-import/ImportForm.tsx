import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "../../../i18n/i18n";
import { ApiError, api } from "../../../lib/api";
import type { ImportOutcome } from "./ImportReport";

/**
 * The CSV file and how to import it (all rows or none, or the valid ones), posted as a form; the
 * outcome goes to `onReport` (null while the file is sent), a refused file's message below it.
 */
export function ImportForm({ onReport }: { onReport: (report: ImportOutcome | null) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    setBusy(true);
    onReport(null);
    setFileError(null);
    try {
      const answer = await api<ImportOutcome>("seller/products/import", { method: "POST", body, quiet: true });
      onReport(answer);
      toast.success(answer.message);
    } catch (err) {
      const answer = err instanceof ApiError ? (err.body as Partial<ImportOutcome> & { errors?: Record<string, string[]> }) : null;
      if (answer?.problems) onReport(answer as ImportOutcome);
      else setFileError(answer?.errors?.file?.[0] ?? (err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
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
  );
}
