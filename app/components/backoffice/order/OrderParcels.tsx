import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { ParcelView } from "../../../../domain/parcels/parcel-views";
import { CARRIERS } from "../../../../kernel/carriers";
import { useTranslation } from "../../../i18n/i18n";
import { api, formErrorsOf } from "../../../lib/api";
import { Card } from "../../account/PageHeading";
import { ParcelCard } from "../../orders/ParcelTimeline";
import { FormError, SelectField, TextField } from "../../ui/FormField";

const button = "rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50";

/** A call of the parcels' (422s under their fields), then the page's data again. Answers whether it went through. */
function useParcelCall() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = async (path: string, body: Record<string, string>) => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await api<{ success: string }>(path, { method: "POST", body, quiet: true });
      toast.success(answer.success);
      await revalidator.revalidate();
      return true;
    } catch (err) {
      setErrors(formErrorsOf(err) ?? {});
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, send };
}

/** The next step of one parcel: what happened (the steps its history allows), when (empty: now) and a note for the buyer. */
function ParcelStepForm({ code, parcel }: { code: string; parcel: ParcelView }) {
  const { t } = useTranslation();
  const { busy, errors, send } = useParcelCall();
  const [event, setEvent] = useState<string>(parcel.next_events[0] ?? "");
  const [at, setAt] = useState("");
  const [note, setNote] = useState("");
  if (!parcel.next_events.length) return <p className="mt-2 text-sm text-gray-500">{t("seller_parcel_done")}</p>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the browser's local time, sent with its offset (an ISO instant)
    const when = at ? new Date(at).toISOString() : "";
    if (await send(`seller/orders/${encodeURIComponent(code)}/shipments/${parcel.id}/events`, { event, at: when, note })) {
      setAt("");
      setNote("");
    }
  };
  return (
    <form onSubmit={submit} className="mt-2 grid gap-3 sm:grid-cols-3 sm:items-end" data-testid="parcel-step-form" noValidate>
      {errors.form && (
        <div className="sm:col-span-3">
          <FormError message={errors.form} />
        </div>
      )}
      <SelectField
        name="event"
        label={t("seller_parcel_event")}
        value={event}
        onChange={(e) => setEvent(e.target.value)}
        options={parcel.next_events.map((k) => ({ value: k, label: t(`shipment_event_${k}`) }))}
        error={errors.event}
        data-testid="parcel-event"
      />
      <TextField
        name="at"
        type="datetime-local"
        label={t("seller_parcel_when")}
        value={at}
        onChange={(e) => setAt(e.target.value)}
        error={errors.at}
        data-testid="parcel-at"
      />
      <TextField
        name="note"
        label={t("seller_parcel_note")}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
        optional
        data-testid="parcel-note"
      />
      <div className="sm:col-span-3">
        <button type="submit" disabled={busy} className={button} data-testid="parcel-step-save">
          {t("seller_parcel_event_save")}
        </button>
      </div>
    </form>
  );
}

/** A new parcel: the carrier (the marketplace's list) and its tracking number. */
function NewParcelForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const { busy, errors, send } = useParcelCall();
  const [carrier, setCarrier] = useState(CARRIERS[0].code);
  const [number, setNumber] = useState("");
  const needsNumber = CARRIERS.find((c) => c.code === carrier)?.needsNumber ?? true;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await send(`seller/orders/${encodeURIComponent(code)}/shipments`, { carrier, tracking_number: number })) setNumber("");
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1.4fr_auto] sm:items-end" data-testid="parcel-form" noValidate>
      {errors.form && (
        <div className="sm:col-span-3">
          <FormError message={errors.form} />
        </div>
      )}
      <SelectField
        name="carrier"
        label={t("seller_parcel_carrier")}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        options={CARRIERS.map((c) => ({ value: c.code, label: c.brand ?? t(`carrier_${c.code}`) }))}
        error={errors.carrier}
        data-testid="parcel-carrier"
      />
      <TextField
        name="tracking_number"
        label={t(needsNumber ? "seller_parcel_number" : "seller_parcel_number_optional")}
        value={number}
        dir="ltr"
        autoComplete="off"
        onChange={(e) => setNumber(e.target.value)}
        error={errors.tracking_number}
        data-testid="parcel-number-input"
      />
      <button type="submit" disabled={busy} className={`${button} h-[2.625rem]`} data-testid="parcel-save">
        {t("seller_parcel_save")}
      </button>
    </form>
  );
}

/**
 * The order's parcels in the seller centre (decision 077): each parcel's timeline as the buyer
 * sees it with the form for its next step, and a form for one more parcel (not for a cancelled order).
 */
export function OrderParcels({ code, status, parcels }: { code: string; status: string; parcels: ParcelView[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-2 font-semibold">{t("parcels_title")}</h2>
      <div data-testid="seller-parcels">
        {parcels.length === 0 && <p className="mb-3 text-sm text-gray-600">{t("seller_parcels_none")}</p>}
        {parcels.map((p, i) => (
          <div key={p.id} className="mb-4 border-b border-gray-100 pb-4" data-testid="seller-parcel" data-id={p.id}>
            <ul>
              <ParcelCard parcel={p} n={i + 1} />
            </ul>
            {/* a new form once the parcel has a new step: its choices are the next ones */}
            <ParcelStepForm key={p.events.length} code={code} parcel={p} />
          </div>
        ))}
        {status !== "cancelled" && (
          <>
            <h3 className="mb-2 text-sm font-semibold text-gray-700">{t("seller_parcel_add")}</h3>
            <NewParcelForm code={code} />
          </>
        )}
      </div>
    </Card>
  );
}
