import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";

/** A signed-in user joins the program (`POST user/affiliate-join`) and lands on the dashboard. */
export function JoinButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    try {
      const answer = await api<{ success: string }>("user/affiliate-join", { method: "POST", body: {} });
      toast.success(answer.success);
      void navigate("/affiliate-system");
    } catch {
      // api() shows the error
    }
    setBusy(false);
  };
  return (
    <button
      type="button"
      onClick={() => void join()}
      disabled={busy}
      className="rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
      data-testid="affiliate-join"
    >
      {t("affiliate_join_signed_in")}
    </button>
  );
}
