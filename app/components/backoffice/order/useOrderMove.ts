import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { api } from "../../../lib/api";

/**
 * Move an order on (its status, or its payment to paid) through the seller's call, which lets an
 * operator act too and tells the buyer; then the page's data again. Busy while it runs.
 */
export function useOrderMove(code: string) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const move = async (body: { status?: string; payment_status?: string }) => {
    setBusy(true);
    try {
      const answer = await api<{ success: string }>(`seller/orders/${encodeURIComponent(code)}/status`, { method: "POST", body });
      toast.success(answer.success);
      await revalidator.revalidate();
    } catch {
      // api() showed the error
    } finally {
      setBusy(false);
    }
  };
  return { busy, move };
}
