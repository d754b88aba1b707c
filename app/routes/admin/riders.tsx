import { Card, PageHeading } from "../../components/account/PageHeading";
import { AssignForm, HandInForm, RegisterRiderForm, RiderSettingsForm } from "../../components/admin/riders/RiderForms";
import { usePost } from "../../components/rider/use-post";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/riders";
import { AdminErrorBoundary } from "./layout";

/** `/admin/riders`: the delivery riders, the cash they hold and hand in, orders waiting for one, the shops they serve (operators with `orders`; decision 078). */
export async function loader({ context }: Route.LoaderArgs) {
  return context.rider.admin();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_riders_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminRiders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const money = (a: string) => format(a, { zeroAsNegotiable: false });
  const { busy, post } = usePost();
  const d = loaderData;
  const names = new Map(d.riders.map((r) => [r.id, r.name]));
  return (
    <div className="space-y-5">
      <PageHeading title={t("admin_riders_title")} text={t("admin_riders_text")} />
      <Card>
        <h2 className="mb-2 font-semibold text-gray-900">{t("admin_riders_list")}</h2>
        {d.riders.length === 0 && <p className="text-sm text-gray-600">{t("admin_riders_none")}</p>}
        <ul className="divide-y divide-gray-100">
          {d.riders.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="admin-rider">
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="font-semibold text-gray-900">
                  <bdi dir="auto">{r.name}</bdi> · {t(`rider_vehicle_${r.vehicle}`)}{" "}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${r.active ? "bg-green-50 text-green-800" : "bg-gray-100 text-gray-600"}`}
                  >
                    {t(r.active ? "admin_riders_active" : "admin_riders_inactive")}
                  </span>
                </p>
                <p className="text-gray-600">
                  <bdi dir="ltr">{r.email}</bdi> · <bdi dir="ltr">{r.phone}</bdi>
                </p>
                <p className="text-gray-700">
                  <span data-testid="admin-rider-cash">{t("admin_riders_cash", { amount: money(r.cash_held) })}</span> ·{" "}
                  {t("admin_riders_earned", { amount: money(r.earnings) })} · {t("admin_riders_open", { count: r.open_deliveries })} ·{" "}
                  {t("admin_riders_done", { count: r.delivered })}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                {Number(r.cash_held) > 0 && <HandInForm riderId={r.id} held={r.cash_held} />}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void post(`admin/riders/${r.id}`, { active: !r.active })}
                  className="rounded-full border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-700 hover:border-primary"
                >
                  {t(r.active ? "admin_riders_switch_off" : "admin_riders_switch_on")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <AssignForm orders={d.waiting_orders} riders={d.riders.filter((r) => r.active)} />
      <Card>
        <h2 className="mb-2 font-semibold text-gray-900">{t("admin_riders_hand_ins")}</h2>
        {d.hand_ins.length === 0 && <p className="text-sm text-gray-600">{t("admin_riders_hand_ins_none")}</p>}
        <ul className="divide-y divide-gray-100 text-sm">
          {d.hand_ins.map((h) => (
            <li key={h.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <bdi dir="auto">{names.get(h.rider_id) ?? h.rider_id}</bdi> · <bdi className="font-semibold">{money(h.amount)}</bdi>
                {h.note && (
                  <>
                    {" "}
                    · <bdi dir="auto">{h.note}</bdi>
                  </>
                )}
              </span>
              <span className="text-gray-500">
                <bdi dir="ltr">{h.confirmed_by}</bdi> · <bdi dir="ltr">{h.created_at.slice(0, 16).replace("T", " ")}</bdi>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <RegisterRiderForm />
      <Card>
        <h2 className="mb-2 font-semibold text-gray-900">{t("admin_riders_shops")}</h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {d.shops.map((s) => (
            <li key={s.id}>
              <label className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  checked={s.uses_riders}
                  disabled={busy}
                  onChange={(e) => void post(`admin/riders/shops/${s.id}`, { uses_riders: e.target.checked })}
                  data-testid="admin-shop-riders"
                />
                <bdi dir="auto">{s.name}</bdi>
              </label>
            </li>
          ))}
        </ul>
      </Card>
      <RiderSettingsForm settings={d.settings} />
    </div>
  );
}
