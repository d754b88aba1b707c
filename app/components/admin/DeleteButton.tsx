import { useTranslation } from "../../i18n/i18n";
import { useAdminAction } from "./useAdminAction";

/** A delete button that asks first, then calls `path` and runs `done`. */
export function DeleteButton({ path, name, done, testId }: { path: string; name: string; done: () => void; testId?: string }) {
  const { t } = useTranslation();
  const call = useAdminAction();
  const run = async () => {
    if (!window.confirm(t("ed_delete_confirm", { name }))) return;
    if (await call(path)) done();
  };
  return (
    <button type="button" onClick={() => void run()} className="text-sm font-medium text-red-600 hover:underline" data-testid={testId}>
      {t("ed_delete")}
    </button>
  );
}
