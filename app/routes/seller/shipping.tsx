import { z } from "zod";
import type { ShippingMethodKind } from "../../../db/schema/shipping";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { AppLink } from "../../components/ui/AppLink";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { Plus } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useMoney } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/shipping";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.shipping();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_shipping", noindex: true });

const SettingsFields = z.object({ minimum_order: z.string(), cash_on_delivery: z.boolean() });

type Profile = Route.ComponentProps["loaderData"]["profiles"][number];
type Method = Profile["zones"][number]["methods"][number];

/** One method as a line: its kind, its rate, free from, its days. */
function MethodLine({ m }: { m: Method }) {
  const { t } = useTranslation();
  const format = useMoney();
  const r = m.rate;
  const rate =
    r.type === "flat"
      ? t("shipping_rate_flat", { amount: format(r.amount) })
      : r.type === "per_item"
        ? t("shipping_rate_per_item", { first: format(r.first), each: format(r.each) })
        : t(`shipping_rate_${r.type}`);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="shipping-method-line">
      <span className="font-medium">{t(`shipping_kind_${m.kind as ShippingMethodKind}`)}</span>
      <span className="text-gray-600">{rate}</span>
      {m.free_above && <span className="text-emerald-700">{t("shipping_free_above", { amount: format(m.free_above) })}</span>}
      <span className="text-gray-500">
        {m.transit_min_days === m.transit_max_days
          ? t("shipping_days_exact", { count: m.handling_days + m.transit_min_days })
          : t("shipping_days", { from: m.handling_days + m.transit_min_days, to: m.handling_days + m.transit_max_days })}
      </span>
    </li>
  );
}

/** `/seller/shipping`: the shop's minimum order and cash on delivery, and its shipping profiles (zones and methods). */
export default function SellerShipping({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profiles, place_names: names, settings } = loaderData;
  const { form, send } = useShopForm(SettingsFields, { defaultValues: settings });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    await send("seller/shipping-settings", values, { loud: true, placeError: formErrorAbove, revalidate: true });
  });
  const remove = async (id: number) => {
    await send(`seller/shipping-profiles/${id}/delete`, {}, { loud: true, revalidate: true });
  };
  const placesOf = (z: Profile["zones"][number]) =>
    [
      ...z.city_ids.map((id) => names.cities[id]),
      ...z.state_ids.map((id) => names.states[id]),
      ...z.country_ids.map((id) => names.countries[id]),
    ].filter(Boolean);
  return (
    <>
      <PageHeading title={t("seller_shipping")} text={t("seller_shipping_text")} />
      <Card>
        <form onSubmit={submit} className="space-y-4" noValidate data-testid="shipping-settings-form">
          <FormError message={errors.form} />
          <TextField
            {...form.register("minimum_order")}
            label={t("shipping_minimum_order")}
            error={errors.minimum_order}
            inputMode="decimal"
            dir="ltr"
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register("cash_on_delivery")} className="size-4 accent-[var(--color-primary)]" />
            {t("shipping_cod_label")}
          </label>
          <SubmitButton busy={form.formState.isSubmitting}>{t("seller_save")}</SubmitButton>
        </form>
      </Card>
      <div className="mb-3 mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t("shipping_profiles")}</h2>
        <AppLink
          to="/seller/shipping/new"
          className="inline-flex items-center gap-1 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
          data-testid="shipping-profile-new"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t("shipping_new_profile")}
        </AppLink>
      </div>
      {profiles.length === 0 && <p className="text-sm text-gray-600">{t("shipping_no_profiles")}</p>}
      <div className="space-y-4">
        {profiles.map((p) => (
          <Card key={p.id}>
            <div className="mb-3 flex items-center gap-3" data-testid="shipping-profile">
              <h3 className="min-w-0 flex-1 truncate font-semibold" dir="auto">
                {p.name}
              </h3>
              {p.is_default && (
                <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">{t("shipping_default")}</span>
              )}
              <AppLink
                to={`/seller/shipping/${p.id}`}
                className="text-sm font-medium text-primary hover:underline"
                data-testid="shipping-profile-edit"
              >
                {t("shipping_edit")}
              </AppLink>
              <button type="button" onClick={() => void remove(p.id)} className="text-sm font-medium text-red-700 hover:underline">
                {t("shipping_delete")}
              </button>
            </div>
            <div className="space-y-3">
              {p.zones.map((z) => (
                <section key={z.name} className="rounded-lg border border-gray-100 p-3">
                  <p className="font-medium" dir="auto">
                    {z.name}
                  </p>
                  <p className="mb-2 text-sm text-gray-500" dir="auto">
                    {placesOf(z).join("، ")}
                  </p>
                  <ul className="space-y-1">
                    {z.methods.map((m) => (
                      <MethodLine key={m.kind} m={m} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}
