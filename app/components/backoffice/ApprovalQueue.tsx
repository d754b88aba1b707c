import type { ReactNode } from "react";
import { z } from "zod";
import { useDates } from "../../lib/dates";
import { useShopForm } from "../../lib/use-shop-form";
import { Card, PageHeading } from "../account/PageHeading";

/**
 * The one shape of every approval page of the admin console (wallet recharges, withdrawals,
 * classified ads, offline payments, sellers): a heading, an empty note or a list of items, each
 * with its details and its decision buttons (`DecisionButtons`).
 */
export function ApprovalQueue<T extends { id: number }>({
  title,
  text,
  empty,
  items,
  itemTestId,
  children,
}: {
  title: string;
  text?: ReactNode;
  empty: string;
  items: T[];
  itemTestId: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      <PageHeading title={title} text={text} />
      <Card className="p-0 sm:p-0">
        {items.length === 0 ? (
          <p className="p-6 text-gray-600" data-testid="queue-empty">
            {empty}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start gap-4 p-5" data-testid={itemTestId} data-id={item.id}>
                {children(item)}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

type Decision = { key: string; label: string; path: string; primary?: boolean; testId: string };

/** What a decision may carry: the reason (or note) typed beside the buttons; the server checks it. */
const DecisionInput = z.object({ reason: z.string() });

/**
 * An item's decision buttons: each posts to its path (with the reason when one is asked for),
 * toasts the answer and reloads the page's data; a field error (a missing reason) shows under the input.
 */
export function DecisionButtons({
  decisions,
  reason,
}: {
  decisions: Decision[];
  reason?: { placeholder: string; forKey: string; name?: string };
}) {
  const { form, send } = useShopForm(DecisionInput, { defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const busy = form.formState.isSubmitting;
  const field = reason?.name ?? "reason";
  // api() toasts every refusal; the reason's own message goes under its input too
  const decide = (d: Decision) =>
    form.handleSubmit(async (values) => {
      const body = reason?.forKey === d.key ? { [field]: values.reason } : {};
      await send(d.path, body, {
        loud: true,
        successToast: "plain",
        revalidate: true,
        placeError: (f) => (f === field ? "reason" : false),
      });
    })();
  return (
    <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
      {decisions.map((d) =>
        d.primary ? (
          <button
            key={d.key}
            type="button"
            disabled={busy}
            onClick={() => void decide(d)}
            className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
            data-testid={d.testId}
          >
            {d.label}
          </button>
        ) : null,
      )}
      {reason && (
        <label className="min-w-40 flex-1 text-sm text-gray-700">
          <span className="sr-only">{reason.placeholder}</span>
          <input
            {...form.register("reason")}
            placeholder={reason.placeholder}
            maxLength={500}
            dir="auto"
            aria-invalid={!!error}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm ${error ? "border-red-400" : "border-gray-300"}`}
            data-testid="decision-reason"
          />
        </label>
      )}
      {decisions.map((d) =>
        d.primary ? null : (
          <button
            key={d.key}
            type="button"
            disabled={busy}
            onClick={() => void decide(d)}
            className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-700 hover:border-red-400 hover:text-red-700 disabled:opacity-60"
            data-testid={d.testId}
          >
            {d.label}
          </button>
        ),
      )}
      {error && (
        <p className="w-full text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A date and time in the page's language and the shop's time zone. */
export function useDateTime() {
  return useDates().moment;
}
