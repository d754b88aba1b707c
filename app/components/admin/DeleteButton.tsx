import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";

/** A delete button that asks first, then calls `path` and runs `done`. */
export function DeleteButton({ path, name, done, testId }: { path: string; name: string; done: () => void; testId?: string }) {
  const { t } = useTranslation();
  const run = async () => {
    if (!window.confirm(t("ed_delete_confirm", { name }))) return;
    try {
      const answer = await api<{ success: string }>(path, { method: "POST", body: {}, quiet: true });
      toast.success(answer.success);
      done();
    } catch (err) {
      const found = formErrorsOf(err);
      toast.error(found ? Object.values(found)[0] : t("network_error"));
    }
  };
  return (
    <button type="button" onClick={() => void run()} className="text-sm font-medium text-red-600 hover:underline" data-testid={testId}>
      {t("ed_delete")}
    </button>
  );
}
