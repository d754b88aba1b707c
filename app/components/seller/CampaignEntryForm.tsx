import { useState } from "react";
import { z } from "zod";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { useFormatMoney } from "../../lib/price";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useStore } from "../../store/store";
import { FormError, SelectField, SubmitButton, TextField } from "../ui/FormField";

/** What the entry form holds; the server checks it (its messages go beside the fields). */
const EntryInput = z.object({ product_id: z.string(), discount_type: z.string(), discount: z.string() });
const blank = { product_id: "", discount_type: "percentage", discount: "" };

/** A seller's request to enter a product in an open campaign at a discount (`seller/campaigns/{id}/enter`); the page's list follows. */
export function CampaignEntryForm({
  campaigns,
  products,
}: {
  campaigns: { id: number; title: string; starts_at: string; ends_at: string }[];
  products: { id: number; name: string; price: string }[];
}) {
  const { t } = useTranslation();
  const { state } = useStore();
  const money = useFormatMoney(state.default_currency);
  const [campaignId, setCampaignId] = useState(campaigns[0]?.id ?? 0);
  const date = useDates().day;
  const { form, send } = useShopForm(EntryInput, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send(`seller/campaigns/${campaignId}/enter`, values, { loud: true, placeError: formErrorAbove, revalidate: true });
    if (answer) form.reset(blank);
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="campaign-entry-form">
      <div className="sm:col-span-2">
        <FormError message={errors.form} />
      </div>
      <SelectField
        name="campaign"
        label={t("seller_campaign")}
        value={String(campaignId)}
        onChange={(e) => setCampaignId(Number(e.target.value))}
        options={campaigns.map((c) => ({ value: c.id, label: `${c.title} (${date(c.starts_at)} – ${date(c.ends_at)})` }))}
      />
      <SelectField
        {...form.register("product_id")}
        label={t("seller_campaign_product")}
        error={errors.product_id}
        placeholder={t("seller_choose_product")}
        options={products.map((p) => ({
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
      <TextField {...form.register("discount")} label={t("attr_discount_value")} error={errors.discount} inputMode="decimal" dir="ltr" />
      <div className="sm:col-span-2">
        <SubmitButton busy={form.formState.isSubmitting}>{t("seller_campaign_request")}</SubmitButton>
      </div>
    </form>
  );
}
