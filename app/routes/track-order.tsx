import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import type { TrackedOrder } from "../../domain/orders/track-order";
import { Card } from "../components/account/PageHeading";
import { useOrderDate } from "../components/orders/order-format";
import { PaymentBadge, StatusBadge } from "../components/orders/StatusBadge";
import { Timeline } from "../components/orders/Timeline";
import { FormError, TextField } from "../components/ui/FormField";
import { PackageSearch } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { api, formErrorsOf } from "../lib/api";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/track-order";

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "track_order" });

/** `/track-order`: the order code and the e-mail or phone used at checkout, then each order's status timeline. */
export default function TrackOrder() {
  const { t } = useTranslation();
  const { day } = useOrderDate();
  const [params] = useSearchParams();
  const [result, setResult] = useState<TrackedOrder | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget).entries());
    setBusy(true);
    setErrors({});
    try {
      setResult(await api<TrackedOrder>("track-order", { method: "POST", body: form, quiet: true }));
    } catch (err) {
      setResult(null);
      const found = formErrorsOf(err);
      if (found) setErrors(found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary">
          <PackageSearch className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t("track_order")}</h1>
          <p className="text-sm text-gray-600">{t("track_order_text")}</p>
        </div>
      </div>
      <Card>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start" noValidate data-testid="track-form">
          {errors.form && (
            <div className="sm:col-span-3">
              <FormError message={errors.form} />
            </div>
          )}
          <TextField
            name="code"
            label={t("track_code_label")}
            placeholder={t("track_code_placeholder")}
            defaultValue={params.get("code") ?? ""}
            dir="ltr"
            autoComplete="off"
            required
            error={errors.code}
          />
          <TextField
            name="email_or_phone"
            label={t("track_contact_label")}
            dir="ltr"
            autoComplete="email"
            required
            error={errors.email_or_phone}
          />
          <button
            type="submit"
            disabled={busy}
            className="h-[2.625rem] self-end rounded-lg bg-primary px-6 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-70 sm:mb-0"
            data-testid="track-submit"
          >
            {busy ? t("tracking_order") : t("track_submit")}
          </button>
        </form>
      </Card>

      {result && (
        <div className="mt-6 space-y-4" data-testid="track-result">
          {result.orders.map((o) => (
            <Card key={o.code}>
              <div className="mb-5 flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 pb-4">
                <div>
                  <p className="font-mono text-sm font-semibold text-gray-900" dir="ltr">
                    {o.code}
                  </p>
                  <p className="text-sm text-gray-600">
                    {o.shop_name} · {t("placed_on", { date: day(o.date) })}
                  </p>
                </div>
                <span className="flex gap-1.5">
                  <StatusBadge status={o.status} />
                  <PaymentBadge status={o.payment_status} />
                </span>
              </div>
              <Timeline events={o.timeline} status={o.status} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
