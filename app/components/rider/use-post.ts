import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { ApiError, api } from "../../lib/api";

/** A call of the riders' pages: its answer's message as a toast and the page's data loaded again; a refusal's first message kept for the form. */
export function usePost() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const post = async (path: string, body: unknown): Promise<boolean> => {
    setBusy(true);
    setError("");
    try {
      const done = await api<{ success: string }>(path, { method: "POST", body, quiet: true });
      toast.success(done.success);
      await revalidate();
      return true;
    } catch (err) {
      const answer = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]>; message?: string }) : null;
      const message = (answer?.errors ? Object.values(answer.errors).flat()[0] : answer?.message) ?? (err as Error).message ?? "";
      setError(message);
      toast.error(message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, post };
}
