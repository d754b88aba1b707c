import { useState } from "react";
import { FormProvider, useFieldArray } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ProfileInput } from "../../../../domain/shipping/profile-schema";
import { useTranslation } from "../../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../../lib/use-shop-form";
import type { Place } from "../../account/AddressFields";
import { AppLink } from "../../ui/AppLink";
import { Field, FormError, inputClass, SubmitButton } from "../../ui/FormField";
import { Plus } from "../../ui/icon-set";
import { blankZone, messageAt, type PlaceKind, type PlaceNames, type ProfileEditorData, startingValues } from "./profile-form";
import { ZoneEditor } from "./ZoneEditor";

/**
 * A shipping profile's editor (decision 076): its name, whether it is the shop's default, and its
 * zones. Checked in the browser with the schema the server checks with; the server, which also
 * checks what spans fields (tiers that overlap, a kind twice, unknown places), answers every
 * problem at once under its whole path, and each shows beside its field. Saved whole, then the
 * shop's shipping page.
 */
export function ProfileEditor({ data }: { data: ProfileEditorData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, send } = useShopForm(ProfileInput, { defaultValues: startingValues(data), mode: "onSubmit" });
  const zones = useFieldArray({ control: form.control, name: "zones" });
  const [names, setNames] = useState<PlaceNames>({
    country: { ...data.place_names.countries, ...Object.fromEntries(data.countries.map((c) => [c.id, c.name])) },
    state: { ...data.place_names.states },
    city: { ...data.place_names.cities },
  });
  const named = (kind: PlaceKind, place: Place) => setNames((was) => ({ ...was, [kind]: { ...was[kind], [place.id]: place.name } }));
  const { errors, isSubmitting } = form.formState;
  const fixThem = () => toast.error(t("shipping_fix_errors"));
  const submit = form.handleSubmit(async (values) => {
    const path = data.profile ? `seller/shipping-profiles/${data.profile.id}` : "seller/shipping-profiles";
    const saved = await send(path, values, {
      placeError: formErrorAbove,
      onRefused: (fields) => {
        if (fields.length) fixThem();
      },
    });
    if (saved) await navigate("/seller/shipping");
  }, fixThem);
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="shipping-profile-form">
        <FormError message={messagesOf(errors).form} />
        <div className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-6">
          <div className="max-w-md">
            <Field label={t("shipping_profile_name")} error={messageAt(errors, "name")}>
              <input {...form.register("name")} maxLength={80} className={inputClass(!!errors.name)} data-testid="profile-name" />
            </Field>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              {...form.register("is_default")}
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
              data-testid="profile-default"
            />
            <span>
              <span className="block font-medium text-gray-900">{t("shipping_profile_default")}</span>
              <span className="block text-xs text-gray-500">
                {t(data.first_profile ? "shipping_profile_first_hint" : "shipping_profile_default_hint")}
              </span>
            </span>
          </label>
        </div>
        <h2 className="pt-2 text-lg font-bold text-gray-900">{t("shipping_zones")}</h2>
        {zones.fields.map((f, i) => (
          <ZoneEditor
            key={f.id}
            index={i}
            onRemove={zones.fields.length > 1 ? () => zones.remove(i) : undefined}
            countries={data.countries}
            names={names}
            onNamed={named}
          />
        ))}
        {messageAt(errors, "zones") && (
          <p className="text-sm text-red-600" role="alert">
            {t(messageAt(errors, "zones") ?? "")}
          </p>
        )}
        <button
          type="button"
          onClick={() => zones.append(blankZone())}
          className="inline-flex items-center gap-1 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:border-primary hover:text-primary"
          data-testid="zone-add"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t("shipping_add_zone")}
        </button>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-gray-100 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <SubmitButton busy={isSubmitting}>{t("shipping_save_profile")}</SubmitButton>
          <AppLink to="/seller/shipping" className="text-sm font-semibold text-gray-700 hover:text-primary">
            {t("seller_cancel")}
          </AppLink>
        </div>
      </form>
    </FormProvider>
  );
}
