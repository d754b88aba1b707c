import { useId, useState } from "react";
import { toast } from "sonner";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/broadcast";
import { AdminErrorBoundary } from "./layout";

const TYPES = ["info", "success", "warning", "error"] as const;
const INPUT =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20";

/** `/admin/broadcast`: an operator announces something to every open signed-in page (operators with `content`). */
export async function loader({ context }: Route.LoaderArgs) {
  await context.admin.require("content");
  return { live: context.realtime !== null };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "broadcast_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function Broadcast({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState({ title: "", message: "", message_type: "info" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await api<{ success: string }>("admin/broadcast", { method: "POST", body: form });
      toast.success(answer.success);
      setForm({ title: "", message: "", message_type: form.message_type });
    } catch (err) {
      setErrors(formErrorsOf(err) ?? {});
    }
    setBusy(false);
  };
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("broadcast_title")} text={t("broadcast_intro")} />
      <Card>
        {!loaderData.live && <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t("broadcast_off")}</p>}
        <form onSubmit={(e) => void send(e)} className="space-y-4" data-testid="broadcast-form" noValidate>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-title`} className="block text-sm font-medium text-gray-700">
              {t("broadcast_heading")}
            </label>
            <input
              id={`${id}-title`}
              dir="auto"
              maxLength={120}
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
              aria-invalid={Boolean(errors.title)}
              className={INPUT}
            />
            {errors.title && <p className="text-xs text-red-600">{errors.title}</p>}
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-message`} className="block text-sm font-medium text-gray-700">
              {t("broadcast_message")}
            </label>
            <textarea
              id={`${id}-message`}
              dir="auto"
              rows={3}
              maxLength={500}
              value={form.message}
              onChange={(e) => setForm({ ...form, message: e.currentTarget.value })}
              className={INPUT}
            />
            {errors.message && <p className="text-xs text-red-600">{errors.message}</p>}
          </div>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1.5 text-sm font-medium text-gray-700">{t("broadcast_type")}</legend>
            {TYPES.map((type) => (
              <label
                key={type}
                className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${form.message_type === type ? "border-primary bg-primary-soft/50" : "border-gray-200"}`}
              >
                <input
                  type="radio"
                  name={`${id}-type`}
                  checked={form.message_type === type}
                  onChange={() => setForm({ ...form, message_type: type })}
                  className="accent-[var(--color-primary)]"
                />
                {t(`broadcast_type_${type}`)}
              </label>
            ))}
          </fieldset>
          {errors.form && <p className="text-sm text-red-600">{errors.form}</p>}
          <button
            type="submit"
            disabled={busy || !loaderData.live}
            className="w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
          >
            {t("broadcast_send")}
          </button>
        </form>
      </Card>
    </div>
  );
}
