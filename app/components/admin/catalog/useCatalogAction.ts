import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../../i18n/i18n";
import { api, formErrorsOf } from "../../../lib/api";

/** A row's call without a form (delete, move): a toast with the answer or the refusal, then the list again. */
export function useCatalogAction() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return async (path: string, body: unknown = {}, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    try {
      const answer = await api<{ success: string; repeated?: boolean }>(path, { method: "POST", body, quiet: true });
      if (!answer.repeated) toast.success(answer.success);
      void revalidator.revalidate();
    } catch (err) {
      const found = formErrorsOf(err);
      toast.error(found ? (found.form ?? Object.values(found)[0]) : t("network_error"));
    }
  };
}
