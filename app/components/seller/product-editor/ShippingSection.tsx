import { useFormContext } from "react-hook-form";
import type { ProductForm } from "../../../../domain/seller-products/product-schema";
import { isolate } from "../../../../kernel/i18n/numbers";
import { useTranslation } from "../../../i18n/i18n";
import { Section } from "../../backoffice/EditorSection";
import { AppLink } from "../../ui/AppLink";
import { errorAt, Field, inputClass } from "../../ui/FormField";

export type ProfileChoice = { id: number; name: string; is_default: boolean };

/**
 * How the product ships (decision 076): its weight in grams (for rates by weight) and the shop's
 * profile it ships by (none chosen: the shop's default, whichever that is when it is bought).
 */
export function ShippingSection({ hidden, profiles }: { hidden: boolean; profiles: ProfileChoice[] }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProductForm>();
  const err = (path: "weight_grams" | "shipping_profile_id") => errorAt(formState.errors, path);
  const fallback = profiles.find((p) => p.is_default);
  return (
    <div hidden={hidden} className="mt-4">
      <Section title={t("sp_shipping_section")} hidden={hidden}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t("sp_weight_grams")} hint={t("sp_weight_grams_hint")} error={err("weight_grams")}>
            <input
              {...register("weight_grams")}
              inputMode="numeric"
              dir="ltr"
              className={`${inputClass(!!err("weight_grams"))} rtl:text-right`}
              data-testid="sp-weight_grams"
            />
          </Field>
          <Field label={t("sp_shipping_profile")} error={err("shipping_profile_id")}>
            <select
              {...register("shipping_profile_id")}
              className={inputClass(!!err("shipping_profile_id"))}
              disabled={!profiles.length}
              data-testid="sp-shipping_profile_id"
            >
              <option value="">
                {fallback ? t("sp_shipping_profile_default_named", { name: isolate(fallback.name) }) : t("sp_shipping_profile_default")}
              </option>
              {profiles.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <p className="text-sm text-gray-600">
          {t(profiles.length ? "sp_shipping_profiles_hint" : "sp_shipping_no_profiles")}{" "}
          <AppLink to="/seller/shipping" className="font-semibold text-primary hover:underline">
            {t("sp_shipping_manage")}
          </AppLink>
        </p>
      </Section>
    </div>
  );
}
