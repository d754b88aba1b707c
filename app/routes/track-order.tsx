import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { TrackedOrder } from "../../domain/orders/track-order";
import { Card } from "../components/account/PageHeading";
import { TrackedOrders } from "../components/orders/TrackedOrders";
import { TrackForm } from "../components/orders/TrackForm";
import { PackageSearch } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { api } from "../lib/api";
import { useLiveOrders } from "../lib/live-orders";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/track-order";

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "track_order" });

/** `/track-order`: the order code and the e-mail or phone used at checkout, then each order's status timeline. */
export default function TrackOrder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [result, setResult] = useState<TrackedOrder | null>(null);
  const asked = useRef<{ code: string; email_or_phone: string } | null>(null);
  // a signed-in buyer's order changing (a parcel's step) is told live: the same question is asked again (decision 077)
  useLiveOrders(result?.orders.map((o) => o.code) ?? [], () => {
    if (asked.current)
      void api<TrackedOrder>("track-order", { method: "POST", body: asked.current, quiet: true })
        .then(setResult)
        .catch(() => {});
  });
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
        <TrackForm
          code={params.get("code") ?? ""}
          onTracked={(found, values) => {
            asked.current = values ?? null;
            setResult(found);
          }}
        />
      </Card>

      {result && <TrackedOrders result={result} />}
    </div>
  );
}
