import { toast } from "sonner";
import { useAdminAction } from "../useAdminAction";

/** A row's call without a form (delete, move): a toast with the answer or the refusal, then the list again. */
export function useCatalogAction() {
  const call = useAdminAction();
  return async (path: string, body: unknown = {}, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    // the same move again changes nothing (`repeated`): no toast for it
    const answer = await call<{ repeated?: boolean }>(path, body, { successToast: false, revalidate: true });
    if (answer && !answer.repeated) toast.success(answer.success);
  };
}
