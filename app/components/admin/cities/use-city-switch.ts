import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../../i18n/i18n";
import { ApiError, api } from "../../../lib/api";
import { useNumbers } from "../../../lib/price";

/** A refusal's first message (a field's, else the answer's), else the error's own. */
function messageOf(err: unknown): string {
  const answer = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]>; message?: string }) : null;
  return (answer?.errors ? Object.values(answer.errors).flat()[0] : answer?.message) ?? (err as Error).message ?? "";
}

/**
 * Switching cash on delivery for one city or for several, each through the city's own call
 * (`POST admin/cities/{id}/cash-on-delivery`, one audit entry each), one after another; then the
 * list is loaded again, so every row shows what the server holds.
 */
export function useCitySwitch() {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const change = async (ids: number[], on: boolean): Promise<boolean> => {
    if (!ids.length) return true;
    setBusy(true);
    let done = 0;
    let said = "";
    const refused: string[] = [];
    try {
      for (const id of ids) {
        try {
          const answer = await api<{ success: string }>(`admin/cities/${id}/cash-on-delivery`, {
            method: "POST",
            body: { cash_on_delivery: on },
            quiet: true,
          });
          said = answer.success;
          done++;
        } catch (err) {
          refused.push(messageOf(err));
        }
      }
      await revalidate();
    } finally {
      setBusy(false);
    }
    if (done) toast.success(ids.length === 1 ? said : t("admin_cities_bulk_done", { count: number(done) }));
    if (refused.length)
      toast.error(ids.length === 1 ? refused[0] : t("admin_cities_bulk_failed", { count: number(refused.length) }), {
        description: ids.length === 1 ? undefined : refused[0],
      });
    return refused.length === 0;
  };
  return { busy, change };
}
