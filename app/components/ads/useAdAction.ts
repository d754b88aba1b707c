import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { api } from "../../lib/api";

/** Do something to one's own ad (mark sold, delete: after asking when `confirmText` is given), then read the list again. */
export function useAdAction() {
  const revalidator = useRevalidator();
  return async (path: string, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    try {
      const answer = await api<{ success: string }>(path, { method: "POST", body: {} });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch {
      // the error toast is shown by api()
    }
  };
}
