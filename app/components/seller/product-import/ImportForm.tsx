import { toast } from "sonner";
import { z } from "zod";
import { useTranslation } from "../../../i18n/i18n";
import { ApiError } from "../../../lib/api";
import { messagesOf, useShopForm } from "../../../lib/use-shop-form";
import type { ImportOutcome } from "./ImportReport";

/** The file as the browser holds it (the server checks it: its message goes below the field) and how to import it. */
const ImportChoice = z.object({ file: z.custom<FileList | null>(), mode: z.enum(["all", "valid"]) });

/**
 * The CSV file and how to import it (all rows or none, or the valid ones), posted as a form; the
 * outcome goes to `onReport` (null while the file is sent; a refused import's report of its rows
 * too), a refused file's message below it.
 */
export function ImportForm({ onReport }: { onReport: (report: ImportOutcome | null) => void }) {
  const { t } = useTranslation();
  const { form, send } = useShopForm(ImportChoice, { defaultValues: { file: null, mode: "all" } });
  const fileError = messagesOf(form.formState.errors).file;
  const submit = form.handleSubmit(async ({ file, mode }) => {
    onReport(null);
    let reported = false;
    const answer = await send<ImportOutcome>(
      "seller/products/import",
      { mode },
      {
        files: { file: file?.[0] },
        multipart: "fields",
        successToast: false,
        // a refusal with the rows' problems is a report, not a message about the file
        onFailed: (err) => {
          const body = err instanceof ApiError ? (err.body as Partial<ImportOutcome>) : null;
          if (body?.problems) {
            reported = true;
            onReport(body as ImportOutcome);
          }
        },
        placeError: () => (reported ? false : "file"),
      },
    );
    if (!answer) return;
    onReport(answer);
    toast.success(answer.message);
  });
  const busy = form.formState.isSubmitting;
  // the radios' own register: a radio's starting value is which one is checked, not a value to show
  return (
    <form onSubmit={submit} className="space-y-4" data-testid="sp-import-form">
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-gray-800">{t("sp_import_file")}</span>
        <input type="file" accept=".csv,text/csv" required className="block w-full text-sm" {...form.register("file")} />
        <span className="mt-0.5 block min-h-4 text-xs text-red-600" role={fileError ? "alert" : undefined}>
          {fileError ?? ""}
        </span>
      </label>
      <fieldset className="space-y-2 text-sm">
        <label className="flex items-start gap-2">
          <input type="radio" value="all" defaultChecked className="mt-0.5" {...form.control.register("mode")} />
          {t("sp_import_mode_all")}
        </label>
        <label className="flex items-start gap-2">
          <input type="radio" value="valid" className="mt-0.5" {...form.control.register("mode")} />
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
