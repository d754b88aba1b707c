import { useFieldArray } from "react-hook-form";
import type { CampaignInput } from "../../../../domain/content/editorial-input";
import { useTranslation } from "../../../i18n/i18n";
import type { ShopForm } from "../../../lib/use-shop-form";
import { errorAt, Field, inputClass } from "../../ui/FormField";
import { linkButtonClass } from "../button-classes";
import { Panel } from "../Panel";

/** The products the operator puts in the campaign at once, each with its discount; added and removed in place. */
export function CampaignProducts({ form }: { form: ShopForm<typeof CampaignInput> }) {
  const { t } = useTranslation();
  const products = useFieldArray({ control: form.control, name: "products" });
  const err = (p: string) => errorAt(form.formState.errors, p);
  return (
    <Panel title={t("ed_products")}>
      <ul className="space-y-2" data-testid="ed-campaign-products">
        {products.fields.map((f, i) => (
          <li key={f.id} className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
            <Field label={t("ed_product_id")} error={err(`products.${i}.product_id`)}>
              <input
                type="number"
                {...form.register(`products.${i}.product_id`)}
                className={inputClass(!!err(`products.${i}.product_id`))}
              />
            </Field>
            <Field label={t("ed_discount_type")}>
              <select {...form.register(`products.${i}.discount_type`)} className={inputClass(false)}>
                <option value="percentage">{t("ed_percentage")}</option>
                <option value="flat">{t("ed_flat")}</option>
              </select>
            </Field>
            <Field label={t("ed_discount")} error={err(`products.${i}.discount`)}>
              <input type="number" {...form.register(`products.${i}.discount`)} className={inputClass(!!err(`products.${i}.discount`))} />
            </Field>
            <button type="button" onClick={() => products.remove(i)} className="mt-6 text-sm text-red-600 hover:underline">
              {t("ed_remove")}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={linkButtonClass}
        onClick={() => products.append({ product_id: "", discount_type: "percentage", discount: "" } as never)}
      >
        {t("ed_add_product")}
      </button>
    </Panel>
  );
}
