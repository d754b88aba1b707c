import { useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { FormError, SelectField, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useStore } from "../../store/store";
import type { Route } from "./+types/campaigns";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.campaigns();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_campaigns", noindex: true });

const TONES: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800",
  approved: "bg-emerald-50 text-emerald-800",
  rejected: "bg-gray-100 text-gray-700",
};

/** What the entry form holds; the server checks it (its messages go beside the fields). */
const EntryInput = z.object({ product_id: z.string(), discount_type: z.string(), discount: z.string() });
const blank = { product_id: "", discount_type: "percentage", discount: "" };

/** `/seller/campaigns`: ask for a product to join a running or coming campaign at a discount; the operator accepts or rejects. */
export default function SellerCampaigns({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const { number } = useNumbers();
  const d = loaderData;
  const [campaignId, setCampaignId] = useState(d.campaigns[0]?.id ?? 0);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const { form, send } = useShopForm(EntryInput, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send(`seller/campaigns/${campaignId}/enter`, values, { loud: true, placeError: formErrorAbove, revalidate: true });
    if (answer) form.reset(blank);
  });
  const discount = (e: (typeof d.entries)[number]) =>
    e.discount_type === "percentage" ? `${number(e.discount)}%` : money(e.discount, { zeroAsNegotiable: false });
  return (
    <>
      <PageHeading title={t("seller_campaigns")} text={t("seller_campaigns_text")} />
      <Card>
        {d.campaigns.length === 0 ? (
          <p className="text-gray-600">{t("seller_no_open_campaigns")}</p>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="campaign-entry-form">
            <div className="sm:col-span-2">
              <FormError message={errors.form} />
            </div>
            <SelectField
              name="campaign"
              label={t("seller_campaign")}
              value={String(campaignId)}
              onChange={(e) => setCampaignId(Number(e.target.value))}
              options={d.campaigns.map((c) => ({ value: c.id, label: `${c.title} (${date(c.starts_at)} – ${date(c.ends_at)})` }))}
            />
            <SelectField
              {...form.register("product_id")}
              label={t("seller_campaign_product")}
              error={errors.product_id}
              placeholder={t("seller_choose_product")}
              options={d.products.map((p) => ({
                value: p.id,
                label: `${p.name} · ${money(p.price, { zeroAsNegotiable: false, isolate: false })}`,
              }))}
            />
            <SelectField
              {...form.register("discount_type")}
              label={t("attr_discount_type")}
              error={errors.discount_type}
              options={[
                { value: "percentage", label: t("seller_coupon_percentage") },
                { value: "flat", label: t("seller_coupon_flat") },
              ]}
            />
            <TextField
              {...form.register("discount")}
              label={t("attr_discount_value")}
              error={errors.discount}
              inputMode="decimal"
              dir="ltr"
            />
            <div className="sm:col-span-2">
              <SubmitButton busy={form.formState.isSubmitting}>{t("seller_campaign_request")}</SubmitButton>
            </div>
          </form>
        )}
      </Card>
      <Card className="mt-4">
        <h2 className="mb-3 font-semibold">{t("seller_campaign_entries")}</h2>
        {d.entries.length === 0 ? (
          <p className="text-sm text-gray-600">{t("seller_no_campaign_entries")}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm" data-testid="seller-campaign-entries">
            {d.entries.map((e) => (
              <li key={`${e.campaign_id}-${e.product_id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium" dir="auto">
                    {e.product}
                  </span>
                  <span className="block text-xs text-gray-500">
                    {e.campaign} · <bdi>{discount(e)}</bdi>
                  </span>
                </span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[e.status] ?? ""}`}>
                  {t(`seller_entry_state_${e.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-gray-500">
          <Link to="/campaigns" className="text-primary hover:underline">
            {t("seller_see_campaigns")}
          </Link>
        </p>
      </Card>
    </>
  );
}
