import { useState } from "react";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { blankPoint, PickupPointForm, type PointValues } from "../../components/admin/pickup-points/PickupPointForm";
import { usePost } from "../../components/rider/use-post";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/pickup-points";
import { AdminErrorBoundary } from "./layout";

/** `/admin/pickup-points`: the marketplace's pickup points, each editable, a new one, and the module switch (operators with `orders`; decision 080). */
export async function loader({ context }: Route.LoaderArgs) {
  return context.pickup.admin();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "admin_pickup_points", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Point = Route.ComponentProps["loaderData"]["pickup_points"][number];
const valuesOf = (p: Point): PointValues => ({ ...p, latitude: p.latitude ?? "", longitude: p.longitude ?? "" });

export default function AdminPickupPoints({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const { busy, post } = usePost();
  const d = loaderData;
  // the point being edited ("new" for a new one)
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const shopName = new Map(d.shops.map((s) => [s.id, s.name]));
  const form = (start: PointValues) => (
    <PickupPointForm start={start} countries={d.countries} shops={d.shops} onDone={() => setEditing(null)} />
  );
  return (
    <div className="space-y-5">
      <PageHeading title={t("admin_pickup_points")} text={t("admin_pickup_points_text")} />
      <Card>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={d.module_on}
            disabled={busy}
            onChange={(e) => void post("admin/settings", { pickup_point: e.target.checked ? 1 : 0 })}
            className="size-4 accent-[var(--color-primary)]"
            data-testid="pickup-module"
          />
          {t("pickup_module")}
        </label>
      </Card>
      <Card>
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 className="font-semibold text-gray-900">{t("admin_pickup_points")}</h2>
          {editing !== "new" && (
            <button
              type="button"
              onClick={() => setEditing("new")}
              className="rounded-full bg-primary px-4 py-1.5 text-sm font-semibold text-white"
              data-testid="pickup-point-new"
            >
              {t("pickup_new")}
            </button>
          )}
        </div>
        {editing === "new" && <div className="mb-4 rounded-xl border border-gray-100 p-4">{form(blankPoint)}</div>}
        {d.pickup_points.length === 0 && <p className="text-sm text-gray-600">{t("pickup_none")}</p>}
        <ul className="divide-y divide-gray-100">
          {d.pickup_points.map((p) => (
            <li key={p.id} className="py-3" data-testid="admin-pickup-point">
              {editing === p.id ? (
                form(valuesOf(p))
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-0.5 text-sm">
                    <p className="font-semibold text-gray-900">
                      <bdi>{p.name}</bdi>{" "}
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs ${p.active ? "bg-green-50 text-green-800" : "bg-gray-100 text-gray-600"}`}
                      >
                        {t(p.active ? "pickup_active" : "pickup_closed")}
                      </span>
                    </p>
                    <p className="text-gray-600">
                      <bdi>{p.address}</bdi>, <bdi>{p.city}</bdi>
                      {p.hours && <> · {p.hours}</>}
                    </p>
                    <p className="text-gray-700">
                      {t("pickup_fee_each", { amount: format(p.fee, { zeroAsNegotiable: false }) })} ·{" "}
                      {t("pickup_days", { from: p.min_days, to: p.max_days })} · {t("pickup_waiting_n", { n: p.parcels_waiting })}
                    </p>
                    <p className="text-gray-500">
                      {p.all_shops ? t("pickup_all_shops") : p.shop_ids.map((id) => shopName.get(id) ?? `#${id}`).join(", ")}
                      {p.keeper_email && (
                        <>
                          {" · "}
                          <bdi dir="ltr">{p.keeper_email}</bdi>
                        </>
                      )}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => setEditing(p.id)}
                    className="rounded-full border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-700 hover:border-primary"
                    data-testid="pickup-point-edit"
                  >
                    {t("pickup_edit")}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
