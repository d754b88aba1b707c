import { useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { Camera, CheckCircle2, Truck } from "../ui/icon-set";
import type { RiderDelivery } from "./DeliveryCard";
import { usePost } from "./use-post";

const BIG = "flex w-full items-center justify-center gap-2 rounded-2xl px-4 py-4 text-base font-semibold disabled:opacity-60";

/**
 * The rider's buttons on a delivery (decision 078): picked up; then delivered with the buyer's
 * code, or with a photo when the code cannot be had. Each answer reloads the page's data; a
 * refusal (a wrong code) is the call's own message, shown under the code too.
 */
export function DeliveryActions({ d }: { d: RiderDelivery }) {
  const { t } = useTranslation();
  const { busy, error, post } = usePost();
  const [code, setCode] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  if (d.status === "delivered") return null;
  if (d.status === "assigned")
    return (
      <button
        type="button"
        className={`${BIG} bg-primary text-white`}
        disabled={busy}
        onClick={() => void post(`rider/deliveries/${d.id}/picked-up`, {})}
        data-testid="rider-picked-up"
      >
        <Truck className="size-5" aria-hidden="true" />
        {t("rider_mark_picked_up")}
      </button>
    );
  const withPhoto = () => {
    if (!photo) return;
    const form = new FormData();
    form.append("image", photo);
    void post(`rider/deliveries/${d.id}/delivered`, form);
  };
  return (
    <div className="space-y-4">
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void post(`rider/deliveries/${d.id}/delivered`, { delivery_code: code });
        }}
      >
        <label className="block text-sm font-medium text-gray-800" htmlFor="rider-code">
          {t("rider_code_label")}
        </label>
        <input
          id="rider-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          dir="ltr"
          aria-invalid={!!error}
          aria-describedby="rider-code-hint"
          className={`block w-full rounded-2xl border bg-white px-4 py-3 text-center font-mono text-2xl tracking-[0.4em] ${error ? "border-red-400" : "border-gray-300"}`}
          data-testid="rider-code"
        />
        <p id="rider-code-hint" className="text-xs text-gray-500">
          {t("rider_code_hint", { count: d.attempts_left })}
        </p>
        {error && (
          <p className="text-sm text-red-600" role="alert" data-testid="rider-error">
            {error}
          </p>
        )}
        <button type="submit" className={`${BIG} bg-green-600 text-white`} disabled={busy || !code.trim()} data-testid="rider-delivered">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t("rider_mark_delivered")}
        </button>
      </form>
      <div className="space-y-2 rounded-2xl border border-dashed border-gray-300 p-3">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
          <Camera className="size-5 text-gray-500" aria-hidden="true" />
          {t("rider_or_photo")}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            data-testid="rider-photo"
          />
        </label>
        {photo && (
          <button type="button" className={`${BIG} border border-gray-300 bg-white text-gray-900`} disabled={busy} onClick={withPhoto}>
            {t("rider_deliver_with_photo")}
          </button>
        )}
      </div>
    </div>
  );
}
