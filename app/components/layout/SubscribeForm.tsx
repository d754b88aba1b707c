import { useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";

/** Newsletter sign-up: `POST home/subscribers`; success toast "Success", errors per field. */
export function SubscribeForm({ onDone, dark = false, id }: { onDone?: () => void; dark?: boolean; id?: string }) {
  const inputId = id ?? (dark ? "subscribe-email-footer" : "subscribe-email");
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await api<{ success: string }>("home/subscribers", { method: "POST", body: { email } });
      toast.success(t("toast_success_short"), { description: t("subscribed") || res.success });
      setEmail("");
      onDone?.();
    } catch {
      /* the toast already said why */
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex w-full gap-2">
      <label className="sr-only" htmlFor={inputId}>
        {t("email")}
      </label>
      <input
        id={inputId}
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder={t("email_placeholder")}
        className={`min-w-0 flex-1 rounded-lg border px-3 py-2 text-sm outline-none focus:border-primary ${dark ? "border-white/20 bg-white/10 text-white placeholder:text-gray-400" : "border-gray-300 bg-white"}`}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {t("subscribe")}
      </button>
    </form>
  );
}
