import { useRef } from "react";
import { z } from "zod";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { FormError, SubmitButton, TextField } from "../../components/ui/FormField";
import { ImagePlus } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useStore } from "../../store/store";
import type { Route } from "./+types/shop";

export async function loader({ context }: Route.LoaderArgs) {
  return context.seller.settings();
}

/** What the settings form holds besides its pictures; the server checks it (its messages go beside the fields). */
const ShopSettingsFields = z.object({
  tagline: z.string(),
  shipping_policy: z.string(),
  returns_policy: z.string(),
  return_days: z.string(),
  legal_name: z.string(),
  legal_address: z.string(),
  tax_country: z.string(),
  tax_id: z.string(),
  vat_number: z.string(),
});
/** Who the seller is for the tax authorities (EU DAC7; decision 075): the yearly seller income report shows them. */
const TAX_FIELDS = ["legal_name", "tax_country", "tax_id", "vat_number"] as const;

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "seller_shop_settings", noindex: true });

/** `/seller/shop`: logo, banner (re-encoded on the server), tagline, policies and the return window, in the page's language. */
export default function ShopSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop } = loaderData;
  const marketplaceDays = Number(useStore().state.settings_data.refund_request_time ?? 0);
  const inputs = { logo: useRef<HTMLInputElement>(null), banner: useRef<HTMLInputElement>(null) };
  const { form, send } = useShopForm(ShopSettingsFields, {
    defaultValues: {
      tagline: shop.tagline ?? "",
      shipping_policy: shop.shipping_policy ?? "",
      returns_policy: shop.returns_policy ?? "",
      return_days: shop.return_days ?? "",
      legal_name: shop.legal_name ?? "",
      legal_address: shop.legal_address ?? "",
      tax_country: shop.tax_country ?? "",
      tax_id: shop.tax_id ?? "",
      vat_number: shop.vat_number ?? "",
    },
  });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const files = { logo: inputs.logo.current?.files?.[0], banner: inputs.banner.current?.files?.[0] };
    const answer = await send("seller/shop-settings", values, {
      loud: true,
      multipart: "fields",
      files,
      placeError: formErrorAbove,
      revalidate: true,
    });
    if (!answer) return;
    for (const input of Object.values(inputs)) if (input.current) input.current.value = "";
  });
  const area = (name: "shipping_policy" | "returns_policy" | "legal_address", rows = 5) => (
    <div className="space-y-1.5">
      <label htmlFor={`shop-${name}`} className="block text-sm font-medium text-gray-700 first-letter:uppercase">
        {t(`attr_${name}`)}
      </label>
      <textarea
        id={`shop-${name}`}
        {...form.register(name)}
        rows={rows}
        aria-invalid={!!errors[name]}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        dir="auto"
      />
      {errors[name] && (
        <p className="text-sm text-red-600" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const picture = (name: "logo" | "banner", src: string | null, box: string) => (
    <div className="space-y-2">
      <p className="text-sm font-medium text-gray-700 first-letter:uppercase">{t(`attr_${name}`)}</p>
      <div className={`overflow-hidden rounded-xl border border-gray-200 bg-gray-50 ${box}`}>
        {src ? <img src={src} alt="" className="size-full object-cover" data-testid={`shop-${name}-preview`} /> : null}
      </div>
      <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium hover:border-primary hover:text-primary">
        <ImagePlus className="size-4" aria-hidden="true" />
        {t("choose_picture")}
        <input ref={inputs[name]} type="file" name={name} accept="image/*" className="sr-only" data-testid={`shop-${name}-input`} />
      </label>
      {errors[name] && (
        <p className="text-sm text-red-600" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <>
      <PageHeading title={t("seller_shop_settings")} text={t("seller_shop_settings_text", { shop: shop.name })} />
      <Card>
        <form onSubmit={submit} className="space-y-5" noValidate encType="multipart/form-data" data-testid="shop-settings-form">
          <FormError message={errors.form} />
          <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
            {picture("logo", shop.logo, "size-32")}
            {picture("banner", shop.banner, "aspect-[297/203] w-full max-w-sm")}
          </div>
          <TextField {...form.register("tagline")} label={t("attr_tagline")} error={errors.tagline} optional dir="auto" />
          {area("shipping_policy")}
          {area("returns_policy")}
          <TextField
            {...form.register("return_days")}
            label={t("return_days_label")}
            hint={marketplaceDays > 0 ? t("return_days_shop_hint", { count: marketplaceDays }) : t("return_days_shop_hint_off")}
            error={errors.return_days}
            optional
            inputMode="numeric"
            dir="ltr"
            data-testid="shop-return_days"
          />
          <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4" data-testid="shop-tax-details">
            <legend className="px-1 text-sm font-semibold text-gray-900">{t("seller_tax_details")}</legend>
            <p className="text-sm text-gray-600">{t("seller_tax_details_text")}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {TAX_FIELDS.map((name) => (
                <TextField
                  key={name}
                  {...form.register(name)}
                  label={t(`attr_${name}`)}
                  error={errors[name]}
                  optional
                  dir={name === "legal_name" ? "auto" : "ltr"}
                  data-testid={`shop-${name}`}
                />
              ))}
            </div>
            {area("legal_address", 3)}
          </fieldset>
          <SubmitButton busy={form.formState.isSubmitting}>{t("seller_save")}</SubmitButton>
        </form>
      </Card>
    </>
  );
}
