import { useState } from "react";
import { Card } from "../../components/account/PageHeading";
import { usePost } from "../../components/rider/use-post";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/home";

/** `/pickup-point`: the keeper's parcels on their way, waiting to be collected, and collected lately (decision 080). */
export async function loader({ context }: Route.LoaderArgs) {
  return context.pickup.home();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "keeper_title", noindex: true });

type Parcel = Route.ComponentProps["loaderData"]["coming"][number];

/** One order's parcel: its code, shop, buyer and items, and what the keeper can do with it now. */
function ParcelRow({ p, children }: { p: Parcel; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const dates = useDates();
  const when = p.collected_at ?? p.received_at ?? p.ordered_at;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="keeper-parcel" data-code={p.code}>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-gray-900">
          <bdi dir="ltr">{p.code}</bdi> · {t("keeper_items", { count: p.items })}
        </p>
        <p className="text-gray-700">
          <bdi dir="auto">{p.buyer}</bdi> · <bdi dir="ltr">{p.phone}</bdi>
        </p>
        <p className="text-gray-500">
          {t("keeper_from", { shop: p.shop })} · {dates.short(when)}
        </p>
      </div>
      {children}
    </li>
  );
}

/** The buyer's code and "hand over": the parcel leaves the point with the buyer. */
function HandOver({ code }: { code: string }) {
  const { t } = useTranslation();
  const { busy, error, post } = usePost();
  const [typed, setTyped] = useState("");
  const id = `pickup-code-${code}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void post(`pickup-point/parcels/${code}/collected`, { pickup_code: typed });
      }}
    >
      <label htmlFor={id} className="text-sm">
        <span className="block text-xs font-medium text-gray-600">{t("keeper_code")}</span>
        <input
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          className="w-32 rounded-lg border border-gray-300 px-3 py-2 font-mono text-base tracking-widest"
          data-testid="keeper-code"
        />
      </label>
      <button
        type="submit"
        disabled={busy || typed.trim().length < 6}
        className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
        data-testid="keeper-hand-over"
      >
        {t("keeper_hand_over")}
      </button>
      {error && (
        <p className="basis-full text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export default function KeeperHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, post } = usePost();
  const d = loaderData;
  const section = (title: string, list: Parcel[], testId: string, action?: (p: Parcel) => React.ReactNode) => (
    <section className="space-y-2" data-testid={testId}>
      <h2 className="text-lg font-semibold text-gray-900">
        {title} <span className="text-sm font-normal text-gray-500">({list.length})</span>
      </h2>
      <Card>
        {list.length === 0 ? (
          <p className="text-sm text-gray-600">{t("keeper_nothing")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {list.map((p) => (
              <ParcelRow key={p.code} p={p}>
                {action?.(p)}
              </ParcelRow>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
  return (
    <div className="space-y-5">
      <header>
        {d.points.map((p) => (
          <div key={p.id}>
            <h1 className="text-2xl font-bold text-gray-900">{p.name}</h1>
            <p className="text-sm text-gray-600">
              <bdi>{p.address}</bdi>
              {p.hours && <> · {p.hours}</>}
            </p>
          </div>
        ))}
      </header>
      {section(t("keeper_waiting"), d.waiting, "keeper-waiting", (p) => (
        <HandOver code={p.code} />
      ))}
      {section(t("keeper_coming"), d.coming, "keeper-coming", (p) => (
        <button
          type="button"
          disabled={busy}
          onClick={() => void post(`pickup-point/parcels/${p.code}/received`, {})}
          className="rounded-full border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-soft disabled:opacity-50"
          data-testid="keeper-received"
        >
          {t("keeper_received")}
        </button>
      ))}
      {section(t("keeper_collected"), d.collected, "keeper-collected")}
    </div>
  );
}
