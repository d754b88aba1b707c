import { useId, useRef, useState } from "react";
import { z } from "zod";
import type { AdView } from "../../../domain/classifieds/ad-views";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { FormError, inputClass, SelectField, SubmitButton, TextField } from "../ui/FormField";

export const AD_CONDITIONS = ["new", "like_new", "used", "for_parts"] as const;

type Category = { id: number; title: string; parent: string | null };
type Limits = { pictures: number; picture_bytes: number };

/** What the ad form holds besides its pictures and the negotiable box; the server checks it (its messages go beside the fields). */
const AdFields = z.object({
  title: z.string(),
  category_id: z.string(),
  condition: z.string(),
  price: z.string(),
  description: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});

/** A field's error under it (the server's 422), or its hint. */
function Note({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error)
    return (
      <p id={id} className="text-sm text-red-600" role="alert">
        {error}
      </p>
    );
  return hint ? (
    <p id={id} className="text-xs text-gray-500">
      {hint}
    </p>
  ) : null;
}

/**
 * The ad form of `/user/submit_ad`: a new ad (`user/classified-ads/store`) or an edit of the
 * viewer's own (`…/update/{id}`), posted as multipart with its pictures by the page's scripts;
 * before they run, the browser posts it to the page itself (the route's action, `_token` the
 * page's CSRF token), whose answer `posted` brings the messages and the typed values back.
 * 422 field errors stand beside each field.
 */
export function AdForm({
  categories,
  limits,
  ad,
  token,
  posted,
  onDone,
}: {
  categories: Category[];
  limits: Limits;
  ad: AdView | null;
  token: string;
  posted?: { errors: Record<string, string>; values: Record<string, string> };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const id = useId();
  const typed = posted?.values;
  const [negotiable, setNegotiable] = useState(typed ? typed.negotiable === "1" : (ad?.negotiable ?? false));
  const value = (name: string, fallback?: string | number | null) => typed?.[name] ?? String(fallback ?? "");
  const pictures = useRef<HTMLInputElement>(null);
  // what the fields start with: the ad, or what a post made without the scripts sent
  const initial = {
    title: value("title", ad?.title),
    category_id: value("category_id", ad?.category_id),
    condition: value("condition", ad?.condition),
    price: value("price", ad && !ad.negotiable ? ad.price : ""),
    description: value("description", ad?.description),
    contact_name: value("contact_name", ad?.contact_info.contact_name),
    phone: value("phone", ad?.contact_info.phone_no),
    email: value("email", ad?.contact_info.email),
    address: value("address", ad?.contact_info.address),
  };
  const { form, send } = useShopForm(AdFields, { defaultValues: initial });
  const submit = form.handleSubmit(async ({ price, ...values }) => {
    // a negotiable ad has no price (the field is off, and a browser leaves it out)
    const body = negotiable ? { ...values, negotiable: "1" } : { ...values, price };
    const path = ad ? `user/classified-ads/update/${ad.id}` : "user/classified-ads/store";
    const files = { "images[]": [...(pictures.current?.files ?? [])] };
    if (await send(path, body, { loud: true, multipart: "fields", files, placeError: formErrorAbove })) onDone();
  });
  // the scripts' own answer once they post; the server's answer to a post made without them before
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const e = isSubmitted || isSubmitting ? messagesOf(errors) : (posted?.errors ?? {});
  const options = categories.map((c) => ({ value: c.id, label: c.parent ? `${c.parent} › ${c.title}` : c.title }));
  const megabytes = number(Math.round((limits.picture_bytes / 1024 / 1024) * 10) / 10);
  return (
    <form method="post" onSubmit={submit} noValidate encType="multipart/form-data" className="space-y-5" data-testid="ad-form">
      <input type="hidden" name="_token" value={token} />
      <FormError message={e.form} />
      <TextField {...form.register("title")} label={t("ad_title")} maxLength={120} error={e.title} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...form.register("category_id")}
          label={t("category")}
          options={options}
          placeholder={t("ad_choose_category")}
          error={e.category_id}
          required
        />
        <SelectField
          {...form.register("condition")}
          label={t("ad_condition")}
          options={AD_CONDITIONS.map((c) => ({ value: c, label: t(`ad_condition_${c}`) }))}
          placeholder={t("ad_choose_condition")}
          error={e.condition}
          required
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          {...form.register("price")}
          label={t("ad_price")}
          inputMode="decimal"
          dir="ltr"
          disabled={negotiable}
          error={e.price}
          hint={t("ad_price_hint")}
        />
        <label className="flex items-center gap-2 pt-1 text-sm text-gray-700 sm:pt-8">
          <input
            type="checkbox"
            name="negotiable"
            value="1"
            checked={negotiable}
            onChange={(ev) => setNegotiable(ev.target.checked)}
            className="size-4 rounded border-gray-300 accent-[var(--color-primary)]"
            data-testid="ad-negotiable"
          />
          {t("ad_negotiable")}
        </label>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-gray-700">
          {t("ad_description")}
        </label>
        <textarea
          id={`${id}-description`}
          {...form.register("description")}
          rows={6}
          maxLength={5000}
          dir="auto"
          aria-invalid={!!e.description}
          aria-describedby={`${id}-description-note`}
          className={inputClass(e.description, "roomy")}
        />
        <Note id={`${id}-description-note`} error={e.description} hint={t("ad_description_hint")} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-images`} className="block text-sm font-medium text-gray-700">
          {t("ad_pictures")}
        </label>
        {ad && ad.images.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {ad.images.map((img) => (
              <img
                key={img.key}
                src={img.thumb}
                alt=""
                width={64}
                height={64}
                className="size-16 rounded-lg border border-gray-200 object-cover"
              />
            ))}
          </div>
        )}
        <input
          id={`${id}-images`}
          ref={pictures}
          name="images[]"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          aria-describedby={`${id}-images-note`}
          className="block w-full text-sm text-gray-700 file:me-3 file:rounded-lg file:border-0 file:bg-primary-soft file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary"
        />
        <Note
          id={`${id}-images-note`}
          error={e.images}
          hint={t(ad ? "ad_pictures_hint_edit" : "ad_pictures_hint", { count: number(limits.pictures), size: megabytes })}
        />
      </div>
      <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold text-gray-900">{t("ad_contact_details")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.register("contact_name")}
            label={t("ad_contact_name")}
            autoComplete="name"
            maxLength={100}
            error={e.contact_name}
            required
          />
          <TextField
            {...form.register("phone")}
            type="tel"
            label={t("ad_phone")}
            autoComplete="tel"
            maxLength={30}
            error={e.phone}
            required
          />
          <TextField {...form.register("email")} type="email" label={t("ad_email")} autoComplete="email" error={e.email} required />
          <TextField
            {...form.register("address")}
            label={t("ad_address")}
            autoComplete="street-address"
            maxLength={300}
            error={e.address}
            optional
          />
        </div>
      </fieldset>
      <SubmitButton busy={isSubmitting}>{t(ad ? "ad_save_changes" : "ad_submit")}</SubmitButton>
    </form>
  );
}
