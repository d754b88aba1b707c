import { useId } from "react";
import { RateInput } from "../../../domain/locale/rate-input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/currencies";
import { AdminErrorBoundary } from "./layout";

/** `/admin/currencies`: the currencies and their exchange rates, each rate editable (operators with `settings`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.currencies();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "currencies_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["currencies"][number];

export default function AdminCurrencies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("currencies_title")} text={t("currencies_intro", { code: loaderData.default_currency })} />
      <Card>
        <ul className="divide-y divide-gray-100" data-testid="currency-list">
          {loaderData.currencies.map((c) => (
            <RateRow key={c.code} row={c} isDefault={c.code === loaderData.default_currency} base={loaderData.default_currency} />
          ))}
        </ul>
      </Card>
    </div>
  );
}

/** One currency with its rate, which the operator types and saves; checked with the server's schema (RateInput). */
function RateRow({ row, isDefault, base }: { row: Row; isDefault: boolean; base: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, send } = useShopForm(RateInput, { defaultValues: { exchange_rate: row.exchange_rate } });
  // the server's message as it came (in the page's language), the browser's own check as the shop's "not valid"
  const refused = form.formState.errors.exchange_rate;
  const error = refused && (refused.type === "server" ? refused.message : t("v_setting_invalid"));
  // the server's message about the rate, or about the whole call (an unknown currency), goes under the rate
  const save = form.handleSubmit(async (values) => {
    await send(`admin/currencies/${row.code}/rate`, values, {
      revalidate: true,
      placeError: (field) => (field === "exchange_rate" || field === "form" ? "exchange_rate" : false),
    });
  });
  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-testid={`currency-${row.code}`}>
      <div className="min-w-32 flex-1">
        <p className="font-semibold">
          <bdi dir="ltr">{row.code}</bdi> · {row.symbol}
          {isDefault && <span className="ms-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">{t("currency_default")}</span>}
          {!row.is_active && <span className="ms-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600">{t("currency_off")}</span>}
        </p>
        <p className="text-sm text-gray-500">{row.name}</p>
      </div>
      <form onSubmit={(e) => void save(e)} noValidate className="flex flex-wrap items-start gap-2">
        <div className="space-y-1">
          <label htmlFor={id} className="block text-xs text-gray-600">
            {t("currency_rate_label", { base })}
          </label>
          <input
            id={id}
            dir="ltr"
            inputMode="decimal"
            {...form.register("exchange_rate")}
            disabled={isDefault}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`block w-40 rounded-lg border bg-white px-3 py-2 text-sm rtl:text-right disabled:bg-gray-50 ${error ? "border-red-400" : "border-gray-300"}`}
            data-testid={`rate-${row.code}`}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="max-w-56 text-xs text-red-600" data-testid={`rate-error-${row.code}`}>
              {error}
            </p>
          )}
        </div>
        {!isDefault && (
          <button
            type="submit"
            disabled={form.formState.isSubmitting}
            className="mt-5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
            data-testid={`rate-save-${row.code}`}
          >
            {t("settings_save_rate")}
          </button>
        )}
      </form>
    </li>
  );
}
