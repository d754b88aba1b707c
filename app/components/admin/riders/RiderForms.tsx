import { useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { usePost } from "../../rider/use-post";

const INPUT = "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";
const BUTTON = "rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60";
const VEHICLES = ["bicycle", "motorbike", "car", "van", "on_foot"] as const;

/** A new key for one hand-in: sending the same form twice confirms it once (decision 078). */
const newKey = () => `handin-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Cash a rider handed in: the amount (what they hold by default), confirmed once. */
export function HandInForm({ riderId, held }: { riderId: number; held: string }) {
  const { t } = useTranslation();
  const { busy, post } = usePost();
  const [amount, setAmount] = useState(held);
  const [key, setKey] = useState(newKey);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void post(`admin/riders/${riderId}/hand-ins`, { amount, hand_in_key: key }).then((ok) => ok && setKey(newKey()));
      }}
    >
      <label className="text-xs text-gray-600">
        {t("admin_riders_hand_in")}
        <input
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          dir="ltr"
          className={`${INPUT} w-28`}
          data-testid="hand-in-amount"
        />
      </label>
      <button type="submit" disabled={busy} className={BUTTON} data-testid="hand-in-confirm">
        {t("admin_riders_hand_in_confirm")}
      </button>
    </form>
  );
}

/** Give an order waiting for a rider to one. */
export function AssignForm({
  orders,
  riders,
}: {
  orders: { code: string; status: string; total: string; cash_on_delivery: boolean; shop: string }[];
  riders: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const { busy, post } = usePost();
  const [code, setCode] = useState("");
  const [rider, setRider] = useState("");
  return (
    <Card>
      <h2 className="font-semibold text-gray-900">{t("admin_riders_assign")}</h2>
      <p className="mb-3 text-sm text-gray-600">{t("admin_riders_assign_text")}</p>
      {orders.length === 0 ? (
        <p className="text-sm text-gray-600">{t("admin_riders_no_orders")}</p>
      ) : (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void post(`seller/orders/${encodeURIComponent(code)}/rider`, { rider_id: Number(rider) || null });
          }}
        >
          <label className="text-sm text-gray-700">
            {t("admin_riders_order")}
            <select value={code} onChange={(e) => setCode(e.target.value)} className={INPUT} data-testid="assign-order">
              <option value="" />
              {orders.map((o) => (
                <option key={o.code} value={o.code}>
                  {`${o.code} · ${o.shop} · ${o.total}${o.cash_on_delivery ? ` · ${t("admin_riders_cod")}` : ""}`}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm text-gray-700">
            {t("admin_riders_rider")}
            <select value={rider} onChange={(e) => setRider(e.target.value)} className={INPUT} data-testid="assign-rider">
              <option value="" />
              {riders.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy || !code} className={BUTTON} data-testid="assign-submit">
            {t("admin_riders_assign_button")}
          </button>
        </form>
      )}
    </Card>
  );
}

/** Register a rider: an existing account's e-mail, or a new account with a name and a password. */
export function RegisterRiderForm() {
  const { t } = useTranslation();
  const { busy, post } = usePost();
  const [v, setV] = useState({ email: "", phone: "", vehicle: "motorbike", first_name: "", last_name: "", password: "" });
  const field = (name: keyof typeof v, label: string, type = "text", dir: "ltr" | "auto" = "auto") => (
    <label className="text-sm text-gray-700">
      {t(label)}
      <input type={type} dir={dir} value={v[name]} onChange={(e) => setV({ ...v, [name]: e.target.value })} className={INPUT} name={name} />
    </label>
  );
  return (
    <Card>
      <h2 className="font-semibold text-gray-900">{t("admin_riders_register")}</h2>
      <p className="mb-3 text-sm text-gray-600">{t("admin_riders_register_text")}</p>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void post("admin/riders", v);
        }}
      >
        {field("email", "admin_riders_email", "email", "ltr")}
        {field("phone", "admin_riders_phone", "tel", "ltr")}
        <label className="text-sm text-gray-700">
          {t("admin_riders_vehicle")}
          <select value={v.vehicle} onChange={(e) => setV({ ...v, vehicle: e.target.value })} className={INPUT}>
            {VEHICLES.map((k) => (
              <option key={k} value={k}>
                {t(`rider_vehicle_${k}`)}
              </option>
            ))}
          </select>
        </label>
        {field("first_name", "admin_riders_first_name")}
        {field("last_name", "admin_riders_last_name")}
        {field("password", "admin_riders_password", "password", "ltr")}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={BUTTON}>
            {t("admin_riders_register")}
          </button>
        </div>
      </form>
    </Card>
  );
}

/** The two settings: the commission per delivery and whether sellers may assign riders (saved through `POST admin/settings`). */
export function RiderSettingsForm({ settings }: { settings: { rider_commission: string; sellers_may_assign_riders: boolean } }) {
  const { t } = useTranslation();
  const { busy, post } = usePost();
  const [cents, setCents] = useState(String(Math.round(Number(settings.rider_commission) * 100)));
  const [may, setMay] = useState(settings.sellers_may_assign_riders);
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-gray-900">{t("admin_riders_settings")}</h2>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void post("admin/settings", { rider_commission_cents: Number(cents), sellers_may_assign_riders: may ? 1 : 0 });
        }}
      >
        <label className="text-sm text-gray-700">
          {t("admin_riders_commission")}
          <input value={cents} onChange={(e) => setCents(e.target.value)} inputMode="numeric" dir="ltr" className={INPUT} />
        </label>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" checked={may} onChange={(e) => setMay(e.target.checked)} />
          {t("admin_riders_sellers_may")}
        </label>
        <div>
          <button type="submit" disabled={busy} className={BUTTON}>
            {t("admin_riders_save")}
          </button>
        </div>
      </form>
    </Card>
  );
}
